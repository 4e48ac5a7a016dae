import Foundation

#if !canImport(Darwin)
/// `NSHashTable`: a set whose members may be held weakly and compared by identity. Linux
/// only — Apple's Foundation has it, Linux's does not (screens keep weak multicast delegates in
/// `NSHashTable<AnyObject>.weakObjects()`).
///
/// Modelled as Apple documents it: members are held weakly with `.weakMemory` and "removed
/// when reclaimed", compared by `isEqual(_:)` or, with `.objectPointerPersonality`, by
/// identity (`NSHashTable`, Apple's Foundation documentation). A reclaimed member is gone
/// from the next read. Members iterate in the order they were added (Apple's order is
/// unspecified).
///
/// - Complexity: membership is O(n) in the members.
open class NSHashTable<ObjectType: AnyObject>: NSObject, Sequence {
    private let options: NSPointerFunctions.Options
    private var slots: [PointerFunctionsSlot<ObjectType>] = []

    public init(options: NSPointerFunctions.Options, capacity initialCapacity: Int) {
        self.options = options
        super.init()
    }

    public convenience init(options: NSPointerFunctions.Options) { self.init(options: options, capacity: 0) }

    /// Strong members compared by `isEqual(_:)`, as `NSObject`'s `init()` makes one.
    public override convenience init() { self.init(options: [], capacity: 0) }

    open class func weakObjects() -> NSHashTable<ObjectType> { .init(options: .weakMemory) }

    open var pointerFunctions: NSPointerFunctions { NSPointerFunctions(options: options) }

    /// The live members, in the order added.
    open var allObjects: [ObjectType] { slots.compactMap(\.object) }

    open var anyObject: ObjectType? { allObjects.first }

    open var count: Int { allObjects.count }

    open func member(_ object: ObjectType?) -> ObjectType? {
        guard let object else { return nil }
        return allObjects.first { PointerFunctionsSlot.matches($0, object, options: options) }
    }

    open func contains(_ anObject: ObjectType?) -> Bool { member(anObject) != nil }

    /// Adds `object` unless an equal member is there (nil does nothing).
    open func add(_ object: ObjectType?) {
        guard let object else { return }
        slots.removeAll { $0.object == nil }
        if member(object) == nil { slots.append(PointerFunctionsSlot(object, options: options)) }
    }

    open func remove(_ object: ObjectType?) {
        guard let object else { return }
        slots.removeAll { slot in slot.object.map { PointerFunctionsSlot.matches($0, object, options: options) } ?? true }
    }

    open func removeAllObjects() { slots.removeAll() }

    open func objectEnumerator() -> NSEnumerator { TableEnumerator(allObjects) }

    open var setRepresentation: Set<AnyHashable> { Set(allObjects.compactMap { $0 as? AnyHashable }) }

    /// Iterates the members, as `for object in hashTable` does on Apple's platforms (elements `Any`).
    public func makeIterator() -> IndexingIterator<[Any]> { allObjects.map { $0 as Any }.makeIterator() }
}
#endif
