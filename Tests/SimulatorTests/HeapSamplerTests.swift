import ChatModel
import MemoryProbe
import Testing
@testable import Simulator

/// The heap is read every 64 frames, and less often — up to every 16,384 — when a reading
/// would cost more than 1/32 of the frames' CPU time between two readings (glibc's `mallinfo2`
/// on a large heap), with the resident set standing guard every 1,024 frames in between; the
/// readings keep landing on the frames the budget's meter checks.
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
        #expect(read == [0])  // the reading as the run starts
        read.removeAll()
        let meter = RunBudget.Meter(budget: .standard, run: "test", heapBytes: { script.bytes })
        for frame in 0..<frames {
            script.frame = frame
            step(frame, script)
            try sampler.sampleIfDue(frame: frame, at: .zero, meter: meter)
            script.clock += 100
        }
        return (read, sampler, script)
    }

    @Test func aCheapReadingKeepsTheIntervalAt64Frames() throws {
        let (read, sampler, script) = try sample(frames: 1_000, readingCost: 10)  // 10 × 32 < 6,400
        #expect(read == Array(stride(from: 64, to: 1_000, by: 64)))  // the start's reading serves frame 0
        #expect(sampler.interval == 64)
        #expect(sampler.peakGrowth == 10 * UInt64(read.count))  // every reading counts towards the peak
        #expect(script.residentReads.isEmpty)  // no guard needed
    }

    @Test func anExpensiveReadingSpacesTheReadingsOutToAFewPerCentOfTheFrames() throws {
        // A reading of 100 µs: against frames of 2 µs (before any has run) 1/32 of the frames'
        // time needs 1,600 frames a reading, so the first interval is 2,048; the frames then
        // measure 100 ns, which needs 32,000: the interval goes to its ceiling, 16,384.
        let (read, sampler, _) = try sample(frames: 40_000, readingCost: 100_000)
        #expect(read == [2_048, 18_432, 34_816])
        #expect(sampler.interval == HeapSampler.maxInterval)
    }

    @Test func aModeratelyExpensiveReadingSpacesThemOutJustEnough() throws {
        // A reading of 400 µs against frames of 100 ns: 1/32 needs 128 frames a reading (the
        // interval from 64 to 128); a reading every 128 frames then holds.
        let (read, sampler, _) = try sample(frames: 600, readingCost: 400)
        #expect(read == [64, 192, 320, 448, 576])
        #expect(sampler.interval == 128)
    }

    @Test func theResidentSetStandsGuardEvery1024FramesBetweenDistantReadings() throws {
        let (read, _, script) = try sample(frames: 20_000, readingCost: 1_000_000_000)
        // A reading of a second spaces the readings to 16,384 frames from the start; the
        // resident set is read with each allocator reading and every 1,024 frames after it.
        #expect(read == [16_384])
        #expect(script.residentReads.prefix(5) == [0, 1_024, 2_048, 3_072, 4_096])
        // 0; 15 looks, 1,024 to 15,360; 16,384 with its reading; 3 looks, 17,408 to 19,456.
        #expect(script.residentReads.count == 20)
        #expect(read.allSatisfy { $0 % RunBudget.sampleInterval == 0 })
        #expect(script.residentReads.allSatisfy { $0 % RunBudget.sampleInterval == 0 })
    }

    @Test func aGrowingResidentSetCallsForAReadingOfTheAllocator() throws {
        let growth = (RunBudget.standard.maxHeapGrowth / HeapSampler.guardShare) + 1
        let (read, _, _) = try sample(frames: 12_000, readingCost: 1_000_000_000) { frame, script in
            if frame == 9_000 { script.resident += growth }  // past the guard's share, between two looks
        }
        // Readings due every 16,384 frames; the guard's look at 9,216 sees the growth.
        #expect(read == [9_216])
    }

    @Test func aResidentSetGrowingWithinItsShareWaitsForTheScheduledReading() throws {
        let growth = RunBudget.standard.maxHeapGrowth / HeapSampler.guardShare
        let (read, _, _) = try sample(frames: 12_000, readingCost: 1_000_000_000) { frame, script in
            if frame == 9_000 { script.resident += growth }
        }
        #expect(read.isEmpty)
    }
}

private extension Collection {
    func adjacentPairs() -> [(Element, Element)] { Array(zip(self, dropFirst())) }
}
