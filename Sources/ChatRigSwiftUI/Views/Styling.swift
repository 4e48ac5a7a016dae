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

/// A font (inert).
public struct Font: Hashable, Sendable {
    let name: String
    public enum Weight: Hashable, Sendable { case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
    public static let largeTitle = Font(name: "largeTitle"), title = Font(name: "title"), title2 = Font(name: "title2")
    public static let title3 = Font(name: "title3"), headline = Font(name: "headline"), subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body"), callout = Font(name: "callout"), footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption"), caption2 = Font(name: "caption2")
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font { Font(name: "system \(size)") }
    public func weight(_ weight: Weight) -> Font { self }
    public func bold() -> Font { self }
    public func italic() -> Font { self }
}

extension View {
    public func font(_ font: Font?) -> some View { modifier(InertModifier(name: "font", arguments: [font])) }
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
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(InertModifier(name: "frame", arguments: [width, height, alignment]))
    }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                      idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(InertModifier(name: "frame", arguments: [minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment]))
    }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(InertModifier(name: "animation", arguments: [animation]))
    }
}
