import ChatModel
import Simulator

/// A classic ``UICollectionViewDataSource`` behind the rehearsed list: its counts and its
/// cells by index path, turned into the engine's snapshots.
///
/// Index paths carry no identifiers, so the items get identities the way the collection view
/// tracks them (``ItemTracker``): all fresh on `reloadData()` (and on the first layout), and
/// through a batch update each surviving item keeps its own while deletions, insertions,
/// moves and reloads — as the app declares them — rearrange the rest. Which message an item
/// shows is asked of the adapter once, when the item gets its identity
/// (``UIKitListAdapter/chatItem(at:of:)``), as a cell keeps showing its item until it is
/// reloaded.
///
/// - `reloadData()` applies the new items without animation, then reloads the engine's
///   collection view: every cell dequeued again, every height back to its estimate.
/// - A batch (`performBatchUpdates`, or one `insertItems(at:)`… call outside one) applies
///   animated; the completion runs after the batch animation with `true`.
/// - A batch whose counts disagree with the data source — UIKit's
///   `NSInternalInconsistencyException`, "Invalid update: invalid number of items in section
///   …" — is a `snapshotError` finding with UIKit's message, which fails the run; the
///   rehearsal then goes on as after `reloadData()` (UIKit would have crashed), and the
///   completion runs at once with `false`.
/// - A batch that UIKit accepts but whose index paths disagree with the app's model (an
///   insertion declared where the model did not insert) leaves two items showing one
///   message: a `snapshotError` as well, naming both index paths — on a device those cells
///   show the wrong messages until they are reloaded.
@MainActor
final class ClassicDataSource: CellProviding {
    private unowned let collectionView: UICollectionView
    private weak var source: (any UICollectionViewDataSource)?
    private var tracker = ItemTracker()
    /// The ChatRig item each live identity shows.
    private var shows: [Int: ChatItemID] = [:]
    private var loaded = false
    /// The batch `performBatchUpdates` is collecting, while its block runs.
    private var open: BatchUpdate?

    init(collectionView: UICollectionView, source: any UICollectionViewDataSource) {
        self.collectionView = collectionView
        self.source = source
    }

    func provideCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        source?.collectionView(collectionView, cellForItemAt: indexPath)
    }

    /// The first layout loads the data source, as UIKit's does.
    func loadIfNeeded() {
        if !loaded { reloadData() }
    }

    /// `reloadData()`. O(n).
    func reloadData() {
        guard let source, let binding = collectionView.binding else { return }
        loaded = true
        let sections = source.numberOfSections(in: collectionView)
        tracker.reload(counts: (0..<max(0, sections)).map { source.collectionView(collectionView, numberOfItemsInSection: $0) })
        shows = [:]
        let paths = tracker.sections.enumerated().flatMap { section, items in items.indices.map { IndexPath(item: $0, section: section) } }
        identify(paths, binding)
        applyToEngine(binding, animated: false, completion: nil)
        binding.context.collectionView.reloadData()
    }

    /// `performBatchUpdates(_:completion:)`: the block's declared changes, as one batch.
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        guard open == nil else {  // nested: part of the enclosing batch
            updates?()
            if let completion { UIView.afterVirtualDelay(0.3) { completion(true) } }
            return
        }
        loadIfNeeded()
        open = BatchUpdate()
        updates?()
        let batch = open ?? BatchUpdate()
        open = nil
        commit(batch, completion)
    }

    /// Records one declared change: into the open batch, or as a batch of its own.
    func record(_ change: @escaping (inout BatchUpdate) -> Void) {
        if open != nil {
            change(&open!)
        } else {
            performBatchUpdates({ [self] in change(&self.open!) }, completion: nil)
        }
    }

    private func commit(_ batch: BatchUpdate, _ completion: ((Bool) -> Void)?) {
        guard let source, let binding = collectionView.binding else {
            if let completion { UIView.afterVirtualDelay(0.3) { completion(true) } }
            return
        }
        let view = collectionView
        do {
            let fresh = try tracker.apply(batch, sectionCount: source.numberOfSections(in: view)) { section in
                source.collectionView(view, numberOfItemsInSection: section)
            }
            let live = Set(tracker.sections.joined())
            shows = shows.filter { live.contains($0.key) }
            identify(fresh, binding)
            let run = binding.run
            applyToEngine(binding, animated: true, reloading: fresh, reconfiguring: batch.reconfiguredItems.sorted(),
                          completion: completion.map { body in { run.enter { body(true) } } })
        } catch {
            let message = view.isTableRows ? error.inTableViewTerms : error.message
            binding.context.recordSnapshotError("NSInternalInconsistencyException: \(message)")
            reloadData()
            completion?(false)
        }
    }

    /// The ChatRig item the tracked item at `path` shows (nil past the end).
    private func item(at path: IndexPath) -> ChatItemID? {
        guard tracker.sections.indices.contains(path.section), tracker.sections[path.section].indices.contains(path.item) else { return nil }
        return shows[tracker.sections[path.section][path.item]]
    }

    /// Asks the adapter which ChatRig item each of `paths` shows.
    private func identify(_ paths: [IndexPath], _ binding: any ListBinding) {
        for path in paths {
            guard let item = binding.chatItem(at: path) else {
                binding.context.recordSnapshotError("the adapter maps no ChatRig item at index path \(path) of the data source")
                continue
            }
            shows[tracker.sections[path.section][path.item]] = item
        }
    }

    /// The engine's snapshot of the tracked items; items among `reloading` the engine already
    /// holds are reloaded (a new cell), those at `reconfiguring` reconfigured. O(n).
    private func applyToEngine(_ binding: any ListBinding, animated: Bool, reloading: [IndexPath] = [],
                               reconfiguring: [IndexPath] = [], completion: (() -> Void)?) {
        var snapshot = ChatSnapshot()
        var shownAt: [ChatItemID: IndexPath] = [:]
        for (section, identities) in tracker.sections.enumerated() {
            try? snapshot.appendSections([section])  // cannot throw: fresh, distinct indices
            var items: [ChatItemID] = []
            for (index, identity) in identities.enumerated() {
                guard let item = shows[identity] else { continue }  // reported when identified
                let path = IndexPath(item: index, section: section)
                if let other = shownAt[item] {
                    binding.context.recordSnapshotError("index paths \(other) and \(path) both show \(item): the batch's index paths "
                        + "disagree with the data source (UIKit raises nothing; the cells show the wrong messages until reloaded)")
                    continue
                }
                shownAt[item] = path
                items.append(item)
            }
            try? snapshot.appendItems(items, toSection: section)  // cannot throw: distinct, section exists
        }
        let current = binding.context.dataSource.snapshot()
        let replaced = reloading.compactMap(item(at:))
            .filter { current.containsItem($0) && snapshot.containsItem($0) }
        if !replaced.isEmpty { try? snapshot.reloadItems(replaced) }  // cannot throw: items of the snapshot
        let reconfigured = reconfiguring.compactMap(item(at:)).filter { snapshot.containsItem($0) && !replaced.contains($0) }
        if !reconfigured.isEmpty { try? snapshot.reconfigureItems(reconfigured) }  // cannot throw: items of the snapshot
        binding.context.dataSource.apply(snapshot, animatingDifferences: animated, completion: completion)
    }
}
