/// `UIColor`, inert: kept as a name and an alpha for the record, never drawn.
open class UIColor: Equatable, CustomStringConvertible {
    public let name: String
    public let alpha: CGFloat

    public init(name: String, alpha: CGFloat = 1) {
        self.name = name
        self.alpha = alpha
    }
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(name: "rgb(\(red), \(green), \(blue))", alpha: alpha)
    }
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(name: "white(\(white))", alpha: alpha) }
    /// `#colorLiteral(red:green:blue:alpha:)` (`_ExpressibleByColorLiteral`, as UIKit's
    /// `UIColor` is).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(name: "hsb(\(hue), \(saturation), \(brightness))", alpha: alpha)
    }
    /// `init(dynamicProvider:)`: the light appearance's color.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let color = dynamicProvider(UITraitCollection())
        self.init(name: color.name, alpha: color.alpha)
    }
    public convenience init?(named name: String) { self.init(name: name) }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(name: name, alpha: alpha) }
    open var cgColor: CGColor { CGColor(color: self) }
    public var description: String { alpha == 1 ? name : "\(name) @\(alpha)" }
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.name == rhs.name && lhs.alpha == rhs.alpha }

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
    open class var systemGray5: UIColor { UIColor(name: "systemGray5") }
    open class var systemGray6: UIColor { UIColor(name: "systemGray6") }
    open class var systemBackground: UIColor { UIColor(name: "systemBackground") }
    open class var secondarySystemBackground: UIColor { UIColor(name: "secondarySystemBackground") }
    open class var tertiarySystemBackground: UIColor { UIColor(name: "tertiarySystemBackground") }
    open class var systemGroupedBackground: UIColor { UIColor(name: "systemGroupedBackground") }
    open class var systemFill: UIColor { UIColor(name: "systemFill") }
    open class var secondarySystemFill: UIColor { UIColor(name: "secondarySystemFill") }
    open class var label: UIColor { UIColor(name: "label") }
    open class var secondaryLabel: UIColor { UIColor(name: "secondaryLabel") }
    open class var tertiaryLabel: UIColor { UIColor(name: "tertiaryLabel") }
    open class var placeholderText: UIColor { UIColor(name: "placeholderText") }
    open class var separator: UIColor { UIColor(name: "separator") }
    open class var link: UIColor { UIColor(name: "link") }
    open class var tintColor: UIColor { UIColor(name: "tintColor") }
}

/// `CGColor`, inert.
public final class CGColor: CustomStringConvertible {
    public let color: UIColor
    init(color: UIColor) { self.color = color }
    public var alpha: CGFloat { color.alpha }
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
}

/// `UIContentSizeCategory`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
}

extension UIColor: _ExpressibleByColorLiteral {}
