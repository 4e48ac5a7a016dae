/// A value a view owns: SwiftUI's `@State`. Its storage lives in the graph as long as the
/// view's identity does; the first value given is kept, later initial values are ignored
/// (Apple, `State`: "SwiftUI initializes the state only once for each view").
///
/// A write invalidates the views that read the value during their last body evaluation —
/// through the state itself or a `Binding` to it — and no others; a write of an equal
/// value (an `Equatable` one) invalidates nothing (estimate: Apple does not document the
/// comparison; observed behaviour of public reports).
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let location: StateLocation<Value>

    public init(wrappedValue value: Value) { location = StateLocation(initial: value) }
    public init(initialValue value: Value) { self.init(wrappedValue: value) }

    public var wrappedValue: Value {
        get { location.storage.read() }
        nonmutating set { location.storage.write(newValue) }
    }

    public var projectedValue: Binding<Value> { Binding(storage: location.storage) }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// Where a `State` value of one view value points: its own initial storage until the graph
/// links it to the node's storage, which then serves every later view value of the node.
final class StateLocation<Value> {
    var storage: StateStorage<Value>
    init(initial: Value) { storage = StateStorage(initial) }
}

/// A state value and the views that read it.
final class StateStorage<Value> {
    private var value: Value
    /// Nodes that read the value, with the generation of the evaluation that read it.
    private var readers: [ObjectIdentifier: (node: ViewNode, generation: Int)] = [:]
    private(set) weak var graph: ViewGraph?

    init(_ value: Value) { self.value = value }

    func attach(to graph: ViewGraph) { self.graph = graph }

    func read() -> Value {
        MainActorBridge.run {
            if let graph, let (node, generation) = graph.evaluating { readers[ObjectIdentifier(node)] = (node, generation) }
        }
        return value
    }

    /// The value, without registering a reader.
    func peek() -> Value { value }

    func write(_ newValue: Value) {
        if let old = value as? any Equatable, ViewEquality.equalValues(old, newValue) { return }
        value = newValue
        let toInvalidate = readers.values
        readers = [:]
        MainActorBridge.run {
            guard let graph else { return }
            for (node, generation) in toInvalidate { graph.invalidate(node, ifGeneration: generation) }
        }
    }
}

extension State: GraphLinked {
    func link(to node: ViewNode, slot: Int) {
        if let kept = node.slots[slot] as? StateStorage<Value> {
            location.storage = kept
        } else {
            location.storage.attach(to: node.graph)
            node.slots[slot] = location.storage
        }
    }
}

extension State: ComparableInGraph {
    func isSameInGraph(as other: Any) -> Bool { true }
}
