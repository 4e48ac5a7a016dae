import ChatRigUIKit

final class UIKitThinkingView: UIView {

    // MARK: - Properties

    private var isExpanded: Bool = false
    private var isStreamingContent: Bool = false

    // MARK: - UI Components

    private let headerButton = UIButton(type: .system)
    private let chevronImageView = UIImageView()
    private let contentContainer = UIView()
    private let contentTextView = UITextView()
    private let shimmerLabel = UILabel()

    // Animation
    private var shimmerLayer: CAGradientLayer?

    // Constraints
    private var expandedConstraint: NSLayoutConstraint!
    private var collapsedConstraint: NSLayoutConstraint!

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
        backgroundColor = UIColor.systemPurple.withAlphaComponent(0.1)
        layer.cornerRadius = 12
        clipsToBounds = true

        // Header button
        headerButton.translatesAutoresizingMaskIntoConstraints = false
        headerButton.contentHorizontalAlignment = .leading

        var config = UIButton.Configuration.plain()
        config.image = UIImage(systemName: "brain")
        config.imagePadding = 8
        config.baseForegroundColor = .systemPurple
        headerButton.configuration = config

        headerButton.addAction(UIAction { [weak self] _ in self?.headerTapped() }, for: .touchUpInside)
        addSubview(headerButton)

        // Chevron
        chevronImageView.translatesAutoresizingMaskIntoConstraints = false
        chevronImageView.image = UIImage(systemName: "chevron.right")
        chevronImageView.tintColor = .systemPurple
        chevronImageView.contentMode = .scaleAspectFit
        addSubview(chevronImageView)

        // Content container
        contentContainer.translatesAutoresizingMaskIntoConstraints = false
        contentContainer.clipsToBounds = true
        addSubview(contentContainer)

        // Content text view
        contentTextView.translatesAutoresizingMaskIntoConstraints = false
        contentTextView.isEditable = false
        contentTextView.isScrollEnabled = true
        contentTextView.backgroundColor = .clear
        contentTextView.font = .systemFont(ofSize: 14)
        contentTextView.textColor = .secondaryLabel
        contentContainer.addSubview(contentTextView)

        // Shimmer label (for streaming)
        shimmerLabel.translatesAutoresizingMaskIntoConstraints = false
        shimmerLabel.text = "Thinking..."
        shimmerLabel.font = .systemFont(ofSize: 14, weight: .medium)
        shimmerLabel.textColor = .systemPurple
        shimmerLabel.isHidden = true
        addSubview(shimmerLabel)

        // Constraints
        expandedConstraint = contentContainer.heightAnchor.constraint(equalToConstant: 150)
        collapsedConstraint = contentContainer.heightAnchor.constraint(equalToConstant: 0)
        collapsedConstraint.isActive = true

        NSLayoutConstraint.activate([
            headerButton.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            headerButton.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            headerButton.trailingAnchor.constraint(equalTo: chevronImageView.leadingAnchor, constant: -8),

            chevronImageView.centerYAnchor.constraint(equalTo: headerButton.centerYAnchor),
            chevronImageView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
            chevronImageView.widthAnchor.constraint(equalToConstant: 16),
            chevronImageView.heightAnchor.constraint(equalToConstant: 16),

            shimmerLabel.centerYAnchor.constraint(equalTo: headerButton.centerYAnchor),
            shimmerLabel.leadingAnchor.constraint(equalTo: headerButton.trailingAnchor, constant: 8),

            contentContainer.topAnchor.constraint(equalTo: headerButton.bottomAnchor, constant: 8),
            contentContainer.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            contentContainer.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
            contentContainer.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),

            contentTextView.topAnchor.constraint(equalTo: contentContainer.topAnchor),
            contentTextView.leadingAnchor.constraint(equalTo: contentContainer.leadingAnchor),
            contentTextView.trailingAnchor.constraint(equalTo: contentContainer.trailingAnchor),
            contentTextView.bottomAnchor.constraint(equalTo: contentContainer.bottomAnchor)
        ])
    }

    // MARK: - Configure

    func configure(content: String, isStreaming: Bool) {
        isStreamingContent = isStreaming
        contentTextView.text = content

        if isStreaming {
            headerButton.configuration?.title = nil
            shimmerLabel.isHidden = false
            startShimmerAnimation()
        } else {
            headerButton.configuration?.title = "Thinking"
            shimmerLabel.isHidden = true
            stopShimmerAnimation()
        }
    }

    // MARK: - Actions

    private func headerTapped() {
        isExpanded.toggle()

        UIView.animate(withDuration: 0.25, delay: 0, options: .curveEaseInOut) {
            self.collapsedConstraint.isActive = !self.isExpanded
            self.expandedConstraint.isActive = self.isExpanded

            let rotation = self.isExpanded ? CGFloat.pi / 2 : 0
            self.chevronImageView.transform = CGAffineTransform(rotationAngle: rotation)

            self.superview?.layoutIfNeeded()
        }
    }

    // MARK: - Shimmer Animation

    private func startShimmerAnimation() {
        guard shimmerLayer == nil else { return }

        let gradient = CAGradientLayer()
        gradient.colors = [
            UIColor.systemPurple.withAlphaComponent(0.3).cgColor,
            UIColor.systemPurple.withAlphaComponent(0.8).cgColor,
            UIColor.systemPurple.withAlphaComponent(0.3).cgColor
        ]
        gradient.locations = [0, 0.5, 1]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        gradient.frame = shimmerLabel.bounds.insetBy(dx: -20, dy: 0)

        let animation = CABasicAnimation(keyPath: "locations")
        animation.fromValue = [-0.5, 0, 0.5]
        animation.toValue = [0.5, 1, 1.5]
        animation.duration = 1.5
        animation.repeatCount = .infinity

        gradient.add(animation, forKey: "shimmer")
        shimmerLabel.layer.mask = gradient
        shimmerLayer = gradient
    }

    private func stopShimmerAnimation() {
        shimmerLayer?.removeAllAnimations()
        shimmerLabel.layer.mask = nil
        shimmerLayer = nil
    }
}
