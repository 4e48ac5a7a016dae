/// Forgetting the members an apply no longer holds, in place.
///
/// Every apply asks the engine's per-item sets (prefetched items, realized rows, image loads)
/// to keep only the items of the new snapshot. While a reply streams an apply changes no
/// item, so these keep every member: the check below visits them without allocating, where
/// `filter` built a new set on every apply. The result is the same as `filter`'s.
extension Set {
    /// Keeps only the members `keeps` accepts. O(count); allocates only when one goes.
    mutating func retainMembers(where keeps: (Element) -> Bool) {
        guard contains(where: { !keeps($0) }) else { return }
        self = filter(keeps)
    }
}

extension Dictionary {
    /// Keeps only the entries whose key `keeps` accepts. O(count); allocates only when one goes.
    mutating func retainEntries(where keeps: (Key) -> Bool) {
        guard keys.contains(where: { !keeps($0) }) else { return }
        self = filter { keeps($0.key) }
    }
}
