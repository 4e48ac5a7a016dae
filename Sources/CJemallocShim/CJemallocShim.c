#ifndef _GNU_SOURCE
#define _GNU_SOURCE  // RTLD_DEFAULT
#endif
#include "CJemallocShim.h"

#include <dlfcn.h>
#include <stddef.h>
#include <time.h>

#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>
#endif
#if defined(__APPLE__)
#include <mach/mach.h>
#include <malloc/malloc.h>
#endif

typedef int (*chatrig_mallctl_fn)(const char *, void *, size_t *, void *, size_t);

static chatrig_mallctl_fn chatrig_mallctl(void) {
    // Resolved on every call: dlsym is cheap next to mallctl, and no global state is kept.
    return (chatrig_mallctl_fn)dlsym(RTLD_DEFAULT, "mallctl");
}

int chatrig_jemalloc_available(void) {
    return chatrig_mallctl() != NULL;
}

static int chatrig_read_u64(chatrig_mallctl_fn mallctl, const char *name, uint64_t *out) {
    size_t value = 0;
    size_t length = sizeof(value);
    if (mallctl(name, &value, &length, NULL, 0) != 0) return 0;
    *out = (uint64_t)value;
    return 1;
}

chatrig_jemalloc_stats chatrig_jemalloc_read_stats(void) {
    chatrig_jemalloc_stats stats = {0};
    chatrig_mallctl_fn mallctl = chatrig_mallctl();
    if (mallctl == NULL) return stats;
    uint64_t epoch = 1;
    // Writing the epoch refreshes the cached statistics.
    if (mallctl("epoch", NULL, NULL, &epoch, sizeof(epoch)) != 0) return stats;
    stats.ok = chatrig_read_u64(mallctl, "stats.allocated", &stats.allocated)
        && chatrig_read_u64(mallctl, "stats.active", &stats.active)
        && chatrig_read_u64(mallctl, "stats.resident", &stats.resident)
        && chatrig_read_u64(mallctl, "stats.mapped", &stats.mapped);
    return stats;
}

chatrig_jemalloc_thread_counters chatrig_jemalloc_read_thread_counters(void) {
    chatrig_jemalloc_thread_counters counters = {0};
    chatrig_mallctl_fn mallctl = chatrig_mallctl();
    if (mallctl == NULL) return counters;
    uint64_t *allocated = NULL;
    uint64_t *deallocated = NULL;
    size_t length = sizeof(allocated);
    if (mallctl("thread.allocatedp", &allocated, &length, NULL, 0) != 0 || allocated == NULL) return counters;
    length = sizeof(deallocated);
    if (mallctl("thread.deallocatedp", &deallocated, &length, NULL, 0) != 0 || deallocated == NULL) return counters;
    counters.allocated = *allocated;
    counters.deallocated = *deallocated;
    counters.ok = 1;
    return counters;
}

chatrig_jemalloc_allocation_counts chatrig_jemalloc_read_allocation_counts(void) {
    chatrig_jemalloc_allocation_counts counts = {0};
    chatrig_mallctl_fn mallctl = chatrig_mallctl();
    if (mallctl == NULL) return counts;
    uint64_t epoch = 1;
    if (mallctl("epoch", NULL, NULL, &epoch, sizeof(epoch)) != 0) return counts;
    // 4096 is MALLCTL_ARENAS_ALL: the statistics merged over every arena.
    uint64_t small_malloc = 0, large_malloc = 0, small_free = 0, large_free = 0;
    size_t length = sizeof(uint64_t);
    if (mallctl("stats.arenas.4096.small.nmalloc", &small_malloc, &length, NULL, 0) != 0) return counts;
    length = sizeof(uint64_t);
    if (mallctl("stats.arenas.4096.large.nmalloc", &large_malloc, &length, NULL, 0) != 0) return counts;
    length = sizeof(uint64_t);
    if (mallctl("stats.arenas.4096.small.ndalloc", &small_free, &length, NULL, 0) != 0) return counts;
    length = sizeof(uint64_t);
    if (mallctl("stats.arenas.4096.large.ndalloc", &large_free, &length, NULL, 0) != 0) return counts;
    counts.allocations = small_malloc + large_malloc;
    counts.deallocations = small_free + large_free;
    counts.ok = 1;
    return counts;
}

const char *chatrig_jemalloc_version(void) {
    chatrig_mallctl_fn mallctl = chatrig_mallctl();
    if (mallctl == NULL) return NULL;
    const char *version = NULL;
    size_t length = sizeof(version);
    if (mallctl("version", &version, &length, NULL, 0) != 0) return NULL;
    return version;
}

chatrig_platform_malloc_stats chatrig_platform_malloc_read(void) {
    chatrig_platform_malloc_stats stats = {0};
#if defined(__linux__) && defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    struct mallinfo2 info = mallinfo2();
    stats.in_use = (uint64_t)info.uordblks + (uint64_t)info.hblkhd;
    stats.reserved = (uint64_t)info.arena + (uint64_t)info.hblkhd;
    stats.ok = 1;
#elif defined(__APPLE__)
    malloc_statistics_t info = {0};
    malloc_zone_statistics(NULL, &info);  // NULL: every zone
    stats.in_use = (uint64_t)info.size_in_use;
    stats.reserved = (uint64_t)info.size_allocated;
    stats.ok = 1;
#endif
    return stats;
}

uint64_t chatrig_thread_cpu_time_ns(void) {
    struct timespec now;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now) != 0) return 0;
    return (uint64_t)now.tv_sec * 1000000000ull + (uint64_t)now.tv_nsec;
}

uint64_t chatrig_monotonic_time_ns(void) {
    struct timespec now;
    if (clock_gettime(CLOCK_MONOTONIC, &now) != 0) return 0;
    return (uint64_t)now.tv_sec * 1000000000ull + (uint64_t)now.tv_nsec;
}

unsigned int chatrig_mach_task_self(void) {
#if defined(__APPLE__)
    return mach_task_self();
#else
    return 0;
#endif
}
