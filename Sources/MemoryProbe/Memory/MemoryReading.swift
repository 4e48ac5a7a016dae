/// One reading of the process's memory, every figure tagged with its source.
public struct MemoryReading: Hashable, Sendable, Codable {
    /// Bytes in live heap allocations: jemalloc `stats.allocated`, or the platform
    /// allocator's bytes in use.
    public var allocated: MemoryFigure
    /// jemalloc `stats.active` (bytes in active pages); `nil` without jemalloc.
    public var active: MemoryFigure?
    /// Resident bytes: jemalloc `stats.resident` (its own pages), or the process's resident
    /// set size from the operating system.
    public var resident: MemoryFigure

    public init(allocated: MemoryFigure, active: MemoryFigure?, resident: MemoryFigure) {
        self.allocated = allocated
        self.active = active
        self.resident = resident
    }
}
