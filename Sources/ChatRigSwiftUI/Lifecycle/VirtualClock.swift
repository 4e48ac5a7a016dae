#if !canImport(Darwin)
import Combine
import Dispatch
import Foundation

/// The rehearsal's virtual clock as a Swift `Clock`, for code that takes its clock as a
/// parameter (`any Clock<Duration>`, the testable form of `Task.sleep(for:)`): an adapter
/// hands it to the view model in place of `ContinuousClock()`, and a `sleep(for:)` inside a
/// rehearsal wakes on the virtual clock — deterministically when the sleeping task runs on
/// the graph's executor (a `.task`), at the graph's update in the frame its time comes.
///
/// `Task.sleep(for:)` and `ContinuousClock` themselves cannot be put on the virtual clock:
/// they take no clock, and Swift's executor hooks are not consulted for them on the
/// toolchains this package supports (README, "Task { @MainActor in }").
///
/// Inside a rehearsal (``Combine/RehearsalClockBinding`` bound — around the host's calls into
/// the app's code and in the tasks they start, which inherit it) `now` is the virtual time
/// and a sleep is a timer of the run's clock, due after the duration rounded up to the
/// microsecond; outside one, the real monotonic clock.
public struct VirtualClock: Clock {
    public struct Instant: InstantProtocol {
        /// Time since the virtual clock's origin (the rehearsal's start).
        public var offset: Duration

        public init(offset: Duration) { self.offset = offset }

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    public init() {}

    public var now: Instant {
        guard let clock = RehearsalClockBinding.current else {
            return Instant(offset: .nanoseconds(Int64(clamping: DispatchTime.now().uptimeNanoseconds)))
        }
        return Instant(offset: .nanoseconds(Int64(clamping: clock.nanoseconds)))
    }

    /// 1 µs: the virtual clock's timers are due in whole microseconds.
    public var minimumResolution: Duration { .microseconds(1) }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        guard let clock = RehearsalClockBinding.current else {
            return try await Task.sleep(for: now.duration(to: deadline))
        }
        let wait = now.duration(to: deadline)
        let parts = wait.components
        let nanoseconds = wait <= .zero ? 0 : UInt64(clamping: parts.seconds) * 1_000_000_000 + UInt64(clamping: parts.attoseconds / 1_000_000_000)
        let sleeper = Sleeper()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                guard sleeper.start(continuation) else { return continuation.resume(throwing: CancellationError()) }
                clock.schedule(afterNanoseconds: nanoseconds) { sleeper.finish(nil) }
            }
        } onCancel: {
            sleeper.finish(CancellationError())
        }
    }
}

/// One sleep's continuation, resumed once: by its timer or by cancellation, whichever first.
private final class Sleeper: @unchecked Sendable {
    // @unchecked: every mutable property is read and written under `lock`.
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, Error>?
    private var isFinished = false

    /// Keeps `continuation`; false when the sleep was already cancelled.
    func start(_ continuation: CheckedContinuation<Void, Error>) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !isFinished else { return false }
        self.continuation = continuation
        return true
    }

    func finish(_ error: Error?) {
        lock.lock()
        let continuation = self.continuation
        self.continuation = nil
        isFinished = true
        lock.unlock()
        if let error { continuation?.resume(throwing: error) } else { continuation?.resume() }
    }
}
#endif
