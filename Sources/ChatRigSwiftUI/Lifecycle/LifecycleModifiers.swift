import Combine

/// `.onAppear`/`.onDisappear`: registered on the node; run as ``Lifecycle`` says.
struct AppearanceModifier: ViewModifier, PrimitiveModifier {
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?

    func apply(to node: ViewNode) {
        node.lifecycle.onAppear = onAppear.map { [$0] } ?? []
        node.lifecycle.onDisappear = onDisappear.map { [$0] } ?? []
    }
}

/// `.onChange(of:)`: the action runs after the update in which the value, compared with
/// `==`, changed (Apple, `onChange(of:initial:_:)`: "When the value changes, the new version
/// of the closure will be called"); with `initial`, also after the view first appears.
struct ChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    func apply(to node: ViewNode) {
        let key = "onChange"
        // Boxed: an optional value stored bare would read back as a value when absent.
        let old = (node.memory[key] as? LastValue<Value>)?.value
        node.memory[key] = LastValue(value: value)
        let action = action, value = value
        switch old {
        case nil:
            if initial { node.graph.afterUpdate { action(value, value) } }
        case let old? where old != value:
            node.graph.afterUpdate { action(old, value) }
        case .some:
            break
        }
    }
}

/// The value an `onChange` saw at the last update.
struct LastValue<Value> {
    let value: Value
}

/// `.onReceive(_:perform:)`: the action runs for each value the publisher emits while the
/// view is in the graph; the subscription is made once per publisher identity (estimate:
/// SwiftUI resubscribes when the publisher changes).
struct ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void

    func apply(to node: ViewNode) {
        let key = "onReceive"
        if node.memory[key] != nil { return }
        let action = RehearsalThreadBox(value: action)
        let cancellable = publisher.sink { value in MainActorBridge.run { action.value(value) } }
        node.memory[key] = cancellable
    }
}

extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearanceModifier(onAppear: action, onDisappear: nil))
    }

    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearanceModifier(onAppear: nil, onDisappear: action))
    }

    /// iOS 14's form: the action gets the new value.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: false) { _, new in action(new) })
    }

    /// iOS 17's form: the action gets the old and new values.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: initial, action: action))
    }

    /// iOS 17's form without arguments.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        modifier(ReceiveModifier(publisher: publisher, action: action))
    }
}
