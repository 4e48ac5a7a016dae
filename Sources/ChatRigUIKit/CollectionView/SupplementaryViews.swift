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
///
/// When: as a table's section views (``TableSectionViews``), when cells join or leave the
/// screen and when the list scrolls, from the layout's answers as last prepared (a layout
/// invalidated and not prepared again is asked at the next of those). Pinned headers
/// (`sectionHeadersPinToVisibleBounds`) are not modelled: a header scrolls with its section.
@MainActor
final class SupplementaryViews {
    /// One supplementary element: its kind and index path, ordered by index path then kind.
    struct Key: Hashable, Comparable {
        let kind: String
        let indexPath: IndexPath
        static func < (lhs: Key, rhs: Key) -> Bool { (lhs.indexPath, lhs.kind) < (rhs.indexPath, rhs.kind) }
    }

    private var registrations: [String: [String: AnyClass]] = [:]
    private var pool: [String: [UICollectionReusableView]] = [:]
    private var shown: [Key: UICollectionReusableView] = [:]
    /// Views made for a dequeue, and dequeues answered from a reuse queue.
    private(set) var created = 0, reused = 0

    func register(_ viewClass: AnyClass?, kind: String, identifier: String) {
        registrations[kind, default: [:]][identifier] = viewClass ?? UICollectionReusableView.self
    }

    /// The view showing `kind` at `indexPath`, if on screen.
    func view(_ kind: String, at indexPath: IndexPath) -> UICollectionReusableView? { shown[Key(kind: kind, indexPath: indexPath)] }

    /// A queued view after `prepareForReuse()`, else a new one of the registered class. O(1).
    func dequeue(_ kind: String, _ identifier: String, in collectionView: UICollectionView) -> UICollectionReusableView {
        let queue = kind + "\u{0}" + identifier
        if let view = pool[queue]?.popLast() {
            reused += 1
            view.prepareForReuse()
            return view
        }
        guard let viewClass = registrations[kind]?[identifier] else {
            preconditionFailure("ChatRigUIKit: could not dequeue a view of kind: \(kind) with identifier \(identifier) - "
                + "must register a nib or a class for the identifier")
        }
        let frame = CGRect(x: 0, y: 0, width: collectionView.frame.width, height: 0)
        let view: UICollectionReusableView
        if viewClass == UICollectionReusableView.self {
            view = UICollectionReusableView(frame: frame)
        } else if let made = collectionView.binding?.makeView(ofClass: viewClass, frame: frame) as? UICollectionReusableView {
            view = made
        } else {
            preconditionFailure("ChatRigUIKit: the adapter lists no factory for \(viewClass) (supplementary view '\(identifier)'): "
                + "list `UIKitCellFactory(view: \(viewClass).self) { \(viewClass)(frame: $0) }`")
        }
        view.reuseIdentifier = identifier
        created += 1
        return view
    }

    /// Realizes the supplementary views a team's layout places on screen and releases those
    /// that left, in index-path order. O(k log k) for k elements on screen, plus the layout's answer.
    func update(_ collectionView: UICollectionView) {
        let layout = collectionView.collectionViewLayout
        guard !layout.isLaidOutByEngine, layout.bridge?.isPrepared == true, let span = collectionView.visibleSpan else { return }
        let rect = CGRect(x: 0, y: span.lowerBound, width: collectionView.frame.width, height: span.upperBound - span.lowerBound)
        var visible: [Key: CGRect] = [:]
        for attributes in layout.layoutAttributesForElements(in: rect) ?? []
        where attributes.representedElementCategory == .supplementaryView && !attributes.isHidden && attributes.frame.height > 0 {
            guard let kind = attributes.representedElementKind else { continue }
            visible[Key(kind: kind, indexPath: attributes.indexPath)] = attributes.frame
        }
        for key in shown.keys.sorted() where visible[key] == nil { release(key, in: collectionView) }
        for key in visible.keys.sorted() where shown[key] == nil {
            guard let view = collectionView.dataSource?.collectionView(collectionView, viewForSupplementaryElementOfKind: key.kind,
                                                                        at: key.indexPath) else { continue }
            shown[key] = view
            view.frame = visible[key] ?? .zero
            collectionView.addSubview(view)
            collectionView.collectionDelegate?.collectionView(collectionView, willDisplaySupplementaryView: view,
                                                              forElementKind: key.kind, at: key.indexPath)
        }
    }

    private func release(_ key: Key, in collectionView: UICollectionView) {
        guard let view = shown.removeValue(forKey: key) else { return }
        collectionView.collectionDelegate?.collectionView(collectionView, didEndDisplayingSupplementaryView: view,
                                                          forElementOfKind: key.kind, at: key.indexPath)
        view.removeFromSuperview()
        if let identifier = view.reuseIdentifier, registrations[key.kind]?[identifier] != nil {
            pool[key.kind + "\u{0}" + identifier, default: []].append(view)
        }
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
}
