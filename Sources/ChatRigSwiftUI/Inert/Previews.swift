/// What a `PreviewProvider` sets on its previews: compiles, never runs (a rehearsal does not
/// render previews).

/// A size constraint for a preview: SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
    /// Centered in a container the size of the device.
    case device
    /// Fits the container to the size the preview needs.
    case sizeThatFits
    /// Centered in a container of the given size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A simulator device a preview runs on: SwiftUI's `PreviewDevice`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { rawValue = stringLiteral }
}

extension View {
    /// `.previewLayout(_:)`: recorded; previews are not rendered.
    public func previewLayout(_ value: PreviewLayout) -> some View { modifier(InertModifier(name: "previewLayout", arguments: [value])) }

    /// `.previewDisplayName(_:)`: recorded.
    public func previewDisplayName(_ value: String?) -> some View { modifier(InertModifier(name: "previewDisplayName", arguments: [value])) }

    /// `.previewDevice(_:)`: recorded.
    public func previewDevice(_ value: PreviewDevice?) -> some View { modifier(InertModifier(name: "previewDevice", arguments: [value])) }
}
