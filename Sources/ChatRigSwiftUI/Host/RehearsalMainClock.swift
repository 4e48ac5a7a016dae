#if !canImport(Darwin)
import ChatModel
import Combine
import Simulator

/// The rehearsal's virtual clock as the main thread's Combine schedulers see it
/// (`receive(on: DispatchQueue.main)`, `debounce(for:scheduler: RunLoop.main)`, …: the
/// `Combine` module's ``Combine/RehearsalClock``), bound around every call the host makes
/// into the app's code.
///
/// Work scheduled on it is a timer of the run's virtual clock (``Simulator/ChatListContext/schedule(after:_:)``),
/// due after its delay rounded up to the clock's microsecond; work due now (a main-queue
/// hop) runs at the frame's timers — in this frame when they have not run yet, else the
/// next — after the code that scheduled it, as the main queue runs work queued on it after
/// the current turn (Apple, `DispatchQueue.main`: "a serial queue … executes tasks on the
/// main thread"; estimate: the turn it runs in). It runs bound to the clock again, on the
/// rehearsal's thread (``MainActorBridge``); the views it changes update at the frame's
/// display link.
final class RehearsalMainClock: RehearsalClock {
    private unowned let context: ChatListContext

    init(context: ChatListContext) { self.context = context }

    var nanoseconds: UInt64 { UInt64(max(0, context.now.microseconds)) * 1000 }

    func schedule(afterNanoseconds delay: UInt64, _ action: @escaping () -> Void) {
        let microseconds = Int64(min(delay / 1000 + (delay % 1000 == 0 ? 0 : 1), UInt64(Int64.max)))
        _ = context.schedule(after: VirtualDuration(microseconds: microseconds)) { [self] in
            RehearsalClockBinding.with(self) { MainActorBridge.run(action) }
        }
    }

    /// Runs `body` — the app's main-actor code — with this clock bound.
    func enter<R>(_ body: @MainActor () throws -> R) rethrows -> R {
        try RehearsalClockBinding.with(self) { try MainActorBridge.run(body) }
    }
}
#endif
