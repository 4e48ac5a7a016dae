import ChatModel
import ListLayout
import Simulator
import Viewport

/// What a collection view bound to a rehearsal reaches: the engine's context and the run,
/// the adapter's item mapping and cell factories. Implemented by ``UIKitListHost``.
protocol ListBinding: AnyObject {
    var context: ChatListContext { get }
    var run: UIKitRun { get }
    @MainActor func chatItem(for item: AnyHashable) -> ChatItemID?
    /// The ChatRig item a classic data source's item at `indexPath` shows.
    @MainActor func chatItem(at indexPath: IndexPath) -> ChatItemID?
    @MainActor func makeCell(ofClass cellClass: AnyClass, reuseIdentifier: String) -> UICollectionViewCell
    /// A table view's row cell, and header or footer view, of a class, from the adapter's factory.
    @MainActor func makeTableCell(ofClass cellClass: AnyClass, reuseIdentifier: String) -> UITableViewCell
    @MainActor func makeHeaderFooterView(ofClass viewClass: AnyClass, reuseIdentifier: String) -> UITableViewHeaderFooterView
    /// A view of exactly `viewClass` from the adapter's factory for it, nil when it lists none
    /// (``UIViewFrameConstructible``).
    @MainActor func makeView(ofClass viewClass: Any.Type, frame: CGRect) -> UIView?
    /// Offers `collectionView` as the rehearsal's list; true when it becomes the list.
    @MainActor func bindList(_ collectionView: UICollectionView) -> Bool
}

/// `UICollectionView`. The first one added to the rehearsed view controller's view whose
/// layout scrolls vertically is the message list: its scroll state, content and cells are
/// the engine's (``ListBinding``). Any other collection view on the screen (a horizontal strip
/// of suggestions, an attachment tray) is inert: it keeps what the app gives it — its data
/// source's snapshot, its offsets — but its cell provider is not run, its delegate hears
/// nothing and it shows no items (`indexPathsForVisibleItems` is empty), so it costs nothing
/// and is never mistaken for the list.
///
/// A vertically flipped `transform` (an inverted list: `CGAffineTransform(scaleX: 1, y: -1)`,
/// or a rotation by π) makes the engine's list flipped (``ViewTransform/init(_:)``); each
/// cell's `transform` and its content view's are read after the cell provider ran, so
/// cells flipped back read upright and cells left flipped are `upsideDown`.
///
/// Geometry: its `frame` is the list's unobscured area — from the top safe area to the top
/// of the input bar or keyboard, as a chat screen pins it — and `contentOffset` is
/// measured from that frame's top, so `contentSize.height − contentOffset.y −
/// frame.height` is the distance from the bottom of the content, as on a device.
@MainActor @preconcurrency
open class UICollectionView: UIScrollView {
    /// `UICollectionView.ScrollPosition`.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
    /// `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    /// `UICollectionView.SelfSizingInvalidation` (iOS 16).
    public enum SelfSizingInvalidation: Int, Sendable { case disabled, enabled, enabledIncludingConstraints }

    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            collectionViewLayout.collectionView = self
            applyLayout()
        }
    }
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    open var isPrefetchingEnabled = true
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// `selfSizingInvalidation`: kept; cells self-size through the cell sizer either way.
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled
    /// `delegate`, as a collection view delegate (it is also the scroll view's).
    open var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    /// `dataSource`: a diffable data source (which sets itself), or a classic one, whose
    /// counts and batch updates the rehearsal follows (``ClassicDataSource``).
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet {
            if let provider = dataSource as? any CellProviding {
                classicSource = nil
                cellSource = provider
            } else {
                classicSource = dataSource.map { ClassicDataSource(collectionView: self, source: $0) }
                cellSource = classicSource
            }
        }
    }
    weak var cellSource: (any CellProviding)?
    /// The classic data source's item tracking, when `dataSource` is not diffable.
    private(set) var classicSource: ClassicDataSource?
    private(set) weak var binding: (any ListBinding)?
    private var registrations: [String: AnyClass] = [:]
    /// The rehearsal's cells: those on screen by item, and the reuse pool by identifier.
    var displayedCells: [ChatItemID: UICollectionViewCell] = [:]
    var reusePool: [String: [UICollectionViewCell]] = [:]
    /// The supplementary views on screen, their registrations and reuse queues.
    let supplementaryViews = SupplementaryViews()
    /// The item whose cell the engine asked for now.
    var configuringItem: ChatItemID?
    /// Whether this collection view lays out a ``UITableView``'s rows (its exceptions then
    /// speak of rows, as the table view's do).
    var isTableRows = false

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        bindToRehearsal()
    }

    /// Offers this collection view to the rehearsal its root view is in: it becomes the
    /// message list when it is the first vertical one (see the type's note). Also called by
    /// the host for a view controller whose root view is a list (`UICollectionViewController`).
    func bindToRehearsal() {
        guard binding == nil, !collectionViewLayout.scrollsHorizontally,
              let host = rootView.rehearsalBinding, host.bindList(self) else { return }
        binding = host
        applyLayout()
        applyTransform()
        host.context.collectionView.keyboardDismissMode = Viewport.KeyboardDismissMode(storedDismissMode)
        host.context.collectionView.contentInsetAdjustmentBehavior = Viewport.ContentInsetAdjustmentBehavior(storedAdjustment)
    }

    /// Lays the rehearsed list out with the layout: ChatRig's list layout from its section
    /// geometry, or the team's own layout's answers (``CustomLayoutBridge``) — whose items the
    /// list layout still self-sizes with that geometry (the width a cell is measured at).
    private func applyLayout() {
        guard let binding else { return }
        let size = binding.context.collectionView.bounds.size
        let environment = LayoutEnvironment(size: CGSize(width: size.width, height: size.height))
        let engine = binding.context.collectionView
        engine.layoutConfiguration = collectionViewLayout.chatListConfiguration(environment: environment)
            .holdingText(binding.run.textHolding)
        guard collectionViewLayout.isLaidOutByEngine else {
            let bridge = CustomLayoutBridge(layout: collectionViewLayout, collectionView: self)
            // Through the binding, as every engine call of this view: none once the rehearsal ended.
            bridge.setNeedsLayout = { [weak self] in self?.binding?.context.collectionView.setNeedsLayout() }
            engine.customLayout = bridge
            return
        }
        if engine.customLayout != nil { engine.customLayout = nil }
    }

    open override var transform: CGAffineTransform { didSet { applyTransform() } }

    /// Flips the engine's list with this view's transform.
    private func applyTransform() {
        guard let engine else { return }
        let flipped = ViewTransform(transform)
        if engine.transform != flipped { engine.transform = flipped }
    }

    // MARK: Geometry, from the engine when bound

    private var engine: HeadlessCollectionView? { binding?.context.collectionView }
    /// The safe area the frame avoids, in the list's own coordinates (a flipped list's top is
    /// the screen's bottom).
    private var obstruction: (top: Double, bottom: Double) {
        guard let engine else { return (0, 0) }
        let safe = engine.safeAreaInsets
        return (safe.top, safe.bottom)
    }
    private var storedFrame: CGRect = .zero
    private var storedDismissMode = UIScrollView.KeyboardDismissMode.none, storedAdjustment = UIScrollView.ContentInsetAdjustmentBehavior.automatic

    open override var frame: CGRect {
        get {
            guard let engine else { return storedFrame }
            let (top, bottom) = obstruction
            let screenTop = engine.transform.isFlipped ? bottom : top
            return CGRect(x: 0, y: screenTop, width: engine.bounds.size.width, height: max(0, engine.bounds.size.height - top - bottom))
        }
        set { storedFrame = newValue }
    }

    open override var contentOffset: CGPoint {
        get {
            guard let engine else { return super.contentOffset }
            return CGPoint(x: engine.contentOffset.x, y: engine.contentOffset.y + obstruction.top)
        }
        set {
            guard let engine else { return super.contentOffset = newValue }
            let y = Double(newValue.y) - obstruction.top
            if let duration = UIView.currentAnimationDuration {
                engine.animateContentOffset(to: y, duration: .seconds(duration))
            } else {
                engine.contentOffset = Point(x: Double(newValue.x), y: y)
            }
        }
    }

    /// An engine content offset in this view's terms (measured from its frame's top). O(1).
    func faceOffset(_ point: Point) -> CGPoint { CGPoint(x: point.x, y: point.y + obstruction.top) }
    /// A content offset in this view's terms as the engine's. O(1).
    func engineOffset(_ point: CGPoint) -> Point { Point(x: Double(point.x), y: Double(point.y) - obstruction.top) }

    open override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard let engine else { return super.setContentOffset(contentOffset, animated: animated) }
        engine.setContentOffset(Point(x: Double(contentOffset.x), y: Double(contentOffset.y) - obstruction.top), animated: animated)
    }

    open override var contentSize: CGSize {
        get { engine.map { CGSize(width: $0.contentSize.width, height: $0.contentSize.height) } ?? super.contentSize }
        set { super.contentSize = newValue }
    }

    open override var contentInset: UIEdgeInsets {
        get {
            guard let inset = engine?.contentInset else { return super.contentInset }
            return UIEdgeInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
        }
        set {
            guard let engine else { return super.contentInset = newValue }
            engine.contentInset = Viewport.EdgeInsets(top: Double(newValue.top), left: Double(newValue.left),
                                                      bottom: Double(newValue.bottom), right: Double(newValue.right))
        }
    }

    /// `adjustedContentInset`: `contentInset` plus the parts of the safe area the frame
    /// overlaps — none, as the frame avoids the bars, keyboard and input bar.
    open override var adjustedContentInset: UIEdgeInsets {
        guard let engine else { return super.adjustedContentInset }
        let adjusted = engine.adjustedContentInset, safe = engine.safeAreaInsets
        return UIEdgeInsets(top: adjusted.top - safe.top, left: adjusted.left - safe.left,
                            bottom: adjusted.bottom - safe.bottom, right: adjusted.right - safe.right)
    }

    open override var keyboardDismissMode: UIScrollView.KeyboardDismissMode {
        get { engine.map { UIScrollView.KeyboardDismissMode($0.keyboardDismissMode) } ?? storedDismissMode }
        set {
            storedDismissMode = newValue
            engine?.keyboardDismissMode = Viewport.KeyboardDismissMode(newValue)
        }
    }

    open override var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior {
        get { storedAdjustment }
        set {
            storedAdjustment = newValue
            engine?.contentInsetAdjustmentBehavior = Viewport.ContentInsetAdjustmentBehavior(newValue)
        }
    }

    open override var isTracking: Bool { engine?.isTracking ?? false }
    open override var isDragging: Bool { engine?.isDragging ?? false }
    open override var isDecelerating: Bool { engine?.isDecelerating ?? false }

    open override func layoutIfNeeded() {
        engine?.layoutIfNeeded()
        super.layoutIfNeeded()
    }

    // MARK: Items

    open var numberOfSections: Int { binding?.context.dataSource.snapshot().numberOfSections ?? 0 }
    open func numberOfItems(inSection section: Int) -> Int { engine?.numberOfItems(inSection: section) ?? 0 }
    open var indexPathsForVisibleItems: [IndexPath] { engine?.indexPathsForVisibleItems ?? [] }
    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap(cellForItem(at:))
    }
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let item = binding?.context.dataSource.itemIdentifier(for: indexPath) else { return nil }
        return displayedCells[item]
    }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        guard let item = displayedCells.first(where: { $0.value === cell })?.key else { return nil }
        return binding?.context.dataSource.indexPath(for: item)
    }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let binding, let item = binding.context.dataSource.itemIdentifier(for: indexPath),
              let frame = binding.context.collectionView.frameOfItem(item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        return attributes
    }

    /// `scrollToItem(at:at:animated:)`: `.top`, `.centeredVertically` or `.bottom`.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let position: Viewport.ScrollPosition = scrollPosition.contains(.top) ? .top
            : scrollPosition.contains(.bottom) ? .bottom : .centeredVertically
        engine?.scrollToItem(at: indexPath, at: position, animated: animated)
    }

    /// `reloadData()`: every item's cell is configured again, without animation. With a
    /// classic data source, its counts are read again and every item gets a fresh identity.
    open func reloadData() {
        if let classicSource { return classicSource.reloadData() }
        guard let binding else { return }
        var snapshot = binding.context.dataSource.snapshot()
        try? snapshot.reloadItems(snapshot.itemIdentifiers)  // cannot throw: its own items
        binding.context.dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// `performBatchUpdates(_:completion:)`: the updates run now; the completion after the
    /// batch animation (0.3 s — an estimate, as the engine's animated apply). With a classic
    /// data source, the insertions, deletions, moves and reloads the block declares are one
    /// batch (``ClassicDataSource``).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if let classicSource { return classicSource.performBatchUpdates(updates, completion: completion) }
        updates?()
        layoutIfNeeded()
        if let completion { UIView.afterVirtualDelay(0.3) { completion(true) } }
    }

    // MARK: Cells

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass ?? UICollectionViewCell.self
    }
    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` (``SupplementaryViews``).
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryViews.register(viewClass, kind: elementKind, identifier: identifier)
    }
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`: a queued view after
    /// `prepareForReuse()`, else a new one of the registered class (``SupplementaryViews``).
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViews.dequeue(elementKind, identifier, in: self)
    }

    /// `dequeueReusableCell(withReuseIdentifier:for:)`: the cell already showing the item
    /// (a reconfigure), else one from the reuse pool (after `prepareForReuse()`), else a new
    /// one from the adapter's factory for the registered class.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let cellClass = registrations[identifier] else {
            preconditionFailure("ChatRigUIKit: no cell class registered for reuse identifier '\(identifier)'")
        }
        return dequeue(identifier, cellClass)
    }

    open func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                         item: Item?) -> Cell {
        guard let cell = dequeue(registration.reuseIdentifier, Cell.self) as? Cell else {
            preconditionFailure("ChatRigUIKit: the adapter's factory for \(Cell.self) made another class")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }
}
