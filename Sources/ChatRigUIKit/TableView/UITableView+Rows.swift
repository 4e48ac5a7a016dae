/// The table's rows: registration and dequeue, batch updates in rows, queries and scrolling
/// — each the collection view's behaviour on ``UITableView/rows``.
extension UITableView {
    // MARK: Cells

    /// `register(_:forCellReuseIdentifier:)`.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        bridge.registrations[identifier] = cellClass ?? UITableViewCell.self
    }

    /// `register(_:forHeaderFooterViewReuseIdentifier:)`: the class a dequeue of `identifier`
    /// makes (``TableSectionViews``); nil registers `UITableViewHeaderFooterView`.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        sectionViews.registrations[identifier] = aClass ?? UITableViewHeaderFooterView.self
    }

    /// `dequeueReusableCell(withIdentifier:for:)`: the row's current cell (a reconfigure), a
    /// pooled one after `prepareForReuse()`, or a new one from the adapter's factory for the
    /// registered class. An unregistered identifier is a programming error, as in UIKit.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = bridge.dequeue(identifier) else {
            preconditionFailure("ChatRigUIKit: unable to dequeue a cell with identifier \(identifier) - "
                + "must register a nib or a class for the identifier")
        }
        return cell
    }

    /// `dequeueReusableCell(withIdentifier:)`: as above, or nil when nothing is registered
    /// or pooled for `identifier` (the app then makes its own cell).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { bridge.dequeue(identifier) }

    /// `dequeueReusableHeaderFooterView(withIdentifier:)`: a view from the identifier's reuse
    /// queue (after `prepareForReuse()`), else a new one of the registered class; nil when
    /// none is queued or registered (``TableSectionViews``).
    /// - Complexity: O(1).
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        sectionViews.dequeue(identifier, in: self)
    }

    /// `headerView(forSection:)`: the section's header view while it is on screen, if it is a
    /// `UITableViewHeaderFooterView`.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        sectionViews.view(for: .init(section: section, kind: .header)) as? UITableViewHeaderFooterView
    }

    /// `footerView(forSection:)`: the section's footer view while it is on screen, if it is a
    /// `UITableViewHeaderFooterView`.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        sectionViews.view(for: .init(section: section, kind: .footer)) as? UITableViewHeaderFooterView
    }

    /// `rectForHeader(inSection:)`: the header's frame as laid out (`.zero` before layout) —
    /// not where a floating header of the plain style is drawn now, which its view's frame is
    /// (``SectionPinning``; which of the two UIKit returns is not documented: an estimate).
    public func rectForHeader(inSection section: Int) -> CGRect {
        (rows.collectionViewLayout as? TableRowsLayout)?.sectionFrame(.header, of: section) ?? .zero
    }

    /// `rect(forSection:)`: the section's header, rows and footer as laid out (`.zero` before
    /// layout). O(1).
    public func rect(forSection section: Int) -> CGRect {
        (rows.collectionViewLayout as? TableRowsLayout)?.sectionRect(section) ?? .zero
    }

    /// `rectForFooter(inSection:)`: the footer's frame as laid out (`.zero` before layout).
    public func rectForFooter(inSection section: Int) -> CGRect {
        (rows.collectionViewLayout as? TableRowsLayout)?.sectionFrame(.footer, of: section) ?? .zero
    }

    // MARK: Batch updates

    /// `beginUpdates()`: the changes declared until the matching `endUpdates()` are one batch.
    public func beginUpdates() {
        if updateDepth == 0 { pendingUpdates = [] }
        updateDepth += 1
    }

    /// `endUpdates()`: commits the batch `beginUpdates()` opened, checked against the data
    /// source as UIKit checks it.
    public func endUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0, let updates = pendingUpdates else { return }
        pendingUpdates = nil
        rows.performBatchUpdates({ for update in updates { update() } }, completion: nil)
    }

    /// `performBatchUpdates(_:completion:)`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        rows.performBatchUpdates(updates, completion: completion)
    }

    /// `performBatchUpdates(_:completion:)` with a closure literal: non-escaping, as UIKit's
    /// `NS_NOESCAPE` block (see ``UICollectionView``'s).
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        rows.performBatchUpdates(updates, completion: completion)
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { declare { $0.insertItems(at: indexPaths) } }
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { declare { $0.deleteItems(at: indexPaths) } }
    /// `reloadRows(at:with:)`: a new cell for each row, measured again.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { declare { $0.reloadItems(at: indexPaths) } }
    /// `reconfigureRows(at:)`: each row's cell configured again in place.
    public func reconfigureRows(at indexPaths: [IndexPath]) { declare { $0.reconfigureItems(at: indexPaths) } }
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { declare { $0.moveItem(at: indexPath, to: newIndexPath) } }
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { declare { $0.insertSections(sections) } }
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { declare { $0.deleteSections(sections) } }
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { declare { $0.reloadSections(sections) } }
    public func moveSection(_ section: Int, toSection newSection: Int) { declare { $0.moveSection(section, toSection: newSection) } }

    /// A declared change: into the open `beginUpdates()` batch, else at once (a batch of its
    /// own, or part of the enclosing `performBatchUpdates`).
    private func declare(_ change: @escaping (UICollectionView) -> Void) {
        let rows = rows
        if pendingUpdates != nil {
            pendingUpdates?.append { change(rows) }
        } else {
            change(rows)
        }
    }

    // MARK: Queries

    public var numberOfSections: Int { rows.numberOfSections }
    public func numberOfRows(inSection section: Int) -> Int { rows.numberOfItems(inSection: section) }
    public var indexPathsForVisibleRows: [IndexPath]? { rows.indexPathsForVisibleItems.sorted() }
    public var visibleCells: [UITableViewCell] {
        rows.indexPathsForVisibleItems.sorted().compactMap(cellForRow(at:))
    }
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { (rows.cellForItem(at: indexPath) as? TableRowCarrier)?.row }
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        guard let carrier = cell.superview?.superview as? TableRowCarrier, carrier.row === cell else { return nil }
        return rows.indexPath(for: carrier)
    }
    public func rectForRow(at indexPath: IndexPath) -> CGRect { rows.layoutAttributesForItem(at: indexPath)?.frame ?? .zero }

    // MARK: Scrolling and selection

    /// `scrollToRow(at:at:animated:)`: `.top`, `.middle` and `.bottom` as the collection
    /// view's positions; `.none` scrolls as little as shows the row — not at all when it is
    /// on screen, else to the nearer edge.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let position: UICollectionView.ScrollPosition
        switch scrollPosition {
        case .top: position = .top
        case .middle: position = .centeredVertically
        case .bottom: position = .bottom
        case .none:
            let visible = rows.indexPathsForVisibleItems.sorted()
            guard let first = visible.first, let last = visible.last else { return rows.scrollToItem(at: indexPath, at: .bottom, animated: animated) }
            if indexPath > first, indexPath < last { return }
            position = indexPath <= first ? .top : .bottom
        }
        rows.scrollToItem(at: indexPath, at: position, animated: animated)
    }

    /// `selectRow(at:animated:scrollPosition:)`: recorded, and scrolls as asked.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        indexPathForSelectedRow = indexPath
        if let indexPath, scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// `indexPathsForSelectedRows`: the selected row, if any (one row is recorded).
    public var indexPathsForSelectedRows: [IndexPath]? { indexPathForSelectedRow.map { [$0] } }

    /// `scrollToNearestSelectedRow(at:animated:)`: scrolls to the selected row as `scrollToRow` does; nothing without one.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        if let selected = indexPathForSelectedRow { scrollToRow(at: selected, at: scrollPosition, animated: animated) }
    }

    /// `deselectRow(at:animated:)`: recorded.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
    }
}
