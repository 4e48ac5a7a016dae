import ChatUI

/// The user's message: a right-aligned bubble with the text, a line for attached photos,
/// and the time it was sent below.
final class UserMessageCell: MessageCell {
    static let reuseIdentifier = "UserMessageCell"

    let photosLabel = UILabel()
    private let bubble = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        bubble.translatesAutoresizingMaskIntoConstraints = false
        bubble.backgroundColor = .systemBlue
        bubble.layer.cornerRadius = 20
        contentView.addSubview(bubble)
        photosLabel.translatesAutoresizingMaskIntoConstraints = false
        photosLabel.numberOfLines = 0
        textLabel.textColor = .white
        photosLabel.font = .preferredFont(forTextStyle: .footnote)
        photosLabel.textColor = .white
        bubble.addSubview(photosLabel)
        bubble.addSubview(textLabel)
        contentView.addSubview(timeLabel)
        NSLayoutConstraint.activate([
            bubble.topAnchor.constraint(equalTo: contentView.topAnchor),
            bubble.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            bubble.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.8),
            photosLabel.topAnchor.constraint(equalTo: bubble.topAnchor, constant: 8),
            photosLabel.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 12),
            textLabel.topAnchor.constraint(equalTo: photosLabel.bottomAnchor, constant: 4),
            textLabel.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 12),
            textLabel.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: -12),
            textLabel.bottomAnchor.constraint(equalTo: bubble.bottomAnchor, constant: -10),
            timeLabel.topAnchor.constraint(equalTo: bubble.bottomAnchor, constant: 4),
            timeLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            timeLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Shows `message`. Makes a date formatter each time, as the screen ships.
    func configure(with message: ChatMessage) {
        textLabel.text = message.text
        photosLabel.text = message.imageCount > 0 ? "\(message.imageCount) photo\(message.imageCount == 1 ? "" : "s")" : nil
        photosLabel.isHidden = message.imageCount == 0
        showTime(of: message)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        photosLabel.text = nil
    }
}
