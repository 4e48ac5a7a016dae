/// A table's section header and footer views: asked for, realized and reused as the rows'
/// cells are, for the sections whose header or footer is on screen.
///
/// From Apple's documentation, as modelled:
/// - The delegate's `tableView(_:viewForHeaderInSection:)` / `…FooterInSection:` is asked
///   for a header or footer when it comes on screen (laid out by ``TableRowsLayout`` with a
///   height other than 0); nil falls back to the data source's
///   `tableView(_:titleForHeaderInSection:)` / `…FooterInSection:`, shown in UIKit's default
///   `UITableViewHeaderFooterView` with its `textLabel` ("the table view uses a fixed font
///   style for section header titles", Apple, `titleForHeaderInSection`); neither: nothing
///   shows in the header's space.
/// - The delegate hears `tableView(_:willDisplayHeaderView:forSection:)` when the view comes
///   on screen and `tableView(_:didEndDisplayingHeaderView:forSection:)` when it leaves (and
///   the footer's), as rows' `willDisplay`/`didEndDisplaying`.
/// - A view the app dequeued (`dequeueReusableHeaderFooterView(withIdentifier:)`, of a class
///   registered with `register(_:forHeaderFooterViewReuseIdentifier:)`) goes back to its
///   identifier's reuse queue when it leaves the screen; the next dequeue gets it after
///   `prepareForReuse()` ("the table view maintains a queue or list of view objects that the
///   data source has marked for reuse", Apple, `dequeueReusableHeaderFooterView(withIdentifier:)`).
///   A view the app made itself is dropped.
/// - `reloadData()` asks for every shown header and footer again.
///
/// When: the views are brought up to date when rows join or leave the screen (after the
/// frame's layout, as the rows' display callbacks) and when the list scrolls; a header that
/// moves on or off screen in a frame where neither happens waits for the next one (an
/// estimate of UIKit, which realizes them in the table's `layoutSubviews`). Pinned
/// (floating) headers of the plain style are not modelled: a header scrolls with its section.
@MainActor
final class TableSectionViews {
    /// A header or a footer.
    enum Kind: Int, Comparable, Sendable {
        case header, footer
        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// One section's header or footer; ordered as in the list (a section's header, its footer,
    /// then the next section's).
    struct Key: Hashable, Comparable, Sendable {
        let section: Int
        let kind: Kind
        static func < (lhs: Key, rhs: Key) -> Bool { (lhs.section, lhs.kind) < (rhs.section, rhs.kind) }
    }

    /// The reuse identifier of UIKit's default header for a section title.
    static let titleIdentifier = "ChatRigUIKit.UITableView.titleHeaderFooter"

    var registrations: [String: AnyClass] = [:]
    /// The views on screen; nil where the section gave neither a view nor a title.
    private var shown: [Key: UIView?] = [:]
    private var pool: [String: [UITableViewHeaderFooterView]] = [:]
    /// Header and footer views the table made for a dequeue (the app's own views not counted).
    private(set) var created = 0
    /// Dequeues answered from the reuse queue.
    private(set) var reused = 0

    /// The view showing `key`, if on screen.
    func view(for key: Key) -> UIView? { shown[key] ?? nil }

    /// `dequeueReusableHeaderFooterView(withIdentifier:)`: a queued view after
    /// `prepareForReuse()`, else a new one of the registered class (the adapter's factory
    /// makes a subclass); nil when none is queued or registered. O(1).
    func dequeue(_ identifier: String, in table: UITableView) -> UITableViewHeaderFooterView? {
        if var queue = pool[identifier], let view = queue.popLast() {
            pool[identifier] = queue
            reused += 1
            view.prepareForReuse()
            return view
        }
        guard let viewClass = registrations[identifier] ?? (identifier == Self.titleIdentifier ? UITableViewHeaderFooterView.self : nil)
        else { return nil }
        let view = viewClass == UITableViewHeaderFooterView.self
            ? UITableViewHeaderFooterView(reuseIdentifier: identifier)
            : table.rows.binding?.makeHeaderFooterView(ofClass: viewClass, reuseIdentifier: identifier)
                ?? UITableViewHeaderFooterView(reuseIdentifier: identifier)
        view.reuseIdentifier = identifier
        created += 1
        return view
    }

    /// Realizes the headers and footers now on screen and releases those that left, in list
    /// order. O(sections + shown).
    func update(_ table: UITableView) {
        guard let layout = table.rows.collectionViewLayout as? TableRowsLayout, let span = table.rows.visibleSpan else { return }
        let visible = layout.sectionViews(intersecting: span)
        let keys = Set(visible.map(\.view))
        for key in shown.keys.sorted() where !keys.contains(key) { release(key, in: table) }
        for (key, frame) in visible where shown[key] == nil {
            let view = realize(key, in: table)
            shown[key] = .some(view)
            guard let view else { continue }
            view.frame = frame
            table.rows.addSubview(view)
            switch key.kind {
            case .header: table.tableDelegate?.tableView(table, willDisplayHeaderView: view, forSection: key.section)
            case .footer: table.tableDelegate?.tableView(table, willDisplayFooterView: view, forSection: key.section)
            }
        }
    }

    /// Releases every shown header and footer (`reloadData()`): the next update asks again.
    func releaseAll(in table: UITableView) {
        for key in shown.keys.sorted() { release(key, in: table) }
    }

    private func realize(_ key: Key, in table: UITableView) -> UIView? {
        let delegate = table.tableDelegate, source = table.dataSource
        let title: String?
        switch key.kind {
        case .header:
            if let view = delegate?.tableView(table, viewForHeaderInSection: key.section) { return view }
            title = source?.tableView(table, titleForHeaderInSection: key.section)
        case .footer:
            if let view = delegate?.tableView(table, viewForFooterInSection: key.section) { return view }
            title = source?.tableView(table, titleForFooterInSection: key.section)
        }
        guard let title, let view = dequeue(Self.titleIdentifier, in: table) else { return nil }
        view.textLabel?.text = title
        return view
    }

    private func release(_ key: Key, in table: UITableView) {
        guard let slot = shown.removeValue(forKey: key), let view = slot else { return }
        switch key.kind {
        case .header: table.tableDelegate?.tableView(table, didEndDisplayingHeaderView: view, forSection: key.section)
        case .footer: table.tableDelegate?.tableView(table, didEndDisplayingFooterView: view, forSection: key.section)
        }
        view.removeFromSuperview()
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier,
           registrations[identifier] != nil || identifier == Self.titleIdentifier {
            pool[identifier, default: []].append(reusable)
        }
    }
}

extension UICollectionView {
    /// The span of content the engine shows now (its bounds, in content coordinates, as it
    /// decides which cells are on screen); nil when not bound to a rehearsal. O(1).
    var visibleSpan: Range<CGFloat>? {
        guard let engine = binding?.context.collectionView else { return nil }
        let top = CGFloat(engine.contentOffset.y)
        return top..<(top + CGFloat(engine.bounds.size.height))
    }
}
