/// Appearance the rehearsal records and never draws: the color scheme, symbol rendering
/// modes, font widths and the fill shape styles. None of them changes a size (SwiftUI lays
/// a text out the same in light and dark; a symbol's rendering mode colors its layers).

/// The possible color schemes: SwiftUI's `ColorScheme` (Apple: "The possible color schemes,
/// corresponding to the light and dark appearances").
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light, dark
}

/// The possible contrasts: SwiftUI's `ColorSchemeContrast`.
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    case standard, increased
}

private struct ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
private struct ColorSchemeContrastKey: EnvironmentKey { static var defaultValue: ColorSchemeContrast { .standard } }
private struct SymbolRenderingModeKey: EnvironmentKey { static var defaultValue: SymbolRenderingMode? { nil } }

extension EnvironmentValues {
    /// The color scheme of this environment: `.light` unless a parent sets it
    /// (`.environment(\.colorScheme, .dark)`); the rehearsal runs in light mode.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The contrast of the color scheme: `.standard` (read-only, as Apple declares it).
    public var colorSchemeContrast: ColorSchemeContrast { self[ColorSchemeContrastKey.self] }

    /// The symbol rendering mode of the views inside; nil: picked from the image and style.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

/// A symbol rendering mode: SwiftUI's `SymbolRenderingMode` (`.monochrome`, `.multicolor`,
/// `.hierarchical`, `.palette`).
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

extension Image {
    /// `Image.symbolRenderingMode(_:)`: recorded on the image (Apple returns an `Image`).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

extension Font {
    /// A font width: SwiftUI's `Font.Width` (`.compressed`, `.condensed`, `.standard`,
    /// `.expanded`). Recorded; ChatRig's text layout sets every width at the standard advances.
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3), condensed = Width(-0.2), standard = Width(0), expanded = Width(0.2)
    }

    /// `Font.width(_:)`: this font at a width (recorded).
    public func width(_ width: Width) -> Font { self }
}

/// The fill styles of the system: SwiftUI's `FillShapeStyle` (`.fill`, `.fill.secondary`, …).
public struct FillShapeStyle: ShapeStyle, Hashable {
    public init() {}
}

/// The separator style: SwiftUI's `SeparatorShapeStyle`.
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
    public init() {}
}

extension ShapeStyle where Self == FillShapeStyle {
    /// `.fill`: the system's fill style, recorded.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// `.separator`: the system's separator style, recorded.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension View {
    /// `.preferredColorScheme(_:)`: the scheme the presentation prefers; recorded (the
    /// rehearsal's screen is light and the value is not handed down, as in SwiftUI, where it
    /// reaches the environment through the window).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(InertModifier(name: "preferredColorScheme", arguments: [colorScheme]))
    }

    /// `.symbolRenderingMode(_:)`: the rendering mode of the symbol images inside
    /// (``EnvironmentValues/symbolRenderingMode``); draws nothing.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }

    /// `.fontWidth(_:)`: recorded; the text inside is laid out at standard advances.
    public func fontWidth(_ width: Font.Width?) -> some View { modifier(InertModifier(name: "fontWidth", arguments: [width])) }

    /// `.fontDesign(_:)`: recorded; monospaced text is set through `.font(_:)` or `.monospaced()`.
    public func fontDesign(_ design: Font.Design?) -> some View { modifier(InertModifier(name: "fontDesign", arguments: [design])) }
}
