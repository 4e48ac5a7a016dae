import Dispatch
import Foundation
import OpenCombine
import OpenCombineDispatch
import OpenCombineFoundation

/// A real scheduler a rehearsal's virtual clock stands in for when it is the main thread's:
/// how its times and strides read as nanoseconds of virtual time. The main queue's and the
/// main run loop's schedulers (OpenCombine's `DispatchQueue.OCombine`, `RunLoop.OCombine`).
public protocol MainThreadSchedulerKind: Scheduler {
    /// Whether this scheduler's work runs on the main thread.
    var isMainThread: Bool { get }
    /// What `nanoseconds` of virtual time reads as on this scheduler's clock.
    static func time(atVirtualNanoseconds nanoseconds: UInt64) -> SchedulerTimeType
    /// The virtual time `time` reads as, in nanoseconds (negative before the virtual origin).
    static func virtualNanoseconds(of time: SchedulerTimeType) -> Int64
    /// A stride's length in nanoseconds (0 for a negative one).
    static func nanoseconds(of stride: SchedulerTimeType.Stride) -> UInt64
}

/// A main-thread scheduler as Combine code writes it (`receive(on: DispatchQueue.main)`,
/// `debounce(for: .milliseconds(300), scheduler: RunLoop.main)`): its work on the
/// rehearsal's virtual clock while one is bound (``RehearsalClockBinding``) — a
/// deterministic run — and any other queue's or run loop's, or any work outside a
/// rehearsal, on the real scheduler in real time (README, "Combine").
///
/// Times are the real scheduler's; on the virtual clock `now` is the clock's reading past
/// the scheduler's fixed origin, so strides written in code mean the same on both.
/// ``DispatchQueueScheduler`` and ``RunLoopScheduler`` are its two kinds.
public struct MainThreadScheduler<Real: MainThreadSchedulerKind>: Scheduler {
    public typealias SchedulerTimeType = Real.SchedulerTimeType
    public typealias SchedulerOptions = Real.SchedulerOptions

    /// The real scheduler.
    public let real: Real

    public init(real: Real) { self.real = real }

    /// The rehearsal's clock, when this is the main thread's scheduler and one is bound.
    public var virtualClock: RehearsalClock? { real.isMainThread ? RehearsalClockBinding.current : nil }

    public var now: SchedulerTimeType {
        guard let clock = virtualClock else { return real.now }
        return Real.time(atVirtualNanoseconds: clock.nanoseconds)
    }

    public var minimumTolerance: SchedulerTimeType.Stride { real.minimumTolerance }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        guard let clock = virtualClock else { return real.schedule(options: options, action) }
        clock.schedule(afterNanoseconds: 0, action)
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        guard let clock = virtualClock else { return real.schedule(after: date, tolerance: tolerance, options: options, action) }
        clock.schedule(afterNanoseconds: delay(until: date, on: clock), action)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        guard let clock = virtualClock else {
            return real.schedule(after: date, interval: interval, tolerance: tolerance, options: options, action)
        }
        return RepeatingWork(on: clock, first: delay(until: date, on: clock), interval: Real.nanoseconds(of: interval), action)
    }

    private func delay(until date: SchedulerTimeType, on clock: RehearsalClock) -> UInt64 {
        let due = Real.virtualNanoseconds(of: date), now = Int64(clamping: clock.nanoseconds)
        return due > now ? UInt64(due - now) : 0
    }
}

/// `DispatchQueue` as a scheduler: a ``MainThreadScheduler`` over the real queue's
/// (OpenCombineDispatch's `DispatchQueue.OCombine`).
public typealias DispatchQueueScheduler = MainThreadScheduler<DispatchQueue.OCombine>

/// `RunLoop` as a scheduler: a ``MainThreadScheduler`` over the real run loop's
/// (OpenCombineFoundation's `RunLoop.OCombine`).
public typealias RunLoopScheduler = MainThreadScheduler<RunLoop.OCombine>

extension MainThreadScheduler where Real == DispatchQueue.OCombine {
    public init(_ queue: DispatchQueue) { self.init(real: queue.ocombine) }
}

extension MainThreadScheduler where Real == RunLoop.OCombine {
    public init(_ runLoop: RunLoop) { self.init(real: runLoop.ocombine) }
}

extension DispatchQueue.OCombine: MainThreadSchedulerKind {
    /// By label: swift-corelibs-libdispatch makes a new `DispatchQueue` object for each read
    /// of `DispatchQueue.main`, so identity does not tell the main queue.
    public var isMainThread: Bool { queue.label == DispatchQueue.main.label }

    /// Where the virtual clock's time 0 sits on the dispatch clock (1 s: never
    /// `DispatchTime(uptimeNanoseconds: 0)`, which Dispatch reads as "now").
    static let virtualOrigin: UInt64 = 1_000_000_000

    public static func time(atVirtualNanoseconds nanoseconds: UInt64) -> SchedulerTimeType {
        SchedulerTimeType(DispatchTime(uptimeNanoseconds: virtualOrigin + nanoseconds))
    }

    public static func virtualNanoseconds(of time: SchedulerTimeType) -> Int64 {
        Int64(clamping: time.dispatchTime.uptimeNanoseconds) - Int64(virtualOrigin)
    }

    public static func nanoseconds(of stride: SchedulerTimeType.Stride) -> UInt64 { UInt64(max(0, stride.magnitude)) }
}

extension RunLoop.OCombine: MainThreadSchedulerKind {
    public var isMainThread: Bool { runLoop === RunLoop.main }

    /// The virtual clock's time 0 (2001-01-01, Foundation's reference date). A due date is
    /// turned back into nanoseconds rounded to the nearest.
    static let virtualOrigin = Date(timeIntervalSinceReferenceDate: 0)

    public static func time(atVirtualNanoseconds nanoseconds: UInt64) -> SchedulerTimeType {
        SchedulerTimeType(virtualOrigin + Double(nanoseconds) / 1e9)
    }

    public static func virtualNanoseconds(of time: SchedulerTimeType) -> Int64 {
        Int64(clamping: Int64(exactly: (time.date.timeIntervalSince(virtualOrigin) * 1e9).rounded()) ?? .max)
    }

    public static func nanoseconds(of stride: SchedulerTimeType.Stride) -> UInt64 {
        UInt64(max(0, (stride.magnitude * 1e9).rounded()))
    }
}
