/// Edges of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top), leading = Set(.leading), bottom = Set(.bottom), trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Insets on four edges.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// `.padding`: space around the content. On the scroll content's stack it is the engine's
/// content insets; elsewhere inert. `.padding()` without a length is 16 pt (estimate: Apple
/// documents "a system-calculated amount", 16 pt on iPhone in practice).
struct PaddingModifier: ViewModifier, PrimitiveModifier, Equatable {
    static let systemLength: CGFloat = 16
    let insets: EdgeInsets
}

extension View {
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = length ?? PaddingModifier.systemLength
        return modifier(PaddingModifier(insets: EdgeInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                                                           bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0)))
    }

    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    public func padding(_ insets: EdgeInsets) -> some View { modifier(PaddingModifier(insets: insets)) }
}

/// A modifier that is recorded and draws nothing (colors, fonts, shapes, effects): its
/// arguments, where comparable, decide whether the view changed.
struct InertModifier: ViewModifier, PrimitiveModifier, Equatable {
    let name: String
    let arguments: [AnyHashable]
}

/// A font: a text style or a system font of a size, which `Text` is laid out in
/// (``TextLayout``); weight, italics and design other than monospaced are recorded and do
/// not change the layout.
public struct Font: Hashable, Sendable {
    var name: String
    /// Its point size.
    var size: CGFloat = 17
    /// Whether it is monospaced (`design: .monospaced`, `.monospaced()`).
    var isMonospaced = false
    /// The text style it is, which scales with the environment's Dynamic Type size
    /// (``DynamicTypeSize``); nil for a font of a fixed size.
    var textStyle: TextStyle?
    public enum Weight: Hashable, Sendable { case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
    /// A text style: SwiftUI's `Font.TextStyle`.
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    // The text styles at their default (Large) Dynamic Type sizes: Apple Human Interface
    // Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes", Large.
    public static let largeTitle = Font(name: "largeTitle", size: 34, textStyle: .largeTitle), title = Font(name: "title", size: 28, textStyle: .title)
    public static let title2 = Font(name: "title2", size: 22, textStyle: .title2), title3 = Font(name: "title3", size: 20, textStyle: .title3)
    public static let headline = Font(name: "headline", size: 17, textStyle: .headline), subheadline = Font(name: "subheadline", size: 15, textStyle: .subheadline)
    public static let body = Font(name: "body", size: 17, textStyle: .body), callout = Font(name: "callout", size: 16, textStyle: .callout)
    public static let footnote = Font(name: "footnote", size: 13, textStyle: .footnote)
    public static let caption = Font(name: "caption", size: 12, textStyle: .caption), caption2 = Font(name: "caption2", size: 11, textStyle: .caption2)
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(name: "system \(size)", size: size, isMonospaced: design == .monospaced)
    }
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = Font.style(style)
        font.isMonospaced = design == .monospaced
        return font
    }
    static func style(_ style: TextStyle) -> Font {
        switch style {
        case .largeTitle: .largeTitle
        case .title: .title
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .subheadline: .subheadline
        case .body: .body
        case .callout: .callout
        case .footnote: .footnote
        case .caption: .caption
        case .caption2: .caption2
        }
    }
    public func weight(_ weight: Weight) -> Font { self }
    public func bold() -> Font { self }
    public func italic() -> Font { self }
    public func monospaced() -> Font {
        var copy = self
        copy.isMonospaced = true
        return copy
    }
}

extension View {
    /// `.font(_:)`: the font of the `Text`s inside (``EnvironmentValues/font``).
    public func font(_ font: Font?) -> some View { modifier(FontModifier(font: font)) }
    public func foregroundColor(_ color: Color?) -> some View { modifier(InertModifier(name: "foregroundColor", arguments: [color])) }
    public func foregroundStyle(_ color: Color) -> some View { modifier(InertModifier(name: "foregroundStyle", arguments: [color])) }
    public func background(_ color: Color) -> some View { modifier(InertModifier(name: "background", arguments: [color])) }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(InertModifier(name: "cornerRadius", arguments: [radius]))
    }
    public func opacity(_ opacity: Double) -> some View { modifier(InertModifier(name: "opacity", arguments: [opacity])) }
    public func shadow(color: Color = Color("shadow"), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(InertModifier(name: "shadow", arguments: [color, radius, x, y]))
    }
    /// `.frame(width:height:alignment:)`: ``FixedFrameModifier``.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FixedFrameModifier(width: width, height: height, alignment: alignment))
    }
    /// `.frame(minWidth:…)`: ``FlexibleFrameModifier``.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                      idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FlexibleFrameModifier(width: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                                       height: .init(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment))
    }
    /// `.fixedSize()`: ``FixedSizeModifier`` in both dimensions.
    public func fixedSize() -> some View { modifier(FixedSizeModifier(horizontal: true, vertical: true)) }
    /// `.fixedSize(horizontal:vertical:)`: ``FixedSizeModifier``.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
    /// `.layoutPriority(_:)`: ``LayoutPriorityModifier``.
    public func layoutPriority(_ value: Double) -> some View { modifier(LayoutPriorityModifier(value: value)) }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(InertModifier(name: "animation", arguments: [animation]))
    }
}

/// `.font(_:)`: sets ``EnvironmentValues/font`` for the content (compared by value, so the
/// content's bodies run again only when the font changed).
struct FontModifier: ViewModifier, PrimitiveModifier, Equatable {
    let font: Font?
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var copy = environment
        copy.font = font
        return copy
    }
}

/// The font `Text` is laid out in: `.font(_:)`'s (Apple, `EnvironmentValues.font`).
struct FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}

/// The most lines a `Text` shows: `.lineLimit(_:)`'s (Apple, `EnvironmentValues.lineLimit`).
struct LineLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

extension EnvironmentValues {
    /// The default font of the views inside; nil: `.body`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The most lines a `Text` inside shows; nil: no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
}
