import Testing
@testable import MemoryProbe

/// MemoryProbeTests links jemalloc (Package.swift), so jemalloc is the process allocator here.
@Suite(.serialized) struct MemoryProbeTests {
    static let hundredMegabytes = 100 * 1_048_576

    /// Allocates and touches 100 MB, reads the probe, and frees it.
    private func readingWhileHolding100MB(_ probe: MemoryProbe) -> (MemoryReading, ThreadAllocationCounters?) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.hundredMegabytes, alignment: 64)
        defer { buffer.deallocate() }
        // Touch every page so it becomes resident.
        for offset in stride(from: 0, to: buffer.count, by: 4096) { buffer[offset] = 1 }
        let reading = probe.read()
        let counters = probe.threadCounters()
        var checksum = 0
        for offset in stride(from: 0, to: buffer.count, by: 4096) { checksum &+= Int(buffer[offset]) }
        #expect(checksum == Self.hundredMegabytes / 4096)  // the buffer stayed alive and touched
        return (reading, counters)
    }

    @Test func jemallocIsTheAllocatorOfThisTestBinary() {
        #if os(Linux)
        #expect(MemoryProbe.isJemallocAvailable)
        #expect(MemoryProbe.jemallocVersion?.isEmpty == false)
        #expect(MemoryProbe().allocatedSource == .jemalloc)
        #endif
    }

    @Test func jemallocFiguresMoveWhenAHundredMegabytesAreAllocated() throws {
        #if os(Linux)
        let probe = MemoryProbe()
        let before = probe.read()
        let countersBefore = try #require(probe.threadCounters())
        let (during, countersDuring) = readingWhileHolding100MB(probe)
        let after = probe.read()
        let countersAfter = try #require(probe.threadCounters())

        for figure in [before.allocated, during.allocated, before.resident, during.resident] {
            #expect(figure.source == .jemalloc)
        }
        #expect(during.active?.source == .jemalloc)
        // Other tests allocate concurrently in this process; 100 MB dwarfs them.
        #expect(during.allocated.bytes >= before.allocated.bytes + UInt64(Self.hundredMegabytes) * 9 / 10)
        #expect(during.resident.bytes >= before.resident.bytes + UInt64(Self.hundredMegabytes) * 9 / 10)
        #expect(after.allocated.bytes + UInt64(Self.hundredMegabytes) * 9 / 10 <= during.allocated.bytes)

        let allocatedOnThisThread = try #require(countersDuring).since(countersBefore).allocatedBytes
        #expect(allocatedOnThisThread >= UInt64(Self.hundredMegabytes))
        #expect(countersAfter.since(countersBefore).deallocatedBytes >= UInt64(Self.hundredMegabytes))
        #endif
    }

    @Test func allocationCountsGrowWithLargeAllocations() throws {
        #if os(Linux)
        let probe = MemoryProbe()
        let before = try #require(probe.allocationCounts())
        // 1 MiB blocks are large allocations, which bypass the thread cache and count at once.
        let blocks = (0..<100).map { _ in UnsafeMutableRawPointer.allocate(byteCount: 1_048_576, alignment: 16) }
        let during = try #require(probe.allocationCounts())
        blocks.forEach { $0.deallocate() }
        let after = try #require(probe.allocationCounts())
        #expect(during.since(before).allocations >= 100)
        #expect(after.since(during).deallocations >= 100)
        #expect(MemoryProbe(backend: .platform).allocationCounts() == nil)
        #endif
    }

    @Test func platformFallbackReportsItsSourcesAndResidentSetMoves() {
        let probe = MemoryProbe(backend: .platform)
        // The resident set is the whole process's, and tests running alongside free memory
        // while this one holds its 100 MB: the best of three tries is checked.
        var growth: UInt64 = 0
        for _ in 0..<3 where growth < UInt64(Self.hundredMegabytes) * 9 / 10 {
            let before = probe.read()
            let (during, counters) = readingWhileHolding100MB(probe)
            #expect(counters == nil)
            #expect(during.active == nil)
            #if os(Linux)
            #expect(before.resident.source == .procStatm)
            #expect(during.allocated.source == .mallinfo2)
            #expect(probe.allocatedSource == .mallinfo2)
            #endif
            if during.resident.bytes > before.resident.bytes { growth = max(growth, during.resident.bytes - before.resident.bytes) }
        }
        #if os(Linux)
        // With jemalloc as the allocator glibc's mallinfo2 does not see the 100 MB; the
        // resident set from /proc/self/statm does.
        #expect(growth >= UInt64(Self.hundredMegabytes) * 9 / 10)
        #endif
    }

    @Test func residentSetSizeMatchesTheOperatingSystemsPageCount() throws {
        #if os(Linux)
        // The resident set moves between two readings (code first run in between faults its
        // pages in: 103 pages once, here), so the figure is checked against a reading on each side.
        let before = try #require(MemoryProbe.statmResidentPages())
        let figure = MemoryProbe.residentSetSize()
        let after = try #require(MemoryProbe.statmResidentPages())
        #expect(figure.source == .procStatm)
        #expect(figure.bytes > 1_048_576)
        let readings = min(before, after)...max(before, after)
        #expect([4096, 16384, 65536].contains { figure.bytes % $0 == 0 && readings.contains(figure.bytes / $0) })
        #endif
    }
}
