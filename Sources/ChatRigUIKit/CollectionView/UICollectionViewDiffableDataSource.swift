import ChatModel
import ListDiff
import Simulator

/// What the collection view needs from its diffable data source, type-erased.
@MainActor
protocol CellProviding: AnyObject {
    /// Runs the app's cell provider for the item at `indexPath` of the app's snapshot.
    func provideCell(at indexPath: IndexPath) -> UICollectionViewCell?
}

/// `UICollectionViewDiffableDataSource` over the engine's data source.
///
/// `apply` turns the app's snapshot into ChatRig's — sections by position, each item by the
/// adapter's ``UIKitListAdapter/chatItem(for:)`` (which message it shows) — and applies that:
/// the engine diffs, lays out, configures cells through this data source's cell provider
/// and charges the modelled cost. An item the adapter maps to nothing, or two items mapped
/// to one, record a `snapshotError` finding.
@MainActor @preconcurrency
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: CellProviding,
    UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    open var supplementaryViewProvider: SupplementaryViewProvider?

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// `apply(_:animatingDifferences:completion:)`.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var unmarked = snapshot
        unmarked.storage = snapshot.storage.withoutUpdateMarks()
        current = unmarked
        guard let binding = collectionView?.binding else {
            completion?()
            return
        }
        let run = binding.run
        binding.context.dataSource.apply(chatSnapshot(snapshot, binding), animatingDifferences: animatingDifferences,
                                         completion: completion.map { body in { run.enter(body) } })
    }

    /// `applySnapshotUsingReloadData(_:completion:)`: every item reloaded, no animation.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        var reloading = snapshot
        reloading.storage = snapshot.storage.withoutUpdateMarks()
        try? reloading.storage.reloadItems(reloading.itemIdentifiers)  // cannot throw: its own items
        apply(reloading, animatingDifferences: false, completion: completion)
    }

    /// `snapshot()`: the current contents, without reload or reconfigure marks.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.storage.itemIdentifier(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.storage.indexPath(ofItem: itemIdentifier) }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource, from the current snapshot

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map(current.numberOfItems(inSection:)) ?? 0
    }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        provideCell(at: indexPath) ?? UICollectionViewCell(frame: .zero)
    }
    /// The `supplementaryViewProvider`'s view (``SupplementaryViews``); without one, or when it
    /// returns nil, an empty view (UIKit requires one).
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }

    func provideCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let collectionView, let item = itemIdentifier(for: indexPath) else { return nil }
        return cellProvider(collectionView, indexPath, item)
    }

    /// ChatRig's snapshot of `snapshot`: section *i* is `i`, items by the adapter, marks kept.
    /// O(items).
    private func chatSnapshot(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                              _ binding: ListBinding) -> ChatSnapshot {
        var result = ChatSnapshot()
        var mapped: [ItemIdentifierType: ChatItemID] = [:]
        func chatItem(_ item: ItemIdentifierType) -> ChatItemID? {
            if let known = mapped[item] { return known }
            guard let id = binding.chatItem(for: AnyHashable(item)) else {
                binding.context.recordSnapshotError("the adapter maps no ChatRig item for item identifier \(item)")
                return nil
            }
            mapped[item] = id
            return id
        }
        for (index, section) in snapshot.sectionIdentifiers.enumerated() {
            try? result.appendSections([index])  // cannot throw: fresh, distinct indices
            let items = snapshot.itemIdentifiers(inSection: section).compactMap(chatItem)
            do {
                try result.appendItems(items, toSection: index)
            } catch {
                binding.context.recordSnapshotError("two item identifiers show one ChatRig item: \(error)")
            }
        }
        let reconfigured = snapshot.reconfiguredItemIdentifiers.compactMap { mapped[$0] }.filter(result.containsItem)
        let reloaded = snapshot.reloadedItemIdentifiers.compactMap { mapped[$0] }.filter(result.containsItem)
        // Cannot throw: only items of `result`.
        if !reconfigured.isEmpty { try? result.reconfigureItems(reconfigured) }
        if !reloaded.isEmpty { try? result.reloadItems(reloaded) }
        return result
    }
}
