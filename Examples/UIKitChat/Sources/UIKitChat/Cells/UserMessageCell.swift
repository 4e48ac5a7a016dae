import ChatUI

/// The user's message: a right-aligned bubble with the text, a line for attached photos,
/// and the time it was sent below.
final class UserMessageCell: UICollectionViewCell {
    static let reuseIdentifier = "UserMessageCell"

    let textLabel = UILabel()
    let photosLabel = UILabel()
    let timeLabel = UILabel()
    private let bubble = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        bubble.translatesAutoresizingMaskIntoConstraints = false
        bubble.backgroundColor = .systemBlue
        bubble.layer.cornerRadius = 20
        contentView.addSubview(bubble)
        for label in [textLabel, photosLabel, timeLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            label.numberOfLines = 0
        }
        textLabel.font = .preferredFont(forTextStyle: .body)
        textLabel.textColor = .white
        photosLabel.font = .preferredFont(forTextStyle: .footnote)
        photosLabel.textColor = .white
        timeLabel.font = .preferredFont(forTextStyle: .caption1)
        timeLabel.textColor = .secondaryLabel
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
        let formatter = DateFormatter()
        formatter.timeStyle = .short
        timeLabel.text = formatter.string(from: message.sentAt)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        textLabel.text = nil
        photosLabel.text = nil
        timeLabel.text = nil
    }
}
