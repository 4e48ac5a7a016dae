import ChatRigUIKit

// Written in the style of the table-view chat screens of widely used tutorials (not copied
// from any): an inverted `UITableView` — flipped with a transform, newest message at row 0,
// each cell flipped back — a classic data source, `beginUpdates`/`insertRows`/`endUpdates`
// on each new message, rows reloaded as a reply streams, the keyboard moving the insets.

/// A message as the tutorial's model keeps it.
public struct TutorialMessage {
    public let id: UUID
    public var text: String
    public let isMine: Bool
    public init(id: UUID, text: String, isMine: Bool) {
        self.id = id
        self.text = text
        self.isMine = isMine
    }
}

/// The chat screen: messages newest first, in an inverted table.
public class TutorialChatViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public let tableView = UITableView(frame: .zero, style: .plain)
    /// Newest first: row 0 is the newest message, at the bottom of the flipped table.
    public private(set) var messages: [TutorialMessage] = []
    /// Flip each cell back upright (a screen that forgets shows its text upside down).
    public var flipsCellsBack = true
    /// Declares the insertion of a new message (a screen that forgets makes UIKit raise).
    public var declaresInsertions = true
    public private(set) var keyboardInsets: [CGFloat] = []
    public private(set) var displayedRows = 0
    public private(set) var endedRows = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TutorialMessageCell.self, forCellReuseIdentifier: TutorialMessageCell.identifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.separatorStyle = .none
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
        tableView.keyboardDismissMode = .interactive
        tableView.transform = CGAffineTransform(scaleX: 1, y: -1)
        view.addSubview(tableView)
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil,
                                               queue: .main) { [weak self] notification in
            self?.keyboardWillChangeFrame(notification)
        }
    }

    func keyboardWillChangeFrame(_ notification: Notification) {
        guard let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let height = max(0, view.bounds.height - value.cgRectValue.minY)
        keyboardInsets.append(height)
    }

    /// The whole conversation, oldest first, as the view model hands it over.
    public func show(_ conversation: [TutorialMessage]) {
        messages = conversation.reversed()
        tableView.reloadData()
    }

    /// A new message (sent, or a reply starting): inserted at row 0.
    public func insert(_ message: TutorialMessage) {
        messages.insert(message, at: 0)
        guard declaresInsertions else { return }
        tableView.beginUpdates()
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
        tableView.endUpdates()
    }

    /// A streaming reply grew: its row is reloaded.
    public func update(_ id: UUID, text: String) {
        guard let row = messages.firstIndex(where: { $0.id == id }) else { return }
        messages[row].text = text
        tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .none)
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TutorialMessageCell.identifier, for: indexPath)
        guard let messageCell = cell as? TutorialMessageCell else { return cell }
        messageCell.configure(with: messages[indexPath.row])
        if flipsCellsBack { messageCell.transform = CGAffineTransform(scaleX: 1, y: -1) }
        return messageCell
    }

    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayedRows += 1
    }

    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        endedRows += 1
    }
}

/// A bubble cell: one label, aligned by sender.
public class TutorialMessageCell: UITableViewCell {
    static let identifier = "TutorialMessageCell"
    public let bubble = UIView()
    public let messageLabel = UILabel()

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        messageLabel.numberOfLines = 0
        bubble.layer.cornerRadius = 16
        bubble.addSubview(messageLabel)
        contentView.addSubview(bubble)
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            messageLabel.topAnchor.constraint(equalTo: bubble.topAnchor, constant: 8),
            messageLabel.bottomAnchor.constraint(equalTo: bubble.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func prepareForReuse() {
        super.prepareForReuse()
        messageLabel.text = nil
    }

    func configure(with message: TutorialMessage) {
        messageLabel.text = message.text
        bubble.backgroundColor = message.isMine ? .systemBlue : .secondarySystemBackground
        messageLabel.textColor = message.isMine ? .white : .label
    }
}
