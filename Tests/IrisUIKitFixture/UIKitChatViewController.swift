import ChatRigUIKit

// MARK: - Delegate Protocol

protocol UIKitChatViewControllerDelegate: AnyObject {
    func chatViewController(_ controller: UIKitChatViewController, didSendMessage text: String)
    func chatViewControllerDidRequestStop(_ controller: UIKitChatViewController)
    func chatViewControllerDidRequestImagePicker(_ controller: UIKitChatViewController)
    func chatViewController(_ controller: UIKitChatViewController, didRemoveImageWithID id: UUID)
}

// MARK: - View Controller

final class UIKitChatViewController: UIViewController {

    // MARK: - Types

    enum Section: Int, CaseIterable {
        case messages
        case typingIndicator
    }

    enum Item: Hashable {
        case message(UUID)
        case typingIndicator
    }

    // MARK: - Properties

    weak var delegate: UIKitChatViewControllerDelegate?

    // Data (updated from SwiftUI)
    private(set) var messages: [Message] = []
    private(set) var isGenerating: Bool = false
    private(set) var pendingImages: [PendingImage] = []

    // UI Components
    private var collectionView: UICollectionView!
    private var inputView: UIKitGlassInputView!
    private var scrollToBottomButton: UIButton!

    // Data Source
    private var dataSource: UICollectionViewDiffableDataSource<Section, Item>!

    // Scroll State
    private var isNearBottom: Bool = true
    private var followStreaming: Bool = false
    private let nearBottomThreshold: CGFloat = 80

    // Keyboard
    private var keyboardHeight: CGFloat = 0

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        setupUI()
        setupCollectionView()
        setupDataSource()
        setupInputView()
        setupScrollToBottomButton()
        setupKeyboardObservers()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        updateScrollToBottomButtonPosition()
    }

    // MARK: - Setup

    private func setupUI() {
        view.backgroundColor = .systemBackground
    }

    private func setupCollectionView() {
        let layout = createCompositionalLayout()
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.backgroundColor = .clear
        collectionView.delegate = self
        collectionView.keyboardDismissMode = .interactive
        collectionView.alwaysBounceVertical = true

        // Register cells
        collectionView.register(UserMessageCell.self, forCellWithReuseIdentifier: UserMessageCell.reuseIdentifier)
        collectionView.register(AssistantMessageCell.self, forCellWithReuseIdentifier: AssistantMessageCell.reuseIdentifier)
        collectionView.register(TypingIndicatorCell.self, forCellWithReuseIdentifier: TypingIndicatorCell.reuseIdentifier)

        view.addSubview(collectionView)
    }

    private func createCompositionalLayout() -> UICollectionViewCompositionalLayout {
        return UICollectionViewCompositionalLayout { sectionIndex, environment in
            let section = Section(rawValue: sectionIndex)!

            switch section {
            case .messages:
                // Self-sizing items
                let itemSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0),
                    heightDimension: .estimated(100)
                )
                let item = NSCollectionLayoutItem(layoutSize: itemSize)

                let groupSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0),
                    heightDimension: .estimated(100)
                )
                let group = NSCollectionLayoutGroup.vertical(layoutSize: groupSize, subitems: [item])

                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 18 // Match SwiftUI 18pt spacing
                section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
                return section

            case .typingIndicator:
                let itemSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0),
                    heightDimension: .estimated(44)
                )
                let item = NSCollectionLayoutItem(layoutSize: itemSize)
                let group = NSCollectionLayoutGroup.vertical(layoutSize: itemSize, subitems: [item])

                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
                return section
            }
        }
    }

    private func setupDataSource() {
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(
            collectionView: collectionView
        ) { [weak self] collectionView, indexPath, item in
            guard let self = self else { return nil }

            switch item {
            case .message(let id):
                guard let message = self.messages.first(where: { $0.id == id }) else {
                    return nil
                }

                if message.role == .user {
                    let cell = collectionView.dequeueReusableCell(
                        withReuseIdentifier: UserMessageCell.reuseIdentifier,
                        for: indexPath
                    ) as! UserMessageCell
                    cell.configure(with: message)
                    return cell
                } else {
                    let cell = collectionView.dequeueReusableCell(
                        withReuseIdentifier: AssistantMessageCell.reuseIdentifier,
                        for: indexPath
                    ) as! AssistantMessageCell
                    cell.configure(with: message, isStreaming: self.isGenerating)
                    return cell
                }

            case .typingIndicator:
                let cell = collectionView.dequeueReusableCell(
                    withReuseIdentifier: TypingIndicatorCell.reuseIdentifier,
                    for: indexPath
                ) as! TypingIndicatorCell
                cell.startAnimating()
                return cell
            }
        }
    }

    private func setupInputView() {
        inputView = UIKitGlassInputView()
        inputView.translatesAutoresizingMaskIntoConstraints = false
        inputView.delegate = self
        view.addSubview(inputView)

        NSLayoutConstraint.activate([
            inputView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),

            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: inputView.topAnchor)
        ])
    }

    private func setupScrollToBottomButton() {
        scrollToBottomButton = UIButton(type: .system)
        scrollToBottomButton.translatesAutoresizingMaskIntoConstraints = false

        let config = UIImage.SymbolConfiguration(pointSize: 16, weight: .semibold)
        scrollToBottomButton.setImage(UIImage(systemName: "chevron.down", withConfiguration: config), for: .normal)
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

        NSLayoutConstraint.activate([
            scrollToBottomButton.widthAnchor.constraint(equalToConstant: 40),
            scrollToBottomButton.heightAnchor.constraint(equalToConstant: 40),
            scrollToBottomButton.centerXAnchor.constraint(equalTo: view.centerXAnchor)
        ])
    }

    private func updateScrollToBottomButtonPosition() {
        // Position above input view
        scrollToBottomButton.frame.origin.y = inputView.frame.minY - 48
    }

    private func setupKeyboardObservers() {
        NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification,
            object: nil,
            queue: .main
        ) { [weak self] notification in self?.keyboardWillShow(notification) }
        NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillHideNotification,
            object: nil,
            queue: .main
        ) { [weak self] notification in self?.keyboardWillHide(notification) }
    }

    // MARK: - Keyboard Handling

    private func keyboardWillShow(_ notification: Notification) {
        guard let keyboardFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        keyboardHeight = keyboardFrame.height
    }

    private func keyboardWillHide(_ notification: Notification) {
        keyboardHeight = 0
    }

    // MARK: - Public Update Methods

    func updateMessages(_ newMessages: [Message]) {
        let oldCount = messages.count
        messages = newMessages

        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.messages])
        snapshot.appendItems(newMessages.map { .message($0.id) }, toSection: .messages)

        // Show typing indicator if generating and last message is empty assistant
        let showTypingIndicator = isGenerating && (newMessages.last?.role == .assistant && (newMessages.last?.content.isEmpty ?? true))
        if showTypingIndicator {
            snapshot.appendSections([.typingIndicator])
            snapshot.appendItems([.typingIndicator], toSection: .typingIndicator)
        }

        dataSource.apply(snapshot, animatingDifferences: true) { [weak self] in
            guard let self = self else { return }

            // Auto-scroll if near bottom or following streaming
            if self.isNearBottom || self.followStreaming {
                self.scrollToBottom(animated: true)
            }
        }

        // Start following streaming when new user message added
        if newMessages.count > oldCount && newMessages.last?.role == .user {
            followStreaming = true
        }
    }

    func updateGenerating(_ generating: Bool) {
        isGenerating = generating
        inputView.isGenerating = generating

        if !generating {
            followStreaming = false
        }

        // Refresh to show/hide typing indicator
        updateMessages(messages)
    }

    func updateInputText(_ text: String) {
        inputView.text = text
    }

    func updatePendingImages(_ images: [PendingImage]) {
        pendingImages = images
        inputView.pendingImages = images
    }

    // MARK: - Scroll

    private func scrollToBottom(animated: Bool) {
        let contentHeight = collectionView.contentSize.height
        let frameHeight = collectionView.frame.height
        let inputHeight = inputView.frame.height

        if contentHeight > frameHeight - inputHeight {
            let offset = CGPoint(x: 0, y: contentHeight - frameHeight + inputHeight + collectionView.contentInset.bottom)
            collectionView.setContentOffset(offset, animated: animated)
        }
    }

    private func scrollToBottomTapped() {
        scrollToBottom(animated: true)
        followStreaming = true
    }

    private func updateScrollButtonVisibility() {
        let contentHeight = collectionView.contentSize.height
        let offset = collectionView.contentOffset.y
        let frameHeight = collectionView.frame.height

        let distanceFromBottom = contentHeight - offset - frameHeight
        isNearBottom = distanceFromBottom < nearBottomThreshold

        UIView.animate(withDuration: 0.2) {
            self.scrollToBottomButton.alpha = self.isNearBottom ? 0 : 1
        }
    }
}

// MARK: - UICollectionViewDelegate

extension UIKitChatViewController: UICollectionViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        updateScrollButtonVisibility()

        // If user scrolls up, stop following streaming
        if scrollView.isTracking || scrollView.isDragging {
            if !isNearBottom {
                followStreaming = false
            }
        }
    }
}

// MARK: - UIKitGlassInputViewDelegate

extension UIKitChatViewController: UIKitGlassInputViewDelegate {
    func inputViewDidSend(_ view: UIKitGlassInputView) {
        delegate?.chatViewController(self, didSendMessage: view.text)
    }

    func inputViewDidStop(_ view: UIKitGlassInputView) {
        delegate?.chatViewControllerDidRequestStop(self)
    }

    func inputViewDidRequestImagePicker(_ view: UIKitGlassInputView) {
        delegate?.chatViewControllerDidRequestImagePicker(self)
    }

    func inputView(_ view: UIKitGlassInputView, didRemoveImageWithID id: UUID) {
        delegate?.chatViewController(self, didRemoveImageWithID: id)
    }

    func inputViewTextDidChange(_ view: UIKitGlassInputView, text: String) {
        // This is called when text changes in UIKit
        // We'll sync back to SwiftUI via delegate
    }
}
