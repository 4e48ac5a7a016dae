/// `.sheet`, `.fullScreenCover`, `.alert`, `.confirmationDialog`, `.popover`: the presented
/// content is built — its bodies run and are counted — while `isPresented` is true, and
/// removed when it turns false (Apple, `sheet(isPresented:onDismiss:content:)`). The binding
/// is read as the presenting view's body would (a write re-evaluates the modifier). Drawn
/// nowhere; the list under it keeps running.
struct PresentationModifier: ViewModifier, PrimitiveModifier {
    let kind: String
    let isPresented: Binding<Bool>
    let content: () -> any View

    func presented(in node: ViewNode) -> [ViewNode.Child] {
        let shown = node.graph.tracking(node, node.currentGeneration) { isPresented.wrappedValue }
        return shown ? [.init(.explicit(AnyHashable(kind)), node.graph.tracking(node, node.currentGeneration) { content() })] : []
    }
}

extension View {
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier(kind: "sheet", isPresented: isPresented, content: content))
    }

    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let shown = Binding(get: { item.wrappedValue != nil }, set: { value, _ in if !value { item.wrappedValue = nil } }, identity: item.identity)
        return modifier(PresentationModifier(kind: "sheet", isPresented: shown) { item.wrappedValue.map { AnyView(content($0)) } ?? AnyView(EmptyView()) })
    }

    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier(kind: "fullScreenCover", isPresented: isPresented, content: content))
    }

    public func popover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier(kind: "popover", isPresented: isPresented, content: content))
    }

    public func alert<A: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A) -> some View {
        modifier(PresentationModifier(kind: "alert", isPresented: isPresented, content: actions))
    }

    public func alert<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
                                        @ViewBuilder message: @escaping () -> M) -> some View {
        modifier(PresentationModifier(kind: "alert", isPresented: isPresented) { TupleView((actions(), message())) })
    }

    public func confirmationDialog<A: View>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: @escaping () -> A) -> some View {
        modifier(PresentationModifier(kind: "confirmationDialog", isPresented: isPresented, content: actions))
    }
}

/// Whether something shows.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

/// Toolbar content (built with the view, drawn nowhere).
public struct ToolbarItem<ID, Content: View>: View, PrimitiveView {
    let content: Content
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), content)] }
}

extension ToolbarItem where ID == Void {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { self.content = content() }
}

public struct ToolbarItemGroup<Content: View>: View, PrimitiveView {
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), content)] }
}

public struct ToolbarItemPlacement: Hashable, Sendable {
    let key: Int
    public static let automatic = Self(key: 0), principal = Self(key: 1), navigationBarLeading = Self(key: 2)
    public static let navigationBarTrailing = Self(key: 3), topBarLeading = Self(key: 4), topBarTrailing = Self(key: 5)
    public static let bottomBar = Self(key: 6), keyboard = Self(key: 7), cancellationAction = Self(key: 8)
    public static let confirmationAction = Self(key: 9), primaryAction = Self(key: 10)
}

/// `.toolbar { … }`: the items are built with the view.
struct ToolbarModifier: ViewModifier, PrimitiveModifier {
    let content: any View
    func presented(in node: ViewNode) -> [ViewNode.Child] { [.init(.explicit(AnyHashable("toolbar")), content)] }
}

extension View {
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { modifier(ToolbarModifier(content: content())) }
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { modifier(InertModifier(name: "navigationTitle", arguments: [String(title)])) }
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(InertModifier(name: "navigationBarTitleDisplayMode", arguments: [mode]))
    }
}

public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}
