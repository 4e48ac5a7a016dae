/// A collection view's supplementary views (section headers and footers): asked for,
/// realized and reused as its cells are, where a team's layout places them on screen.
///
/// From Apple's documentation, as modelled:
/// - The layout says where supplementary views are: the attributes of category
///   `.supplementaryView` its `layoutAttributesForElements(in:)` returns for the visible rect
///   (a flow layout subclass returns a section's header and footer when their reference height
///   is not 0, of kinds `UICollectionView.elementKindSectionHeader` / `…Footer`). ChatRig's own
///   layout (a system layout used as it is) places none.
/// - For each one that comes on screen the data source's
///   `collectionView(_:viewForSupplementaryElementOfKind:at:)` is asked — a diffable data
///   source answers with its `supplementaryViewProvider` — and the delegate hears
///   `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`; when it leaves,
///   `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`, and the view
///   goes back to its kind and identifier's reuse queue.
/// - `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` hands out a queued
///   view after `prepareForReuse()`, else a new one of the class registered with
///   `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`; an unregistered pair is a
///   programming error, as in UIKit.
/// - A self-sizing supplementary view is measured when it comes on screen, at its frame
///   (``UIView/fittingHeight(width:)``), passed through its `preferredLayoutAttributesFitting(_:)`
///   and offered to the layout — the path cells self-size by (``CustomLayoutBridge/offer(_:for:)``):
///   the layout's `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
///   decides (a flow layout says yes when it self-sizes, ``UICollectionViewFlowLayout``).
/// - A shown view is moved to its element's frame at every update, so a pinned header
///   (`sectionHeadersPinToVisibleBounds`, ``SectionPinning``) follows the scrolling.
/// - Decoration views: the attributes of category `.decorationView` the layout returns are
///   realized as views of the class the layout registered for their kind
///   (`register(_:forDecorationViewOfKind:)`: "You do not need to create decoration views
///   explicitly. After registering one, it is up to the layout object to decide when a
///   decoration view is needed and return the corresponding layout attributes", Apple), reused
///   by kind, neither asked of the data source nor reported to the delegate (they "do not
///   present data that is managed by the collection view's data source", Apple,
///   `init(forDecorationViewOfKind:with:)`); their content is inert. A kind not registered is
///   a programming error, as in UIKit.
/// - Every view realized is charged and counted as a cell is
///   (``ChatListContext/supplementaryViewWillDisplay(reuseKind:)``), by its kind and identifier.
///
/// When: as a table's section views (``TableSectionViews``), when cells join or leave the
/// screen and when the list scrolls, from the layout's answers — prepared again first if it
/// was invalidated since (a self-sizing layout invalidates as its cells are measured).
@MainActor
final class SupplementaryViews {
    /// One supplementary or decoration element: its kind and index path, ordered by index
    /// path, then category, then kind.
    struct Key: Hashable, Comparable {
        let kind: String
        let indexPath: IndexPath
        var isDecoration = false
        static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.indexPath, lhs.isDecoration ? 1 : 0, lhs.kind) < (rhs.indexPath, rhs.isDecoration ? 1 : 0, rhs.kind)
        }
    }

    private var registrations: [String: [String: AnyClass]] = [:]
    private var pool: [String: [UICollectionReusableView]] = [:]
    private var shown: [Key: UICollectionReusableView] = [:]
    /// Views made for a dequeue, and dequeues answered from a reuse queue.
    private(set) var created = 0, reused = 0
    /// Decoration views made, and reused from their kind's queue.
    private(set) var decorationsCreated = 0, decorationsReused = 0

    func register(_ viewClass: AnyClass?, kind: String, identifier: String) {
        registrations[kind, default: [:]][identifier] = viewClass ?? UICollectionReusableView.self
    }

    /// The view showing `kind` at `indexPath`, if on screen.
    func view(_ kind: String, at indexPath: IndexPath) -> UICollectionReusableView? { shown[Key(kind: kind, indexPath: indexPath)] }

    /// The decoration view of `kind` at `indexPath`, if on screen.
    func decorationView(_ kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        shown[Key(kind: kind, indexPath: indexPath, isDecoration: true)]
    }

    /// The supplementary views of `kind` on screen, by index path.
    func shownViews(ofKind kind: String) -> [(indexPath: IndexPath, view: UICollectionReusableView)] {
        shown.filter { $0.key.kind == kind && !$0.key.isDecoration }.sorted { $0.key < $1.key }.map { ($0.key.indexPath, $0.value) }
    }

    /// A queued view after `prepareForReuse()`, else a new one of the registered class. O(1).
    func dequeue(_ kind: String, _ identifier: String, in collectionView: UICollectionView) -> UICollectionReusableView {
        if let view = pool[Self.queue(kind, identifier)]?.popLast() {
            reused += 1
            view.prepareForReuse()
            return view
        }
        guard let viewClass = registrations[kind]?[identifier] else {
            preconditionFailure("ChatRigUIKit: could not dequeue a view of kind: \(kind) with identifier \(identifier) - "
                + "must register a nib or a class for the identifier")
        }
        let view = Self.make(viewClass, named: identifier, in: collectionView)
        view.reuseIdentifier = identifier
        created += 1
        return view
    }

    /// Realizes the supplementary and decoration views a team's layout places on screen,
    /// releases those that left and moves the others to their frames, in index-path order.
    /// O(k log k) for k elements on screen, plus the layout's answer.
    func update(_ collectionView: UICollectionView) {
        let layout = collectionView.collectionViewLayout
        guard !layout.isLaidOutByEngine, let bridge = layout.bridge, let span = collectionView.visibleSpan else { return }
        bridge.prepareIfNeeded()
        let rect = CGRect(x: 0, y: span.lowerBound, width: collectionView.frame.width, height: span.upperBound - span.lowerBound)
        var visible: [Key: UICollectionViewLayoutAttributes] = [:]
        for attributes in layout.layoutAttributesForElements(in: rect) ?? []
        where attributes.representedElementCategory != .cell && !attributes.isHidden && attributes.frame.height > 0 {
            guard let kind = attributes.representedElementKind else { continue }
            visible[Key(kind: kind, indexPath: attributes.indexPath, isDecoration: attributes.representedElementCategory == .decorationView)] = attributes
        }
        for key in shown.keys.sorted() where visible[key] == nil { release(key, in: collectionView) }
        for (key, attributes) in visible.sorted(by: { $0.key < $1.key }) {
            if let view = shown[key] {
                if view.frame != attributes.frame { view.frame = attributes.frame }
                continue
            }
            guard let view = realize(key, in: collectionView) else { continue }
            collectionView.binding?.context.supplementaryViewWillDisplay(reuseKind: reuseKind(of: view, key))
            shown[key] = view
            view.frame = attributes.frame
            view.apply(attributes)
            collectionView.addSubview(view)
            guard !key.isDecoration else { continue }
            collectionView.collectionDelegate?.collectionView(collectionView, willDisplaySupplementaryView: view,
                                                              forElementKind: key.kind, at: key.indexPath)
            guard let fitting = attributes.copy() as? UICollectionViewLayoutAttributes else { continue }
            fitting.size = CGSize(width: attributes.size.width, height: view.fittingHeight(width: attributes.size.width))
            layout.bridge?.offer(view.preferredLayoutAttributesFitting(fitting), for: attributes)
        }
    }

    /// The data source's view for a supplementary element; a decoration view of the kind's
    /// registered class, from its queue or new.
    private func realize(_ key: Key, in collectionView: UICollectionView) -> UICollectionReusableView? {
        guard key.isDecoration else {
            return collectionView.dataSource?.collectionView(collectionView, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        }
        if let view = pool[Self.decorationQueue(key.kind)]?.popLast() {
            decorationsReused += 1
            view.prepareForReuse()
            return view
        }
        guard let viewClass = collectionView.collectionViewLayout.decorationRegistrations[key.kind] else {
            preconditionFailure("ChatRigUIKit: could not dequeue a view of kind: \(key.kind) with identifier \(key.kind) - "
                + "must register a nib or a class for the identifier")
        }
        decorationsCreated += 1
        return Self.make(viewClass, named: key.kind, in: collectionView)
    }

    private func release(_ key: Key, in collectionView: UICollectionView) {
        guard let view = shown.removeValue(forKey: key) else { return }
        if !key.isDecoration {
            collectionView.collectionDelegate?.collectionView(collectionView, didEndDisplayingSupplementaryView: view,
                                                              forElementOfKind: key.kind, at: key.indexPath)
        }
        view.removeFromSuperview()
        let queue = reuseKind(of: view, key)
        collectionView.binding?.context.supplementaryViewDidEndDisplaying(reuseKind: queue)
        if let queue { pool[queue, default: []].append(view) }
    }

    /// The reuse queue `view` goes back to: its kind's for a decoration view, its kind and
    /// identifier's for a registered supplementary view; nil for one the app made itself.
    private func reuseKind(of view: UICollectionReusableView, _ key: Key) -> String? {
        if key.isDecoration { return Self.decorationQueue(key.kind) }
        guard let identifier = view.reuseIdentifier, registrations[key.kind]?[identifier] != nil else { return nil }
        return Self.queue(key.kind, identifier)
    }

    private static func queue(_ kind: String, _ identifier: String) -> String { kind + "\u{0}" + identifier }
    private static func decorationQueue(_ kind: String) -> String { "decoration\u{0}" + kind }

    /// A new view of `viewClass`: UIKit's own class, or the adapter's factory's.
    private static func make(_ viewClass: AnyClass, named name: String, in collectionView: UICollectionView) -> UICollectionReusableView {
        let frame = CGRect(x: 0, y: 0, width: collectionView.frame.width, height: 0)
        if viewClass == UICollectionReusableView.self { return UICollectionReusableView(frame: frame) }
        if let made = collectionView.binding?.makeView(ofClass: viewClass, frame: frame) as? UICollectionReusableView { return made }
        preconditionFailure("ChatRigUIKit: the adapter lists no factory for \(viewClass) (supplementary view '\(name)'): "
            + "list `UIKitCellFactory(view: \(viewClass).self) { \(viewClass)(frame: $0) }`")
    }
}

extension UICollectionView {
    /// `UICollectionView.elementKindSectionHeader`: a flow layout's section header.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// `UICollectionView.elementKindSectionFooter`: a flow layout's section footer.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// `supplementaryView(forElementKind:at:)`: the view showing that element while it is on
    /// screen. O(1).
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        supplementaryViews.view(elementKind, at: indexPath)
    }

    /// `visibleSupplementaryViews(ofKind:)`: the views of that kind on screen, in index-path
    /// order. O(k log k) for k supplementary views on screen.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        supplementaryViews.shownViews(ofKind: elementKind).map(\.view)
    }

    /// `indexPathsForVisibleSupplementaryElements(ofKind:)`: their index paths, in order.
    /// O(k log k).
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        supplementaryViews.shownViews(ofKind: elementKind).map(\.indexPath)
    }
}
