import Foundation

/// `UICollectionReusableView`.
@MainActor @preconcurrency
open class UICollectionReusableView: UIView {
    /// The identifier the cell was dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// `prepareForReuse()`: called before a cell from the reuse pool is handed out again.
    open func prepareForReuse() {}
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}

/// `UICollectionViewCell`: subviews go in `contentView`; `contentConfiguration` makes the
/// content view from a configuration, as in UIKit.
@MainActor @preconcurrency
open class UICollectionViewCell: UICollectionReusableView {
    public private(set) var contentView = UIView()
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var isSelected = false
    open var isHighlighted = false
    open var automaticallyUpdatesContentConfiguration = true
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)?
    open var backgroundConfiguration: UIBackgroundConfiguration?

    /// `contentConfiguration`: setting one replaces the content view with the one it makes
    /// (or updates it in place when the content view is of the configuration's kind).
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            guard let configuration = contentConfiguration else { return }
            if let current = contentView as? any UIContentView, current.supports(configuration) {
                current.configuration = configuration
            } else {
                contentView.removeFromSuperview()
                contentView = configuration.makeContentView()
                addSubview(contentView)
            }
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    open var configurationState: UICellConfigurationState { UICellConfigurationState(isSelected: isSelected, isHighlighted: isHighlighted) }
    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }
    open func updateConfiguration(using state: UICellConfigurationState) { configurationUpdateHandler?(self, state) }
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

/// `UICellConfigurationState`.
@MainActor @preconcurrency
public struct UICellConfigurationState: Hashable, Sendable {
    public var isSelected: Bool
    public var isHighlighted: Bool
    public var isDisabled = false
    public init(isSelected: Bool = false, isHighlighted: Bool = false) {
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
    }
}

/// `UIBackgroundConfiguration`, inert.
@MainActor @preconcurrency
public struct UIBackgroundConfiguration {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}

/// `UIContentConfiguration`.
@MainActor @preconcurrency
public protocol UIContentConfiguration {
    func makeContentView() -> any UIView & UIContentView
    func updated(for state: UICellConfigurationState) -> Self
}

/// `UIContentView`.
@MainActor @preconcurrency
public protocol UIContentView: AnyObject {
    var configuration: any UIContentConfiguration { get set }
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// `UIListContentConfiguration`: its text and secondary text are put on labels of its
/// content view, so what the cell shows is kept like any label's text.
@MainActor @preconcurrency
public struct UIListContentConfiguration: UIContentConfiguration {
    /// `UIListContentConfiguration.TextProperties`.
    public struct TextProperties {
        public var font: UIFont = .preferredFont(forTextStyle: .body)
        public var color: UIColor = .label
        public var numberOfLines = 0
        public var alignment: NSTextAlignment = .natural
    }
    /// `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize: CGSize = .zero
    }
    public var text: String?
    public var attributedText: NSAttributedString?
    public var secondaryText: String?
    public var image: UIImage?
    public var textProperties = TextProperties()
    public var secondaryTextProperties = TextProperties()
    public var imageProperties = ImageProperties()
    public var directionalLayoutMargins = NSDirectionalEdgeInsets.zero
    public var textToSecondaryTextVerticalPadding: CGFloat = 0

    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }

    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }
    public func updated(for state: UICellConfigurationState) -> UIListContentConfiguration { self }
}

/// `UIListContentView`: a text label, a secondary label and an image view.
@MainActor @preconcurrency
open class UIListContentView: UIView, UIContentView {
    public let textLabel = UILabel()
    public let secondaryTextLabel = UILabel()
    public let imageView = UIImageView()
    open var configuration: any UIContentConfiguration {
        didSet { show() }
    }
    public init(configuration: UIListContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        addSubview(imageView)
        show()
    }
    public required init?(coder: NSCoder) {
        configuration = UIListContentConfiguration()
        super.init(coder: coder)
    }
    private func show() {
        guard let list = configuration as? UIListContentConfiguration else { return }
        if let attributed = list.attributedText { textLabel.attributedText = attributed } else { textLabel.text = list.text }
        secondaryTextLabel.text = list.secondaryText
        imageView.image = list.image
    }
}

/// `UICollectionViewLayoutAttributes` (`NSObject`, `NSCopying`): an element's frame and
/// appearance, as a layout returns them. A subclass overrides `copy(with:)` and `isEqual(_:)`
/// for its own properties, as in UIKit.
@MainActor @preconcurrency
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }

    open var indexPath: IndexPath
    open var frame: CGRect
    open var alpha: CGFloat = 1
    open var transform: CGAffineTransform = .identity
    /// `transform3D`: kept and copied, as `transform` is (not applied to the frame: neither
    /// transform is, README).
    open var transform3D: CATransform3D = CATransform3DIdentity
    open var isHidden = false
    open var zIndex = 0
    public internal(set) var representedElementCategory: ElementCategory = .cell
    public internal(set) var representedElementKind: String?
    open var size: CGSize {
        get { frame.size }
        set { frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width, height: newValue.height) }
    }
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame = CGRect(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2, width: frame.width, height: frame.height) }
    }
    open var bounds: CGRect {
        get { CGRect(x: 0, y: 0, width: frame.width, height: frame.height) }
        set { size = newValue.size }
    }

    public required override init() {
        indexPath = IndexPath(item: 0, section: 0)
        frame = .zero
        super.init()
    }
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }
    /// `init(forDecorationViewOfKind:with:)`: attributes of a decoration view ("visual
    /// adornments for a section or for the entire collection view", Apple).
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// `copy(with:)`: an attributes object of the same class with the same values.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.indexPath = indexPath
        copy.frame = frame
        copy.alpha = alpha
        copy.transform = transform
        copy.transform3D = transform3D
        copy.isHidden = isHidden
        copy.zIndex = zIndex
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }
}
