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
            _ = try sampler.sampleIfDue(frame: frame, at: .zero, meter: meter)
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
        // Frames cost 100 ns; a reading 100 µs: 1/32 of the frames' time needs 32,000 frames
        // a reading, so the interval goes from 64 straight to its ceiling, 16,384.
        let (read, sampler, _) = try sample(frames: 40_000, readingCost: 100_000)
        #expect(read == [64, 16_448, 32_832])
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
        // From the reading at 64 (interval 16,384 from there) on, the resident set is read
        // with each allocator reading and every 1,024 frames after it.
        #expect(script.residentReads.prefix(5) == [64, 1_088, 2_112, 3_136, 4_160])
        // 64; 15 looks, 1,088 to 15,424; 16,448 with its reading; 3 looks, 17,472 to 19,520.
        #expect(script.residentReads.count == 20)
        #expect(read.allSatisfy { $0 % RunBudget.sampleInterval == 0 })
        #expect(script.residentReads.allSatisfy { $0 % RunBudget.sampleInterval == 0 })
    }

    @Test func aGrowingResidentSetCallsForAReadingOfTheAllocator() throws {
        let growth = (RunBudget.standard.maxHeapGrowth / HeapSampler.guardShare) + 1
        let (read, _, _) = try sample(frames: 12_000, readingCost: 1_000_000_000) { frame, script in
            if frame == 9_000 { script.resident += growth }  // past the guard's share, between two looks
        }
        // Scheduled readings at 64 and 16,448; the guard's look at 9,280 sees the growth.
        #expect(read == [64, 9_280])
    }

    @Test func aResidentSetGrowingWithinItsShareWaitsForTheScheduledReading() throws {
        let growth = RunBudget.standard.maxHeapGrowth / HeapSampler.guardShare
        let (read, _, _) = try sample(frames: 12_000, readingCost: 1_000_000_000) { frame, script in
            if frame == 9_000 { script.resident += growth }
        }
        #expect(read == [64])
    }
}

private extension Collection {
    func adjacentPairs() -> [(Element, Element)] { Array(zip(self, dropFirst())) }
}
