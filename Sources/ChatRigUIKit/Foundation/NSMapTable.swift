import Foundation

#if !canImport(Darwin)
/// `NSMapTable`: a dictionary whose keys and values may be held weakly and compared by
/// identity. Linux only — Apple's Foundation has it, Linux's does not (chat screens map cells
/// to their presenters with `NSMapTable(keyOptions: .weakMemory, valueOptions: .weakMemory)`).
///
/// Modelled as Apple documents it: "Keys and/or values are optionally held 'weakly' such that
/// entries are removed when one of the objects is reclaimed", and "its keys or values … may
/// use pointer identity for equality and hashing" (`NSMapTable`, Apple's Foundation
/// documentation). Here an entry whose weak key or value is gone is removed before the next
/// read, also for `weakToStrongObjects()`, where Apple documents that values "continue to be
/// maintained until the map table resizes itself" — when that happens is not documented.
///
/// - Complexity: lookups are O(n) in the entries (a screen's tables hold its visible cells).
open class NSMapTable<KeyType: AnyObject, ObjectType: AnyObject>: NSObject, Sequence {
    private typealias Entry = (key: PointerFunctionsSlot<KeyType>, value: PointerFunctionsSlot<ObjectType>)
    private let keyOptions: NSPointerFunctions.Options
    private let valueOptions: NSPointerFunctions.Options
    private var entries: [Entry] = []

    public init(keyOptions: NSPointerFunctions.Options, valueOptions: NSPointerFunctions.Options, capacity initialCapacity: Int) {
        self.keyOptions = keyOptions
        self.valueOptions = valueOptions
        super.init()
    }

    public convenience init(keyOptions: NSPointerFunctions.Options, valueOptions: NSPointerFunctions.Options) {
        self.init(keyOptions: keyOptions, valueOptions: valueOptions, capacity: 0)
    }

    /// Strong keys and values compared by `isEqual(_:)`, as `NSObject`'s `init()` makes one.
    public override convenience init() { self.init(keyOptions: [], valueOptions: [], capacity: 0) }

    open class func strongToStrongObjects() -> NSMapTable<KeyType, ObjectType> { .init(keyOptions: .strongMemory, valueOptions: .strongMemory) }
    open class func weakToStrongObjects() -> NSMapTable<KeyType, ObjectType> { .init(keyOptions: .weakMemory, valueOptions: .strongMemory) }
    open class func strongToWeakObjects() -> NSMapTable<KeyType, ObjectType> { .init(keyOptions: .strongMemory, valueOptions: .weakMemory) }
    open class func weakToWeakObjects() -> NSMapTable<KeyType, ObjectType> { .init(keyOptions: .weakMemory, valueOptions: .weakMemory) }

    open var keyPointerFunctions: NSPointerFunctions { NSPointerFunctions(options: keyOptions) }
    open var valuePointerFunctions: NSPointerFunctions { NSPointerFunctions(options: valueOptions) }

    /// The live entries (a weakly held object's entry goes with it).
    private var live: [(key: KeyType, value: ObjectType)] {
        entries.compactMap { entry in
            guard let key = entry.key.object, let value = entry.value.object else { return nil }
            return (key, value)
        }
    }

    private func index(of key: KeyType) -> Int? {
        entries.firstIndex { entry in
            entry.key.object.map { PointerFunctionsSlot.matches($0, key, options: keyOptions) } ?? false
        }
    }

    private func purge() {
        entries.removeAll { $0.key.object == nil || $0.value.object == nil }
    }

    open func object(forKey aKey: KeyType?) -> ObjectType? {
        guard let aKey, let index = index(of: aKey) else { return nil }
        return entries[index].value.object
    }

    /// Adds or replaces the entry for `aKey`; a nil object removes it, a nil key does nothing.
    open func setObject(_ anObject: ObjectType?, forKey aKey: KeyType?) {
        guard let aKey else { return }
        guard let anObject else { return removeObject(forKey: aKey) }
        purge()
        let entry: Entry = (PointerFunctionsSlot(aKey, options: keyOptions), PointerFunctionsSlot(anObject, options: valueOptions))
        if let index = index(of: aKey) { entries[index].value = entry.value } else { entries.append(entry) }
    }

    open func removeObject(forKey aKey: KeyType?) {
        guard let aKey else { return }
        purge()
        if let index = index(of: aKey) { entries.remove(at: index) }
    }

    open func removeAllObjects() { entries.removeAll() }

    /// The number of live entries.
    open var count: Int { live.count }

    /// The live keys, in the order they were first set (Apple's order is unspecified).
    open func keyEnumerator() -> NSEnumerator { TableEnumerator(live.map { $0.key }) }

    open func objectEnumerator() -> NSEnumerator? { TableEnumerator(live.map { $0.value }) }

    /// The live entries whose keys are hashable (`NSObject`s).
    open func dictionaryRepresentation() -> [AnyHashable: ObjectType] {
        var dictionary: [AnyHashable: ObjectType] = [:]
        for (key, value) in live {
            if let key = key as? AnyHashable { dictionary[key] = value }
        }
        return dictionary
    }

    /// Iterates the keys, as `for key in mapTable` does on Apple's platforms (elements `Any`).
    public func makeIterator() -> IndexingIterator<[Any]> { live.map { $0.key as Any }.makeIterator() }
}
#endif
