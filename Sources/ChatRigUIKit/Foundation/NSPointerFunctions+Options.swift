import Foundation

#if !canImport(Darwin)
/// `NSPointerFunctions`, for its `Options`: how an ``NSMapTable`` or ``NSHashTable`` holds its
/// objects and compares them. Linux only — Apple's Foundation has it, Linux's does not, and
/// screens written for iOS hold weak delegates and cell-to-presenter maps in these tables.
/// The class itself is inert (nothing here takes its callbacks); the options are read.
open class NSPointerFunctions: NSObject {
    /// `NSPointerFunctions.Options`, with Apple's raw values (`NSPointerFunctionsOptions` in
    /// Foundation's `NSPointerFunctions.h`): the memory option in the low byte, the
    /// personality in the second, `copyIn` at bit 16.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Strong references (the default: 0).
        public static let strongMemory = Options([])
        public static let opaqueMemory = Options(rawValue: 2)
        public static let mallocMemory = Options(rawValue: 3)
        public static let machVirtualMemory = Options(rawValue: 4)
        /// Weak references: an entry goes when its object is deallocated.
        public static let weakMemory = Options(rawValue: 5)
        /// Equality by `isEqual(_:)` and `hash` (the default: 0).
        public static let objectPersonality = Options([])
        public static let opaquePersonality = Options(rawValue: 1 << 8)
        /// Equality by identity (`===`).
        public static let objectPointerPersonality = Options(rawValue: 2 << 8)
        public static let cStringPersonality = Options(rawValue: 3 << 8)
        public static let structPersonality = Options(rawValue: 4 << 8)
        public static let integerPersonality = Options(rawValue: 5 << 8)
        /// Copy on input (`NSCopying`); kept as given here (estimate: Swift classes on Linux
        /// seldom adopt `NSCopying`).
        public static let copyIn = Options(rawValue: 1 << 16)

        /// Whether the options hold objects weakly.
        var holdsWeakly: Bool { rawValue & 0xFF == Self.weakMemory.rawValue }
        /// Whether the options compare by identity rather than by `isEqual(_:)`.
        var comparesByIdentity: Bool { rawValue & 0xFF00 == Self.objectPointerPersonality.rawValue }
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
        super.init()
    }
}

/// One object a table holds: strongly or weakly, as its options say.
struct PointerFunctionsSlot<Object: AnyObject> {
    private var strong: Object?
    private weak var weak: Object?

    init(_ object: Object, options: NSPointerFunctions.Options) {
        if options.holdsWeakly { weak = object } else { strong = object }
    }

    /// The object, or nil once a weakly held one is deallocated.
    var object: Object? { strong ?? weak }

    /// Whether `object` is `other` for the options: identity, or `isEqual(_:)` for objects
    /// that are `NSObject`s (identity for other classes, which have no `isEqual(_:)`).
    static func matches(_ object: Object, _ other: Object, options: NSPointerFunctions.Options) -> Bool {
        if object === other { return true }
        guard !options.comparesByIdentity, let object = object as? NSObject, let other = other as? NSObject else { return false }
        return object.isEqual(other)
    }
}

/// An enumerator over a snapshot of a table's objects (`keyEnumerator()`, `objectEnumerator()`).
final class TableEnumerator: NSEnumerator {
    private var remaining: IndexingIterator<[Any]>

    init(_ objects: [Any]) {
        remaining = objects.makeIterator()
        super.init()
    }

    override func nextObject() -> Any? { remaining.next() }
}
#endif
