/// `UIFontMetrics`: Dynamic Type scaling — at the rehearsal's one content size (Large, the
/// default), which scales by 1 (Apple's Human Interface Guidelines, "Typography": the text
/// styles' sizes are given at Large), so a scaled font or value is the one given.
public final class UIFontMetrics: Sendable {
    public let textStyle: UIFont.TextStyle
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
    /// `default`: the body style's metrics.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }
    public func scaledFont(for font: UIFont) -> UIFont { font }
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font }
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}
