/// A value views pass up to their ancestors: SwiftUI's `PreferenceKey`. A view sets it with
/// `.preference(key:value:)`; an ancestor reads the values of its subtree, combined with
/// `reduce` in depth-first order from `defaultValue`, with `.onPreferenceChange(_:perform:)`.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// `.preference(key:value:)`: the value this view contributes.
struct PreferenceWriter<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    let value: Key.Value
    func apply(to node: ViewNode) { node.memory[PreferenceNames.value(Key.self)] = value }
}

/// `.onPreferenceChange(_:perform:)`: after every update, the subtree's combined value is
/// compared with the last one the action saw (at first, `defaultValue`); a different one
/// runs the action (Apple, `onPreferenceChange(_:perform:)`: "performs an action when a
/// specified preference key's value changes"; that it starts from the default is an estimate).
struct PreferenceObserver<Key: PreferenceKey>: ViewModifier, PrimitiveModifier where Key.Value: Equatable {
    let action: (Key.Value) -> Void

    func apply(to node: ViewNode) {
        let action = action
        node.graph.observePreference(of: node, name: PreferenceNames.value(Key.self)) { [weak node] in
            guard let node else { return }
            var value = Key.defaultValue
            node.forEachNode { descendant in
                guard descendant !== node, let next = descendant.memory[PreferenceNames.value(Key.self)] as? Key.Value else { return }
                Key.reduce(value: &value) { next }
            }
            let seen = (node.memory[PreferenceNames.seen(Key.self)] as? LastValue<Key.Value>)?.value ?? Key.defaultValue
            guard value != seen else { return }
            node.memory[PreferenceNames.seen(Key.self)] = LastValue(value: value)
            node.graph.afterUpdate { action(value) }
        }
    }
}

enum PreferenceNames {
    static func value<K>(_ key: K.Type) -> String { "preference:\(ObjectIdentifier(key))" }
    static func seen<K>(_ key: K.Type) -> String { "preferenceSeen:\(ObjectIdentifier(key))" }
}

extension ViewGraph {
    /// Runs `check` after every update while `node` is in the graph (one check per node and
    /// key; checks run in the order they were first registered, so runs are deterministic).
    func observePreference(of node: ViewNode, name: String, check: @escaping () -> Void) {
        let key = PreferenceCheckKey(node: ObjectIdentifier(node), name: name)
        if let index = preferenceChecks.firstIndex(where: { $0.key == key }) {
            preferenceChecks[index].check = check
        } else {
            preferenceChecks.append(PreferenceCheck(key: key, node: WeakNode(node), check: check))
        }
    }

    /// The preference checks of nodes still in the graph, run after an update's evaluations.
    func runPreferenceChecks() {
        preferenceChecks.removeAll { $0.node.node.map(\.isRemoved) ?? true }
        for entry in preferenceChecks { entry.check() }
    }
}

struct PreferenceCheckKey: Hashable {
    let node: ObjectIdentifier
    let name: String
}

/// An `onPreferenceChange` registered in the graph.
struct PreferenceCheck {
    let key: PreferenceCheckKey
    let node: WeakNode
    var check: () -> Void
}

extension View {
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWriter<K>(value: value))
    }

    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        modifier(PreferenceObserver<K>(action: action))
    }
}
