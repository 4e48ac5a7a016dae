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
///
/// Each fire is due on the original schedule — `first`, `first + interval`, … from when the
/// work was scheduled — not `interval` after the fire before, which a clock that runs work
/// at its frames may deliver late; a fire so late that it passed later due times runs once
/// for them (Apple, `Timer`: "a repeating timer always schedules itself based on the
/// scheduled firing time, as opposed to the actual firing time … if a timer's firing time is
/// delayed so far that it passes one or more of the scheduled firing times, the timer is
/// fired only once for that time period").
final class RepeatingWork: Cancellable {
    private var isCancelled = false
    private let clock: RehearsalClock
    private let interval: UInt64
    private let action: () -> Void

    init(on clock: RehearsalClock, first: UInt64, interval: UInt64, _ action: @escaping () -> Void) {
        self.clock = clock
        self.interval = max(1, interval)
        self.action = action
        fire(due: clock.nanoseconds + first)
    }

    private func fire(due: UInt64) {
        clock.schedule(afterNanoseconds: due > clock.nanoseconds ? due - clock.nanoseconds : 0) { [self] in
            guard !isCancelled else { return }
            action()
            let now = clock.nanoseconds
            var next = due + interval
            if next < now { next += (now - next) / interval * interval + interval }
            fire(due: next)
        }
    }

    func cancel() { isCancelled = true }
}
