import ChatUI

/// The assistant's reply: left-aligned text (inline markdown) and the time below.
final class AssistantMessageCell: MessageCell {
    static let reuseIdentifier = "AssistantMessageCell"

    override init(frame: CGRect) {
        super.init(frame: frame)
        textLabel.textColor = .label
        contentView.addSubview(textLabel)
        contentView.addSubview(timeLabel)
        NSLayoutConstraint.activate([
            textLabel.topAnchor.constraint(equalTo: contentView.topAnchor),
            textLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            textLabel.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.9),
            timeLabel.topAnchor.constraint(equalTo: textLabel.bottomAnchor, constant: 4),
            timeLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            timeLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Shows `message`, its whole text parsed as inline markdown each time, with a cursor
    /// while it streams.
    func configure(with message: ChatMessage) {
        let options = AttributedString.MarkdownParsingOptions(interpretedSyntax: .inlineOnlyPreservingWhitespace)
        let text = message.isStreaming ? message.text + " ▍" : message.text
        if let attributed = try? NSAttributedString(markdown: text, options: options) {
            textLabel.attributedText = attributed
        } else {
            textLabel.text = text
        }
        showTime(of: message)
    }
}
