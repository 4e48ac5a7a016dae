/// Fonts by text style, as SwiftUI declares them (inert, by name). (The layout work of
/// issue 36 declares these in `Styling.swift` with their sizes: when both meet, this file goes.)
extension Font {
    /// A dynamic-type text style (SwiftUI's `Font.TextStyle`).
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// `Font.system(_:design:weight:)`: the system font for a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(name: "system \(style) \(String(describing: design)) \(String(describing: weight))")
    }

    /// `monospaced()`: the font's monospaced variant.
    public func monospaced() -> Font { Font(name: name + " monospaced") }
}
