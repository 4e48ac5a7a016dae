import ChatRigUIKit

final class TypingIndicatorCell: UICollectionViewCell {

    static let reuseIdentifier = "TypingIndicatorCell"

    // MARK: - UI Components

    private let containerView = UIView()
    private let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    private let dotsStackView = UIStackView()
    private var dotViews: [UIView] = []

    // Animation
    private var displayLink: CADisplayLink?
    private let animationSpeed: Double = 6.0
    private var startTime: CFTimeInterval = 0

    // MARK: - Init

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupViews()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        stopAnimating()
    }

    // MARK: - Setup

    private func setupViews() {
        containerView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(containerView)

        // Blur background
        blurView.translatesAutoresizingMaskIntoConstraints = false
        blurView.layer.cornerRadius = 16
        blurView.clipsToBounds = true
        containerView.addSubview(blurView)

        // Dots stack
        dotsStackView.translatesAutoresizingMaskIntoConstraints = false
        dotsStackView.axis = .horizontal
        dotsStackView.spacing = 6
        dotsStackView.alignment = .center
        blurView.contentView.addSubview(dotsStackView)

        // Create 3 dots
        for _ in 0..<3 {
            let dot = UIView()
            dot.backgroundColor = .secondaryLabel
            dot.layer.cornerRadius = 4
            dot.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                dot.widthAnchor.constraint(equalToConstant: 8),
                dot.heightAnchor.constraint(equalToConstant: 8)
            ])
            dotsStackView.addArrangedSubview(dot)
            dotViews.append(dot)
        }

        NSLayoutConstraint.activate([
            containerView.topAnchor.constraint(equalTo: contentView.topAnchor),
            containerView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            containerView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),

            blurView.topAnchor.constraint(equalTo: containerView.topAnchor),
            blurView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
            blurView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
            blurView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),

            dotsStackView.topAnchor.constraint(equalTo: blurView.contentView.topAnchor, constant: 10),
            dotsStackView.leadingAnchor.constraint(equalTo: blurView.contentView.leadingAnchor, constant: 14),
            dotsStackView.trailingAnchor.constraint(equalTo: blurView.contentView.trailingAnchor, constant: -14),
            dotsStackView.bottomAnchor.constraint(equalTo: blurView.contentView.bottomAnchor, constant: -10)
        ])
    }

    // MARK: - Animation

    func startAnimating() {
        guard displayLink == nil else { return }

        startTime = CACurrentMediaTime()
        displayLink = CADisplayLink { [weak self] _ in self?.updateAnimation() }
        displayLink?.add(to: .main, forMode: .common)
    }

    func stopAnimating() {
        displayLink?.invalidate()
        displayLink = nil

        // Reset dots
        dotViews.forEach { dot in
            dot.transform = .identity
            dot.alpha = 0.5
        }
    }

    private func updateAnimation() {
        let time = CACurrentMediaTime() - startTime

        for (index, dot) in dotViews.enumerated() {
            let phase = time * animationSpeed - Double(index) * 0.6
            let offsetY = -3 * sin(phase)
            let alpha = 0.5 + 0.5 * sin(phase)

            dot.transform = CGAffineTransform(translationX: 0, y: CGFloat(offsetY))
            dot.alpha = CGFloat(alpha)
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        stopAnimating()
    }
}
