import Dispatch
import Foundation
import OpenCombine

/// The virtual clock of a rehearsal, as the main thread's Combine schedulers see it:
/// `receive(on: DispatchQueue.main)`, `debounce(for:scheduler: RunLoop.main)`, … run their
/// work on it while one is bound (``RehearsalClockBinding``), and in real time otherwise.
///
/// A rehearsal host (ChatRigSwiftUI's) binds its clock around every call it makes into the
/// app's code, and runs the work scheduled on it on the rehearsal's thread — the main
/// thread's stand-in — when its time comes on the virtual clock, bound again.
public protocol RehearsalClock: AnyObject {
    /// Nanoseconds of virtual time since the rehearsal began.
    var nanoseconds: UInt64 { get }

    /// Runs `action` on the rehearsal's thread once `delay` nanoseconds of virtual time have
    /// passed — 0: at the rehearsal's next turn of its main queue, after the code running now
    /// (work scheduled on the main queue never runs inside the call that scheduled it).
    func schedule(afterNanoseconds delay: UInt64, _ action: @escaping () -> Void)
}

/// Which ``RehearsalClock`` the main thread's schedulers use now: the one bound around the
/// code running, if any (a task-local value, so runs on several threads never share one).
public enum RehearsalClockBinding {
    struct Box: @unchecked Sendable {
        // @unchecked: bound and read on the one thread that runs its rehearsal.
        let clock: RehearsalClock
    }

    @TaskLocal static var bound: Box?

    /// The clock bound around the code running now; nil outside a rehearsal.
    public static var current: RehearsalClock? { bound?.clock }

    /// Runs `body` with `clock` as the main thread's clock.
    public static func with<R>(_ clock: RehearsalClock, _ body: () throws -> R) rethrows -> R {
        try $bound.withValue(Box(clock: clock), operation: body)
    }
}

/// Repeats `action` every `interval` nanoseconds from `first` on `clock` until cancelled:
/// a scheduler's repeating work on the virtual clock.
final class RepeatingWork: Cancellable {
    private var isCancelled = false

    init(on clock: RehearsalClock, first: UInt64, interval: UInt64, _ action: @escaping () -> Void) {
        fire(on: clock, after: first, interval: max(1, interval), action)
    }

    private func fire(on clock: RehearsalClock, after delay: UInt64, interval: UInt64, _ action: @escaping () -> Void) {
        clock.schedule(afterNanoseconds: delay) { [self] in
            guard !isCancelled else { return }
            action()
            fire(on: clock, after: interval, interval: interval, action)
        }
    }

    func cancel() { isCancelled = true }
}
