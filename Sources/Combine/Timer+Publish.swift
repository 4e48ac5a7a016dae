import Foundation
import OpenCombine
import OpenCombineFoundation

// `Timer.publish(every:tolerance:on:in:options:)` as SwiftUI code writes it —
// `Timer.publish(every: 1, on: .main, in: .common).autoconnect()` — firing on a rehearsal's
// virtual clock when it runs on the main run loop inside a rehearsal.
//
// OpenCombineFoundation declares `publish(every:tolerance:on:in:options:)` (returning its own
// publisher, which schedules a Foundation timer on the real run loop — a run loop a rehearsal
// never runs). This one has no `options:` parameter, so a call without options — the way
// SwiftUI code writes it — prefers it (it needs fewer defaulted arguments); a call passing
// `options:` is OpenCombine's, in real time (README, "Combine").
extension Foundation.Timer {
    /// A publisher that repeatedly emits the current date on the given interval (Apple,
    /// `Timer.publish(every:tolerance:on:in:options:)`: "Returns a publisher that repeatedly
    /// emits the current date on the given interval"). See ``RehearsalTimerPublisher`` for
    /// when it runs on the virtual clock.
    public static func publish(
        every interval: TimeInterval,
        tolerance: TimeInterval? = nil,
        on runLoop: RunLoop,
        in mode: RunLoop.Mode
    ) -> RehearsalTimerPublisher {
        RehearsalTimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }
}

/// The publisher `Timer.publish(every:on:in:)` returns (Apple's `Timer.TimerPublisher`): a
/// connectable publisher of the current date every `interval` seconds, from `connect()`
/// (or the first subscription, through `.autoconnect()`) until the connection is cancelled.
///
/// On the main run loop, connected while a rehearsal's clock is bound
/// (``RehearsalClockBinding``, bound around every call a rehearsal makes into the app's
/// code): the timer is a repeating timer of the virtual clock — first fire `interval` after
/// the connection, then every `interval` (a Foundation timer's schedule: Apple,
/// `Timer.init(timeInterval:repeats:block:)`, "fires after `interval` seconds"), each due
/// time rounded to the nearest nanosecond — and each element is the virtual clock's date
/// (``RunLoopScheduler``'s `now`: 2001-01-01 plus the virtual time), delivered on the
/// rehearsal's thread. Tolerance changes nothing there (a virtual timer is never late).
/// Otherwise — another run loop, or outside a rehearsal — OpenCombineFoundation's timer on
/// the real run loop, in real time.
///
/// Each subscriber gets the dates it has demand for; a fire with no demand is dropped, as
/// Combine's timer drops it.
public final class RehearsalTimerPublisher: ConnectablePublisher {
    public typealias Output = Date
    public typealias Failure = Never

    public let interval: TimeInterval
    public let tolerance: TimeInterval?
    public let runLoop: RunLoop
    public let mode: RunLoop.Mode
    public let options: RunLoop.OCombine.SchedulerOptions?

    private let subject = PassthroughSubject<Date, Never>()

    public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                options: RunLoop.OCombine.SchedulerOptions? = nil) {
        self.interval = interval
        self.tolerance = tolerance
        self.runLoop = runLoop
        self.mode = mode
        self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }

    /// Starts the timer: on the virtual clock when this is the main run loop and a
    /// rehearsal's clock is bound now, else on the real run loop.
    public func connect() -> Cancellable {
        let scheduler = RunLoopScheduler(runLoop)
        guard let clock = scheduler.virtualClock else {
            let real = Timer.OCombine.TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode,
                                                     options: options)
            let forwarding = real.sink { [subject] in subject.send($0) }
            let connection = real.connect()
            return AnyCancellable {
                connection.cancel()
                forwarding.cancel()
            }
        }
        let nanoseconds = RunLoop.OCombine.nanoseconds(of: .init(floatLiteral: interval))
        return RepeatingWork(on: clock, first: nanoseconds, interval: nanoseconds) { [subject] in
            subject.send(scheduler.now.date)
        }
    }
}
