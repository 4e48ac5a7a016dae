/// A table row's place on the engine: the collection view cell ``UITableView/rows`` lays out,
/// holding the app's `UITableViewCell` in its content view.
///
/// The carrier mirrors the row's `transform` and its content view's, composed down to the
/// row's text (``ContentOrientation``: how the inverted table's cells are flipped back), and
/// sizes the row to itself.
@MainActor
final class TableRowCarrier: UICollectionViewCell {
    static let reuseIdentifier = "ChatRigUIKit.UITableView.row"
    /// The app's cell this carrier shows.
    private(set) var row: UITableViewCell?
    /// Whether the carrier came back from the reuse pool since its row was last handed out:
    /// the row then gets its `prepareForReuse()` when the app dequeues it again.
    var isReused = false

    override func prepareForReuse() {
        super.prepareForReuse()
        isReused = true
    }

    /// Shows `cell`; the row it showed before, if another, is returned to be pooled.
    func hold(_ cell: UITableViewCell) -> UITableViewCell? {
        let previous = row === cell ? nil : row
        previous?.removeFromSuperview()
        if cell.superview !== contentView { contentView.addSubview(cell) }
        row = cell
        isReused = false
        cell.frame = CGRect(origin: .zero, size: frame.size)
        transform = cell.transform
        contentView.transform = ContentOrientation.transform(readingDown: cell.contentView)
        return previous
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        row?.frame = CGRect(origin: .zero, size: frame.size)
        row?.layoutIfNeeded()
    }
}

/// The table's side of its ``UITableView/rows``: a classic data source, delegate and
/// prefetch data source in items, each call passed on to the app's table-view protocols in
/// rows, with the table view as the view — so the app's delegate hears
/// `scrollViewDidScroll(tableView)`, never the internal collection view. Also the table's
/// cell registrations and its pool of row cells no carrier holds. Rows joining or leaving
/// the screen, and scrolls, bring the section header and footer views up to date
/// (``TableSectionViews``).
@MainActor
final class TableRowBridge: UICollectionViewDataSource, UICollectionViewDelegate, UICollectionViewDataSourcePrefetching {
    weak var table: UITableView!
    /// The carrier whose row the app's cell provider is filling now.
    private var filling: TableRowCarrier?
    var registrations: [String: AnyClass] = [:]
    private var spare: [String: [UITableViewCell]] = [:]

    /// A classic data source counts through this bridge; a diffable one installs its own.
    func dataSourceDidChange(to source: (any UITableViewDataSource)?) {
        guard !(source is any TableDiffableSource) else { return }
        table.rows.dataSource = source == nil ? nil : self
    }

    /// A carrier for the row at `indexPath`, holding the cell `provide` returns.
    func carrier(at indexPath: IndexPath, _ provide: () -> UITableViewCell?) -> UICollectionViewCell {
        let dequeued = table.rows.dequeueReusableCell(withReuseIdentifier: TableRowCarrier.reuseIdentifier, for: indexPath)
        guard let carrier = dequeued as? TableRowCarrier else { return dequeued }
        filling = carrier
        defer { filling = nil }
        if let cell = provide(), let previous = carrier.hold(cell) {
            spare[previous.reuseIdentifier ?? "", default: []].append(previous)
        }
        return carrier
    }

    /// `dequeueReusableCell(withIdentifier:)`: the row the carrier being filled already
    /// holds (after `prepareForReuse()` when the carrier was reused), else a pooled row,
    /// else a new one of the registered class (made by the adapter's factory); nil when
    /// none is registered.
    func dequeue(_ identifier: String) -> UITableViewCell? {
        if let filling, let row = filling.row, row.reuseIdentifier == identifier {
            if filling.isReused {
                filling.isReused = false
                row.prepareForReuse()
            }
            return row
        }
        if var pool = spare[identifier], let row = pool.popLast() {
            spare[identifier] = pool
            row.prepareForReuse()
            return row
        }
        guard let cellClass = registrations[identifier] else { return nil }
        let row = table.rows.binding?.makeTableCell(ofClass: cellClass, reuseIdentifier: identifier)
            ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
        row.reuseIdentifier = identifier
        return row
    }

    // MARK: UICollectionViewDataSource, in rows

    func numberOfSections(in collectionView: UICollectionView) -> Int { table.dataSource?.numberOfSections(in: table) ?? 0 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        table.dataSource?.tableView(table, numberOfRowsInSection: section) ?? 0
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        carrier(at: indexPath) { table.dataSource?.tableView(table, cellForRowAt: indexPath) }
    }

    // MARK: UICollectionViewDelegate, in rows

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        table.sectionViews.update(table)
        guard let row = (cell as? TableRowCarrier)?.row else { return }
        table.tableDelegate?.tableView(table, willDisplay: row, forRowAt: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        table.sectionViews.update(table)
        guard let row = (cell as? TableRowCarrier)?.row else { return }
        table.tableDelegate?.tableView(table, didEndDisplaying: row, forRowAt: indexPath)
    }

    // MARK: UIScrollViewDelegate: the table view is the scroll view the app hears of

    /// The section views on screen are brought up to date (``TableSectionViews``) first, as
    /// UIKit lays them out before the delegate hears of the scroll.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        table.sectionViews.update(table)
        table.delegate?.scrollViewDidScroll(table)
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { table.delegate?.scrollViewWillBeginDragging(table) }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        table.delegate?.scrollViewWillEndDragging(table, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        table.delegate?.scrollViewDidEndDragging(table, willDecelerate: decelerate)
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { table.delegate?.scrollViewDidEndDecelerating(table) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { table.delegate?.scrollViewDidEndScrollingAnimation(table) }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { table.delegate?.scrollViewDidScrollToTop(table) }

    // MARK: UICollectionViewDataSourcePrefetching, in rows

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        table.prefetchDataSource?.tableView(table, prefetchRowsAt: indexPaths)
    }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        table.prefetchDataSource?.tableView(table, cancelPrefetchingForRowsAt: indexPaths)
    }
}
