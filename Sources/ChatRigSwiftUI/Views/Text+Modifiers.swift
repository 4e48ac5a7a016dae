/// `Text`'s own modifiers, which return a `Text` (so texts can still be joined with `+`),
/// as SwiftUI declares them. `font(_:)` is modelled: the text is laid out in that font
/// (before the environment's). The others style the characters and are recorded nowhere:
/// ChatRig's text layout measures characters at the system advances whatever their weight,
/// color or decoration.
extension Text {
    /// `Text.font(_:)`: the font this text is laid out in; nil keeps the environment's.
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }
    public func foregroundColor(_ color: Color?) -> Text { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    public func bold() -> Text { self }
    public func bold(_ isActive: Bool) -> Text { self }
    public func italic() -> Text { self }
    public func italic(_ isActive: Bool) -> Text { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    /// `Text.monospaced(_:)`: laid out at the monospaced advances.
    public func monospaced(_ isActive: Bool = true) -> Text {
        var copy = self
        copy.isMonospaced = isActive
        return copy
    }
}
