import Foundation
import ChatRigUIKit

// A chat screen written as UIKit code is in Swift 6 language mode, in a module of its own
// that imports Foundation beside ChatRigUIKit. That this target compiles is half the test:
// each construct below failed against the face before it declared UIKit's isolation,
// hierarchy and signatures (issue 35). `Swift6ProbeTests` rehearses it.

/// The app's own main-actor code, called from UIKit overrides.
@MainActor
public final class MessageStore {
    public private(set) var messages: [(id: UUID, text: String)] = []
    public init() {}
    public func append(_ id: UUID, _ text: String) { messages.append((id, text)) }
    public func replace(with messages: [(id: UUID, text: String)]) { self.messages = messages }
}

/// A classic data source screen: `UICollectionViewDataSource` with index paths, batch
/// updates deferred to the main queue.
///
/// `receive(_:_:)` is the deferred insertion of public chat screens: the model takes the
/// message now, and a block on the main queue inserts one row at the end. Two messages that
/// arrive before the first block runs make its batch disagree with the data source (two
/// more rows, one declared): UIKit's `NSInternalInconsistencyException`.
public final class Swift6ChatViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate,
    UITextViewDelegate {
    public let store = MessageStore()
    public var collectionView: UICollectionView!
    /// The order in which queued work and display links ran, for the run-loop order test.
    public private(set) var journal: [String] = []
    /// Identity hashing: the views this screen saw laid out.
    public private(set) var laidOut: Set<UIView> = []
    private var link: CADisplayLink?

    public override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 393, height: 60)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.register(Swift6MessageCell.self, forCellWithReuseIdentifier: Swift6MessageCell.reuseIdentifier)
        view.addSubview(collectionView)
        let link = CADisplayLink { [weak self] _ in self?.journal.append("displayLink") }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        laidOut.insert(view)
        laidOut.insert(collectionView)
    }

    /// A message arrived: the model takes it now, the list later — the deferred batch update
    /// of public chat screens (`DispatchQueue.main.async { self.collectionView… }`).
    public func receive(_ id: UUID, _ text: String) {
        store.append(id, text)
        journal.append("receive \(store.messages.count)")
        DispatchQueue.main.async { self.insertNewestRow() }
    }

    /// The deferred batch: one row, the newest. (The updates closure is non-escaping, as
    /// UIKit's: no `self.` needed.)
    private func insertNewestRow() {
        journal.append("batch \(store.messages.count)")
        collectionView.performBatchUpdates {
            collectionView.insertItems(at: [IndexPath(row: store.messages.count - 1, section: 0)])
        }
    }

    /// The conversation opened: every message at once.
    public func show(_ messages: [(id: UUID, text: String)]) {
        store.replace(with: messages)
        collectionView.reloadData()
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        store.messages.count
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Swift6MessageCell.reuseIdentifier, for: indexPath)
        (cell as? Swift6MessageCell)?.label.text = store.messages[indexPath.row].text
        return cell
    }

    /// The screen's own member named as a text view delegate method: it must neither collide
    /// with nor be hidden by a default the face declares.
    public func textViewDidChange(_ textView: UITextView) { journal.append("textViewDidChange") }
}

/// A cell with its own label, laid out in `layoutSubviews`.
public final class Swift6MessageCell: UICollectionViewCell {
    public static let reuseIdentifier = "Swift6MessageCell"
    public let label = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds.insetBy(dx: 12, dy: 8)
    }
}
