/// Process-wide counts of heap allocations and deallocations since the process started
/// (jemalloc's statistics merged over all arenas). Monotonic; take differences.
///
/// Small allocations are merged from thread caches lazily, so counts can trail the truth
/// by up to a thread cache's contents; large allocations are counted at once.
public struct AllocationCounts: Hashable, Sendable, Codable {
    public var allocations: UInt64
    public var deallocations: UInt64

    public init(allocations: UInt64, deallocations: UInt64) {
        self.allocations = allocations
        self.deallocations = deallocations
    }

    /// The growth from `earlier` to `self`.
    public func since(_ earlier: AllocationCounts) -> AllocationCounts {
        AllocationCounts(allocations: allocations &- earlier.allocations,
                         deallocations: deallocations &- earlier.deallocations)
    }
}
