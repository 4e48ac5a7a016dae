/// A 2D shape (drawn nowhere): `Rectangle`, `RoundedRectangle`, `Circle`, `Capsule`, used as
/// views, backgrounds and clip shapes.
@MainActor @preconcurrency
public protocol Shape: View, Sendable {}

extension Shape {
    public func fill(_ color: Color = .primary) -> some View { modifier(InertModifier(name: "fill", arguments: [color])) }
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> some View { modifier(InertModifier(name: "stroke", arguments: [color, lineWidth])) }
}

/// A shape view: a leaf.
protocol LeafShape: Shape, PrimitiveView {}
extension LeafShape {
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [] }
}

public struct Rectangle: LeafShape, Equatable {
    public init() {}
    public var body: Never { primitiveBody() }
}

public struct RoundedRectangle: LeafShape, Equatable {
    public var cornerRadius: CGFloat
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerRadius }
    public var body: Never { primitiveBody() }
}

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

public struct Circle: LeafShape, Equatable {
    public init() {}
    public var body: Never { primitiveBody() }
}

public struct Capsule: LeafShape, Equatable {
    public init(style: RoundedCornerStyle = .continuous) {}
    public var body: Never { primitiveBody() }
}

/// How an image fits its frame.
public enum ContentMode: Hashable, CaseIterable, Sendable { case fit, fill }

extension View {
    public func clipShape<S: Shape>(_ shape: S) -> some View { modifier(InertModifier(name: "clipShape", arguments: [String(describing: S.self)])) }
    /// `.aspectRatio(_:contentMode:)`: ``AspectRatioModifier``.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: ratio, contentMode: contentMode))
    }
    public func aspectRatio(_ ratio: CGSize, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: ratio.height > 0 ? ratio.width / ratio.height : nil, contentMode: contentMode))
    }
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
    public func scaleEffect(_ scale: CGFloat) -> some View { modifier(InertModifier(name: "scaleEffect", arguments: [scale])) }
    public func fontWeight(_ weight: Font.Weight?) -> some View { modifier(InertModifier(name: "fontWeight", arguments: [weight])) }
    public func bold(_ isActive: Bool = true) -> some View { modifier(InertModifier(name: "bold", arguments: [isActive])) }
    public func italic(_ isActive: Bool = true) -> some View { modifier(InertModifier(name: "italic", arguments: [isActive])) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(InertModifier(name: "multilineTextAlignment", arguments: [alignment]))
    }
    public func textSelection(_ selectability: TextSelectability) -> some View {
        modifier(InertModifier(name: "textSelection", arguments: [selectability]))
    }
    public func disabled(_ disabled: Bool) -> some View { modifier(InertModifier(name: "disabled", arguments: [disabled])) }
    public func overlay<S: Shape>(_ shape: S) -> some View { modifier(InertModifier(name: "overlay", arguments: [String(describing: S.self)])) }
    /// `.overlay(_:alignment:)`: ``SecondaryViewModifier``.
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryViewModifier(placement: .overlay, view: overlay, alignment: alignment))
    }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryViewModifier(placement: .overlay, view: content(), alignment: alignment))
    }
    /// `.background(_:alignment:)`: ``SecondaryViewModifier``.
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryViewModifier(placement: .background, view: background, alignment: alignment))
    }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryViewModifier(placement: .background, view: content(), alignment: alignment))
    }
    public func rotationEffect(_ angle: Angle) -> some View { modifier(InertModifier(name: "rotationEffect", arguments: [angle.radians])) }
    /// `.offset(x:y:)`: ``OffsetModifier``.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { modifier(OffsetModifier(x: x, y: y)) }
    public func offset(_ offset: CGSize) -> some View { modifier(OffsetModifier(x: offset.width, y: offset.height)) }
    public func contentShape<S: Shape>(_ shape: S) -> some View { modifier(InertModifier(name: "contentShape", arguments: [])) }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(InertModifier(name: "onTapGesture", arguments: [count]))
    }
}

public enum TextAlignment: Hashable, CaseIterable, Sendable { case leading, center, trailing }

public struct TextSelectability: Hashable, Sendable {
    let enabled: Bool
    public static let enabled = TextSelectability(enabled: true)
    public static let disabled = TextSelectability(enabled: false)
}

public struct Angle: Hashable, Sendable {
    public var radians: Double
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
}
