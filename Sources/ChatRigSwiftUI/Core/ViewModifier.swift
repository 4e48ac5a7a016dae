/// A modifier applied to a view: SwiftUI's `ViewModifier` (`@MainActor @preconcurrency`).
/// Its `body(content:)` runs like a view's body: when its inputs changed or state it read did.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// The view a modifier is applied to, as its `body(content:)` receives it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let content: any View
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), content)] }
}

/// A modifier the graph applies itself (environment, identity, lifecycle, scrolling, inert
/// styling): its content is its one child.
@MainActor
protocol PrimitiveModifier {
    /// The environment the content sees.
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues
    /// The content's identity (`.id(_:)`); nil: its place.
    var contentIdentity: ViewNode.Identity? { get }
    /// Acts on the modifier's node at each evaluation (registers actions, compares values).
    func apply(to node: ViewNode)
    /// Views the modifier shows besides its content (a presented sheet's content).
    func presented(in node: ViewNode) -> [ViewNode.Child]
}

extension PrimitiveModifier {
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { environment }
    var contentIdentity: ViewNode.Identity? { nil }
    func apply(to node: ViewNode) {}
    func presented(in node: ViewNode) -> [ViewNode.Child] { [] }
}

extension ViewModifier where Self: PrimitiveModifier {
    func body(content: Content) -> Never { fatalError("\(Self.self) is applied by the view graph") }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public var body: Never { primitiveBody() }

    func makeChildren(in node: ViewNode) -> [ViewNode.Child] {
        if let primitive = modifier as? PrimitiveModifier {
            primitive.apply(to: node)
            return [.init(primitive.contentIdentity ?? .position(0), content)] + primitive.presented(in: node)
        }
        return [.init(.position(0), node.graph.evaluateModifier(modifier, content: content, of: node))]
    }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension ViewNode {
    /// The environment this node's children see.
    var childEnvironment: EnvironmentValues {
        guard let modified = view as? AppliesPrimitiveModifier else { return environment }
        return modified.primitiveModifier?.childEnvironment(environment) ?? environment
    }
}

@MainActor
protocol AppliesPrimitiveModifier {
    var primitiveModifier: PrimitiveModifier? { get }
}

extension ModifiedContent: AppliesPrimitiveModifier where Content: View, Modifier: ViewModifier {
    var primitiveModifier: PrimitiveModifier? { modifier as? PrimitiveModifier }
}

extension ViewGraph {
    /// A custom modifier's `body(content:)`, run as a body: its dynamic properties linked to
    /// the node, counted under the modifier's type, tracked for Observation.
    func evaluateModifier<M: ViewModifier, C: View>(_ modifier: M, content: C, of node: ViewNode) -> any View {
        DynamicProperties.link(modifier, to: node)
        countBody(of: M.self, in: node)
        return tracking(node, node.currentGeneration) { modifier.body(content: _ViewModifier_Content(content: content)) }
    }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

/// A view whose body runs only when `==` says its content changed (Apple, `EquatableView`:
/// "prevents the content from updating when its new value is equal to its old value").
public struct EquatableView<Content: View & Equatable>: View, PrimitiveView {
    public var content: Content
    public init(content: Content) { self.content = content }
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), content)] }
}

extension EquatableView: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.content == rhs.content }
}

extension View where Self: Equatable {
    /// `.equatable()`: compared with `==` before its body runs again.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

/// `.id(_:)`: the view's explicit identity; a new id is a new view (its state starts over).
struct IDModifier: ViewModifier, PrimitiveModifier {
    let id: AnyHashable
    var contentIdentity: ViewNode.Identity? { .explicit(id) }
}

extension View {
    public func id<ID: Hashable>(_ id: ID) -> some View { modifier(IDModifier(id: AnyHashable(id))) }
}
