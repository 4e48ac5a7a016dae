/// Gradients, as fills and as views: SwiftUI's `Gradient`, `LinearGradient`,
/// `AngularGradient`, `RadialGradient`. Drawn nowhere; as a view a gradient takes the size it
/// is offered, 10 × 10 unoffered, as a `Color` does (Apple: a gradient "fills the area it is
/// given", `ProposedViewSize.replacingUnspecifiedDimensions(by:)`'s default).

/// A color gradient: ordered colors with their locations.
public struct Gradient: Hashable, Sendable {
    /// One color stop.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    /// Colors spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        stops = colors.enumerated().map { index, color in
            Stop(color: color, location: colors.count > 1 ? CGFloat(index) / CGFloat(colors.count - 1) : 0)
        }
    }
}

/// A gradient along a line between two unit points.
public struct LinearGradient: ShapeStyle, View, PrimitiveView, Hashable {
    let gradient: Gradient
    let startPoint: UnitPoint, endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [] }
}

/// A gradient sweeping around a center.
public struct AngularGradient: ShapeStyle, View, PrimitiveView, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle, endAngle: Angle
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [] }
}

/// A gradient spreading from a center between two radii.
public struct RadialGradient: ShapeStyle, View, PrimitiveView, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat, endRadius: CGFloat
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [] }
}

extension LinearGradient: SizedView {
    func size(fitting proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize { proposal.replacingUnspecifiedDimensions() }
}
extension AngularGradient: SizedView {
    func size(fitting proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize { proposal.replacingUnspecifiedDimensions() }
}
extension RadialGradient: SizedView {
    func size(fitting proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize { proposal.replacingUnspecifiedDimensions() }
}

extension ShapeStyle where Self == LinearGradient {
    /// `.linearGradient(_:startPoint:endPoint:)`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// `.linearGradient(colors:startPoint:endPoint:)`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension Angle {
    /// No rotation.
    public static let zero = Angle(radians: 0)
}

/// A shape that can be inset, so its border can be stroked inside it: SwiftUI's `InsettableShape`.
public protocol InsettableShape: Shape {}
extension Rectangle: InsettableShape {}
extension RoundedRectangle: InsettableShape {}
extension Circle: InsettableShape {}
extension Capsule: InsettableShape {}

extension Shape {
    /// `.fill(_:style:)` with any shape style: recorded by the style's type.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        modifier(InertModifier(name: "fill", arguments: [String(describing: S.self)]))
    }
    /// `.stroke(_:lineWidth:)` with any shape style: recorded.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        modifier(InertModifier(name: "stroke", arguments: [String(describing: S.self), lineWidth]))
    }
}

extension InsettableShape {
    /// `.strokeBorder(_:lineWidth:antialiased:)`: recorded (the border is inside the shape's frame).
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        modifier(InertModifier(name: "strokeBorder", arguments: [String(describing: S.self), lineWidth]))
    }
    /// `.strokeBorder(lineWidth:antialiased:)` in the foreground style: recorded.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        modifier(InertModifier(name: "strokeBorder", arguments: [lineWidth]))
    }
}

/// How a shape is filled: SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
