/// Named fonts and digit spacing, as SwiftUI declares them (inert, by name).
extension Font {
    /// `Font.custom(_:size:)`: a named font, laid out at its size in the system face (estimate).
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(name: "custom \(name) \(size)", size: size) }

    /// `Font.custom(_:size:relativeTo:)`: a named font that scales with a text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font { custom(name, size: size) }

    /// `monospacedDigit()`: the font with monospaced digits.
    public func monospacedDigit() -> Font {
        var copy = self
        copy.name = name + " monospacedDigit"
        return copy
    }
}
