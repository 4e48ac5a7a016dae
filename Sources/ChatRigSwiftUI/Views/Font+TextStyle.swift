/// Fonts by text style and weight, as SwiftUI declares them (inert, by name).
extension Font {
    /// A dynamic-type text style (SwiftUI's `Font.TextStyle`).
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// `Font.system(_:design:weight:)`: the system font for a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(name: "system \(style) \(String(describing: design)) \(String(describing: weight))")
    }

    /// `Font.custom(_:size:)`: a named font.
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(name: "custom \(name) \(size)") }

    /// `Font.custom(_:size:relativeTo:)`: a named font that scales with a text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font { custom(name, size: size) }

    /// `monospaced()`: the font's monospaced variant.
    public func monospaced() -> Font { Font(name: name + " monospaced") }

    /// `monospacedDigit()`: the font with monospaced digits.
    public func monospacedDigit() -> Font { Font(name: name + " monospacedDigit") }
}
