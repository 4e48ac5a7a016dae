/// A piece of a user interface: SwiftUI's `View`, declared as Apple declares it
/// (`@MainActor @preconcurrency public protocol View`, its `body` a `@ViewBuilder`).
///
/// A view is a value describing what to show; the rehearsal's ``ViewGraph`` keeps the
/// state and identity behind it and runs `body` only when the view's inputs changed or
/// state it read changed (Apple, WWDC21 "Demystify SwiftUI"; WWDC23 "Demystify SwiftUI
/// performance").
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

/// `Never` is the body of every primitive view, as in SwiftUI.
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view the graph expands itself (a stack, `ForEach`, a modifier) instead of running a
/// `body`: it lists its children, each with its identity among its siblings, and may act
/// on its node (store a value across updates, register a callback).
@MainActor
protocol PrimitiveView {
    func makeChildren(in node: ViewNode) -> [ViewNode.Child]
}

extension PrimitiveView {
    /// Fails loudly: the graph never asks a primitive view for its body.
    func primitiveBody() -> Never { fatalError("\(Self.self) is a primitive view: it has no body") }
}

/// A view that displays nothing.
public struct EmptyView: View, PrimitiveView {
    public init() {}
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [] }
}

/// A type-erased view: its identity is its content's type and place (Apple, `AnyView`:
/// "whenever the type of view used with an AnyView changes, the old hierarchy is destroyed
/// and a new hierarchy is created").
public struct AnyView: View, PrimitiveView {
    let content: any View

    public init<V: View>(_ view: V) { content = (view as? AnyView)?.content ?? view }
    public init<V: View>(erasing view: V) { self.init(view) }
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        content = view
    }

    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.type(ObjectIdentifier(type(of: content))), content)] }
}

/// A view that groups views without affecting their layout; modifiers apply to each.
public struct Group<Content> {
    let content: Content
}

extension Group: View, PrimitiveView where Content: View {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), content)] }
}

/// Views built by a `@ViewBuilder` block, in order.
public struct TupleView<T>: View, PrimitiveView {
    public var value: T
    let elements: [any View]

    public init(_ value: T) {
        self.value = value
        elements = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    init(_ value: T, elements: [any View]) {
        self.value = value
        self.elements = elements
    }

    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] {
        elements.enumerated().map { .init(.position($0.offset), $0.element) }
    }
}

/// The two branches of an `if`/`else` or `switch` in a `@ViewBuilder`: each branch has its
/// own identity, so switching branches replaces the views (and their state) of the other.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] {
        switch storage {
        case .trueContent(let view): [.init(.branch(true), view)]
        case .falseContent(let view): [.init(.branch(false), view)]
        }
    }
}

/// `if let`/`if` without `else`: the view, or nothing.
extension Optional: View, PrimitiveView where Wrapped: View {
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] {
        switch self {
        case .some(let view): [.init(.branch(true), view)]
        case .none: []
        }
    }
}
