/// Cumulative bytes the calling thread has allocated and freed since it started
/// (jemalloc's `thread.allocatedp` / `thread.deallocatedp`). Monotonic; take differences.
public struct ThreadAllocationCounters: Hashable, Sendable, Codable {
    public var allocatedBytes: UInt64
    public var deallocatedBytes: UInt64

    public init(allocatedBytes: UInt64, deallocatedBytes: UInt64) {
        self.allocatedBytes = allocatedBytes
        self.deallocatedBytes = deallocatedBytes
    }

    /// The counters' growth from `earlier` to `self` (wrapping, as jemalloc's counters do).
    public func since(_ earlier: ThreadAllocationCounters) -> ThreadAllocationCounters {
        ThreadAllocationCounters(allocatedBytes: allocatedBytes &- earlier.allocatedBytes,
                                 deallocatedBytes: deallocatedBytes &- earlier.deallocatedBytes)
    }
}
