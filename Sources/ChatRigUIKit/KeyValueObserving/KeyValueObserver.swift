#if !canImport(ObjectiveC)
/// One observation of a view: the value it last saw and how to check for a change (see
/// ``NSKeyValueObservation``'s file for when checks happen).
final class KeyValueObserver {
    /// For a string-keyed observation (`addObserver(_:forKeyPath:options:context:)`): the
    /// observer and key path `removeObserver(_:forKeyPath:)` names it by.
    var registration: (observer: ObjectIdentifier, keyPath: String)?
    private var last: Any
    /// Reads the value again; on a change, calls the handler and returns the new value.
    private let check: (Any) -> Any?

    init(current: Any, check: @escaping (Any) -> Any?) {
        last = current
        self.check = check
    }

    func checkForChange() {
        if let value = check(last) { last = value }
    }

    /// Whether two values are the same: `==` for an `Equatable` value; otherwise never (a
    /// value without equality fires on every check).
    static func same<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
        guard let lhs = lhs as? any Equatable else { return false }
        return equal(lhs, rhs)
    }

    /// `same(_:_:)` for values of unknown type: two nils are the same.
    static func same(any lhs: Any?, _ rhs: Any?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case let (lhs?, rhs?): return same(lhs, rhs)
        default: return false
        }
    }

    private static func equal<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool { (rhs as? T) == lhs }
}
#endif
