import ChatUI

/// What the user's and the assistant's cells share: the text label, the time label under
/// it, the time shown with a date formatter made on every configure (as the screen ships),
/// and both labels cleared for reuse.
class MessageCell: UICollectionViewCell {
    let textLabel = UILabel()
    let timeLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for label in [textLabel, timeLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            label.numberOfLines = 0
        }
        textLabel.font = .preferredFont(forTextStyle: .body)
        timeLabel.font = .preferredFont(forTextStyle: .caption1)
        timeLabel.textColor = .secondaryLabel
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Shows when `message` was sent, formatted by a new `DateFormatter`.
    func showTime(of message: ChatMessage) {
        let formatter = DateFormatter()
        formatter.timeStyle = .short
        timeLabel.text = formatter.string(from: message.sentAt)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        textLabel.text = nil
        timeLabel.text = nil
    }
}
