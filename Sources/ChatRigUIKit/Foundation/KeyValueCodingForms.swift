import Foundation

#if !canImport(Darwin)
/// The key-value-coding forms of `NSSortDescriptor` and `NSPredicate`, which Linux's Foundation
/// marks unavailable ("Key-value coding is not available in swift-corelibs-foundation"). Linux
/// only; Apple's Foundation has them. Screens build Photos fetch options and sort model objects
/// with them.
extension NSSortDescriptor {
    /// `init(key:ascending:)`: sorts objects by the stored property `key` names (a dotted key
    /// walks nested properties), read by reflection (`Mirror`, over the class and its
    /// superclasses), comparing numbers, strings and dates; objects without it, or with values
    /// of other types, compare as the same. Not key-value coding: a computed property is not
    /// read (an estimate of what a key names). `key` reads nil (Linux's descriptor keeps a key
    /// path, not a string).
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \NSObject.self, ascending: ascending) { lhs, rhs in
            guard let key else { return .orderedSame }
            return ReflectedKey.compare(ReflectedKey.value(of: lhs, at: key), ReflectedKey.value(of: rhs, at: key))
        }
    }
}

extension NSPredicate {
    /// `init(format:_:)`: declared so code that builds a predicate string compiles (a Photos
    /// fetch's `mediaType = 1`); not available — predicate strings need key-value coding, so
    /// evaluating one traps, naming its format.
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
        self.init { _, _ in
            preconditionFailure("ChatRigUIKit: the predicate '\(predicateFormat)' needs key-value coding, which Linux's "
                + "Foundation does not have: use NSPredicate(block:) (README)")
        }
    }
}

/// A stored property read by its name through reflection, and values compared as
/// `NSSortDescriptor` compares them.
enum ReflectedKey {
    /// The value at a dotted `key` of `object`'s stored properties; nil when there is none.
    static func value(of object: Any, at key: String) -> Any? {
        key.split(separator: ".").reduce(Optional(object)) { current, part in
            current.flatMap { child(named: String(part), of: $0) }
        }
    }

    private static func child(named name: String, of object: Any) -> Any? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == name }) { return child.value }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// Numbers, strings and dates in their order; anything else the same.
    static func compare(_ lhs: Any?, _ rhs: Any?) -> ComparisonResult {
        switch (lhs, rhs) {
        case let (lhs as NSNumber, rhs as NSNumber): lhs.compare(rhs)
        case let (lhs as Int, rhs as Int): lhs == rhs ? .orderedSame : lhs < rhs ? .orderedAscending : .orderedDescending
        case let (lhs as Double, rhs as Double): lhs == rhs ? .orderedSame : lhs < rhs ? .orderedAscending : .orderedDescending
        case let (lhs as String, rhs as String): lhs.compare(rhs)
        case let (lhs as Date, rhs as Date): lhs.compare(rhs)
        default: .orderedSame
        }
    }
}
#endif
