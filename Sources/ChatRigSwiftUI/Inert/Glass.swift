/// Liquid Glass (iOS 26): the glass effect, its container and the glass button styles,
/// inert — recorded, drawn nowhere.

/// A glass material (SwiftUI's `Glass`): `.regular`, `.clear`, `.identity`, tinted, interactive.
public struct Glass: Hashable, Sendable {
    let name: String
    public static let regular = Glass(name: "regular"), clear = Glass(name: "clear"), identity = Glass(name: "identity")
    public func tint(_ color: Color?) -> Glass { Glass(name: "\(name).tint(\(String(describing: color)))") }
    public func interactive(_ isEnabled: Bool = true) -> Glass { Glass(name: "\(name).interactive(\(isEnabled))") }
}

/// Groups glass shapes so they blend and morph (SwiftUI's `GlassEffectContainer`): its
/// content is built as a group's.
public struct GlassEffectContainer<Content: View>: View, PrimitiveView {
    let content: Content
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), content)] }
}

extension View {
    /// `.glassEffect(_:in:)`: recorded.
    public func glassEffect(_ glass: Glass = .regular) -> some View { modifier(InertModifier(name: "glassEffect", arguments: [glass])) }
    /// `.glassEffect(_:in:)` with a shape: recorded.
    public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S) -> some View {
        modifier(InertModifier(name: "glassEffect", arguments: [glass, String(describing: S.self)]))
    }
    /// `.glassEffectID(_:in:)`: recorded.
    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View {
        modifier(InertModifier(name: "glassEffectID", arguments: [id.map(AnyHashable.init)]))
    }
}
