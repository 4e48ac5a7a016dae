import ChatRigUIKit

final class AssistantMessageCell: UICollectionViewCell {

    static let reuseIdentifier = "AssistantMessageCell"

    // MARK: - UI Components

    private let containerView = UIView()
    private let contentStackView = UIStackView()
    private let timestampLabel = UILabel()

    private var thinkingViews: [UIKitThinkingView] = []
    private var messageID: UUID?

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
        // Container for left-alignment
        containerView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(containerView)

        // Stack for content segments
        contentStackView.translatesAutoresizingMaskIntoConstraints = false
        contentStackView.axis = .vertical
        contentStackView.spacing = 8
        contentStackView.alignment = .leading
        containerView.addSubview(contentStackView)

        // Timestamp
        timestampLabel.translatesAutoresizingMaskIntoConstraints = false
        timestampLabel.font = .systemFont(ofSize: 12)
        timestampLabel.textColor = .secondaryLabel
        containerView.addSubview(timestampLabel)

        NSLayoutConstraint.activate([
            containerView.topAnchor.constraint(equalTo: contentView.topAnchor),
            containerView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            containerView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            containerView.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.9),

            contentStackView.topAnchor.constraint(equalTo: containerView.topAnchor),
            contentStackView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
            contentStackView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),

            timestampLabel.topAnchor.constraint(equalTo: contentStackView.bottomAnchor, constant: 4),
            timestampLabel.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
            timestampLabel.bottomAnchor.constraint(equalTo: containerView.bottomAnchor)
        ])

        // Context menu
        let interaction = UIContextMenuInteraction(delegate: self)
        containerView.addInteraction(interaction)
    }

    // MARK: - Configure

    func configure(with message: Message, isStreaming: Bool) {
        messageID = message.id

        // Clear existing content
        contentStackView.arrangedSubviews.forEach { $0.removeFromSuperview() }
        thinkingViews.removeAll()

        // Parse content for thinking blocks
        let segments = parseContent(message.content, isStreaming: isStreaming)

        for segment in segments {
            switch segment {
            case .text(let text):
                let label = createTextLabel(with: text)
                contentStackView.addArrangedSubview(label)

            case .thinking(let content, let isActive):
                let thinkingView = UIKitThinkingView()
                thinkingView.configure(content: content, isStreaming: isActive)
                contentStackView.addArrangedSubview(thinkingView)
                thinkingViews.append(thinkingView)
            }
        }

        // Format timestamp
        let formatter = DateFormatter()
        formatter.timeStyle = .short
        timestampLabel.text = formatter.string(from: message.createdAt)
    }

    private func createTextLabel(with text: String) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 17)
        label.textColor = .label

        // Try to render as markdown
        if let attributed = try? NSAttributedString(
            markdown: text,
            options: AttributedString.MarkdownParsingOptions(
                interpretedSyntax: .inlineOnlyPreservingWhitespace
            )
        ) {
            label.attributedText = attributed
        } else {
            label.text = text
        }

        return label
    }

    // MARK: - Content Parsing

    enum ContentSegment {
        case text(String)
        case thinking(content: String, isStreaming: Bool)
    }

    private func parseContent(_ content: String, isStreaming: Bool) -> [ContentSegment] {
        var segments: [ContentSegment] = []
        var remaining = content

        // Pattern to match <think>...</think> blocks
        let pattern = "<think>(.*?)</think>"
        let unclosedPattern = "<think>(.*?)$"

        while !remaining.isEmpty {
            // Try to find a complete <think> block
            if let range = remaining.range(of: pattern, options: .regularExpression) {
                // Text before thinking block
                let textBefore = String(remaining[..<range.lowerBound])
                if !textBefore.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    segments.append(.text(textBefore))
                }

                // Extract thinking content
                let match = String(remaining[range])
                if let thinkStart = match.range(of: "<think>"),
                   let thinkEnd = match.range(of: "</think>") {
                    let thinkContent = String(match[thinkStart.upperBound..<thinkEnd.lowerBound])
                    segments.append(.thinking(content: thinkContent, isStreaming: false))
                }

                remaining = String(remaining[range.upperBound...])
            }
            // Check for unclosed <think> tag (streaming)
            else if isStreaming, let range = remaining.range(of: unclosedPattern, options: .regularExpression) {
                // Text before thinking block
                let textBefore = String(remaining[..<range.lowerBound])
                if !textBefore.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    segments.append(.text(textBefore))
                }

                // Extract streaming thinking content
                if let thinkStart = remaining.range(of: "<think>") {
                    let thinkContent = String(remaining[thinkStart.upperBound...])
                    segments.append(.thinking(content: thinkContent, isStreaming: true))
                }

                remaining = ""
            }
            else {
                // No more thinking blocks, add remaining text
                if !remaining.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    segments.append(.text(remaining))
                }
                remaining = ""
            }
        }

        return segments
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        contentStackView.arrangedSubviews.forEach { $0.removeFromSuperview() }
        thinkingViews.removeAll()
        timestampLabel.text = nil
        messageID = nil
    }
}

// MARK: - UIContextMenuInteractionDelegate

extension AssistantMessageCell: UIContextMenuInteractionDelegate {
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            let copyAction = UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in
                // Get full text content
                var fullText = ""
                self?.contentStackView.arrangedSubviews.forEach { view in
                    if let label = view as? UILabel {
                        fullText += (label.text ?? "") + "\n"
                    }
                }
                UIPasteboard.general.string = fullText.trimmingCharacters(in: .whitespacesAndNewlines)
            }

            // TODO: Add metrics action

            return UIMenu(children: [copyAction])
        }
    }
}
