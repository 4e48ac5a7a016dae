import Dispatch
import Foundation
import OpenCombine
import OpenCombineDispatch
import OpenCombineFoundation

/// `DispatchQueue` as Combine code writes it as a scheduler (`receive(on: DispatchQueue.main)`,
/// `debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)`): the main queue's work
/// on the rehearsal's virtual clock while one is bound (``RehearsalClockBinding``) — a
/// deterministic run — and any other queue's, or any work outside a rehearsal, on the real
/// queue in real time (OpenCombineDispatch's `DispatchQueue.OCombine`).
///
/// Times are the real scheduler's (`DispatchQueue.SchedulerTimeType`); on the virtual clock
/// `now` is the clock's reading past a fixed origin, so strides written in code
/// (`.milliseconds(300)`) mean the same on both.
public struct DispatchQueueScheduler: Scheduler {
    public typealias SchedulerTimeType = DispatchQueue.OCombine.SchedulerTimeType
    public typealias SchedulerOptions = DispatchQueue.OCombine.SchedulerOptions

    /// The real queue's scheduler.
    public let real: DispatchQueue.OCombine
    /// Where the virtual clock's time 0 sits on the dispatch clock (1 s: never
    /// `DispatchTime(uptimeNanoseconds: 0)`, which Dispatch reads as "now").
    static let origin: UInt64 = 1_000_000_000

    private let isMain: Bool

    public init(_ queue: DispatchQueue) {
        real = queue.ocombine
        // By label: swift-corelibs-libdispatch makes a new `DispatchQueue` object for each
        // read of `DispatchQueue.main`, so identity does not tell the main queue.
        isMain = queue.label == DispatchQueue.main.label
    }

    /// The rehearsal's clock, when this is the main queue and one is bound.
    private var clock: RehearsalClock? { isMain ? RehearsalClockBinding.current : nil }

    public var now: SchedulerTimeType {
        guard let clock else { return real.now }
        return SchedulerTimeType(DispatchTime(uptimeNanoseconds: Self.origin + clock.nanoseconds))
    }

    public var minimumTolerance: SchedulerTimeType.Stride { real.minimumTolerance }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        guard let clock else { return real.schedule(options: options, action) }
        clock.schedule(afterNanoseconds: 0, action)
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        guard let clock else { return real.schedule(after: date, tolerance: tolerance, options: options, action) }
        clock.schedule(afterNanoseconds: delay(until: date, on: clock), action)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        guard let clock else { return real.schedule(after: date, interval: interval, tolerance: tolerance, options: options, action) }
        return RepeatingWork(on: clock, first: delay(until: date, on: clock), interval: UInt64(max(0, interval.magnitude)), action)
    }

    private func delay(until date: SchedulerTimeType, on clock: RehearsalClock) -> UInt64 {
        let due = date.dispatchTime.uptimeNanoseconds, now = Self.origin + clock.nanoseconds
        return due > now ? due - now : 0
    }
}

/// `RunLoop` as Combine code writes it as a scheduler (`receive(on: RunLoop.main)`): the
/// main run loop's work on the rehearsal's virtual clock while one is bound, any other run
/// loop's, or any work outside a rehearsal, on the real run loop (OpenCombineFoundation's
/// `RunLoop.OCombine`). Virtual time is the clock's reading past a fixed date, in seconds;
/// a due date is turned back into nanoseconds rounded to the nearest.
public struct RunLoopScheduler: Scheduler {
    public typealias SchedulerTimeType = RunLoop.OCombine.SchedulerTimeType
    public typealias SchedulerOptions = RunLoop.OCombine.SchedulerOptions

    /// The real run loop's scheduler.
    public let real: RunLoop.OCombine
    private let isMain: Bool
    /// The virtual clock's time 0 (2001-01-01, Foundation's reference date).
    static let origin = Date(timeIntervalSinceReferenceDate: 0)

    public init(_ runLoop: RunLoop) {
        real = runLoop.ocombine
        isMain = runLoop === RunLoop.main
    }

    private var clock: RehearsalClock? { isMain ? RehearsalClockBinding.current : nil }

    public var now: SchedulerTimeType {
        guard let clock else { return real.now }
        return SchedulerTimeType(Self.origin + Double(clock.nanoseconds) / 1e9)
    }

    public var minimumTolerance: SchedulerTimeType.Stride { real.minimumTolerance }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        guard let clock else { return real.schedule(options: options, action) }
        clock.schedule(afterNanoseconds: 0, action)
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        guard let clock else { return real.schedule(after: date, tolerance: tolerance, options: options, action) }
        clock.schedule(afterNanoseconds: delay(until: date, on: clock), action)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        guard let clock else { return real.schedule(after: date, interval: interval, tolerance: tolerance, options: options, action) }
        let interval = UInt64(max(0, (interval.magnitude * 1e9).rounded()))
        return RepeatingWork(on: clock, first: delay(until: date, on: clock), interval: interval, action)
    }

    private func delay(until date: SchedulerTimeType, on clock: RehearsalClock) -> UInt64 {
        let due = (date.date.timeIntervalSince(Self.origin) * 1e9).rounded()
        let now = Double(clock.nanoseconds)
        return due > now ? UInt64(due - now) : 0
    }
}
