#pragma once
// Run-time access to jemalloc's statistics and the platform allocator's figures.
//
// `mallctl` is looked up with dlsym(RTLD_DEFAULT, "mallctl") on first use, so this target
// never links jemalloc: a process that links it (the chatrig executable, MemoryProbeTests)
// gets jemalloc's figures, any other process (the benchmarks) gets the platform fallback.

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Process-wide jemalloc statistics, refreshed (`epoch`) before reading.
typedef struct {
    int ok;              ///< 1 when every figure below was read
    uint64_t allocated;  ///< stats.allocated: bytes in live allocations
    uint64_t active;     ///< stats.active: bytes in active pages
    uint64_t resident;   ///< stats.resident: bytes in physically resident data pages
    uint64_t mapped;     ///< stats.mapped: bytes in mapped chunks
} chatrig_jemalloc_stats;

/// The calling thread's cumulative allocation counters (thread.allocatedp/deallocatedp).
typedef struct {
    int ok;
    uint64_t allocated;
    uint64_t deallocated;
} chatrig_jemalloc_thread_counters;

/// Process-wide allocation and deallocation counts over all arenas
/// (stats.arenas.<all>.small.nmalloc + large.nmalloc, and the ndalloc pair). Small-size
/// counts are merged from thread caches lazily, so they trail the truth by up to a cache's worth.
typedef struct {
    int ok;
    uint64_t allocations;
    uint64_t deallocations;
} chatrig_jemalloc_allocation_counts;

/// Figures of the platform allocator when jemalloc is absent.
typedef struct {
    int ok;
    uint64_t in_use;     ///< Linux: mallinfo2 uordblks + hblkhd; macOS: malloc zones' size_in_use
    uint64_t reserved;   ///< Linux: mallinfo2 arena + hblkhd; macOS: size_allocated
} chatrig_platform_malloc_stats;

/// 1 when the process allocator is jemalloc (`mallctl` resolves), else 0.
int chatrig_jemalloc_available(void);

/// Advances jemalloc's epoch and reads stats.allocated/active/resident/mapped.
chatrig_jemalloc_stats chatrig_jemalloc_read_stats(void);

/// Reads thread.allocatedp and thread.deallocatedp for the calling thread.
chatrig_jemalloc_thread_counters chatrig_jemalloc_read_thread_counters(void);

/// Advances the epoch and reads the all-arenas allocation counts.
chatrig_jemalloc_allocation_counts chatrig_jemalloc_read_allocation_counts(void);

/// The jemalloc version string, or NULL without jemalloc.
const char *chatrig_jemalloc_version(void);

/// glibc mallinfo2 on Linux, malloc zone statistics on macOS; ok = 0 elsewhere.
chatrig_platform_malloc_stats chatrig_platform_malloc_read(void);

/// CPU time consumed by the calling thread, in nanoseconds (CLOCK_THREAD_CPUTIME_ID).
uint64_t chatrig_thread_cpu_time_ns(void);

/// The monotonic wall clock, in nanoseconds (CLOCK_MONOTONIC: served by the vDSO on Linux, no
/// system call).
uint64_t chatrig_monotonic_time_ns(void);

/// The calling task's Mach port (`mach_task_self()`) on Apple platforms, 0 elsewhere. Swift
/// imports the macro's variable, `mach_task_self_`, as a mutable global, which Swift 6's strict
/// concurrency rejects with SDKs before macOS 15.4; a function reads it on the C side.
unsigned int chatrig_mach_task_self(void);

#ifdef __cplusplus
}
#endif
