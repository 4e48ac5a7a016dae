import ChatUI

/// Three dots that rise and fade in turn while the assistant prepares its reply, driven by
/// a display link (one callback a frame while it runs).
final class TypingIndicatorCell: UICollectionViewCell {
    static let reuseIdentifier = "TypingIndicatorCell"

    private(set) var dots: [UIView] = []
    // Read by the nonisolated `deinit` (Swift 6 mode), as iOS code must for a main-actor cell.
    nonisolated(unsafe) private var displayLink: CADisplayLink?
    private var startTime: CFTimeInterval = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        let stack = UIStackView()
        stack.axis = .horizontal
        stack.spacing = 6
        stack.translatesAutoresizingMaskIntoConstraints = false
        for _ in 0..<3 {
            let dot = UIView()
            dot.backgroundColor = .secondaryLabel
            dot.layer.cornerRadius = 4
            stack.addArrangedSubview(dot)
            dots.append(dot)
        }
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 14),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit { displayLink?.invalidate() }

    var isAnimating: Bool { displayLink != nil }

    func startAnimating() {
        guard displayLink == nil else { return }
        startTime = CACurrentMediaTime()
        let link = CADisplayLink { [weak self] _ in self?.step() }
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    func stopAnimating() {
        displayLink?.invalidate()
        displayLink = nil
        for dot in dots {
            dot.transform = .identity
            dot.alpha = 0.5
        }
    }

    private func step() {
        let time = CACurrentMediaTime() - startTime
        for (index, dot) in dots.enumerated() {
            let phase = time * 6 - Double(index) * 0.6
            dot.transform = CGAffineTransform(translationX: 0, y: CGFloat(-3 * sin(phase)))
            dot.alpha = CGFloat(0.5 + 0.5 * sin(phase))
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        stopAnimating()
    }
}
