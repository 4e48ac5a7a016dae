/// A two-way connection to a value another view owns: SwiftUI's `Binding`. A view that reads
/// a binding to `@State` during its body depends on that state, as its owner would.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value, Transaction) -> Void
    /// What the binding points at (a state's storage and the key paths below it); nil for a
    /// binding made of closures, which compares as changed.
    let identity: [AnyHashable]?
    public var transaction = Transaction()

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = { value, _ in set(value) }
        identity = nil
    }

    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getValue = get
        setValue = set
        identity = nil
    }

    init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void, identity: [AnyHashable]?) {
        getValue = get
        setValue = set
        self.identity = identity
    }

    init(storage: StateStorage<Value>) {
        self.init(get: { storage.read() }, set: { value, _ in storage.write(value) },
                  identity: [AnyHashable(ObjectIdentifier(storage))])
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _, _ in }, identity: nil)
    }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue, transaction) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        return Binding<Subject>(get: { base.wrappedValue[keyPath: keyPath] },
                                set: { value, _ in base.wrappedValue[keyPath: keyPath] = value },
                                identity: identity.map { $0 + [AnyHashable(keyPath)] })
    }

    /// `.animation(_:)` on a binding: writes through it run in a transaction with `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        let base = self
        return Binding(get: { base.wrappedValue },
                       set: { value, _ in withAnimation(animation) { base.wrappedValue = value } },
                       identity: identity)
    }
}

extension Binding: DynamicProperty {}

extension Binding: ComparableInGraph {
    func isSameInGraph(as other: Any) -> Bool {
        guard let other = other as? Binding<Value>, let identity, let theirs = other.identity else { return false }
        return identity == theirs
    }
}

extension Binding where Value: Sendable {}

extension Binding {
    /// A binding to an optional's value, nil when the optional is nil.
    public init?(_ base: Binding<Value?>) {
        guard base.wrappedValue != nil else { return nil }
        self.init(get: { base.wrappedValue! }, set: { value, _ in base.wrappedValue = value }, identity: base.identity)
    }
}

/// `@Bindable`: bindings to the properties of an `@Observable` object (`$model.draft`).
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    public var wrappedValue: Value
    public var projectedValue: Bindable<Value> { self }

    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { value, _ in object[keyPath: keyPath] = value },
                       identity: [AnyHashable(ObjectIdentifier(object as AnyObject)), AnyHashable(keyPath)])
    }
}

extension Bindable: DynamicProperty {}
