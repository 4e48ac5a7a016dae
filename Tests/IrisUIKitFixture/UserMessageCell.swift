import ChatRigUIKit

final class UserMessageCell: UICollectionViewCell {

    static let reuseIdentifier = "UserMessageCell"

    // MARK: - UI Components

    private let containerView = UIView()
    private let bubbleView = UIView()
    private let textLabel = UILabel()
    private let timestampLabel = UILabel()
    private let imageGridView = UIKitImageGridView()

    // Layers
    private let gradientLayer = CAGradientLayer()
    private let bubbleShapeLayer = BubbleShapeLayer()

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
        // Container for right-alignment
        containerView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(containerView)

        // Bubble view
        bubbleView.translatesAutoresizingMaskIntoConstraints = false
        containerView.addSubview(bubbleView)

        // Gradient background
        gradientLayer.colors = [
            UIColor.systemBlue.cgColor,
            UIColor.systemIndigo.cgColor
        ]
        gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        gradientLayer.endPoint = CGPoint(x: 1, y: 1)
        bubbleView.layer.insertSublayer(gradientLayer, at: 0)

        // Bubble shape mask
        bubbleView.layer.mask = bubbleShapeLayer

        // Image grid (hidden by default)
        imageGridView.translatesAutoresizingMaskIntoConstraints = false
        imageGridView.isHidden = true
        bubbleView.addSubview(imageGridView)

        // Text label
        textLabel.translatesAutoresizingMaskIntoConstraints = false
        textLabel.textColor = .white
        textLabel.font = .systemFont(ofSize: 17)
        textLabel.numberOfLines = 0
        bubbleView.addSubview(textLabel)

        // Timestamp
        timestampLabel.translatesAutoresizingMaskIntoConstraints = false
        timestampLabel.font = .systemFont(ofSize: 12)
        timestampLabel.textColor = .secondaryLabel
        containerView.addSubview(timestampLabel)

        // Constraints
        NSLayoutConstraint.activate([
            // Container right-aligned, max 80% width
            containerView.topAnchor.constraint(equalTo: contentView.topAnchor),
            containerView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            containerView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            containerView.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.8),

            // Bubble
            bubbleView.topAnchor.constraint(equalTo: containerView.topAnchor),
            bubbleView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
            bubbleView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),

            // Image grid at top of bubble (if visible)
            imageGridView.topAnchor.constraint(equalTo: bubbleView.topAnchor, constant: 8),
            imageGridView.leadingAnchor.constraint(equalTo: bubbleView.leadingAnchor, constant: 8),
            imageGridView.trailingAnchor.constraint(equalTo: bubbleView.trailingAnchor, constant: -8),

            // Text below images (or at top if no images)
            textLabel.topAnchor.constraint(equalTo: imageGridView.bottomAnchor, constant: 8),
            textLabel.leadingAnchor.constraint(equalTo: bubbleView.leadingAnchor, constant: 12),
            textLabel.trailingAnchor.constraint(equalTo: bubbleView.trailingAnchor, constant: -12),
            textLabel.bottomAnchor.constraint(equalTo: bubbleView.bottomAnchor, constant: -10),

            // Timestamp below bubble
            timestampLabel.topAnchor.constraint(equalTo: bubbleView.bottomAnchor, constant: 4),
            timestampLabel.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
            timestampLabel.bottomAnchor.constraint(equalTo: containerView.bottomAnchor)
        ])

        // Context menu
        let interaction = UIContextMenuInteraction(delegate: self)
        bubbleView.addInteraction(interaction)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradientLayer.frame = bubbleView.bounds
        bubbleShapeLayer.updatePath(for: bubbleView.bounds, isPinched: true)
    }

    // MARK: - Configure

    func configure(with message: Message) {
        textLabel.text = message.content

        // Format timestamp
        let formatter = DateFormatter()
        formatter.timeStyle = .short
        timestampLabel.text = formatter.string(from: message.createdAt)

        // Configure images
        if let attachments = message.attachments, !attachments.isEmpty {
            imageGridView.isHidden = false
            imageGridView.configure(with: attachments)
        } else {
            imageGridView.isHidden = true
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        textLabel.text = nil
        timestampLabel.text = nil
        imageGridView.isHidden = true
    }
}

// MARK: - UIContextMenuInteractionDelegate

extension UserMessageCell: UIContextMenuInteractionDelegate {
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            let copyAction = UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { [weak self] _ in
                UIPasteboard.general.string = self?.textLabel.text
            }
            return UIMenu(children: [copyAction])
        }
    }
}
