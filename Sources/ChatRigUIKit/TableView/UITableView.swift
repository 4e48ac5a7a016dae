import Viewport

/// `UITableView` on the engine, as the collection view is.
///
/// The table keeps UIKit's shape (`UIScrollView` subclass, its data source, delegate,
/// prefetching, registration and batch-update API) and hands the list work to an internal
/// collection view, ``rows``, laid out as a one-column list without spacing — which binds
/// to the rehearsal as the message list when the table is the screen's first vertical list
/// (see ``UICollectionView``). So every engine behaviour, cost, metric and detector of the
/// collection view applies to a table: identities through batch updates, UIKit's
/// inconsistency exception (in rows: "Invalid update: invalid number of rows in section …")
/// as a `snapshotError`, reuse, display callbacks, prefetching, the inverted list (a flipped
/// `transform`, each cell flipped back), `contentInset`, `keyboardDismissMode`.
///
/// Heights, from Apple's documentation, are laid out by ``TableRowsLayout`` (the rows'
/// layout, run as a team's own layout is): `tableView(_:heightForRowAt:)`, else `rowHeight`,
/// is a fixed height; `UITableView.automaticDimension` (the default of both `rowHeight` and
/// `estimatedRowHeight`, https://developer.apple.com/documentation/uikit/uitableview/rowheight,
/// https://developer.apple.com/documentation/uikit/uitableview/estimatedrowheight) self-sizes
/// the row from `tableView(_:estimatedHeightForRowAt:)`, else `estimatedRowHeight`, else 44 pt
/// (an estimate: UIKit "selects an estimated height", not which). A self-sized row's height is
/// ChatRig's cell sizer's for the message it shows (Auto Layout is not solved).
/// - `reloadRows(at:with:)` asks the data source for a new cell for each row and measures it
///   again (https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)):
///   the engine's reload, a new cell and a fresh measurement.
@MainActor @preconcurrency
open class UITableView: UIScrollView {
    /// `UITableView.Style`.
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    /// `UITableView.RowAnimation`: every animation of a batch is the engine's animated apply
    /// (0.3 s, an estimate), `.none` included.
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
    /// `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    /// `UITableViewCell.SeparatorStyle`, as `UITableView.separatorStyle` takes it.
    public typealias SeparatorStyle = UITableViewCell.SeparatorStyle

    /// `UITableView.automaticDimension` (`UITableViewAutomaticDimension`).
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    /// The list the engine runs: a one-column collection view inside the table.
    let rows: UICollectionView
    /// The table's side of ``rows``: data source, delegate and prefetching in rows.
    let bridge: TableRowBridge
    /// The section header and footer views on screen, their registrations and reuse queues.
    let sectionViews = TableSectionViews()

    /// `dataSource`: a classic one (rows counted and checked through it), or a
    /// ``UITableViewDiffableDataSource`` (which sets itself).
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { bridge.dataSourceDidChange(to: dataSource) }
    }
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    /// `delegate`, as a table view delegate (it is also the scroll view's).
    open var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { applyEstimate() } }
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { applyEstimate() } }
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    open var separatorStyle: SeparatorStyle = .singleLine
    open var separatorColor: UIColor?
    open var separatorInset: UIEdgeInsets = .zero
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var backgroundView: UIView?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    open var isEditing = false
    /// `setEditing(_:animated:)`: kept (no editing controls are shown).
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open var cellLayoutMarginsFollowReadableWidth = false
    open var remembersLastFocusedIndexPath = false
    public internal(set) var indexPathForSelectedRow: IndexPath?
    /// Changes declared between `beginUpdates()` and `endUpdates()`, replayed as one batch.
    var pendingUpdates: [() -> Void]?
    var updateDepth = 0

    public init(frame: CGRect, style: Style) {
        self.style = style
        rows = UICollectionView(frame: CGRect(origin: .zero, size: frame.size), collectionViewLayout: UICollectionViewFlowLayout())
        bridge = TableRowBridge()
        super.init(frame: frame)
        setUpRows()
    }

    public override init(frame: CGRect) {
        style = .plain
        rows = UICollectionView(frame: CGRect(origin: .zero, size: frame.size), collectionViewLayout: UICollectionViewFlowLayout())
        bridge = TableRowBridge()
        super.init(frame: frame)
        setUpRows()
    }

    public required init?(coder: NSCoder) {
        style = .plain
        rows = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        bridge = TableRowBridge()
        super.init(coder: coder)
        setUpRows()
    }

    private func setUpRows() {
        bridge.table = self
        rows.isTableRows = true
        rows.delegate = bridge
        rows.prefetchDataSource = bridge
        rows.register(TableRowCarrier.self, forCellWithReuseIdentifier: TableRowCarrier.reuseIdentifier)
        addSubview(rows)
        applyEstimate()
    }

    /// The table joined a view: its rows bind to the rehearsal if this is the screen's list.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        rows.bindToRehearsal()
        applyEstimate()
    }

    /// The rows' layout: UIKit's row heights (``TableRowsLayout``), installed once.
    func applyEstimate() {
        if rows.collectionViewLayout is TableRowsLayout {
            rows.collectionViewLayout.invalidateLayout()
        } else {
            rows.collectionViewLayout = TableRowsLayout(table: self)
        }
    }

    // MARK: Geometry: the rows' (the engine's, once bound)

    open override var frame: CGRect {
        get { rows.binding == nil ? super.frame : rows.frame }
        set {
            super.frame = newValue
            rows.frame = CGRect(origin: .zero, size: newValue.size)
        }
    }
    open override var transform: CGAffineTransform { didSet { rows.transform = transform } }
    open override var contentOffset: CGPoint {
        get { rows.contentOffset }
        set { rows.contentOffset = newValue }
    }
    open override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { rows.setContentOffset(contentOffset, animated: animated) }
    open override var contentSize: CGSize {
        get { rows.contentSize }
        set { rows.contentSize = newValue }
    }
    open override var contentInset: UIEdgeInsets {
        get { rows.contentInset }
        set { rows.contentInset = newValue }
    }
    open override var adjustedContentInset: UIEdgeInsets { rows.adjustedContentInset }
    open override var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior {
        get { rows.contentInsetAdjustmentBehavior }
        set { rows.contentInsetAdjustmentBehavior = newValue }
    }
    open override var keyboardDismissMode: UIScrollView.KeyboardDismissMode {
        get { rows.keyboardDismissMode }
        set { rows.keyboardDismissMode = newValue }
    }
    open override var panGestureRecognizer: UIPanGestureRecognizer { rows.panGestureRecognizer }
    open override var isTracking: Bool { rows.isTracking }
    open override var isDragging: Bool { rows.isDragging }
    open override var isDecelerating: Bool { rows.isDecelerating }
    /// `reloadData()`: counts read again, every row a new cell, every shown header and
    /// footer view asked for again and every self-sizing one measured again, without animation.
    open func reloadData() {
        (rows.collectionViewLayout as? TableRowsLayout)?.forgetSectionViewHeights()
        rows.reloadData()
        sectionViews.releaseAll(in: self)
    }
}

extension UITableViewCell {
    /// `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
}
