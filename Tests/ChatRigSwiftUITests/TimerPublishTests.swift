#if !canImport(Darwin)
import ChatModel
import ChatRigSwiftUI
import ChatRigTesting
import Combine
import Foundation
import Simulator
import Testing

/// `Timer.publish(every:on:in:).autoconnect()` on the main run loop fires on the rehearsal's
/// virtual clock: first `interval` after the connection, then every `interval`, each element
/// the virtual clock's date — exact times, no real waiting.
@Suite struct TimerPublishTests {
    /// The virtual clock's date at `milliseconds` (`RunLoopScheduler`'s origin, 2001-01-01).
    static func date(atMilliseconds milliseconds: Double) -> Date {
        Date(timeIntervalSinceReferenceDate: milliseconds / 1000)
    }

    @Test func aTimerConnectedInARehearsalFiresEveryIntervalFromTheConnection() {
        let clock = ManualClock()
        clock.advance(toMilliseconds: 100)
        var fired: [(UInt64, Date)] = []
        var cancellable: AnyCancellable?
        clock.run {
            cancellable = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()
                .sink { fired.append((clock.nanoseconds / 1_000_000, $0)) }
        }
        clock.advance(toMilliseconds: 349)
        #expect(fired.isEmpty)
        clock.advance(toMilliseconds: 1_100)
        #expect(fired.map(\.0) == [350, 600, 850, 1_100])
        #expect(fired.map(\.1) == [350, 600, 850, 1_100].map { Self.date(atMilliseconds: $0) })
        cancellable?.cancel()
        clock.advance(toMilliseconds: 5_000)
        #expect(fired.count == 4)
    }

    @Test func aManuallyConnectedTimerStopsWhenItsConnectionIsCancelled() {
        let clock = ManualClock()
        let timer = Timer.publish(every: 1, tolerance: 0.5, on: .main, in: .default)
        var fired: [UInt64] = []
        let subscription = timer.sink { _ in fired.append(clock.nanoseconds / 1_000_000) }
        clock.advance(toMilliseconds: 3_000)
        // Not connected yet: nothing fires.
        #expect(fired.isEmpty)
        var connection: Cancellable?
        clock.run { connection = timer.connect() }
        clock.advance(toMilliseconds: 5_500)
        #expect(fired == [4_000, 5_000])
        connection?.cancel()
        clock.advance(toMilliseconds: 9_000)
        #expect(fired == [4_000, 5_000])
        #expect(timer.interval == 1 && timer.tolerance == 0.5 && timer.mode == .default)
        subscription.cancel()
    }

    @Test func aTimerConnectedOutsideARehearsalIsNotOnTheVirtualClock() {
        let clock = ManualClock()
        var fired = 0
        let cancellable = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect().sink { _ in fired += 1 }
        // Connected with no clock bound: Foundation's timer on the real main run loop, which
        // this test never runs — the virtual clock's time passing fires nothing.
        clock.advance(toMilliseconds: 10_000)
        #expect(fired == 0)
        cancellable.cancel()
    }
}

/// A screen with a clock in its header: `@State` ticks driven by `Timer.publish` through
/// `.onReceive`, as SwiftUI code writes a timer.
@MainActor final class TickLog {
    var milliseconds: [Int64] = []
}

struct TickingChatView: View {
    @ObservedObject var model: LLMChatModel
    let log: TickLog
    let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
    @State private var ticks = 0

    var body: some View {
        VStack {
            Text("\(ticks) ticks")
            ScrollView { LazyVStack { ForEach(model.messages) { LLMMessageRow(message: $0) } } }
        }
        .onReceive(timer) { date in
            ticks += 1
            log.milliseconds.append(Int64((date.timeIntervalSinceReferenceDate * 1000).rounded()))
        }
    }
}

@MainActor @Suite struct TimerPublishRehearsalTests {
    static func run() throws -> [Int64] {
        let scenario = try RehearsalTests.rehearsal.scenario(
            at: RehearsalTests.scenarios.appendingPathComponent("bugs/stale-streaming-text.yaml"))
        let model = LLMChatModel()
        let log = TickLog()
        _ = try RehearsalTests.rehearsal.run(scenario, view: { TickingChatView(model: model, log: log) },
                                             adapter: LLMChatAdapter(model: model), named: "ticking")
        return log.milliseconds
    }

    /// The view subscribes when the screen opens (virtual time 0): the timer is due every
    /// 500 ms on its original schedule and fires at the first frame at or after each due
    /// time — frame instants are whole microseconds at 120 Hz, so 500 ms falls just after
    /// frame 60 (499.999 ms) and each tick comes at the next frame: 508.333 ms, 1008.333 ms, …
    /// (without the original schedule each late fire would push the next one later) until
    /// the run ends — the same ticks in every run.
    @Test func aViewsTimerTicksOnTheVirtualClock() throws {
        let ticks = try Self.run()
        #expect(ticks.count == 13)
        let expected: [Int64] = (1...13).map { (tick: Int64) -> Int64 in 8 + tick * 500 }
        #expect(ticks == expected)
        #expect(try Self.run() == ticks)
    }
}
#endif
