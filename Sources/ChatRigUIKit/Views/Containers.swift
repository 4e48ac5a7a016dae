/// `UIStackView`: arranged subviews kept in order; not laid out.
@MainActor @preconcurrency
open class UIStackView: UIView {
    /// `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading, bottom = Alignment.trailing }
    /// `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }

    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var spacing: CGFloat = 0
    open var alignment: Alignment = .fill
    open var distribution: Distribution = .fill
    open var isLayoutMarginsRelativeArrangement = false
    private var arranged: [UIView] = []

    /// `arrangedSubviews`: a view removed from its superview leaves it, as in UIKit.
    open var arrangedSubviews: [UIView] { arranged.filter { $0.superview === self } }

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// `init(coder:)`: non-failable on `UIStackView`, as UIKit declares it
    /// (https://developer.apple.com/documentation/uikit/uistackview/init(coder:)), so a
    /// subclass writes `required init(coder:)`.
    public required init(coder: NSCoder) { super.init(coder: coder)! }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    open func addArrangedSubview(_ view: UIView) {
        arranged = arrangedSubviews.filter { $0 !== view } + [view]
        addSubview(view)
    }
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        var list = arrangedSubviews.filter { $0 !== view }
        list.insert(view, at: min(max(stackIndex, 0), list.count))
        arranged = list
        addSubview(view)
    }
    open func removeArrangedSubview(_ view: UIView) { arranged.removeAll { $0 === view } }
    /// The spacing set after an arranged subview, by the subview's identity.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// `setCustomSpacing(_:after:)`: recorded (nothing is laid out).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    }
    /// `customSpacing(after:)`: the spacing set after the view, else ``spacingUseDefault``
    /// ("If you haven't set a custom spacing … returns `spacingUseDefault`", Apple).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }
    /// `spacingUseDefault`: `FLT_MAX`, as UIKit declares it.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// `spacingUseSystem`: `FLT_MIN`.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
}

/// `UIImageView`: the image is kept, not decoded (image decoding of a message's
/// attachments is charged by the engine when its cell is configured).
@MainActor @preconcurrency
open class UIImageView: UIView {
    open var image: UIImage? { didSet { UIView.noteWrite() } }
    open var highlightedImage: UIImage?
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    open var isHighlighted = false
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }
}

/// `UIVisualEffect`.
@MainActor @preconcurrency
open class UIVisualEffect {}

/// `UIBlurEffect`: recorded, not rendered.
@MainActor @preconcurrency
open class UIBlurEffect: UIVisualEffect {
    /// `UIBlurEffect.Style`.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
    }
    public let style: Style
    public init(style: Style) { self.style = style }
}

/// `UIVibrancyEffect`.
@MainActor @preconcurrency
open class UIVibrancyEffect: UIVisualEffect {
    public let blurEffect: UIBlurEffect
    public init(blurEffect: UIBlurEffect) { self.blurEffect = blurEffect }
}

/// `UIVisualEffectView`: its `contentView` holds the subviews; the effect is recorded.
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    public let contentView = UIView()
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }
    /// `init(frame:)`, and through it `init()`: no effect (UIKit's `UIVisualEffectView` inherits
    /// `initWithFrame:`, so `UIVisualEffectView()` makes one without an effect).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
}

/// `UIActivityIndicatorView`: its animating state is recorded.
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
    /// `UIActivityIndicatorView.Style`, with UIKit's raw values: `whiteLarge`, `white` and
    /// `gray` are deprecated since iOS 13 for `medium` and `large`
    /// (https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style).
    public enum Style: Int, Sendable {
        case whiteLarge = 0, white = 1, gray = 2, medium = 100, large = 101
    }
    /// `style`: settable, as in UIKit; `medium` for a view made with `init(frame:)`.
    open var style: Style
    open var color: UIColor!
    open var hidesWhenStopped = true
    public private(set) var isAnimating = false
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }
    /// `init(frame:)`: a `medium` indicator.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
    }
    public required init(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)!
    }
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
}
