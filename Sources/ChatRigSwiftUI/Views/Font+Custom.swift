/// Named fonts and digit spacing, as SwiftUI declares them (inert, by name).
extension Font {
    /// `Font.custom(_:size:)`: a named font.
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(name: "custom \(name) \(size)") }

    /// `Font.custom(_:size:relativeTo:)`: a named font that scales with a text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font { custom(name, size: size) }

    /// `monospacedDigit()`: the font with monospaced digits.
    public func monospacedDigit() -> Font { Font(name: name + " monospacedDigit") }
}
