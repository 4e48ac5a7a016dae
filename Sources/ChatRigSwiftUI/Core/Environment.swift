/// A key for a value in ``EnvironmentValues``.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The environment a view reads: values a parent set with `.environment(_:_:)`, objects
/// set with `.environmentObject(_:)` or `.environment(_:)`, and their defaults.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// An object set by type (`environmentObject`, `.environment(object)`).
    func object<T>(_ type: T.Type) -> T? { values[ObjectIdentifier(type)] as? T }

    mutating func setObject<T>(_ object: T, as type: T.Type) { values[ObjectIdentifier(type)] = object }

    /// Whether every value is the same as in `other`: objects by identity, hashable values
    /// by `==`; any other value is taken as changed (estimate: SwiftUI compares what it can).
    func isSame(as other: EnvironmentValues) -> Bool {
        guard values.count == other.values.count else { return false }
        for (key, value) in values {
            guard let theirs = other.values[key], ViewEquality.equalValues(value, theirs) else { return false }
        }
        return true
    }

    public var description: String { "EnvironmentValues(\(values.count) values)" }
}

/// A view reading a value of its environment: `@Environment(\.colorScheme)`, or an
/// `@Observable` object set with `.environment(object)`: `@Environment(ChatModel.self)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object((EnvironmentValues) -> Value?)
    }

    let source: Source
    let location = EnvironmentLocation()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }

    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object { $0.object(objectType) }
    }

    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object { .some($0.object(objectType)) }
    }

    public var wrappedValue: Value {
        let environment = MainActorBridge.run { location.node?.environment } ?? EnvironmentValues()
        switch source {
        case .keyPath(let keyPath): return environment[keyPath: keyPath]
        case .object(let read):
            guard let object = read(environment) else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        }
    }
}

/// The node an `@Environment` property reads from, set when the graph links the view.
final class EnvironmentLocation {
    weak var node: ViewNode?
}

extension Environment: GraphLinked {
    func link(to node: ViewNode, slot: Int) { location.node = node }
}

/// Sets an environment value for a view's subtree.
struct EnvironmentWriter: ViewModifier, PrimitiveModifier {
    let write: (inout EnvironmentValues) -> Void
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var copy = environment
        write(&copy)
        return copy
    }
}

extension View {
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWriter { $0[keyPath: keyPath] = value })
    }

    /// `.transformEnvironment(_:transform:)`: the subtree's value is the parent's, transformed.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentWriter { transform(&$0[keyPath: keyPath]) })
    }

    /// `.environment(object)` for an `@Observable` object, read with `@Environment(Type.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentWriter { environment in if let object { environment.setObject(object, as: T.self) } })
    }

    /// `.environmentObject(_:)`, read with `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentWriter { $0.setObject(object, as: T.self) })
    }
}

extension Environment: ComparableInGraph {
    /// The value read lives in the environment, compared as it is handed down.
    func isSameInGraph(as other: Any) -> Bool { true }
}
