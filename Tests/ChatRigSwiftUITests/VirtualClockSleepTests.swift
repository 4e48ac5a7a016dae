#if !canImport(Darwin)
import ChatModel
import ChatRigSwiftUI
import ChatRigTesting
import Combine
import Foundation
import Simulator
import Testing

/// Virtual times (µs) a task saw, from whichever thread it ran on.
final class SleepLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Int64] = []
    var times: [Int64] { lock.lock(); defer { lock.unlock() }; return stored }
    func append(_ time: Int64) { lock.lock(); stored.append(time); lock.unlock() }
}

/// A screen whose `.task` waits on a clock it is given, as testable SwiftUI code takes one.
struct SleepingChatView: View {
    @ObservedObject var model: LLMChatModel
    let clock: any Clock<Duration>
    let log: SleepLog

    var body: some View {
        ScrollView { LazyVStack { ForEach(model.messages) { LLMMessageRow(message: $0) } } }
            .task {
                let start = VirtualClock().now.offset
                log.append(start.components.seconds * 1_000_000 + start.components.attoseconds / 1_000_000_000_000)
                try? await clock.sleep(for: .milliseconds(300))
                let end = VirtualClock().now.offset
                log.append(end.components.seconds * 1_000_000 + end.components.attoseconds / 1_000_000_000_000)
            }
    }
}

/// `VirtualClock`: a `Clock` on the rehearsal's virtual clock, for code that takes its clock
/// as a parameter.
@Suite struct VirtualClockSleepTests {
    @Test func aSleepWakesWhenTheManualClockReachesItsDeadline() async throws {
        let clock = ManualClock()
        let log = SleepLog()
        let task = clock.runTask {
            Task {
                try await VirtualClock().sleep(for: .milliseconds(250))
                log.append(Int64(RehearsalClockBinding.current?.nanoseconds ?? 0) / 1000)
            }
        }
        // Let the task reach its sleep, then pass the virtual time.
        while !clock.hasWork { await Task.yield() }
        clock.advance(toMilliseconds: 249)
        #expect(clock.hasWork)
        clock.advance(toMilliseconds: 250)
        try await task.value
        #expect(!clock.hasWork)
        #expect(log.times == [250_000])
    }

    @Test func aCancelledSleepThrowsAtOnce() async {
        let clock = ManualClock()
        let task = clock.runTask { Task { try await VirtualClock().sleep(for: .seconds(10)) } }
        while !clock.hasWork { await Task.yield() }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }
}

@MainActor @Suite struct VirtualClockRehearsalSleepTests {
    static func run() throws -> [Int64] {
        let scenario = try RehearsalTests.rehearsal.scenario(
            at: RehearsalTests.scenarios.appendingPathComponent("bugs/stale-streaming-text.yaml"))
        let model = LLMChatModel()
        let log = SleepLog()
        _ = try RehearsalTests.rehearsal.run(scenario, view: { SleepingChatView(model: model, clock: VirtualClock(), log: log) },
                                             adapter: LLMChatAdapter(model: model), named: "sleeping")
        return log.times
    }

    /// The `.task` starts as the screen opens (virtual time 0) and sleeps 300 ms of virtual
    /// time: its timer fires at the first frame at or after the deadline (frame instants are
    /// whole microseconds, so 300 ms falls just after a frame), and the task resumes on the
    /// graph's executor at the graph's next update — within a frame (8.334 ms) of the
    /// deadline, the same instant every run.
    @Test func aTasksSleepOnTheVirtualClockWakesAtTheFrameOfItsDeadline() throws {
        let times = try Self.run()
        #expect(times.count == 2)
        let (start, end) = (times.first ?? 0, times.last ?? 0)
        #expect(end - start >= 300_000 && end - start < 300_000 + 8_334, "\(times)")
        #expect(times == [0, 308_321])
        #expect(try Self.run() == times)
    }
}
#endif
