/// Containers whose content is built and evaluated as views are, and which draw nothing of
/// their own here (navigation, tabs, forms): their content's bodies run and are counted.
public struct NavigationStack<Root: View>: View, PrimitiveView {
    let root: Root
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), root)] }
}

public struct NavigationView<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), content)] }
}

/// `NavigationSplitView`: sidebar and detail are both built (as on iPad, both columns shown).
public struct NavigationSplitView<Sidebar: View, Detail: View>: View, PrimitiveView {
    let sidebar: Sidebar
    let detail: Detail
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.detail = detail()
    }
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), sidebar), .init(.position(1), detail)] }
}

/// `NavigationLink`: its label is built; its destination only when navigated to (never here).
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) where Label == Text {
        label = Text(title)
    }
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), label)] }
}

/// `TabView`: every tab's content is built (estimate: SwiftUI builds the selected tab first
/// and others when shown; the rehearsal shows one screen).
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), content)] }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension TabView {
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { self.content = content() }
}

public struct Form<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), content)] }
}

public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let content: Content
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), content)] }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) { self.content = content() }
}

/// `Menu`: its label is built; its items when opened (never here).
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), label)] }
}

extension Menu where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { label = Text(title) }
}

/// `Label`: title and icon, both built.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), title), .init(.position(1), icon)] }
}

extension Label where Title == Text, Icon == Image {
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = Text(title)
        icon = Image(systemName: name)
    }
}

/// `LazyHStack` and `HStack`-like horizontal rows of a row: ordinary views here.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), content)] }
}
