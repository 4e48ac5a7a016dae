/// Accessibility modifiers, inert: recorded (their comparable arguments decide whether a
/// view changed); no assistive technology reads a rehearsal.

/// How an accessibility element treats its children (SwiftUI's `AccessibilityChildBehavior`).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore"), contain = AccessibilityChildBehavior(name: "contain")
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// An element's traits (SwiftUI's `AccessibilityTraits`).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0), isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2), isStaticText = AccessibilityTraits(rawValue: 1 << 3)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 4), updatesFrequently = AccessibilityTraits(rawValue: 1 << 5)
}

extension View {
    /// `.accessibilityElement(children:)`: recorded.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(InertModifier(name: "accessibilityElement", arguments: [children]))
    }
    /// `.accessibilityLabel(_:)` with a `Text`: recorded.
    public func accessibilityLabel(_ label: Text) -> some View { modifier(InertModifier(name: "accessibilityLabel", arguments: [label.content])) }
    /// `.accessibilityHint(_:)`: recorded.
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        modifier(InertModifier(name: "accessibilityHint", arguments: [String(hint)]))
    }
    /// `.accessibilityValue(_:)`: recorded.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        modifier(InertModifier(name: "accessibilityValue", arguments: [String(value)]))
    }
    /// `.accessibilityIdentifier(_:)`: recorded.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(InertModifier(name: "accessibilityIdentifier", arguments: [identifier]))
    }
    /// `.accessibilityAddTraits(_:)`: recorded.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(InertModifier(name: "accessibilityAddTraits", arguments: [traits]))
    }
}
