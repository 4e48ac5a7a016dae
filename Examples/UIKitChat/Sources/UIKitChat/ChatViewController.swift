import ChatUI

/// The chat screen: a collection view of messages over a compositional layout, a typing
/// indicator in a section of its own, a scroll-to-bottom button, and an input bar pinned
/// above the keyboard.
///
/// Scrolling: the list follows a conversation while the user is near its bottom (within
/// ``nearBottomThreshold``) or since they sent a message, until they drag away or the reply
/// ends. Every update of the messages applies a new snapshot, animated, and scrolls to the
/// bottom from the apply's completion when following.
public final class ChatViewController: UIViewController {
    public enum Section: Int, Hashable, CaseIterable {
        case messages
        case typingIndicator
    }

    public enum Item: Hashable {
        case message(UUID)
        case typingIndicator
    }

    /// Whether an update reconfigures the cells of messages that changed. Off, a
    /// streaming reply keeps the text its cell was first configured with until it is
    /// scrolled away and back.
    public var reconfiguresChangedMessages = false
    /// "Near the bottom": within this distance of the end of the content, pt.
    public let nearBottomThreshold: CGFloat = 80

    public private(set) var messages: [ChatMessage] = []
    public private(set) var isGenerating = false
    private var isNearBottom = true
    private var followsStreaming = false
    private var keyboardHeight: CGFloat = 0

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
    public let inputBar = ChatInputBar()
    public let scrollToBottomButton = UIButton(type: .system)

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: Lifecycle

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        makeCollectionView()
        makeDataSource()
        makeInputBar()
        makeScrollToBottomButton()
        observeKeyboard()
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollToBottomButton.frame = CGRect(x: (view.bounds.width - 40) / 2, y: inputBar.frame.minY - 48, width: 40, height: 40)
    }

    // MARK: Updates from the view model

    /// Shows `newMessages`: one animated apply; follows the conversation from its completion.
    public func show(_ newMessages: [ChatMessage]) {
        let previous = messages
        messages = newMessages
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.messages])
        snapshot.appendItems(newMessages.map { .message($0.id) }, toSection: .messages)
        if isGenerating, let last = newMessages.last, last.role == .assistant, last.text.isEmpty {
            snapshot.appendSections([.typingIndicator])
            snapshot.appendItems([.typingIndicator], toSection: .typingIndicator)
        }
        if reconfiguresChangedMessages {
            let before = Dictionary(previous.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let changed = newMessages.filter { message in before[message.id].map { $0 != message } ?? false }
                .map { Item.message($0.id) }
            if !changed.isEmpty { snapshot.reconfigureItems(changed) }
        }
        dataSource.apply(snapshot, animatingDifferences: true) { [weak self] in
            guard let self, self.isNearBottom || self.followsStreaming else { return }
            self.scrollToBottom(animated: true)
        }
        if newMessages.count > previous.count, newMessages.last?.role == .user {
            followsStreaming = true
        }
    }

    /// The assistant started or stopped generating: the typing indicator comes or goes.
    public func setGenerating(_ generating: Bool) {
        isGenerating = generating
        inputBar.isGenerating = generating
        if !generating { followsStreaming = false }
        show(messages)
    }

    // MARK: Scrolling

    private var distanceFromBottom: CGFloat {
        collectionView.contentSize.height - collectionView.contentOffset.y - collectionView.frame.height
    }

    private func scrollToBottom(animated: Bool) {
        let contentHeight = collectionView.contentSize.height
        let insets = collectionView.adjustedContentInset
        guard contentHeight + insets.top + insets.bottom > collectionView.frame.height else { return }
        let y = contentHeight - collectionView.frame.height + inputBar.frame.height + collectionView.contentInset.bottom
        collectionView.setContentOffset(CGPoint(x: 0, y: y), animated: animated)
    }

    private func scrollToBottomTapped() {
        scrollToBottom(animated: true)
        followsStreaming = true
    }

    // MARK: Setup

    private func makeCollectionView() {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: Self.makeLayout())
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.backgroundColor = .clear
        collectionView.delegate = self
        collectionView.keyboardDismissMode = .interactive
        collectionView.alwaysBounceVertical = true
        collectionView.register(UserMessageCell.self, forCellWithReuseIdentifier: UserMessageCell.reuseIdentifier)
        collectionView.register(AssistantMessageCell.self, forCellWithReuseIdentifier: AssistantMessageCell.reuseIdentifier)
        collectionView.register(TypingIndicatorCell.self, forCellWithReuseIdentifier: TypingIndicatorCell.reuseIdentifier)
        view.addSubview(collectionView)
    }

    /// Messages: full width, self-sizing from an estimated 100 pt, 18 pt apart, 16 pt
    /// insets. The typing indicator: estimated 44 pt, 8 pt above and below.
    static func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            let estimate: CGFloat = sectionIndex == Section.messages.rawValue ? 100 : 44
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            let section = NSCollectionLayoutSection(group: group)
            if sectionIndex == Section.messages.rawValue {
                section.interGroupSpacing = 18
                section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
            } else {
                section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
            }
            return section
        }
    }

    private func makeDataSource() {
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) { [weak self] collectionView, indexPath, item in
            guard let self else { return nil }
            switch item {
            case .message(let id):
                guard let message = self.messages.first(where: { $0.id == id }) else { return nil }
                switch message.role {
                case .user:
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: UserMessageCell.reuseIdentifier, for: indexPath) as? UserMessageCell
                    cell?.configure(with: message)
                    return cell
                case .assistant:
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: AssistantMessageCell.reuseIdentifier, for: indexPath) as? AssistantMessageCell
                    cell?.configure(with: message)
                    return cell
                }
            case .typingIndicator:
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TypingIndicatorCell.reuseIdentifier, for: indexPath) as? TypingIndicatorCell
                cell?.startAnimating()
                return cell
            }
        }
    }

    private func makeInputBar() {
        inputBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(inputBar)
        NSLayoutConstraint.activate([
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: inputBar.topAnchor),
        ])
    }

    private func makeScrollToBottomButton() {
        let symbol = UIImage.SymbolConfiguration(pointSize: 16, weight: .semibold)
        scrollToBottomButton.setImage(UIImage(systemName: "chevron.down", withConfiguration: symbol), for: .normal)
        scrollToBottomButton.tintColor = .white
        scrollToBottomButton.backgroundColor = .systemBlue.withAlphaComponent(0.8)
        scrollToBottomButton.layer.cornerRadius = 20
        scrollToBottomButton.layer.shadowColor = UIColor.black.cgColor
        scrollToBottomButton.layer.shadowOffset = CGSize(width: 0, height: 2)
        scrollToBottomButton.layer.shadowRadius = 4
        scrollToBottomButton.layer.shadowOpacity = 0.2
        scrollToBottomButton.alpha = 0
        scrollToBottomButton.addAction(UIAction { [weak self] _ in self?.scrollToBottomTapped() }, for: .touchUpInside)
        view.addSubview(scrollToBottomButton)
    }

    private func observeKeyboard() {
        let center = NotificationCenter.default
        center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
            guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            self?.keyboardHeight = frame.height
        }
        center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.keyboardHeight = 0
        }
    }
}

extension ChatViewController: UICollectionViewDelegate {
    /// The typing indicator stops its display link when it leaves the screen: a cell in
    /// the reuse pool keeps one running until it is reused, a frame cost for nothing.
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                               forItemAt indexPath: IndexPath) {
        (cell as? TypingIndicatorCell)?.stopAnimating()
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        isNearBottom = distanceFromBottom < nearBottomThreshold
        UIView.animate(withDuration: 0.2) {
            self.scrollToBottomButton.alpha = self.isNearBottom ? 0 : 1
        }
        if (scrollView.isTracking || scrollView.isDragging) && !isNearBottom {
            followsStreaming = false
        }
    }
}
