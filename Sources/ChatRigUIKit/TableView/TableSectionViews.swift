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
/// - A self-sizing header or footer (height `automaticDimension`, ``TableRowsLayout``) is
///   measured when it comes on screen, at its laid-out frame (``UIView/fittingHeight(width:)``),
///   and offered to the rows' layout as preferred attributes — the cells' self-sizing path
///   (``CustomLayoutBridge/offer(_:for:)``); a height that differs from its estimate lays the
///   table out again at the next layout pass. One without an estimate is measured before it
///   is laid out (``measureOffScreen(_:in:width:)``): asked for, measured and put back in its
///   reuse queue, without display callbacks.
/// - In the plain style, headers and footers float: each shown view's frame is its pinned
///   frame (``SectionPinning``), brought up to date as the list scrolls (`headerView(forSection:)`
///   reads it). `rectForHeader(inSection:)` keeps the frame as laid out — an estimate: Apple's
///   documentation does not say which of the two it returns.
/// - Each view realized is charged as a cell is, and counted among the cells alive
///   (``ChatListContext/supplementaryViewWillDisplay(reuseKind:)``).
///
/// When: the views are brought up to date when rows join or leave the screen (after the
/// frame's layout, as the rows' display callbacks) and when the list scrolls; a header that
/// moves on or off screen in a frame where neither happens waits for the next one (an
/// estimate of UIKit, which realizes them in the table's `layoutSubviews`).
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
    /// order; moves the shown ones to their (pinned) frames and measures the self-sizing ones
    /// that came on. O(sections + shown).
    func update(_ table: UITableView) {
        guard let layout = table.rows.collectionViewLayout as? TableRowsLayout, let span = table.rows.visibleSpan else { return }
        let visible = layout.sectionViews(intersecting: span, pinnedTo: table.style == .plain ? table.rows.pinningSpan : nil)
        let keys = Set(visible.map(\.view))
        for key in shown.keys.sorted() where !keys.contains(key) { release(key, in: table) }
        for (key, frame) in visible {
            if let slot = shown[key] {
                slot?.frame = frame
                continue
            }
            let view = realize(key, in: table)
            shown[key] = .some(view)
            guard let view else { continue }
            table.rows.binding?.context.supplementaryViewWillDisplay(reuseKind: reuseKind(of: view))
            view.frame = frame
            table.rows.addSubview(view)
            switch key.kind {
            case .header: table.tableDelegate?.tableView(table, willDisplayHeaderView: view, forSection: key.section)
            case .footer: table.tableDelegate?.tableView(table, willDisplayFooterView: view, forSection: key.section)
            }
            if layout.selfSizingSectionViews.contains(key) {
                let original = key.attributes(frame: layout.sectionFrame(key.kind, of: key.section))
                guard let preferred = original.copy() as? UICollectionViewLayoutAttributes else { continue }
                preferred.size = CGSize(width: original.size.width, height: view.fittingHeight(width: frame.width))
                layout.bridge?.offer(preferred, for: original)
            }
        }
    }

    /// Measures the header or footer `key` before it is laid out: the shown view, or one asked
    /// for, measured at `width` and released again (to its reuse queue when it is reusable),
    /// without display callbacks; 0 when the section gives none. O(1) plus the app's answer.
    func measureOffScreen(_ key: Key, in table: UITableView, width: CGFloat) -> CGFloat {
        if let slot = shown[key] { return slot?.fittingHeight(width: width) ?? 0 }
        guard let view = realize(key, in: table) else { return 0 }
        let context = table.rows.binding?.context
        context?.supplementaryViewWillDisplay(reuseKind: reuseKind(of: view))
        view.frame.size.width = width
        let height = view.fittingHeight(width: width)
        context?.supplementaryViewDidEndDisplaying(reuseKind: reuseKind(of: view))
        recycle(view)
        return height
    }

    /// The title the data source gives the header or footer `key`, if any.
    func title(for key: Key, in table: UITableView) -> String? {
        switch key.kind {
        case .header: table.dataSource?.tableView(table, titleForHeaderInSection: key.section)
        case .footer: table.dataSource?.tableView(table, titleForFooterInSection: key.section)
        }
    }

    /// Releases every shown header and footer (`reloadData()`): the next update asks again.
    func releaseAll(in table: UITableView) {
        for key in shown.keys.sorted() { release(key, in: table) }
    }

    private func realize(_ key: Key, in table: UITableView) -> UIView? {
        let delegate = table.tableDelegate
        switch key.kind {
        case .header: if let view = delegate?.tableView(table, viewForHeaderInSection: key.section) { return view }
        case .footer: if let view = delegate?.tableView(table, viewForFooterInSection: key.section) { return view }
        }
        guard let title = title(for: key, in: table), let view = dequeue(Self.titleIdentifier, in: table) else { return nil }
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
        table.rows.binding?.context.supplementaryViewDidEndDisplaying(reuseKind: reuseKind(of: view))
        recycle(view)
    }

    /// A view the table can reuse goes back to its identifier's queue; the app's own is dropped.
    private func recycle(_ view: UIView) {
        guard let identifier = reuseKind(of: view), let reusable = view as? UITableViewHeaderFooterView else { return }
        pool[identifier, default: []].append(reusable)
    }

    /// The reuse queue `view` goes back to: its identifier when the table dequeued it; nil
    /// for a view the app made itself.
    private func reuseKind(of view: UIView) -> String? {
        guard let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier,
              registrations[identifier] != nil || identifier == Self.titleIdentifier else { return nil }
        return identifier
    }
}
