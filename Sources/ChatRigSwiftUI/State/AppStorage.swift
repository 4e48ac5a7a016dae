/// `@AppStorage` and `@SceneStorage`: values kept by key in the rehearsal's own store (one
/// per ``ViewGraph``, never `UserDefaults`: runs stay independent and deterministic). A
/// write invalidates every view that read the key, as `UserDefaults`' change observation
/// does in SwiftUI (Apple, `AppStorage`: "reflects a value from UserDefaults and invalidates
/// a view on a change in value in that user default").
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let location: StateLocation<Value>

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.key = key
        location = StateLocation(initial: wrappedValue)
    }

    /// An optional value with no default: nil until written (Apple's `init(_:store:)`
    /// `where Value: ExpressibleByNilLiteral`).
    public init(_ key: String, store: UserDefaults? = nil) where Value: ExpressibleByNilLiteral {
        self.init(wrappedValue: nil, key, store: store)
    }

    public var wrappedValue: Value {
        get { location.storage.read() }
        nonmutating set { location.storage.write(newValue) }
    }

    public var projectedValue: Binding<Value> { Binding(storage: location.storage) }
}

/// `@SceneStorage`: as ``AppStorage``, in the same rehearsal store under its own keys.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let storage: AppStorage<Value>

    public init(wrappedValue: Value, _ key: String) { storage = AppStorage(wrappedValue: wrappedValue, "scene:" + key) }

    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }

    public var projectedValue: Binding<Value> { storage.projectedValue }
}

/// The rehearsal's store: one state storage per key, shared by every view that names it.
final class RehearsalStorage {
    private var values: [String: AnyObject] = [:]

    func storage<Value>(_ key: String, default made: StateStorage<Value>) -> StateStorage<Value> {
        if let kept = values[key] as? StateStorage<Value> { return kept }
        values[key] = made
        return made
    }
}

extension AppStorage: GraphLinked {
    func link(to node: ViewNode, slot: Int) {
        location.storage.attach(to: node.graph)
        location.storage = node.graph.storage.storage(key, default: location.storage)
    }
}

extension AppStorage: ComparableInGraph {
    func isSameInGraph(as other: Any) -> Bool { (other as? Self)?.key == key }
}

extension SceneStorage: GraphLinked {
    func link(to node: ViewNode, slot: Int) { storage.link(to: node, slot: slot) }
}

extension SceneStorage: ComparableInGraph {
    func isSameInGraph(as other: Any) -> Bool { (other as? Self)?.storage.key == storage.key }
}
