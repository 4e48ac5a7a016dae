import Combine

/// Subscribes `node` to `object.objectWillChange`: the whole object invalidates the node on
/// any `@Published` change (Apple, `ObservableObject`: "a publisher that emits before the
/// object has changed"; SwiftUI re-runs the bodies of views observing the object).
@MainActor
private func observe<Object: ObservableObject>(_ object: Object, from node: ViewNode, slot: Int) {
    if let kept = node.slots[slot] as? ObjectSubscription, kept.object === object { return }
    node.slots[slot] = ObjectSubscription(object: object, node: node)
}

/// One node's subscription to one object's `objectWillChange`.
final class ObjectSubscription {
    let object: AnyObject
    private var cancellable: AnyCancellable?

    @MainActor init<Object: ObservableObject>(object: Object, node: ViewNode) {
        self.object = object
        cancellable = Self.subscribe(object, node: RehearsalThreadBox(value: node))
    }

    /// Made outside the main actor: the sink runs on the thread that changed the object
    /// (the rehearsal's), and invalidates the node whatever its generation.
    private nonisolated static func subscribe<Object: ObservableObject>(_ object: Object, node: RehearsalThreadBox<ViewNode>) -> AnyCancellable {
        let box = RehearsalThreadBox(value: WeakNode(node.value))
        return object.objectWillChange.sink { _ in
            MainActorBridge.run {
                guard let node = box.value.node else { return }
                node.graph.invalidate(node)
            }
        }
    }
}

/// `@ObservedObject`: an `ObservableObject` a view is given; the view's body runs again on
/// every `objectWillChange`.
@propertyWrapper 
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// `$object.property`: bindings to the object's properties.
    @dynamicMemberLookup 
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { value, _ in object[keyPath: keyPath] = value },
                           identity: [AnyHashable(ObjectIdentifier(object)), AnyHashable(keyPath)])
        }
    }
}

extension ObservedObject: GraphLinked {
    func link(to node: ViewNode, slot: Int) { observe(wrappedValue, from: node, slot: slot) }
}

extension ObservedObject: ComparableInGraph {
    func isSameInGraph(as other: Any) -> Bool { (other as? Self)?.wrappedValue === wrappedValue }
}

/// `@StateObject`: an `ObservableObject` a view owns — made once, the first time the view's
/// node is built (the autoclosure of later view values is never called: Apple, `StateObject`:
/// "SwiftUI creates a new instance of the model object only once during the lifetime of the
/// container"), kept as long as the view's identity.
@propertyWrapper 
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let location: StateObjectLocation<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { location = StateObjectLocation(thunk) }

    public var wrappedValue: ObjectType { location.object }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

final class StateObjectLocation<ObjectType: ObservableObject> {
    private let make: () -> ObjectType
    private var made: ObjectType?
    init(_ make: @escaping () -> ObjectType) { self.make = make }

    var object: ObjectType {
        if let made { return made }
        let object = make()
        made = object
        return object
    }

    func adopt(_ object: ObjectType) { made = object }
}

/// The object a `StateObject` keeps in its node, with its subscription.
final class StateObjectSlot<ObjectType: ObservableObject> {
    let object: ObjectType
    let subscription: ObjectSubscription
    @MainActor init(object: ObjectType, node: ViewNode) {
        self.object = object
        subscription = ObjectSubscription(object: object, node: node)
    }
}

extension StateObject: GraphLinked {
    func link(to node: ViewNode, slot: Int) {
        if let kept = node.slots[slot] as? StateObjectSlot<ObjectType> {
            location.adopt(kept.object)
        } else {
            node.slots[slot] = StateObjectSlot(object: location.object, node: node)
        }
    }
}

extension StateObject: ComparableInGraph {
    func isSameInGraph(as other: Any) -> Bool { true }
}

/// `@EnvironmentObject`: an `ObservableObject` an ancestor set with `.environmentObject(_:)`.
@propertyWrapper 
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let location = EnvironmentLocation()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = MainActorBridge.run({ location.node?.environment.object(ObjectType.self) }) else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

extension EnvironmentObject: GraphLinked {
    func link(to node: ViewNode, slot: Int) {
        location.node = node
        if let object = node.environment.object(ObjectType.self) { observe(object, from: node, slot: slot) }
    }
}

extension EnvironmentObject: ComparableInGraph {
    func isSameInGraph(as other: Any) -> Bool { true }
}

/// A node held weakly by a subscription that may outlive it.
final class WeakNode {
    weak var node: ViewNode?
    init(_ node: ViewNode) { self.node = node }
}
