/// `.defaultScrollAnchor(_:)`: where the scroll view opens and, resting there, stays as its
/// content grows — the engine's `.bottom` anchoring (Apple, `defaultScrollAnchor(_:)`; iOS
/// 18's roles `.initialOffset`, `.sizeChanges`). Other anchors than `.bottom` are recorded
/// and change nothing in the engine (README).
struct DefaultScrollAnchorModifier: ViewModifier, PrimitiveModifier, Equatable {
    let anchor: UnitPoint?
    func apply(to node: ViewNode) { node.graph.defaultScrollAnchor = anchor }
}

/// How dragging the scroll view dismisses the keyboard (recorded; the scenario's keyboard
/// events drive the engine).
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let key: Int
    public static let automatic = Self(key: 0), immediately = Self(key: 1), interactively = Self(key: 2), never = Self(key: 3)
}

extension View {
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { modifier(DefaultScrollAnchorModifier(anchor: anchor)) }

    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        modifier(InertModifier(name: "scrollDismissesKeyboard", arguments: [mode]))
    }
}
