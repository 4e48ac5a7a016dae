/// `UIButton`, inert looks: images, titles and configurations are recorded per state;
/// its actions run from `sendActions(for:)`.
@MainActor @preconcurrency
open class UIButton: UIControl {
    /// `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

    /// `UIButton.Configuration`.
    public struct Configuration {
        /// `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Sendable { case fixed, dynamic, small, medium, large, capsule }
        /// `UIButton.Configuration.Size`.
        public enum Size: Sendable { case mini, small, medium, large }
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var imagePadding: CGFloat = 0
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var contentInsets = NSDirectionalEdgeInsets.zero
        public var showsActivityIndicator = false
        public let style: String

        init(style: String) { self.style = style }
        public static func plain() -> Configuration { Configuration(style: "plain") }
        public static func filled() -> Configuration { Configuration(style: "filled") }
        public static func tinted() -> Configuration { Configuration(style: "tinted") }
        public static func gray() -> Configuration { Configuration(style: "gray") }
        public static func bordered() -> Configuration { Configuration(style: "bordered") }
        public static func borderless() -> Configuration { Configuration(style: "borderless") }
    }

    public let buttonType: ButtonType
    open var configuration: Configuration? { didSet { UIView.noteWrite() } }
    open var configurationUpdateHandler: ((UIButton) -> Void)?
    open var changesSelectionAsPrimaryAction = false
    private var images: [UInt: UIImage] = [:]
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    public let titleLabel: UILabel? = UILabel()
    public let imageView: UIImageView? = UIImageView()

    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }

    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }
    /// `setBackgroundImage(_:for:)`, `backgroundImage(for:)`: kept per state (never drawn).
    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image }
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state.rawValue] }
    private var backgroundImages: [UInt: UIImage] = [:]
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title }
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] }
    /// `setAttributedTitle(_:for:)`, `attributedTitle(for:)`: kept per state (never drawn).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) { attributedTitles[state.rawValue] = title }
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: self.state) }
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    /// `adjustsImageWhenHighlighted`, `adjustsImageWhenDisabled` (deprecated in iOS 15 for
    /// the button configuration's image handler): kept.
    open var adjustsImageWhenHighlighted = true
    open var adjustsImageWhenDisabled = true
    /// `contentEdgeInsets`, `titleEdgeInsets`, `imageEdgeInsets` (deprecated in iOS 15 for
    /// `configuration`): kept, inert — the button's frame is what the app sets.
    open var contentEdgeInsets: UIEdgeInsets = .zero
    open var titleEdgeInsets: UIEdgeInsets = .zero
    open var imageEdgeInsets: UIEdgeInsets = .zero
    /// `menu`, `showsMenuAsPrimaryAction`: kept; no menu is shown (no one taps the button).
    open var menu: UIMenu?
    open var showsMenuAsPrimaryAction = false
    /// `isPointerInteractionEnabled`: an iPad pointer's hover effect; kept.
    open var isPointerInteractionEnabled = false
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {}
    open var currentImage: UIImage? { image(for: self.state) }
    open var currentTitle: String? { title(for: self.state) }

    /// A tap: `.touchUpInside` and `.primaryActionTriggered` actions, as UIKit sends both.
    override func triggeredEvents(_ controlEvents: Event) -> Event {
        controlEvents.contains(.touchUpInside) ? controlEvents.union(.primaryActionTriggered) : controlEvents
    }
}

/// `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1), leading = NSDirectionalRectEdge(rawValue: 2)
    public static let bottom = NSDirectionalRectEdge(rawValue: 4), trailing = NSDirectionalRectEdge(rawValue: 8)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
