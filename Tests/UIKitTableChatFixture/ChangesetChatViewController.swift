import ChatRigUIKit

// Written in the style of chat view controllers built on a diffing library's table-view
// extension (not copied from any): each update computes a changeset between the old and new
// message lists and applies it with `performBatchUpdates` — deletions, insertions and moves
// by index, then reloads of changed rows by their new index — with the data source's array
// replaced inside the batch, as such extensions do.

/// One row's content and identity.
public struct ChangesetMessage: Equatable {
    public let id: UUID
    public var text: String
    public init(id: UUID, text: String) {
        self.id = id
        self.text = text
    }
}

/// A natural-order table (oldest at the top) updated by changesets.
public class ChangesetChatViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public private(set) var tableView: UITableView!
    public private(set) var messages: [ChangesetMessage] = []
    public private(set) var batches = 0
    /// The table's `rowHeight`, when the screen fixes one.
    public var rowHeight: CGFloat?
    /// The table's `estimatedRowHeight`, when the screen gives one.
    public var estimatedRowHeight: CGFloat?
    /// The table's `sectionHeaderHeight` and `sectionFooterHeight`, when the screen fixes them.
    public var sectionHeights: (header: CGFloat, footer: CGFloat)?

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView = UITableView(frame: view.bounds, style: .plain)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        tableView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        if let rowHeight { tableView.rowHeight = rowHeight }
        if let estimatedRowHeight { tableView.estimatedRowHeight = estimatedRowHeight }
        if let sectionHeights {
            tableView.sectionHeaderHeight = sectionHeights.header
            tableView.sectionFooterHeight = sectionHeights.footer
        }
        view.addSubview(tableView)
    }

    /// Replaces the list by `target`, applied as a changeset.
    public func reload(using target: [ChangesetMessage]) {
        let old = messages
        let difference = target.map(\.id).difference(from: old.map(\.id))
        var deleted: [IndexPath] = []
        var inserted: [IndexPath] = []
        for change in difference {
            switch change {
            case .remove(let offset, _, _): deleted.append(IndexPath(row: offset, section: 0))
            case .insert(let offset, _, _): inserted.append(IndexPath(row: offset, section: 0))
            }
        }
        let kept = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0.text) })
        let updated = target.enumerated().compactMap { index, message in
            kept[message.id].flatMap { $0 == message.text ? nil : IndexPath(row: index, section: 0) }
        }
        if deleted.isEmpty, inserted.isEmpty, updated.isEmpty { return }
        if !deleted.isEmpty || !inserted.isEmpty {
            tableView.performBatchUpdates({
                messages = target
                tableView.deleteRows(at: deleted, with: .fade)
                tableView.insertRows(at: inserted, with: .fade)
            })
            batches += 1
        } else {
            messages = target
        }
        if !updated.isEmpty {
            tableView.performBatchUpdates({ tableView.reloadRows(at: updated, with: .none) })
            batches += 1
        }
        if let last = target.indices.last { tableView.scrollToRow(at: IndexPath(row: last, section: 0), at: .bottom, animated: false) }
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.text = messages[indexPath.row].text
        return cell
    }
}
