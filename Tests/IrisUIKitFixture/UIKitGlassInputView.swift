import ChatRigUIKit

protocol UIKitGlassInputViewDelegate: AnyObject {
    func inputViewDidSend(_ view: UIKitGlassInputView)
    func inputViewDidStop(_ view: UIKitGlassInputView)
    func inputViewDidRequestImagePicker(_ view: UIKitGlassInputView)
    func inputView(_ view: UIKitGlassInputView, didRemoveImageWithID id: UUID)
    func inputViewTextDidChange(_ view: UIKitGlassInputView, text: String)
}

final class UIKitGlassInputView: UIView {

    weak var delegate: UIKitGlassInputViewDelegate?

    // MARK: - Public Properties

    var isGenerating: Bool = false {
        didSet { updateSendButton() }
    }

    var text: String {
        get { textView.text }
        set { textView.text = newValue }
    }

    var pendingImages: [PendingImage] = [] {
        didSet { updatePendingImages() }
    }

    // MARK: - UI Components

    private let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
    private let imagePickerButton = UIButton(type: .system)
    private let textView = UITextView()
    private let sendButton = UIButton(type: .system)
    private let imagesScrollView = UIScrollView()
    private let imagesStackView = UIStackView()

    // Layout
    private var textViewHeightConstraint: NSLayoutConstraint!
    private let minTextViewHeight: CGFloat = 36
    private let maxTextViewHeight: CGFloat = 120

    // MARK: - Init

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupViews()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - Setup

    private func setupViews() {
        backgroundColor = .clear

        // Blur background
        blurView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(blurView)

        // Image picker button
        imagePickerButton.translatesAutoresizingMaskIntoConstraints = false
        let imageConfig = UIImage.SymbolConfiguration(pointSize: 20, weight: .medium)
        imagePickerButton.setImage(UIImage(systemName: "photo", withConfiguration: imageConfig), for: .normal)
        imagePickerButton.tintColor = .systemBlue
        imagePickerButton.addAction(UIAction { [weak self] _ in self?.imagePickerTapped() }, for: .touchUpInside)
        addSubview(imagePickerButton)

        // Images scroll view (for pending images)
        imagesScrollView.translatesAutoresizingMaskIntoConstraints = false
        imagesScrollView.showsHorizontalScrollIndicator = false
        imagesScrollView.isHidden = true
        addSubview(imagesScrollView)

        imagesStackView.translatesAutoresizingMaskIntoConstraints = false
        imagesStackView.axis = .horizontal
        imagesStackView.spacing = 8
        imagesScrollView.addSubview(imagesStackView)

        // Text view
        textView.translatesAutoresizingMaskIntoConstraints = false
        textView.font = .systemFont(ofSize: 17)
        textView.backgroundColor = .secondarySystemBackground
        textView.layer.cornerRadius = 18
        textView.textContainerInset = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
        textView.delegate = self
        textView.isScrollEnabled = false
        addSubview(textView)

        // Send button
        sendButton.translatesAutoresizingMaskIntoConstraints = false
        updateSendButton()
        sendButton.addAction(UIAction { [weak self] _ in self?.sendTapped() }, for: .touchUpInside)
        addSubview(sendButton)

        // Constraints
        textViewHeightConstraint = textView.heightAnchor.constraint(equalToConstant: minTextViewHeight)

        NSLayoutConstraint.activate([
            blurView.topAnchor.constraint(equalTo: topAnchor),
            blurView.leadingAnchor.constraint(equalTo: leadingAnchor),
            blurView.trailingAnchor.constraint(equalTo: trailingAnchor),
            blurView.bottomAnchor.constraint(equalTo: bottomAnchor),

            imagePickerButton.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            imagePickerButton.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -12),
            imagePickerButton.widthAnchor.constraint(equalToConstant: 44),
            imagePickerButton.heightAnchor.constraint(equalToConstant: 44),

            imagesScrollView.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            imagesScrollView.leadingAnchor.constraint(equalTo: imagePickerButton.trailingAnchor, constant: 8),
            imagesScrollView.trailingAnchor.constraint(equalTo: sendButton.leadingAnchor, constant: -8),
            imagesScrollView.heightAnchor.constraint(equalToConstant: 60),

            imagesStackView.topAnchor.constraint(equalTo: imagesScrollView.topAnchor),
            imagesStackView.leadingAnchor.constraint(equalTo: imagesScrollView.leadingAnchor),
            imagesStackView.trailingAnchor.constraint(equalTo: imagesScrollView.trailingAnchor),
            imagesStackView.bottomAnchor.constraint(equalTo: imagesScrollView.bottomAnchor),
            imagesStackView.heightAnchor.constraint(equalTo: imagesScrollView.heightAnchor),

            textView.topAnchor.constraint(equalTo: imagesScrollView.bottomAnchor, constant: 8),
            textView.leadingAnchor.constraint(equalTo: imagePickerButton.trailingAnchor, constant: 8),
            textView.trailingAnchor.constraint(equalTo: sendButton.leadingAnchor, constant: -8),
            textView.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -12),
            textViewHeightConstraint,

            sendButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
            sendButton.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -12),
            sendButton.widthAnchor.constraint(equalToConstant: 44),
            sendButton.heightAnchor.constraint(equalToConstant: 44)
        ])
    }

    private func updateSendButton() {
        let config = UIImage.SymbolConfiguration(pointSize: 20, weight: .semibold)

        if isGenerating {
            sendButton.setImage(UIImage(systemName: "stop.fill", withConfiguration: config), for: .normal)
            sendButton.tintColor = .systemRed
        } else {
            sendButton.setImage(UIImage(systemName: "arrow.up.circle.fill", withConfiguration: config), for: .normal)
            sendButton.tintColor = .systemBlue
        }

        // Enable/disable based on content
        let hasContent = !textView.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty || !pendingImages.isEmpty
        sendButton.isEnabled = isGenerating || hasContent
        sendButton.alpha = sendButton.isEnabled ? 1.0 : 0.5
    }

    private func updatePendingImages() {
        // Clear existing
        imagesStackView.arrangedSubviews.forEach { $0.removeFromSuperview() }

        imagesScrollView.isHidden = pendingImages.isEmpty

        for pendingImage in pendingImages {
            let imageView = UIImageView(image: pendingImage.image)
            imageView.contentMode = .scaleAspectFill
            imageView.clipsToBounds = true
            imageView.layer.cornerRadius = 8
            imageView.translatesAutoresizingMaskIntoConstraints = false

            NSLayoutConstraint.activate([
                imageView.widthAnchor.constraint(equalToConstant: 50),
                imageView.heightAnchor.constraint(equalToConstant: 50)
            ])

            // Remove button overlay
            let removeButton = UIButton(type: .close)
            removeButton.translatesAutoresizingMaskIntoConstraints = false
            removeButton.tag = pendingImage.id.hashValue
            removeButton.addAction(UIAction { [weak self, unowned removeButton] _ in self?.removeImageTapped(removeButton) }, for: .touchUpInside)

            let container = UIView()
            container.addSubview(imageView)
            container.addSubview(removeButton)

            NSLayoutConstraint.activate([
                imageView.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
                imageView.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                imageView.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                imageView.bottomAnchor.constraint(equalTo: container.bottomAnchor),

                removeButton.topAnchor.constraint(equalTo: container.topAnchor),
                removeButton.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: 4)
            ])

            imagesStackView.addArrangedSubview(container)
        }

        updateSendButton()
    }

    // MARK: - Actions

    private func imagePickerTapped() {
        delegate?.inputViewDidRequestImagePicker(self)
    }

    private func sendTapped() {
        if isGenerating {
            delegate?.inputViewDidStop(self)
        } else {
            delegate?.inputViewDidSend(self)
        }
    }

    private func removeImageTapped(_ sender: UIButton) {
        // Find the image by hash
        if let image = pendingImages.first(where: { $0.id.hashValue == sender.tag }) {
            delegate?.inputView(self, didRemoveImageWithID: image.id)
        }
    }

    // MARK: - Text View Height

    private func updateTextViewHeight() {
        let size = textView.sizeThatFits(CGSize(width: textView.frame.width, height: .greatestFiniteMagnitude))
        let newHeight = min(max(size.height, minTextViewHeight), maxTextViewHeight)

        if textViewHeightConstraint.constant != newHeight {
            textViewHeightConstraint.constant = newHeight
            textView.isScrollEnabled = newHeight >= maxTextViewHeight
        }
    }
}

// MARK: - UITextViewDelegate

extension UIKitGlassInputView: UITextViewDelegate {
    func textViewDidChange(_ textView: UITextView) {
        updateTextViewHeight()
        updateSendButton()
        delegate?.inputViewTextDidChange(self, text: textView.text)
    }
}
