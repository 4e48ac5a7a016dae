/// `UIFont` (an `NSObject`, as in UIKit), inert: its point size and weight are kept. Two fonts
/// of the same size, weight and spacing are equal (`isEqual(_:)`), as two fonts from the same
/// descriptor are in UIKit, so a value holding a font can be `Hashable`.
open class UIFont: NSObject {
    /// `UIFont.Weight`.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8), thin = Weight(-0.6), light = Weight(-0.4), regular = Weight(0)
        public static let medium = Weight(0.23), semibold = Weight(0.3), bold = Weight(0.4), heavy = Weight(0.56), black = Weight(0.62)
    }
    /// `UIFont.TextStyle` with the default (Large) content size's point sizes.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "largeTitle"), title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2"), title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline"), body = TextStyle(rawValue: "body")
        public static let callout = TextStyle(rawValue: "callout"), subheadline = TextStyle(rawValue: "subheadline")
        public static let footnote = TextStyle(rawValue: "footnote"), caption1 = TextStyle(rawValue: "caption1")
        public static let caption2 = TextStyle(rawValue: "caption2")

        /// Apple's Human Interface Guidelines, "Typography", iOS sizes at the Large setting.
        var pointSize: CGFloat {
            switch rawValue {
            case "largeTitle": 34
            case "title1": 28
            case "title2": 22
            case "title3": 20
            case "callout": 16
            case "subheadline": 15
            case "footnote": 13
            case "caption1": 12
            case "caption2": 11
            default: 17
            }
        }
    }

    public let pointSize: CGFloat
    public let weight: Weight
    public let isMonospaced: Bool

    public init(pointSize: CGFloat, weight: Weight, isMonospaced: Bool = false) {
        self.pointSize = pointSize
        self.weight = weight
        self.isMonospaced = isMonospaced
        super.init()
    }

    open class func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .regular) }
    open class func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: size, weight: weight) }
    open class func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .bold) }
    open class func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .regular) }
    open class func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: size, weight: weight, isMonospaced: true) }
    /// `monospacedDigitSystemFont(ofSize:weight:)`: the system font (only its digits are
    /// monospaced, which the text estimate does not tell apart).
    open class func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: size, weight: weight) }
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(pointSize: style.pointSize, weight: .regular) }
    /// `preferredFont(forTextStyle:compatibleWith:)`: as without traits — the rehearsal's
    /// content size is always Large.
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }
    open func withSize(_ size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: weight, isMonospaced: isMonospaced) }
    open var lineHeight: CGFloat { (pointSize * 1.193).rounded() }
    /// `ascender`, `descender`, `capHeight`, `xHeight`, `leading`: SF Pro's proportions
    /// of the point size (estimates: ascender 0.952, descender −0.241, cap height 0.705,
    /// x-height 0.528 em, no leading), so ascender − descender is the line height.
    open var ascender: CGFloat { pointSize * 0.952 }
    open var descender: CGFloat { -pointSize * 0.241 }
    open var capHeight: CGFloat { pointSize * 0.705 }
    open var xHeight: CGFloat { pointSize * 0.528 }
    open var leading: CGFloat { 0 }
    /// `fontName`, `familyName`: the system font's names.
    open var fontName: String { weight == .bold ? ".SFUI-Bold" : ".SFUI-Regular" }
    open var familyName: String { ".SF UI Text" }
    /// `init?(name:size:)`: a font of that size (every name resolves; nothing is loaded).
    public convenience init?(name fontName: String, size fontSize: CGFloat) { self.init(pointSize: fontSize, weight: .regular) }
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return pointSize == other.pointSize && weight == other.weight && isMonospaced == other.isMonospaced
    }
    /// Hashed by what `isEqual(_:)` compares.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(isMonospaced)
        return hasher.finalize()
    }
}

/// `UIImage` (an `NSObject`, as in UIKit), inert: a name (an SF Symbol or an asset) and a
/// size in points; images of the same name and size are equal.
open class UIImage: NSObject {
    /// `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
    /// `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Sendable { case `default`, unspecified, small, medium, large }
    /// `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// `UIImage.SymbolConfiguration`.
    open class SymbolConfiguration {
        public let pointSize: CGFloat?
        public let weight: SymbolWeight
        public let scale: SymbolScale
        public init(pointSize: CGFloat, weight: SymbolWeight = .regular, scale: SymbolScale = .default) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }
        public init(weight: SymbolWeight) { (pointSize, self.weight, scale) = (nil, weight, .default) }
        public init(scale: SymbolScale) { (pointSize, weight, self.scale) = (nil, .regular, scale) }
        public init(textStyle: UIFont.TextStyle) { (pointSize, weight, scale) = (textStyle.pointSize, .regular, .default) }
    }

    public let name: String
    public let size: CGSize
    public let configuration: SymbolConfiguration?

    public init(name: String, size: CGSize, configuration: SymbolConfiguration? = nil) {
        self.name = name
        self.size = size
        self.configuration = configuration
        super.init()
    }
    public convenience init?(systemName: String) { self.init(name: systemName, size: CGSize(width: 17, height: 17)) }
    public convenience init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
        let side = configuration?.pointSize ?? 17
        self.init(name: systemName, size: CGSize(width: side, height: side), configuration: configuration)
    }
    public convenience init?(named name: String) { self.init(name: name, size: .zero) }
    /// `#imageLiteral(resourceName:)` (`_ExpressibleByImageLiteral`, as UIKit's `UIImage` is):
    /// the asset of that name, as `init(named:)`.
    public required convenience init(imageLiteralResourceName path: String) { self.init(name: path, size: .zero) }
    /// `init()`: an empty image.
    public override convenience init() { self.init(name: "", size: .zero) }
    /// `init(named:in:compatibleWith:)`: an asset of the bundle, by name (nothing is loaded).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(name: name, size: .zero)
    }
    /// `init(named:in:with:)`: an asset of the bundle with a symbol configuration.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: SymbolConfiguration?) {
        self.init(name: name, size: .zero, configuration: configuration)
    }
    /// `init(data:)`: an image of unknown pixels (the rehearsal decodes nothing).
    public convenience init?(data: Data) { self.init(name: "data(\(data.count) bytes)", size: .zero) }
    /// `init(data:scale:)`: as `init(data:)`.
    public convenience init?(data: Data, scale: CGFloat) { self.init(data: data) }
    /// `init?(contentsOfFile:)`: the file's image (nothing is read; named by its path).
    public convenience init?(contentsOfFile path: String) { self.init(name: path, size: .zero) }
    /// `jpegData(compressionQuality:)`, `pngData()`: nil — there are no pixels to encode
    /// (UIKit returns nil for an image it cannot encode).
    open func jpegData(compressionQuality: CGFloat) -> Data? { nil }
    open func pngData() -> Data? { nil }

    open func withRenderingMode(_ mode: RenderingMode) -> UIImage { self }
    open func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        UIImage(name: name, size: size, configuration: configuration)
    }
    open func withTintColor(_ color: UIColor) -> UIImage { self }
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { self }
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return name == other.name && size == other.size
    }
    /// Hashed by what `isEqual(_:)` compares.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(name)
        hasher.combine(size.width)
        hasher.combine(size.height)
        return hasher.finalize()
    }
}

/// `UIFont` is `Sendable` in UIKit (immutable: "you can use font objects from any thread");
/// here its stored properties are constants.
extension UIFont: @unchecked Sendable {}

/// `UIImage` is `Sendable` in UIKit (immutable, "safe to use from any thread"); here its
/// stored properties are constants.
extension UIImage: @unchecked Sendable {}

extension UIImage: _ExpressibleByImageLiteral {}

/// The type of an image literal without a type context (`let pin = #imageLiteral(resourceName:)`),
/// as UIKit's overlay declares it.
public typealias _ImageLiteralType = UIImage
