import Foundation
import OpenCombine
import OpenCombineFoundation

// `RunLoop` as a scheduler, written as Combine code writes it: `.receive(on: RunLoop.main)`,
// `.debounce(for: 0.3, scheduler: RunLoop.main)`. Concrete overloads for the reason
// `Publisher+DispatchQueue.swift` gives (OpenCombineFoundation's `RunLoop: Scheduler` is
// declared only `#if !canImport(Combine)`). The work goes through ``RunLoopScheduler``: the
// main run loop's on the rehearsal's virtual clock while a rehearsal is bound, anything else
// on the real run loop in real time (README, "Combine").
extension Publisher {
    /// Delivers elements on `runLoop`: `receive(on: RunLoop.main)`.
    public func receive(
        on runLoop: RunLoop,
        options: RunLoop.OCombine.SchedulerOptions? = nil
    ) -> Publishers.ReceiveOn<Self, RunLoopScheduler> {
        receive(on: RunLoopScheduler(runLoop), options: options)
    }

    /// Subscribes, cancels and requests on `runLoop`.
    public func subscribe(
        on runLoop: RunLoop,
        options: RunLoop.OCombine.SchedulerOptions? = nil
    ) -> Publishers.SubscribeOn<Self, RunLoopScheduler> {
        subscribe(on: RunLoopScheduler(runLoop), options: options)
    }

    /// Publishes an element only after `dueTime` has passed without another, timed on `scheduler`.
    public func debounce(
        for dueTime: RunLoop.OCombine.SchedulerTimeType.Stride,
        scheduler: RunLoop,
        options: RunLoop.OCombine.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, RunLoopScheduler> {
        debounce(for: dueTime, scheduler: RunLoopScheduler(scheduler), options: options)
    }

    /// Publishes at most one element per `interval` (the first or the latest), timed on `scheduler`.
    public func throttle(
        for interval: RunLoop.OCombine.SchedulerTimeType.Stride,
        scheduler: RunLoop,
        latest: Bool
    ) -> Publishers.Throttle<Self, RunLoopScheduler> {
        throttle(for: interval, scheduler: RunLoopScheduler(scheduler), latest: latest)
    }

    /// Delays every element by `interval` on `scheduler`.
    public func delay(
        for interval: RunLoop.OCombine.SchedulerTimeType.Stride,
        tolerance: RunLoop.OCombine.SchedulerTimeType.Stride? = nil,
        scheduler: RunLoop,
        options: RunLoop.OCombine.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, RunLoopScheduler> {
        delay(for: interval, tolerance: tolerance, scheduler: RunLoopScheduler(scheduler), options: options)
    }

    /// Fails (or finishes) when no element arrives within `interval` on `scheduler`.
    public func timeout(
        _ interval: RunLoop.OCombine.SchedulerTimeType.Stride,
        scheduler: RunLoop,
        options: RunLoop.OCombine.SchedulerOptions? = nil,
        customError: (() -> Failure)? = nil
    ) -> Publishers.Timeout<Self, RunLoopScheduler> {
        timeout(interval, scheduler: RunLoopScheduler(scheduler), options: options, customError: customError)
    }
}
