import ChatModel
import Testing
@testable import Simulator

/// A store with no messages.
private struct EmptyHistory: MessageHistory {
    var nextMessageID: MessageID { MessageID(0) }
    mutating func newestPage(limit: Int) throws -> HistoryPage { HistoryPage(messages: [], hasMore: false, latency: .zero) }
    mutating func page(olderThan oldest: Message, limit: Int) throws -> HistoryPage { try newestPage(limit: limit) }
}

/// A controller that does nothing: every callback keeps its default.
private final class IdleController: ChatListController {}

private let sixtyHertz = DeviceProfile(
    name: "test", viewportWidth: 393, viewportHeight: 852, scale: 3, refreshRate: 60,
    safeAreaPortrait: .init(top: 59, bottom: 34), safeAreaLandscape: .init(top: 0, bottom: 21),
    keyboardHeight: .init(portrait: 336, landscape: 209), composerHeight: 60,
    costs: DeviceProfile.Costs { _ in 10 }
)

private func simulation(seconds: Double) throws -> Simulation {
    let configuration = RunConfiguration(scenario: "long", strategy: "idle", device: sixtyHertz, seed: 1,
                                         duration: .seconds(seconds), timeline: Timeline([]))
    return try Simulation(configuration: configuration, controller: IdleController(), history: EmptyHistory())
}

@Suite("A run stops at its budget with a clear error")
struct RunBudgetTests {
    @Test func runNeedingMoreFramesThanTheBudgetStopsBeforeItsFirstFrame() throws {
        // 2 s at 60 Hz (16 667 µs a frame) is 120 frames.
        let budget = RunBudget(maxFrames: 119, maxHeapGrowth: .max)
        let expected = RunBudgetExceeded(run: "long · idle", reason: "it needs 120 frames (2.0 s at 60 Hz) and a run may have at most 119")
        #expect(throws: expected) { try simulation(seconds: 2).run(budget: budget) }
        #expect(expected.description == "run long · idle stopped: it needs 120 frames (2.0 s at 60 Hz) and a run may have at most 119")
    }

    @Test func runWithinTheBudgetRunsEveryFrame() throws {
        let output = try simulation(seconds: 2).run(budget: RunBudget(maxFrames: 120, maxHeapGrowth: .max))
        #expect(output.result.metrics[.frames] == 120)
    }

    @Test func standardBudgetCoversTheLongestScenarioAtTheHighestRefreshRate() {
        #expect(RunBudget.standard.maxFrames == 3_600 * 240)
    }

    @Test func heapGrowthPastTheCeilingStopsTheRunAtTheNextReading() throws {
        // The heap reads 0 at the start, then grows 1 MiB a reading.
        let readings = Counter()
        let meter = RunBudget.Meter(budget: RunBudget(maxFrames: 1_000, maxHeapGrowth: 2 << 20), run: "leaky · idle") {
            readings.next() << 20
        }
        for frame in 0..<128 {
            try meter.check(frame: frame, at: .zero + .seconds(Double(frame) / 60))
        }
        #expect(readings.count == 3)  // start, frame 0 (1 MiB), frame 64 (2 MiB: at the ceiling, not past it)
        #expect(throws: RunBudgetExceeded(run: "leaky · idle", reason: "at frame 128 (2.133333 s) its heap had grown by 3 MiB, past the budget of 2 MiB")) {
            try meter.check(frame: 128, at: .zero + .seconds(128.0 / 60))
        }
    }

    @Test func heapThatShrinksNeverStopsTheRun() throws {
        let readings = Counter(start: 100)
        let meter = RunBudget.Meter(budget: RunBudget(maxFrames: 1_000, maxHeapGrowth: 0), run: "tidy · idle") {
            readings.previous()
        }
        for frame in 0..<1_000 {
            try meter.check(frame: frame, at: .zero)
        }
        #expect(readings.count == 17)
    }
}

/// A scripted heap figure: counts readings, stepping up or down by one each time.
private final class Counter: @unchecked Sendable {
    private(set) var count = 0
    private var value: UInt64

    init(start: UInt64 = 0) {
        value = start
    }

    func next() -> UInt64 {
        defer { value += 1 }
        count += 1
        return value
    }

    func previous() -> UInt64 {
        defer { value -= 1 }
        count += 1
        return value
    }
}
