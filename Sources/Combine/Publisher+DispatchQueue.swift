import Dispatch
import OpenCombine
import OpenCombineDispatch

// `DispatchQueue` as a scheduler, written as Combine code writes it:
// `.receive(on: DispatchQueue.main)`, `.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)`.
//
// Apple's Combine makes `DispatchQueue` itself conform to `Scheduler`
// (https://developer.apple.com/documentation/dispatch/dispatchqueue — "Conforms To: Scheduler").
// OpenCombineDispatch declares that conformance only `#if !canImport(Combine)`, and this
// package's module *is* named `Combine`: whether the conformance exists then depends on
// whether `Combine.swiftmodule` was already on the search path when OpenCombineDispatch was
// compiled (absent in a clean build, present in an incremental one). A conformance declared
// here would clash with it in a clean build, so these are concrete overloads instead: a
// non-generic overload is preferred over OpenCombine's generic operator when both apply, so
// the same source compiles, and means the same, in either build.
//
// The work goes through ``DispatchQueueScheduler``: the main queue's on the rehearsal's
// virtual clock while a rehearsal is bound (``RehearsalClockBinding``), anything else on the
// real queue in real time (README, "Combine").
extension Publisher {
    /// Delivers elements on `queue`: `receive(on: DispatchQueue.main)`.
    public func receive(
        on queue: DispatchQueue,
        options: DispatchQueue.OCombine.SchedulerOptions? = nil
    ) -> Publishers.ReceiveOn<Self, DispatchQueueScheduler> {
        receive(on: DispatchQueueScheduler(queue), options: options)
    }

    /// Subscribes, cancels and requests on `queue`.
    public func subscribe(
        on queue: DispatchQueue,
        options: DispatchQueue.OCombine.SchedulerOptions? = nil
    ) -> Publishers.SubscribeOn<Self, DispatchQueueScheduler> {
        subscribe(on: DispatchQueueScheduler(queue), options: options)
    }

    /// Publishes an element only after `dueTime` has passed without another, timed on `scheduler`.
    public func debounce(
        for dueTime: DispatchQueue.OCombine.SchedulerTimeType.Stride,
        scheduler: DispatchQueue,
        options: DispatchQueue.OCombine.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, DispatchQueueScheduler> {
        debounce(for: dueTime, scheduler: DispatchQueueScheduler(scheduler), options: options)
    }

    /// Publishes at most one element per `interval` (the first or the latest), timed on `scheduler`.
    public func throttle(
        for interval: DispatchQueue.OCombine.SchedulerTimeType.Stride,
        scheduler: DispatchQueue,
        latest: Bool
    ) -> Publishers.Throttle<Self, DispatchQueueScheduler> {
        throttle(for: interval, scheduler: DispatchQueueScheduler(scheduler), latest: latest)
    }

    /// Delays every element by `interval` on `scheduler`.
    public func delay(
        for interval: DispatchQueue.OCombine.SchedulerTimeType.Stride,
        tolerance: DispatchQueue.OCombine.SchedulerTimeType.Stride? = nil,
        scheduler: DispatchQueue,
        options: DispatchQueue.OCombine.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, DispatchQueueScheduler> {
        delay(for: interval, tolerance: tolerance, scheduler: DispatchQueueScheduler(scheduler), options: options)
    }

    /// Fails (or finishes) when no element arrives within `interval` on `scheduler`.
    public func timeout(
        _ interval: DispatchQueue.OCombine.SchedulerTimeType.Stride,
        scheduler: DispatchQueue,
        options: DispatchQueue.OCombine.SchedulerOptions? = nil,
        customError: (() -> Failure)? = nil
    ) -> Publishers.Timeout<Self, DispatchQueueScheduler> {
        timeout(interval, scheduler: DispatchQueueScheduler(scheduler), options: options, customError: customError)
    }
}
