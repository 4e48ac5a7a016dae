import ChatUI

/// The input bar: a growing text view and a send button that becomes stop while the
/// assistant generates.
public final class ChatInputBar: UIView {
    public var onSend: ((String) -> Void)?
    public var onStop: (() -> Void)?

    public var isGenerating = false {
        didSet { updateSendButton() }
    }

    let textView = UITextView()
    let sendButton = UIButton(type: .system)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        textView.translatesAutoresizingMaskIntoConstraints = false
        textView.font = .preferredFont(forTextStyle: .body)
        textView.layer.cornerRadius = 18
        textView.isScrollEnabled = false
        sendButton.translatesAutoresizingMaskIntoConstraints = false
        sendButton.addAction(UIAction { [weak self] _ in self?.sendTapped() }, for: .touchUpInside)
        addSubview(textView)
        addSubview(sendButton)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            textView.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            textView.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -8),
            textView.trailingAnchor.constraint(equalTo: sendButton.leadingAnchor, constant: -8),
            sendButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
            sendButton.centerYAnchor.constraint(equalTo: textView.centerYAnchor),
            sendButton.widthAnchor.constraint(equalToConstant: 44),
            sendButton.heightAnchor.constraint(equalToConstant: 44),
        ])
        updateSendButton()
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func updateSendButton() {
        let name = isGenerating ? "stop.fill" : "arrow.up.circle.fill"
        sendButton.setImage(UIImage(systemName: name), for: .normal)
        sendButton.tintColor = isGenerating ? .systemRed : .systemBlue
    }

    private func sendTapped() {
        if isGenerating {
            onStop?()
        } else {
            onSend?(textView.text)
            textView.text = ""
        }
    }
}
