/// Modifiers chat screens commonly carry that are recorded and change nothing in the
/// rehearsal: text input traits, list and button styling, hit testing, accessibility,
/// transitions, context menus and swipe actions (their actions never run: the scenario has
/// no such gestures).
extension View {
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(InertModifier(name: "onSubmit", arguments: []))
    }
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { modifier(InertModifier(name: "submitLabel", arguments: [submitLabel])) }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        modifier(InertModifier(name: "autocorrectionDisabled", arguments: [disable]))
    }
    public func tint(_ tint: Color?) -> some View { modifier(InertModifier(name: "tint", arguments: [tint])) }
    public func accentColor(_ accentColor: Color?) -> some View { modifier(InertModifier(name: "accentColor", arguments: [accentColor])) }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(InertModifier(name: "ignoresSafeArea", arguments: [regions.rawValue, edges.rawValue]))
    }
    public func zIndex(_ value: Double) -> some View { modifier(InertModifier(name: "zIndex", arguments: [value])) }
    public func allowsHitTesting(_ enabled: Bool) -> some View { modifier(InertModifier(name: "allowsHitTesting", arguments: [enabled])) }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(InertModifier(name: "accessibilityLabel", arguments: [String(label)]))
    }
    public func accessibilityHidden(_ hidden: Bool) -> some View { modifier(InertModifier(name: "accessibilityHidden", arguments: [hidden])) }
    public func transition(_ t: AnyTransition) -> some View { modifier(InertModifier(name: "transition", arguments: [t.name])) }
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(InertModifier(name: "contextMenu", arguments: []))
    }
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        modifier(InertModifier(name: "swipeActions", arguments: [edge]))
    }
    public func listRowSeparator(_ visibility: Visibility) -> some View { modifier(InertModifier(name: "listRowSeparator", arguments: [visibility])) }
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { modifier(InertModifier(name: "listRowInsets", arguments: [insets])) }
    public func listRowBackground<V: View>(_ view: V?) -> some View { modifier(InertModifier(name: "listRowBackground", arguments: [])) }
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        modifier(InertModifier(name: "scrollContentBackground", arguments: [visibility]))
    }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { modifier(InertModifier(name: "minimumScaleFactor", arguments: [factor])) }
    /// `.focusable(_:)`: recorded (focus moves only through `@FocusState`).
    public func focusable(_ isFocusable: Bool = true) -> some View { modifier(InertModifier(name: "focusable", arguments: [isFocusable])) }
    public func hidden() -> some View { modifier(InertModifier(name: "hidden", arguments: [])) }
}

/// What submits a field (`.onSubmit(of:)`).
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1), search = SubmitTriggers(rawValue: 2)
}

/// The return key's label.
public struct SubmitLabel: Hashable, Sendable {
    let key: Int
    public static let done = Self(key: 0), go = Self(key: 1), send = Self(key: 2), join = Self(key: 3), route = Self(key: 4)
    public static let search = Self(key: 5), `return` = Self(key: 6), next = Self(key: 7), `continue` = Self(key: 8)
}

/// Safe-area regions a view may ignore.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1), keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A horizontal edge.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable { case leading, trailing }

/// A transition (recorded).
public struct AnyTransition: Sendable {
    let name: String
    public static let opacity = AnyTransition(name: "opacity"), scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide"), identity = AnyTransition(name: "identity")
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move \(edge)") }
    /// `.scale(scale:anchor:)`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale \(scale)") }
    /// `.offset(_:)` and `.offset(x:y:)`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset \(offset.width),\(offset.height)") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    /// `.push(from:)`.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push \(edge)") }
    /// `.asymmetric(insertion:removal:)`: one transition in, another out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: "asymmetric(\(insertion.name), \(removal.name))")
    }
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(name: name + "+" + other.name) }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}
