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

/// Where content margins apply.
public struct ContentMarginPlacement: Hashable, Sendable {
    let key: Int
    public static let automatic = Self(key: 0), scrollContent = Self(key: 1), scrollIndicators = Self(key: 2)
}

/// `.contentMargins(_:_:for:)` on the scroll view: its bottom margin is the engine's bottom
/// content inset — space after the last row (Apple, `contentMargins(_:_:for:)`). Other edges
/// and the indicators' placement are recorded only.
struct ContentMarginsModifier: ViewModifier, PrimitiveModifier, Equatable {
    let bottom: CGFloat?
    func apply(to node: ViewNode) {
        if let bottom { node.graph.bottomContentMargin = Double(bottom) }
    }
}

/// `.safeAreaInset(edge:alignment:spacing:content:)`: the inset's content (a composer, a
/// banner) is built and counted with the view. Its height does not change the list's
/// geometry here: the engine's composer is the bottom obstruction (README).
struct SafeAreaInsetModifier: ViewModifier, PrimitiveModifier {
    let edge: VerticalEdge
    let content: any View
    func presented(in node: ViewNode) -> [ViewNode.Child] { [.init(.explicit(AnyHashable("safeAreaInset.\(edge)")), content)] }
}

/// A vertical edge.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom
}

extension View {
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        let applies = edges.contains(.bottom) && placement != .scrollIndicators
        return modifier(ContentMarginsModifier(bottom: applies ? (length ?? PaddingModifier.systemLength) : nil))
    }

    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(edge: edge, content: content()))
    }

    /// `.refreshable`: recorded; the scenario has no pull-to-refresh gesture, so it never runs.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(InertModifier(name: "refreshable", arguments: []))
    }
}

/// The roles of a default scroll anchor (iOS 18's `ScrollAnchorRole`).
public struct ScrollAnchorRole: Hashable, Sendable {
    let key: Int
    /// Where the scroll view opens.
    public static let initialOffset = ScrollAnchorRole(key: 0)
    /// What stays in place when the content size changes.
    public static let sizeChanges = ScrollAnchorRole(key: 1)
    /// How content smaller than the scroll view is aligned.
    public static let alignment = ScrollAnchorRole(key: 2)
}

/// `.defaultScrollAnchor(_:for:)`: the engine anchors a list at its bottom for both opening
/// and size changes together; so `.bottom` counts when it is given for both roles (two
/// modifiers), and one role alone is recorded only (README).
struct RoleScrollAnchorModifier: ViewModifier, PrimitiveModifier, Equatable {
    let anchor: UnitPoint?
    let role: ScrollAnchorRole
    func apply(to node: ViewNode) { node.graph.roleScrollAnchors[role.key] = anchor }
}

extension View {
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        modifier(RoleScrollAnchorModifier(anchor: anchor, role: role))
    }
}
