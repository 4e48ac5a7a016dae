import ChatRigUIKit

// Written in the style of table-view chat screens that group messages by day under a section
// header (not copied from any): a classic data source, a registered header class dequeued in
// `viewForHeaderInSection`, or the data source's titles, and `reloadData()` on every change.

/// A day header: a `UITableViewHeaderFooterView` subclass that counts its reuses, and fits
/// its content as a self-sizing header measured by Auto Layout would: 8 pt above and below
/// its title, 20 pt a line.
public final class DayHeaderView: UITableViewHeaderFooterView {
    public private(set) var reuses = 0
    public override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let lines = (textLabel?.text ?? "").split(separator: "\n", omittingEmptySubsequences: false).count
        return CGSize(width: targetSize.width, height: 8 + 20 * CGFloat(lines) + 8)
    }
    public override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        textLabel?.text = nil
    }
}

/// A natural-order table (oldest at the top) whose messages are grouped in sections of
/// ``perSection`` ("days"), each under a header.
public class SectionedChatViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// How the sections' headers are given (`footerTitles`: no header, a footer title;
    /// `spaces`: 28 pt of header space, no view; `selfSizing`: header views of no fixed height,
    /// `estimatedSelfSizing` the same under a 20 pt estimate; `emptyViews`: self-sizing plain
    /// views of no size).
    public enum Headers: Sendable { case none, views, titles, footerTitles, spaces, selfSizing, estimatedSelfSizing, emptyViews }

    public static let perSection = 10
    public private(set) var tableView: UITableView!
    public private(set) var messages: [(id: UUID, text: String)] = []
    public var headers: Headers = .views
    /// The table's style (plain: its headers float).
    public var style: UITableView.Style = .plain
    /// The table's `sectionHeaderTopPadding`, when the screen sets it.
    public var headerTopPadding: CGFloat?
    /// The sections whose header view was asked for, in order.
    public private(set) var asked: [Int] = []
    /// The sections whose header the delegate heard displayed / ended displaying, in order.
    public private(set) var displayed: [Int] = []
    public private(set) var ended: [Int] = []
    /// The sections whose footer the delegate heard displayed / ended displaying, in order.
    public private(set) var displayedFooters: [Int] = [], endedFooters: [Int] = []
    /// How many times the screen loaded its messages (each a `reloadData()`).
    public private(set) var loads = 0
    /// Every distinct header view object the screen dequeued.
    public private(set) var headerViews: [DayHeaderView] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView = UITableView(frame: view.bounds, style: style)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        tableView.register(DayHeaderView.self, forHeaderFooterViewReuseIdentifier: "day")
        tableView.rowHeight = 60
        if headers == .views || headers == .spaces { tableView.sectionHeaderHeight = 28 }
        if headers == .estimatedSelfSizing { tableView.estimatedSectionHeaderHeight = 20 }
        if let headerTopPadding { tableView.sectionHeaderTopPadding = headerTopPadding }
        view.addSubview(tableView)
    }

    public func show(_ messages: [(id: UUID, text: String)]) {
        loads += 1
        self.messages = messages
        tableView.reloadData()
        guard let last = messages.indices.last else { return }
        tableView.scrollToRow(at: Self.indexPath(of: last), at: .bottom, animated: false)
    }

    public static func indexPath(of index: Int) -> IndexPath { IndexPath(row: index % perSection, section: index / perSection) }

    public func numberOfSections(in tableView: UITableView) -> Int { (messages.count + Self.perSection - 1) / Self.perSection }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        min(Self.perSection, messages.count - section * Self.perSection)
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.textLabel?.text = messages[indexPath.section * Self.perSection + indexPath.row].text
        return cell
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headers == .titles ? "Day \(section)" : nil
    }

    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        headers == .footerTitles ? "End of day \(section)" : nil
    }

    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        if headers == .emptyViews {
            asked.append(section)
            return UIView()
        }
        guard [.views, .selfSizing, .estimatedSelfSizing].contains(headers),
              let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "day") as? DayHeaderView
        else { return nil }
        asked.append(section)
        if !headerViews.contains(where: { $0 === header }) { headerViews.append(header) }
        header.textLabel?.text = "Day \(section)"
        return header
    }

    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        displayed.append(section)
    }

    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        ended.append(section)
    }

    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        displayedFooters.append(section)
    }

    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        endedFooters.append(section)
    }
}
