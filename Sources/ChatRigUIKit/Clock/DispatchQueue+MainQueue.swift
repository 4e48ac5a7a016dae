import Dispatch
import Simulator

/// `DispatchQueue.main.async { … }` and `asyncAfter(deadline:) { … }` as UIKit code writes
/// them, on the rehearsal's main run loop.
///
/// These are overloads on Dispatch's own `DispatchQueue` (no Dispatch name is declared
/// again, so a file importing Foundation and ChatRigUIKit compiles): they take the work as a
/// `@MainActor` closure and no `group`/`qos`/`flags`, which makes them the better match for
/// the calls UIKit code writes, in Swift 5 and Swift 6 language modes — and let the closure
/// use the view controller's state, as the compiler allows for the main queue on iOS.
/// A call with a `group`, `qos` or `flags`, or with a `DispatchWorkItem`, is Dispatch's own:
/// it runs on the process's main queue, outside the rehearsal (README).
///
/// Inside a rehearsal the work joins the run's main queue, behind the work already pending,
/// and runs at the frame's display-link tick, after the frame's events (``UIKitRun``, the
/// main run loop's order). Work sent to another queue (`DispatchQueue.global().async`) is
/// taken to finish at once and to hop back: it joins the main queue too — a list's
/// background work (decoding, parsing) is charged by the engine, not timed here. Outside a
/// rehearsal the work goes to Dispatch's main queue.
extension DispatchQueue {
    /// `async(execute:)`: behind the main queue's pending work. O(1).
    public func async(execute work: @escaping @MainActor () -> Void) {
        guard let run = UIKitRun.current else { return DispatchQueue.forwardToMain(after: nil, work) }
        run.mainQueue.append(work)
    }

    /// `asyncAfter(deadline:execute:)`: the work joins the main queue once `deadline`'s
    /// distance from now has passed on the virtual clock.
    ///
    /// A `DispatchTime` is a wall-clock reading, so the distance is read once, at the call,
    /// rounded to the millisecond: the rehearsal is deterministic only if the app computes
    /// the deadline as `.now() + delay` right before the call (as UIKit code does). The run
    /// records an `invariantViolation` finding naming the call, so a report never silently
    /// depends on it.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @MainActor () -> Void) {
        let now = DispatchTime.now().uptimeNanoseconds
        let nanoseconds = deadline.uptimeNanoseconds > now ? deadline.uptimeNanoseconds - now : 0
        guard let run = UIKitRun.current else { return DispatchQueue.forwardToMain(after: deadline, work) }
        let milliseconds = (Double(nanoseconds) / 1_000_000).rounded()
        run.context.recordFinding(
            "DispatchQueue.asyncAfter(deadline:) on a wall-clock deadline, about \(Int(milliseconds)) ms: "
                + "scheduled on the virtual clock at the rounded delay; use a timer the rehearsal drives")
        run.context.schedule(after: .milliseconds(milliseconds)) { run.mainQueue.append(work) }
    }

    /// Outside a rehearsal: Dispatch's main queue, as on a device.
    private static func forwardToMain(after deadline: DispatchTime?, _ work: @escaping @MainActor () -> Void) {
        // The work is main-actor code and runs only on the main queue: the box never lets it
        // run elsewhere.
        nonisolated(unsafe) let work = work
        let onMain: @Sendable () -> Void = { MainActor.assumeIsolated { work() } }
        if let deadline {
            DispatchQueue.main.asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: onMain)
        } else {
            DispatchQueue.main.async(group: nil, qos: .unspecified, flags: [], execute: onMain)
        }
    }
}
