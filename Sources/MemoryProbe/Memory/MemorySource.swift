/// Where a memory figure came from. Figures from different sources measure different
/// things and are never compared with each other.
public enum MemorySource: String, Hashable, Sendable, Codable, CaseIterable {
    /// jemalloc's `mallctl` statistics: the process allocator is jemalloc.
    case jemalloc
    /// glibc's `mallinfo2()`: glibc malloc's arenas (bytes in use, bytes reserved).
    case mallinfo2
    /// macOS malloc zones (`malloc_zone_statistics`).
    case mallocZones
    /// Linux `/proc/self/statm`: resident pages × page size.
    case procStatm
    /// macOS `task_info(MACH_TASK_BASIC_INFO)`: resident size.
    case machTaskInfo
    /// The platform offers nothing for this figure; its bytes are 0.
    case unavailable
}
