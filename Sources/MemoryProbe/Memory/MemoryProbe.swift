import CJemallocShim
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the process's memory figures: jemalloc's statistics when jemalloc is the process
/// allocator, otherwise what the platform offers.
///
/// jemalloc is found at run time (`dlsym(RTLD_DEFAULT, "mallctl")` in the C shim), so this
/// module never links it: the `chatrig` executable, which links jemalloc, gets jemalloc's
/// figures; the benchmarks, which must not link it, get the fallback. Every figure says
/// which source it came from.
///
/// Fallbacks: Linux — allocated from glibc `mallinfo2()` (meaningless when another malloc
/// replaced glibc's), resident from `/proc/self/statm`; macOS — allocated from malloc zones,
/// resident from `task_info`.
public struct MemoryProbe: Sendable {
    /// Which figures to read.
    public enum Backend: Hashable, Sendable {
        /// jemalloc when it is the process allocator, else the platform's figures.
        case automatic
        /// The platform's figures even when jemalloc is present.
        case platform
    }

    public let backend: Backend

    public init(backend: Backend = .automatic) {
        self.backend = backend
    }

    /// Whether the process allocator is jemalloc.
    public static var isJemallocAvailable: Bool { chatrig_jemalloc_available() != 0 }

    /// jemalloc's version string, when present.
    public static var jemallocVersion: String? {
        chatrig_jemalloc_version().map { String(cString: $0) }
    }

    /// Where ``read()`` takes the allocated figure from.
    public var allocatedSource: MemorySource {
        if backend == .automatic, Self.isJemallocAvailable { return .jemalloc }
        #if os(Linux)
        return chatrig_platform_malloc_read().ok != 0 ? .mallinfo2 : .unavailable
        #elseif os(macOS) || os(iOS)
        return .mallocZones
        #else
        return .unavailable
        #endif
    }

    /// Reads every figure now (with jemalloc: after refreshing its epoch). O(1) syscalls.
    public func read() -> MemoryReading {
        if backend == .automatic {
            let stats = chatrig_jemalloc_read_stats()
            if stats.ok != 0 {
                return MemoryReading(
                    allocated: MemoryFigure(bytes: stats.allocated, source: .jemalloc),
                    active: MemoryFigure(bytes: stats.active, source: .jemalloc),
                    resident: MemoryFigure(bytes: stats.resident, source: .jemalloc))
            }
        }
        return MemoryReading(allocated: Self.platformAllocated(), active: nil, resident: Self.residentSetSize())
    }

    /// ``read()``'s allocated figure alone, without reading the resident size (on Linux
    /// without jemalloc, a read of `/proc/self/statm`): what a run samples every few dozen
    /// frames. O(1) syscalls.
    public func readAllocated() -> MemoryFigure {
        if backend == .automatic {
            let stats = chatrig_jemalloc_read_stats()
            if stats.ok != 0 { return MemoryFigure(bytes: stats.allocated, source: .jemalloc) }
        }
        return Self.platformAllocated()
    }

    /// The platform allocator's in-use bytes (`mallinfo2`, malloc zones), when it reports them.
    private static func platformAllocated() -> MemoryFigure {
        let platform = chatrig_platform_malloc_read()
        let allocatedSource: MemorySource
        #if os(Linux)
        allocatedSource = platform.ok != 0 ? .mallinfo2 : .unavailable
        #else
        allocatedSource = platform.ok != 0 ? .mallocZones : .unavailable
        #endif
        return MemoryFigure(bytes: platform.ok != 0 ? platform.in_use : 0, source: allocatedSource)
    }

    /// The calling thread's cumulative allocation counters; `nil` without jemalloc or with
    /// the ``Backend/platform`` backend.
    public func threadCounters() -> ThreadAllocationCounters? {
        guard backend == .automatic else { return nil }
        let counters = chatrig_jemalloc_read_thread_counters()
        guard counters.ok != 0 else { return nil }
        return ThreadAllocationCounters(allocatedBytes: counters.allocated, deallocatedBytes: counters.deallocated)
    }

    /// Process-wide allocation counts (the source of `hostAllocations`); `nil` without
    /// jemalloc or with the ``Backend/platform`` backend.
    public func allocationCounts() -> AllocationCounts? {
        guard backend == .automatic else { return nil }
        let counts = chatrig_jemalloc_read_allocation_counts()
        guard counts.ok != 0 else { return nil }
        return AllocationCounts(allocations: counts.allocations, deallocations: counts.deallocations)
    }

    /// The process's resident set size from the operating system.
    public static func residentSetSize() -> MemoryFigure {
        #if os(Linux)
        guard let pages = statmResidentPages() else { return MemoryFigure(bytes: 0, source: .unavailable) }
        return MemoryFigure(bytes: pages * UInt64(sysconf(Int32(_SC_PAGESIZE))), source: .procStatm)
        #elseif canImport(Darwin)
        var info = mach_task_basic_info()
        var count = mach_msg_type_number_t(MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
        let result = withUnsafeMutablePointer(to: &info) {
            $0.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
                task_info(chatrig_mach_task_self(), task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
            }
        }
        guard result == KERN_SUCCESS else { return MemoryFigure(bytes: 0, source: .unavailable) }
        return MemoryFigure(bytes: UInt64(info.resident_size), source: .machTaskInfo)
        #else
        return MemoryFigure(bytes: 0, source: .unavailable)
        #endif
    }

    #if os(Linux)
    /// The second field of `/proc/self/statm` ("size resident shared text lib data dt", in pages).
    static func statmResidentPages() -> UInt64? {
        guard let file = fopen("/proc/self/statm", "r") else { return nil }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 256)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let fields = line.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard fields.count >= 2 else { return nil }
        return UInt64(fields[1])
    }
    #endif
}
