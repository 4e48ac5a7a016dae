import ChatRigUIKit
import Foundation

// Written in the style of chat view-controller libraries built on `UICollectionViewController`
// with a diffing library's staged reloads (not copied from any): a flow layout of self-sizing
// cells, the list inverted with a flipped transform (each cell's content flipped back in
// `willDisplay`), each update staged as one batch of deletions and insertions, then one batch
// of reloads — inside `UIView.performWithoutAnimation` — a composer whose text view subclasses
// UITextView's designated initializer, and KVO on the list's content size and the view's frame.

/// One message of the staged screen: its identity and text.
public struct StagedMessage: Equatable {
    public let id: UUID
    public var text: String
    public init(id: UUID, text: String) {
        self.id = id
        self.text = text
    }
}

/// The composer's text view: overrides UITextView's two designated initializers.
public final class StagedComposerTextView: UITextView {
    public let placeholderLabel = UILabel()

    public override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        placeholderLabel.text = "Message"
        addSubview(placeholderLabel)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[placeholder]-|", metrics: nil,
                                                                   views: ["placeholder": placeholderLabel]))
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// A message cell: a label in the content view.
public final class StagedMessageCell: UICollectionViewCell {
    public let label = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        contentView.addSubview(label)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// The inverted, staged screen: `messages` oldest first; item 0 is the newest.
open class StagedCollectionChatViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    public private(set) var messages: [StagedMessage] = []
    public let composer = StagedComposerTextView()
    public private(set) var stagedBatches = 0
    /// The content heights the `observe(\.contentSize)` observation heard, in order.
    public private(set) var observedContentHeights: [CGFloat] = []
    /// How many times the string-keyed observation of the view's `frame` was called.
    public private(set) var frameObservations = 0
    #if !canImport(ObjectiveC)
    private var contentSizeObservation: NSKeyValueObservation?
    #endif
    private let inverted = CGAffineTransform(scaleX: 1, y: -1)

    public init() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumLineSpacing = 4
        super.init(collectionViewLayout: layout)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    open override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(StagedMessageCell.self, forCellWithReuseIdentifier: "message")
        collectionView.transform = inverted
        collectionView.keyboardDismissMode = .interactive
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.scrollsToTop = false
        view.addSubview(composer)
        #if !canImport(ObjectiveC)
        contentSizeObservation = collectionView.observe(\.contentSize, options: [.new]) { [weak self] _, change in
            if let height = change.newValue?.height { self?.observedContentHeights.append(height) }
        }
        view.addObserver(self, forKeyPath: "frame", options: .new, context: nil)
        #endif
    }

    #if !canImport(ObjectiveC)
    open override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                    context: UnsafeMutableRawPointer?) {
        if keyPath == "frame" { frameObservations += 1 }
    }
    #endif

    /// Replaces the list by `target`: deletions and insertions in one batch, then reloads of
    /// the messages whose text changed, in the inverted list's index paths.
    public func update(to target: [StagedMessage]) {
        let source = messages
        func item(_ offset: Int, of count: Int) -> IndexPath { IndexPath(item: count - 1 - offset, section: 0) }
        let difference = target.map(\.id).difference(from: source.map(\.id))
        var deleted: [IndexPath] = [], inserted: [IndexPath] = []
        for change in difference {
            switch change {
            case .remove(let offset, _, _): deleted.append(item(offset, of: source.count))
            case .insert(let offset, _, _): inserted.append(item(offset, of: target.count))
            }
        }
        let texts = Dictionary(uniqueKeysWithValues: source.map { ($0.id, $0.text) })
        let reloaded = target.enumerated().compactMap { offset, message in
            texts[message.id].flatMap { $0 == message.text ? nil : item(offset, of: target.count) }
        }
        UIView.performWithoutAnimation {
            if !deleted.isEmpty || !inserted.isEmpty {
                collectionView.performBatchUpdates({
                    messages = target
                    collectionView.deleteItems(at: deleted)
                    collectionView.insertItems(at: inserted)
                })
                stagedBatches += 1
            } else {
                messages = target
            }
            if !reloaded.isEmpty {
                collectionView.performBatchUpdates({ collectionView.reloadItems(at: reloaded) })
                stagedBatches += 1
            }
        }
    }

    /// The message item `indexPath` shows.
    public func message(at indexPath: IndexPath) -> StagedMessage? {
        let offset = messages.count - 1 - indexPath.item
        return messages.indices.contains(offset) ? messages[offset] : nil
    }

    open override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    open override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { messages.count }

    open override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath)
        (cell as? StagedMessageCell)?.label.text = message(at: indexPath)?.text
        return cell
    }

    open override func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        cell.contentView.transform = inverted
    }
}
