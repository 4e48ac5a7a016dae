import MemoryProbe
import Testing
@testable import Simulator

/// A run reads the allocator once per sample and hands the reading to its budget, which
/// judges it as it would judge its own reading.
@Suite struct RunBudgetReadingTests {
    private let budget = RunBudget(maxFrames: 1_000, maxHeapGrowth: 64 << 20)

    @Test func aHandedReadingPastTheCeilingStopsTheRun() {
        let meter = RunBudget.Meter(budget: budget, run: "handed · idle")
        let grown = MemoryFigure(bytes: RunBudget.liveHeapBytes() + (65 << 20), source: .mallinfo2)
        #expect(throws: RunBudgetExceeded.self) { try meter.check(frame: 64, at: .zero, allocated: grown) }
        // Between samples nothing is read or judged.
        #expect(throws: Never.self) { try meter.check(frame: 65, at: .zero, allocated: grown) }
    }

    @Test func aHandedReadingUnderTheCeilingPasses() {
        let meter = RunBudget.Meter(budget: budget, run: "handed · idle")
        #expect(throws: Never.self) { try meter.check(frame: 0, at: .zero, allocated: MemoryProbe().readAllocated()) }
    }

    @Test func withoutAnAllocatorFigureTheResidentSizeIsJudged() {
        // A figure the allocator could not give is not the heap: the budget reads resident
        // memory instead (a running process has some), not the figure's 0 bytes.
        if MemoryProbe.residentSetSize().source != .unavailable {
            #expect(RunBudget.liveHeapBytes(allocated: MemoryFigure(bytes: 0, source: .unavailable)) > 0)
        }
        let figure = MemoryFigure(bytes: 12_345, source: .mallinfo2)
        #expect(RunBudget.liveHeapBytes(allocated: figure) == 12_345)
    }

    @Test func theAllocatedFigureAloneIsTheFullReadingsFigure() {
        // Same allocator, same source: readAllocated() is read()'s allocated figure.
        #expect(MemoryProbe().readAllocated().source == MemoryProbe().read().allocated.source)
    }
}
