import ChatModel
import MemoryProbe
import Testing
@testable import Simulator

/// The heap is read every 64 frames, and less often — up to every 16,384 — while a reading
/// costs more than 1/32 of the CPU time since the one before (glibc's `mallinfo2` on a large
/// heap), with the resident set standing guard every 1,024 frames in between; the readings
/// keep landing on the frames the budget's meter checks.
@Suite struct HeapSamplerTests {
    private final class Script: @unchecked Sendable {
        var clock: UInt64 = 0
        var bytes: UInt64 = 1_000
        var resident: UInt64 = 100 << 20
        var residentReads: [Int] = []
        var frame = 0
    }

    /// Runs `frames` frames, each costing 100 ns of scripted CPU time and a reading
    /// `readingCost` ns more, calling `step` before each; returns the frames whose allocator
    /// reading happened, the sampler and the script (its resident-set readings).
    private func sample(frames: Int, readingCost: UInt64, step: (Int, Script) -> Void = { _, _ in })
        throws -> (read: [Int], sampler: HeapSampler, script: Script) {
        let script = Script()
        var read: [Int] = []
        var sampler = HeapSampler(
            read: {
                script.clock += readingCost
                script.bytes += 10
                read.append(script.frame)
                return MemoryFigure(bytes: script.bytes, source: .mallinfo2)
            },
            resident: {
                script.residentReads.append(script.frame)
                return script.resident
            },
            clock: { script.clock })
        read.removeAll()  // the reading at the start of the run
        let meter = RunBudget.Meter(budget: .standard, run: "test", heapBytes: { script.bytes })
        for frame in 0..<frames {
            script.frame = frame
            step(frame, script)
            _ = try sampler.sampleIfDue(frame: frame, at: .zero, meter: meter)
            script.clock += 100
        }
        return (read, sampler, script)
    }

    @Test func aCheapReadingKeepsTheIntervalAt64Frames() throws {
        let (read, sampler, script) = try sample(frames: 1_000, readingCost: 10)  // 10 × 32 < 6,400
        #expect(read == Array(stride(from: 0, to: 1_000, by: 64)))
        #expect(sampler.interval == 64)
        #expect(sampler.peakGrowth == 10 * UInt64(read.count))  // every reading counts towards the peak
        #expect(script.residentReads.isEmpty)  // no guard needed
    }

    @Test func anExpensiveReadingDoublesTheIntervalUpTo16384Frames() throws {
        let (read, sampler, _) = try sample(frames: 70_000, readingCost: 1_000_000_000)  // dearer than all frames since
        // Intervals 64, 128, …, 16,384.
        #expect(read.prefix(10) == [0, 64, 192, 448, 960, 1_984, 4_032, 8_128, 16_320, 32_704])
        #expect(read.dropFirst(9).adjacentPairs().allSatisfy { $1 - $0 == HeapSampler.maxInterval })
        #expect(read.allSatisfy { $0 % RunBudget.sampleInterval == 0 })
        #expect(sampler.interval == 16_384)
    }

    @Test func theResidentSetStandsGuardEvery1024FramesBetweenDistantReadings() throws {
        let (read, _, script) = try sample(frames: 20_000, readingCost: 1_000_000_000)
        // From the reading at 1,984 (interval 2,048 from there) on, the resident set is read
        // with each allocator reading and every 1,024 frames after it.
        #expect(script.residentReads.prefix(8) == [1_984, 3_008, 4_032, 5_056, 6_080, 7_104, 8_128, 9_152])
        #expect(read.allSatisfy { $0 % RunBudget.sampleInterval == 0 })
        #expect(script.residentReads.allSatisfy { $0 % RunBudget.sampleInterval == 0 })
    }

    @Test func aGrowingResidentSetCallsForAReadingOfTheAllocator() throws {
        let growth = (RunBudget.standard.maxHeapGrowth / HeapSampler.guardShare) + 1
        let (read, _, _) = try sample(frames: 12_000, readingCost: 1_000_000_000) { frame, script in
            if frame == 9_000 { script.resident += growth }  // past the guard's share, between two looks
        }
        // Scheduled readings at 8,128 and 16,320; the guard's look at 9,152 sees the growth.
        #expect(read.suffix(2) == [8_128, 9_152])
    }

    @Test func aResidentSetGrowingWithinItsShareWaitsForTheScheduledReading() throws {
        let growth = RunBudget.standard.maxHeapGrowth / HeapSampler.guardShare
        let (read, _, _) = try sample(frames: 12_000, readingCost: 1_000_000_000) { frame, script in
            if frame == 9_000 { script.resident += growth }
        }
        #expect(read.last == 8_128)
    }
}

private extension Collection {
    func adjacentPairs() -> [(Element, Element)] { Array(zip(self, dropFirst())) }
}
