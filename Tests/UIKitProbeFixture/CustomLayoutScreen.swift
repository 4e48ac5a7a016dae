import ChatRigUIKit

/// A chat layout in the style of the public chat-layout libraries: a flow layout subclass
/// that keeps the newest message in view. Before an update it notes whether the list is
/// within a screen of its bottom (`prepare(forCollectionViewUpdates:)`), and after it proposes the new bottom
/// offset (`targetContentOffset(forProposedContentOffset:)`). Every call UIKit makes is
/// written to ``calls``.
public final class BottomPinnedFlowLayout: UICollectionViewFlowLayout {
    /// Whether the layout pins to the bottom (false: the plain flow layout's offsets).
    public var pinsToBottom = true
    public private(set) var calls: [String] = []
    private var wasAtBottom = false

    public override func prepare() {
        calls.append("prepare")
        super.prepare()
    }
    public override var collectionViewContentSize: CGSize {
        calls.append("collectionViewContentSize")
        return super.collectionViewContentSize
    }
    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        calls.append("layoutAttributesForElements")
        return super.layoutAttributesForElements(in: rect)
    }
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        calls.append("shouldInvalidateLayout(forBoundsChange:)")
        return newBounds.width != collectionView?.frame.width
    }
    public override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                                withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        calls.append("shouldInvalidateLayout(forPreferredLayoutAttributes:)")
        return super.shouldInvalidateLayout(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }
    public override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        calls.append("prepare(forCollectionViewUpdates:)")
        super.prepare(forCollectionViewUpdates: updateItems)
        guard let collectionView else { return }
        let bottom = bottomOffset(of: collectionView, contentHeight: collectionView.contentSize.height)
        wasAtBottom = bottom - collectionView.contentOffset.y < collectionView.frame.height
    }
    public override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        calls.append("initialLayoutAttributesForAppearingItem")
        return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }
    public override func finalizeCollectionViewUpdates() {
        calls.append("finalizeCollectionViewUpdates")
        super.finalizeCollectionViewUpdates()
    }
    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        calls.append("targetContentOffset")
        guard pinsToBottom, wasAtBottom, let collectionView else { return proposedContentOffset }
        return CGPoint(x: proposedContentOffset.x, y: bottomOffset(of: collectionView, contentHeight: super.collectionViewContentSize.height))
    }

    private func bottomOffset(of collectionView: UICollectionView, contentHeight: CGFloat) -> CGFloat {
        max(-collectionView.adjustedContentInset.top,
            contentHeight + collectionView.adjustedContentInset.bottom - collectionView.frame.height)
    }
}

/// A custom layout with its own cache, as chat-layout libraries write one: every item's
/// height kept by index (an estimate until its cell reports its size), a column of items
/// `spacing` apart, and — when ``keepsVisibleContentStill`` — the height an item above the
/// visible top gains returned as the invalidation context's `contentOffsetAdjustment`.
/// Heights are kept by item index: the screen only appends.
public final class CachedChatLayout: UICollectionViewLayout {
    public var estimatedHeight: CGFloat = 80
    public var spacing: CGFloat = 8
    public var keepsVisibleContentStill = true
    private var heights: [CGFloat?] = []
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var height: CGFloat = 0

    public override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let count = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
        if heights.count < count { heights += Array(repeating: nil, count: count - heights.count) }
        if heights.count > count { heights.removeLast(heights.count - count) }
        var y: CGFloat = 0
        cache = (0..<count).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            let itemHeight = heights[item] ?? estimatedHeight
            attributes.frame = CGRect(x: 0, y: y, width: collectionView.frame.width, height: itemHeight)
            y += itemHeight + spacing
            return attributes
        }
        height = max(0, y - spacing)
    }
    public override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.frame.width ?? 0, height: height) }
    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }
    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }
    public override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                                withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        preferredAttributes.size.height != originalAttributes.size.height
    }
    public override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                             withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        let item = originalAttributes.indexPath.item
        if heights.indices.contains(item) { heights[item] = preferredAttributes.size.height }
        if keepsVisibleContentStill, let collectionView,
           originalAttributes.frame.minY < collectionView.contentOffset.y + collectionView.adjustedContentInset.top {
            context.contentOffsetAdjustment = CGPoint(x: 0, y: preferredAttributes.size.height - originalAttributes.size.height)
        }
        return context
    }
}

/// A chat screen whose collection view uses the team's own layout, with a classic data
/// source and hand-declared batch updates.
public final class CustomLayoutChatViewController: UIViewController, UICollectionViewDataSource {
    public let layout: UICollectionViewLayout
    public private(set) var messages: [(id: UUID, text: String)] = []
    public var collectionView: UICollectionView!

    public init(layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { fatalError("not used") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.register(ProbeCell.self, forCellWithReuseIdentifier: "message")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    /// Appended messages are inserted, grown ones reloaded; anything else reloads the data
    /// and opens on the newest message.
    public func show(_ new: [(UUID, String)]) {
        let old = messages
        guard !old.isEmpty, new.count >= old.count, zip(old, new).allSatisfy({ $0.id == $1.0 }) else {
            messages = new.map { (id: $0.0, text: $0.1) }
            collectionView.reloadData()
            if !messages.isEmpty {
                collectionView.layoutIfNeeded()
                collectionView.scrollToItem(at: IndexPath(item: messages.count - 1, section: 0), at: .bottom, animated: false)
            }
            return
        }
        let grown = old.indices.filter { old[$0].text != new[$0].1 }.map { IndexPath(item: $0, section: 0) }
        let inserted = (old.count..<new.count).map { IndexPath(item: $0, section: 0) }
        guard !grown.isEmpty || !inserted.isEmpty else { return }
        collectionView.performBatchUpdates {
            messages = new.map { (id: $0.0, text: $0.1) }
            collectionView.insertItems(at: inserted)
            collectionView.reloadItems(at: grown)
        }
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { messages.count }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath)
        (cell as? ProbeCell)?.label.text = messages[indexPath.item].text
        return cell
    }
}
