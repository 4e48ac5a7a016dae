/// What fills a shape or colors a foreground: SwiftUI's `ShapeStyle` — colors, the
/// hierarchical styles, the tint, materials. Inert: recorded by name, drawn nowhere.
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

/// `.primary` … `.quaternary` as styles (SwiftUI's `HierarchicalShapeStyle`).
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0), secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2), quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)
}

/// The view's tint as a style (SwiftUI's `TintShapeStyle`).
public struct TintShapeStyle: ShapeStyle, Hashable { public init() {} }

/// A blur material (SwiftUI's `Material`).
public struct Material: ShapeStyle, Hashable {
    let name: String
    public static let ultraThinMaterial = Material(name: "ultraThin"), thinMaterial = Material(name: "thin")
    public static let regularMaterial = Material(name: "regular"), thickMaterial = Material(name: "thick")
    public static let ultraThickMaterial = Material(name: "ultraThick"), bar = Material(name: "bar")
}

/// A style with an opacity applied (`style.opacity(_:)`).
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double
}

extension ShapeStyle {
    /// The style at `opacity`.
    public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: self, opacity: opacity) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle.quaternary }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    public static var thinMaterial: Material { Material.thinMaterial }
    public static var regularMaterial: Material { Material.regularMaterial }
    public static var thickMaterial: Material { Material.thickMaterial }
    public static var bar: Material { Material.bar }
}

extension ShapeStyle where Self == Color {
    public static var clear: Color { Color.clear }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var blue: Color { Color.blue }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var accentColor: Color { Color.accentColor }
}

extension Color {
    /// Colors SwiftUI declares besides the basic ones (inert, by name).
    public static let mint = Color("mint"), teal = Color("teal"), cyan = Color("cyan"), indigo = Color("indigo"), brown = Color("brown")
}

/// A shape as SwiftUI names it in a style's shape argument: `.rect(cornerRadius:)`,
/// `.capsule`, `.circle`.
extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

extension View {
    /// `.foregroundStyle(_:)` with any style (a `Color` takes the `Color` form).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(InertModifier(name: "foregroundStyle", arguments: [String(describing: S.self)]))
    }

    /// `.background(_:ignoresSafeAreaEdges:)` with any style.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(InertModifier(name: "background", arguments: [String(describing: S.self)]))
    }

    /// `.background(_:in:fillStyle:)`: a style filling a shape behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        modifier(InertModifier(name: "background", arguments: [String(describing: S.self), String(describing: T.self)]))
    }

    /// `.background(in:)`: the default background style in a shape.
    public func background<T: Shape>(in shape: T) -> some View {
        modifier(InertModifier(name: "background", arguments: [String(describing: T.self)]))
    }

    /// `.safeAreaPadding(_:_:)`: recorded (the engine's insets come from `.contentMargins`
    /// and the composer).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(InertModifier(name: "safeAreaPadding", arguments: [edges.rawValue, length]))
    }

    /// `.safeAreaPadding(_:)` with a length on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }
}
