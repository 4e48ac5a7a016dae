/// What marks a table's data source as diffable: it feeds the rows itself.
@MainActor
protocol TableDiffableSource: AnyObject {}

/// `UITableViewDiffableDataSource` over the engine's data source, as
/// ``UICollectionViewDiffableDataSource`` is: `apply` maps each item identifier to the
/// message it shows through the adapter's ``UIKitListAdapter/chatItem(for:)`` and the engine
/// diffs, lays out and configures rows through the cell provider. Misuse of a snapshot is a
/// `snapshotError`, as UIKit raises.
@MainActor @preconcurrency
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: UITableViewDataSource,
    TableDiffableSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    /// The rows' own diffable data source, whose cells carry this one's rows.
    private var rows: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>!
    /// `defaultRowAnimation`: recorded (every batch animates alike, ``UITableView/RowAnimation``).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        let bridge = tableView.bridge
        rows = UICollectionViewDiffableDataSource(collectionView: tableView.rows) { [weak tableView] _, indexPath, item in
            guard let tableView else { return nil }
            return bridge.carrier(at: indexPath) { cellProvider(tableView, indexPath, item) }
        }
        tableView.dataSource = self
    }

    /// `apply(_:animatingDifferences:completion:)`.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        rows.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// `applySnapshotUsingReloadData(_:completion:)`.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        rows.applySnapshotUsingReloadData(snapshot, completion: completion)
    }

    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { rows.snapshot() }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { rows.itemIdentifier(for: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { rows.indexPath(for: itemIdentifier) }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { rows.sectionIdentifier(for: index) }
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { rows.index(for: sectionIdentifier) }

    // MARK: UITableViewDataSource, from the current snapshot

    open func numberOfSections(in tableView: UITableView) -> Int { snapshot().numberOfSections }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map(snapshot().numberOfItems(inSection:)) ?? 0
    }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        (tableView.rows.cellForItem(at: indexPath) as? TableRowCarrier)?.row ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}
