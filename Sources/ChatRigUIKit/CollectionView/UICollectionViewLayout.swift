import Foundation
import ListLayout

/// `UICollectionViewLayout` (`@MainActor open class UICollectionViewLayout: NSObject`): the
/// layout object a collection view is made with.
///
/// The base class, `UICollectionViewFlowLayout` and `UICollectionViewCompositionalLayout`
/// are laid out by ChatRig's own list layout from their section geometry
/// (``chatListConfiguration(environment:)``) — the default, whose figures the bundled suite
/// pins. A subclass of the base class or of the flow layout is the team's own layout: the
/// rehearsed list is laid out by it (``CustomLayoutBridge``), in UIKit's order (Apple,
/// `UICollectionViewLayout`):
/// 1. on the first layout and after every invalidation, `prepare()` ("During each layout
///    update, the collection view calls this method first", `prepare()`), then
///    `collectionViewContentSize`, then `layoutAttributesForElements(in:)` for the visible
///    rect; `layoutAttributesForItem(at:)` for a single item (`scrollToItem`, the frame checks);
/// 2. before every layout pass whose bounds changed, `shouldInvalidateLayout(forBoundsChange:)`
///    (default false), and on true `invalidationContext(forBoundsChange:)` and
///    `invalidateLayout(with:)`;
/// 3. as cells self-size, the cell's `preferredLayoutAttributesFitting(_:)` with the layout's
///    attributes, then `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
///    (default false) and on true `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`
///    and `invalidateLayout(with:)` — the context's `contentOffsetAdjustment` moves the offset;
/// 4. for an update (an apply, a batch update): `invalidateLayout(with:)` with
///    `invalidateDataSourceCounts`, `prepare()`, `prepare(forCollectionViewUpdates:)`,
///    `initialLayoutAttributesForAppearingItem(at:)` for each inserted item,
///    `finalizeCollectionViewUpdates()`, then `targetContentOffset(forProposedContentOffset:)`
///    with the current offset ("During layout updates … the collection view calls this method
///    to give you the opportunity to change the proposed content offset").
/// `invalidateLayout()` "invalidates the current layout and … returns right away … The actual
/// layout update occurs during the next view layout update cycle" (Apple, `invalidateLayout()`):
/// the next query prepares again. The appearing attributes are asked for and not animated
/// (the engine draws no frames of an item's own animation).
@MainActor @preconcurrency
open class UICollectionViewLayout: NSObject {
    /// The collection view the layout lays out (set when it is given one).
    open internal(set) weak var collectionView: UICollectionView?
    /// The bridge laying the rehearsed list out with this layout, when it is the team's own.
    weak var bridge: CustomLayoutBridge?
    /// The decoration view classes registered, by kind.
    private(set) var decorationRegistrations: [String: AnyClass] = [:]

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    /// `layoutAttributesClass`: the class of the attributes the layout makes. A flow layout
    /// makes its cells', headers' and footers' attributes of this class (Apple: a subclass of
    /// `UICollectionViewLayoutAttributes` is returned here "to use when creating layout
    /// attributes objects"), so a subclass's `layoutAttributesForElements(in:)` can cast
    /// `super`'s answer to its own attributes class, as MessageKit's layout does.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Attributes of ``layoutAttributesClass`` (its required `init()`), else the base class.
    func makeAttributes() -> UICollectionViewLayoutAttributes {
        (type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)?.init() ?? UICollectionViewLayoutAttributes()
    }

    // MARK: Preparing and answering

    /// `prepare()`: the default does nothing.
    open func prepare() {}
    /// `collectionViewContentSize`: the default is zero.
    open var collectionViewContentSize: CGSize { .zero }
    /// `layoutAttributesForElements(in:)`: the default is nil (no elements).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    /// `layoutAttributesForItem(at:)`: the default is nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// `layoutAttributesForSupplementaryView(ofKind:at:)`: the default is nil.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// `layoutAttributesForDecorationView(ofKind:at:)`: the default is nil ("If your layout
    /// object defines any decoration views, you must override this method", Apple).
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// `register(_:forDecorationViewOfKind:)`: the class the collection view makes a
    /// decoration view of `elementKind` of, when the layout returns attributes of that kind
    /// (``SupplementaryViews``); nil unregisters it. The adapter lists a factory for a class of
    /// the team's own (`UIKitCellFactory(view:)`), as for supplementary views.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationRegistrations[elementKind] = viewClass
    }

    // MARK: Invalidating

    /// `invalidateLayout()`: an invalidation of everything.
    open func invalidateLayout() {
        let context = UICollectionViewLayoutInvalidationContext()
        context.invalidatesEverything = true
        invalidateLayout(with: context)
    }
    /// `invalidateLayout(with:)`: the layout prepares again before its next answer; the
    /// context's `contentOffsetAdjustment` moves the content offset. Subclasses must call super.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        bridge?.layoutDidInvalidate(with: context)
    }
    /// `shouldInvalidateLayout(forBoundsChange:)`: the default is false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    /// `invalidationContext(forBoundsChange:)`: a context of ``invalidationContextClass``.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`: the
    /// default is false ("The default implementation of this method returns false", Apple).
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }
    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`: a context
    /// naming the element (an item, or a supplementary or decoration element of its kind).
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        let path = originalAttributes.indexPath
        switch originalAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: [path])
        case .supplementaryView: context.invalidateSupplementaryElements(ofKind: originalAttributes.representedElementKind ?? "", at: [path])
        case .decorationView: context.invalidateDecorationElements(ofKind: originalAttributes.representedElementKind ?? "", at: [path])
        }
        return context
    }

    /// A context of ``invalidationContextClass``.
    func makeContext() -> UICollectionViewLayoutInvalidationContext { makeInvalidationContext() }

    private func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)?.init()
            ?? UICollectionViewLayoutInvalidationContext()
    }

    // MARK: Updates and offsets

    /// `prepare(forCollectionViewUpdates:)`: the default does nothing.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    /// `finalizeCollectionViewUpdates()`: the default does nothing.
    open func finalizeCollectionViewUpdates() {}
    /// Layout transitions (`prepareForTransition(to:)`, `prepareForTransition(from:)`,
    /// `finalizeLayoutTransition()`): declared for overrides; a rehearsal never switches a
    /// list's layout, so they are not called.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
    open func finalizeLayoutTransition() {}
    /// `initialLayoutAttributesForAppearingItem(at:)`: the default is nil.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// `finalLayoutAttributesForDisappearingItem(at:)`: the default is nil.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// `targetContentOffset(forProposedContentOffset:)`: the default returns the proposed offset.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`: the default
    /// returns the proposed offset. Asked when a drag is released, with the engine's natural
    /// resting offset and the velocity in points per second (``UICollectionView``'s
    /// `layoutTarget(forReleaseAt:velocity:)`): the content glides to the answer.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }

    /// `prepare(forAnimatedBoundsChange:)`, `finalizeAnimatedBoundsChange()`: the default
    /// does nothing. Not called: the engine animates no bounds changes of the list.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    open func finalizeAnimatedBoundsChange() {}
    /// `developmentLayoutDirection` (default `.leftToRight`) and
    /// `flipsHorizontallyInOppositeLayoutDirection` (default false): the rehearsal lays out
    /// left to right, so neither changes a frame.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // MARK: ChatRig

    /// The list geometry ChatRig's list layout lays out with, for a layout it lays out.
    func chatListConfiguration(environment: any NSCollectionLayoutEnvironment) -> ListLayoutConfiguration {
        .spacious
    }

    /// Before the `prepare()` of an update: a system layout keeps its own per-item state
    /// (the flow layout's self-sized heights) through the update. The base keeps none.
    func carrySizes(through updateItems: [UICollectionViewUpdateItem]) {}

    /// Whether ChatRig's list layout lays the list out (the base class and the system layouts),
    /// rather than the layout's own answers (a team's subclass).
    var isLaidOutByEngine: Bool { type(of: self) == UICollectionViewLayout.self }

    /// Whether the layout scrolls sideways (a strip of suggestions): such a collection view is
    /// never the rehearsed message list.
    var scrollsHorizontally: Bool { false }
}
