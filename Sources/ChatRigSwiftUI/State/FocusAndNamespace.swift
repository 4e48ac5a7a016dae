/// `@FocusState`: which control has focus, as state of the view (Apple, `FocusState`). Its
/// value is state like `@State`'s — a write invalidates its readers; `.focused(_:)` records
/// the binding. The scenario's keyboard events drive the engine's keyboard, not the focus.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let state: State<Value>

    public init() where Value == Bool { state = State(wrappedValue: false) }
    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding { Binding(base: state.projectedValue) }

    /// `$focus`: what `.focused(_:)` takes.
    @propertyWrapper
    public struct Binding {
        let base: ChatRigSwiftUI.Binding<Value>
        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }
        public var projectedValue: Binding { self }
    }
}

extension FocusState: GraphLinked {
    func link(to node: ViewNode, slot: Int) { state.link(to: node, slot: slot) }
}

extension FocusState: ComparableInGraph {
    func isSameInGraph(as other: Any) -> Bool { true }
}

extension FocusState.Binding: ComparableInGraph {
    func isSameInGraph(as other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return base.isSameInGraph(as: other.base)
    }
}

extension View {
    /// `.focused($isFocused)` (recorded).
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(InertModifier(name: "focused", arguments: []))
    }

    /// `.focused($field, equals: value)` (recorded).
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(InertModifier(name: "focused", arguments: [value]))
    }
}

/// `@Namespace`: an identity for matched geometry, unique to the view's node and kept as
/// long as its identity (Apple, `Namespace`).
@propertyWrapper
public struct Namespace: DynamicProperty {
    let location = NamespaceLocation()
    public init() {}
    public var wrappedValue: Namespace.ID { location.id ?? ID(value: ObjectIdentifier(location)) }

    public struct ID: Hashable {
        let value: ObjectIdentifier
    }
}

final class NamespaceLocation {
    var id: Namespace.ID?
}

/// The namespace's identity object a node keeps.
final class NamespaceSlot {}

extension Namespace: GraphLinked {
    func link(to node: ViewNode, slot: Int) {
        let kept = node.slots[slot] as? NamespaceSlot ?? NamespaceSlot()
        node.slots[slot] = kept
        location.id = ID(value: ObjectIdentifier(kept))
    }
}

extension Namespace: ComparableInGraph {
    func isSameInGraph(as other: Any) -> Bool { true }
}
