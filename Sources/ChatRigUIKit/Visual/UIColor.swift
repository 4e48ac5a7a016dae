/// `UIColor`, inert: kept as a name and an alpha for the record, never drawn.
///
/// As UIKit declares it (`@MainActor`-free `open class UIColor: NSObject`, `Sendable`): equal
/// and hashed by its name and alpha (`isEqual(_:)`, `hash`), so `==` and `Set<UIColor>` work
/// as on iOS, and `#colorLiteral` makes one.
open class UIColor: NSObject, @unchecked Sendable {
    public let name: String
    public let alpha: CGFloat
    /// The sRGB components, where known (``ColorComponents``).
    let components: ColorComponents?

    public convenience init(name: String, alpha: CGFloat = 1) {
        self.init(name: name, alpha: alpha, components: ColorComponents.named(name))
    }
    init(name: String, alpha: CGFloat, components: ColorComponents?) {
        self.name = name
        self.alpha = alpha
        self.components = components
        super.init()
    }
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(name: "rgb(\(red), \(green), \(blue))", alpha: alpha, components: ColorComponents(red: red, green: green, blue: blue))
    }
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(name: "white(\(white))", alpha: alpha, components: ColorComponents(white: white))
    }
    /// `#colorLiteral(red:green:blue:alpha:)` (`_ExpressibleByColorLiteral`, as UIKit's
    /// `UIColor` is).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(name: "hsb(\(hue), \(saturation), \(brightness))", alpha: alpha,
                  components: ColorComponents(hue: hue, saturation: saturation, brightness: brightness))
    }
    /// `init(dynamicProvider:)`: the light appearance's color.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let color = dynamicProvider(UITraitCollection())
        self.init(name: color.name, alpha: color.alpha, components: color.components)
    }
    public convenience init?(named name: String) { self.init(name: name) }
    /// `init(named:in:compatibleWith:)`: an asset catalog color, by name (nothing is loaded).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(name: name)
    }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(name: name, alpha: alpha, components: components) }
    open var cgColor: CGColor { CGColor(color: self) }
    open override var description: String { alpha == 1 ? name : "\(name) @\(alpha)" }
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return name == other.name && alpha == other.alpha
    }
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(name)
        hasher.combine(alpha)
        return hasher.finalize()
    }

    open class var clear: UIColor { UIColor(name: "clear", alpha: 0) }
    open class var white: UIColor { UIColor(name: "white") }
    open class var black: UIColor { UIColor(name: "black") }
    open class var gray: UIColor { UIColor(name: "gray") }
    open class var darkGray: UIColor { UIColor(name: "darkGray") }
    open class var lightGray: UIColor { UIColor(name: "lightGray") }
    open class var red: UIColor { UIColor(name: "red") }
    open class var blue: UIColor { UIColor(name: "blue") }
    open class var green: UIColor { UIColor(name: "green") }
    open class var systemBlue: UIColor { UIColor(name: "systemBlue") }
    open class var systemIndigo: UIColor { UIColor(name: "systemIndigo") }
    open class var systemPurple: UIColor { UIColor(name: "systemPurple") }
    open class var systemRed: UIColor { UIColor(name: "systemRed") }
    open class var systemGreen: UIColor { UIColor(name: "systemGreen") }
    open class var systemOrange: UIColor { UIColor(name: "systemOrange") }
    open class var systemYellow: UIColor { UIColor(name: "systemYellow") }
    open class var systemPink: UIColor { UIColor(name: "systemPink") }
    open class var systemTeal: UIColor { UIColor(name: "systemTeal") }
    open class var systemGray: UIColor { UIColor(name: "systemGray") }
    open class var systemGray2: UIColor { UIColor(name: "systemGray2") }
    open class var systemGray3: UIColor { UIColor(name: "systemGray3") }
    open class var systemGray4: UIColor { UIColor(name: "systemGray4") }
    open class var systemGray5: UIColor { UIColor(name: "systemGray5") }
    open class var systemGray6: UIColor { UIColor(name: "systemGray6") }
    open class var systemBackground: UIColor { UIColor(name: "systemBackground") }
    open class var secondarySystemBackground: UIColor { UIColor(name: "secondarySystemBackground") }
    open class var tertiarySystemBackground: UIColor { UIColor(name: "tertiarySystemBackground") }
    open class var systemGroupedBackground: UIColor { UIColor(name: "systemGroupedBackground") }
    /// `groupTableViewBackground`: deprecated in iOS 13 for `systemGroupedBackground`.
    open class var groupTableViewBackground: UIColor { UIColor(name: "groupTableViewBackground") }
    open class var systemFill: UIColor { UIColor(name: "systemFill") }
    open class var secondarySystemFill: UIColor { UIColor(name: "secondarySystemFill") }
    open class var label: UIColor { UIColor(name: "label") }
    open class var secondaryLabel: UIColor { UIColor(name: "secondaryLabel") }
    open class var tertiaryLabel: UIColor { UIColor(name: "tertiaryLabel") }
    open class var placeholderText: UIColor { UIColor(name: "placeholderText") }
    open class var separator: UIColor { UIColor(name: "separator") }
    open class var link: UIColor { UIColor(name: "link") }
    open class var tintColor: UIColor { UIColor(name: "tintColor") }
    open class var cyan: UIColor { UIColor(name: "cyan") }
    open class var yellow: UIColor { UIColor(name: "yellow") }
    open class var magenta: UIColor { UIColor(name: "magenta") }
    open class var orange: UIColor { UIColor(name: "orange") }
    open class var purple: UIColor { UIColor(name: "purple") }
    open class var brown: UIColor { UIColor(name: "brown") }
    open class var systemBrown: UIColor { UIColor(name: "systemBrown") }
    open class var systemMint: UIColor { UIColor(name: "systemMint") }
    open class var systemCyan: UIColor { UIColor(name: "systemCyan") }
    open class var quaternaryLabel: UIColor { UIColor(name: "quaternaryLabel") }
    open class var opaqueSeparator: UIColor { UIColor(name: "opaqueSeparator") }
    open class var secondarySystemGroupedBackground: UIColor { UIColor(name: "secondarySystemGroupedBackground") }
    open class var tertiarySystemGroupedBackground: UIColor { UIColor(name: "tertiarySystemGroupedBackground") }
    open class var tertiarySystemFill: UIColor { UIColor(name: "tertiarySystemFill") }
    open class var quaternarySystemFill: UIColor { UIColor(name: "quaternarySystemFill") }
    open class var lightText: UIColor { UIColor(name: "lightText") }
    open class var darkText: UIColor { UIColor(name: "darkText") }
}

/// `CGColor`, inert: the color it was made from. A color literal makes one, as in Core
/// Graphics' Swift overlay (`layer.borderColor = #colorLiteral(…)`).
public final class CGColor: CustomStringConvertible, _ExpressibleByColorLiteral {
    public let color: UIColor
    init(color: UIColor) { self.color = color }
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(color: UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha)))
    }
    /// `init(red:green:blue:alpha:)`, `init(gray:alpha:)`: an sRGB or gray color.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(color: UIColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    public convenience init(gray: CGFloat, alpha: CGFloat) { self.init(color: UIColor(white: gray, alpha: alpha)) }
    public var alpha: CGFloat { color.alpha }
    /// `components`: red, green, blue and alpha where the color's components are known.
    public var components: [CGFloat]? { color.components.map { [$0.red, $0.green, $0.blue, color.alpha] } }
    public var numberOfComponents: Int { 4 }
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(color: color.withAlphaComponent(alpha)) }
    public var description: String { color.description }
}

/// `UITraitCollection`: the light, compact-width, default-size appearance of a phone in
/// portrait.
open class UITraitCollection {
    public enum UserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
    public enum SizeClass: Int, Sendable { case unspecified, compact, regular }
    public init() {}
    open var userInterfaceStyle: UserInterfaceStyle { .light }
    open var horizontalSizeClass: SizeClass { .compact }
    open var verticalSizeClass: SizeClass { .regular }
    open var displayScale: CGFloat { 3 }
    open var preferredContentSizeCategory: UIContentSizeCategory { .large }
    /// `userInterfaceIdiom`: the rehearsed device's, `.phone` (``UIDevice``).
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// `hasDifferentColorAppearance(comparedTo:)`: whether the other collection's appearance
    /// (its interface style) differs — never, in a rehearsal, from another of its own.
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        traitCollection.map { $0.userInterfaceStyle != userInterfaceStyle } ?? true
    }
}

extension UIColor: _ExpressibleByColorLiteral {}

/// The type of a color literal without a type context (`let tint = #colorLiteral(…)`), as
/// UIKit's overlay declares it.
public typealias _ColorLiteralType = UIColor
