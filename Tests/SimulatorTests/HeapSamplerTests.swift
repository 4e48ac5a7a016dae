import ChatModel
import MemoryProbe
import Testing
@testable import Simulator

/// The heap is read every 64 frames, and less often — up to every 1,024 — while a reading
/// costs more than 1/32 of the CPU time since the one before (glibc's `mallinfo2` on a large
/// heap); the readings keep landing on the frames the budget's meter checks.
@Suite struct HeapSamplerTests {
    /// Runs `frames` frames, each costing 100 ns of scripted CPU time and a reading
    /// `readingCost` ns more; returns the frames read and the sampler.
    private func sample(frames: Int, readingCost: UInt64) throws -> (read: [Int], sampler: HeapSampler) {
        final class Script: @unchecked Sendable {
            var clock: UInt64 = 0
            var bytes: UInt64 = 1_000
            var reads = 0
        }
        let script = Script()
        var sampler = HeapSampler(
            read: {
                script.clock += readingCost
                script.reads += 1
                script.bytes += 10
                return MemoryFigure(bytes: script.bytes, source: .mallinfo2)
            },
            clock: { script.clock })
        let meter = RunBudget.Meter(budget: .standard, run: "test", heapBytes: { script.bytes })
        var read: [Int] = []
        for frame in 0..<frames {
            if try sampler.sampleIfDue(frame: frame, at: .zero, meter: meter) { read.append(frame) }
            script.clock += 100
        }
        return (read, sampler)
    }

    @Test func aCheapReadingKeepsTheIntervalAt64Frames() throws {
        let (read, sampler) = try sample(frames: 1_000, readingCost: 10)  // 10 × 32 < 6,400
        #expect(read == Array(stride(from: 0, to: 1_000, by: 64)))
        #expect(sampler.interval == 64)
        #expect(sampler.peakGrowth == 10 * UInt64(read.count))  // every reading counts towards the peak
    }

    @Test func anExpensiveReadingDoublesTheIntervalUpTo1024Frames() throws {
        let (read, sampler) = try sample(frames: 5_000, readingCost: 1_000_000)  // each reading dearer than all frames since
        #expect(read.prefix(6) == [0, 64, 192, 448, 960, 1_984])  // intervals 64, 128, 256, 512, 1,024
        #expect(read.dropFirst(5).adjacentPairs().allSatisfy { $1 - $0 == HeapSampler.maxInterval })
        #expect(read.allSatisfy { $0 % RunBudget.sampleInterval == 0 })
        #expect(sampler.interval == 1_024)
    }
}

private extension Collection {
    func adjacentPairs() -> [(Element, Element)] { Array(zip(self, dropFirst())) }
}
