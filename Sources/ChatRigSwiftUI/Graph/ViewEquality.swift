/// Whether a view made again by its parent's new body has the same inputs as the one it
/// replaces — then its body does not run.
///
/// SwiftUI compares a view's stored properties; an `Equatable` view (or one wrapped in
/// `EquatableView`) is compared with its `==` instead (WWDC23 "Demystify SwiftUI
/// performance"; Apple, `EquatableView`). Field by field, here: `@State` and `@StateObject`
/// storage lives in the graph (always the same); a `Binding` is the same when it points at
/// the same storage; objects (`@ObservedObject`, `@Observable` models) by identity;
/// `Equatable` values by `==`; structs, enums, tuples and optionals field by field. What
/// cannot be compared — a closure — counts as changed (estimate: SwiftUI's comparison of
/// closures is not documented).
enum ViewEquality {
    static func equal(_ old: any View, _ new: any View) -> Bool {
        guard type(of: old) == type(of: new) else { return false }
        return equalValues(old, new)
    }

    /// `a` and `b` compared as described on the type; both of the same type.
    static func equalValues(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? ComparableInGraph { return a.isSameInGraph(as: b) }
        if let a = a as? any Equatable { return equatable(a, b) }
        if type(of: a) is AnyClass, type(of: b) is AnyClass {
            return (a as AnyObject) === (b as AnyObject)
        }
        let left = Mirror(reflecting: a), right = Mirror(reflecting: b)
        switch left.displayStyle {
        case .struct?, .tuple?:
            guard left.children.count == right.children.count else { return false }
            return zip(left.children, right.children).allSatisfy { equalValues($0.value, $1.value) }
        case .optional?, .enum?:
            // A case with a payload has one child labelled with the case's name; a case
            // without one has none (and such enums are Equatable on their own).
            guard left.children.count == right.children.count,
                  zip(left.children, right.children).allSatisfy({ $0.label == $1.label }) else { return false }
            return zip(left.children, right.children).allSatisfy { equalValues($0.value, $1.value) }
        case .class?, .collection?, .dictionary?, .set?, nil:
            return false
        @unknown default:
            return false
        }
    }

    private static func equatable<T: Equatable>(_ a: T, _ b: Any) -> Bool {
        guard let b = b as? T else { return false }
        return a == b
    }
}

/// A property wrapper the graph compares by what it stands for, not by its fields.
protocol ComparableInGraph {
    func isSameInGraph(as other: Any) -> Bool
}
