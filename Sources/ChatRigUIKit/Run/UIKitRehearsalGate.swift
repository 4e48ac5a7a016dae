import Foundation

/// Lets one rehearsal of a view controller run at a time in a process.
///
/// The app observes Foundation's `NotificationCenter.default` — process-wide, as on a device —
/// and the rehearsal posts the keyboard's notifications there, so two view controllers
/// rehearsed at once would hear each other's keyboards, on each other's threads. The gate is
/// held for exactly one run (``UIKitRehearsalScope``, which `Rehearsal.run(_:viewController:…)`
/// uses). A thread may enter again while it holds the gate; other threads wait. Runs of the
/// bundled strategies, which use no UIKit, are never gated.
///
/// **The gate and the main queue.** A run on a worker thread needs the main queue once in a
/// while: Foundation delivers to an observer registered with `queue: .main` through it
/// (``performOnMainQueue(_:)``). A rehearsal started from the main actor waits at the gate *on*
/// the main queue, so the two could starve each other — the worker holding the gate and
/// waiting for the main queue, the main queue blocked waiting for the gate — whatever order a
/// test runner starts them in. The rule that keeps them apart:
/// - a waiter on the **main thread** serves the holder's main-queue work while it waits (the
///   work runs there, where Foundation delivers to `queue: .main` observers at once);
/// - a waiter on the **main queue off the main thread** (the main actor under Swift Testing on
///   Linux, where `dispatchMain()` gave the main queue to a worker) cannot serve it: the
///   holder, about to need the main queue, **yields** the gate to it — withdraws its work,
///   lets the main actor's rehearsal run to its end, and takes the gate back before any other
///   thread, then asks the main queue again. Such a rehearsal posts no notification itself
///   (``performOnMainQueue(_:)`` answers `.occupied` on the main queue), so the yielding run's
///   observers hear nothing while it waits.
/// No thread ever blocks the main queue while the gate's holder waits for it.
///
/// Safe to share: every field is read and written under `condition`.
final class UIKitRehearsalGate: @unchecked Sendable {
    /// The process's gate.
    static let process = UIKitRehearsalGate()

    let condition = NSCondition()
    private var owner: pthread_t?
    private var depth = 0
    private var run: UIKitRun?
    /// A holder that gave the gate to the main queue's waiter (``yieldToMainQueue()``) and takes
    /// it back before any other thread.
    private var yielded: pthread_t?
    /// Threads waiting in ``enter()`` on the main thread, and on the main queue off it.
    private(set) var mainThreadWaiters = 0
    private(set) var mainQueueWaiters = 0
    /// Main-queue work a waiter on the main thread runs while it waits, in order.
    var mainThreadWork: [MainQueueWork] = []
    /// Times a holder yielded the gate to the main queue's waiter.
    private var yields = 0

    /// The run of the host holding the gate: what app code reached from outside a host's
    /// call finds (an observer block Foundation runs on the main queue's thread while the
    /// rehearsal's thread waits for it).
    var activeRun: UIKitRun? {
        condition.lock()
        defer { condition.unlock() }
        return run
    }

    /// Threads waiting at the gate on the main thread or the main queue, and the times a
    /// holder yielded the gate to them: what a test reads to stage the two meeting.
    var mainQueueWaitersAndYields: (waiters: Int, yields: Int) {
        condition.lock()
        defer { condition.unlock() }
        return (mainThreadWaiters + mainQueueWaiters, yields)
    }

    /// Whether the calling thread holds the gate. Call with `condition` locked.
    var isHeldByCaller: Bool {
        guard let owner else { return false }
        return pthread_equal(owner, pthread_self()) != 0
    }

    /// Waits until no other thread holds the gate, then holds it once more. On the main
    /// thread it serves the holder's main-queue work while it waits; on the main queue it
    /// counts as the main queue's waiter, to which a holder needing the main queue yields.
    func enter() {
        condition.lock()
        defer { condition.unlock() }
        if isHeldByCaller {
            depth += 1
            return
        }
        let place = MainQueuePlace.current
        switch place {
        case .mainThread: mainThreadWaiters += 1
        case .mainQueue: mainQueueWaiters += 1
        case .elsewhere: break
        }
        // A holder waiting for the main queue learns of a waiter there.
        condition.broadcast()
        while owner != nil || (yielded != nil && place == .elsewhere) {
            if place == .mainThread, let work = claimMainThreadWork() {
                condition.unlock()
                work.perform()
                condition.lock()
                finish(work)
                continue
            }
            condition.wait()
        }
        switch place {
        case .mainThread: mainThreadWaiters -= 1
        case .mainQueue: mainQueueWaiters -= 1
        case .elsewhere: break
        }
        owner = pthread_self()
        depth = 1
    }

    /// Makes `run` the active run when this thread holds the gate (a host opening its screen
    /// inside a ``UIKitRehearsalScope``); otherwise nothing.
    func adopt(_ run: UIKitRun) {
        condition.lock()
        defer { condition.unlock() }
        if isHeldByCaller { self.run = run }
    }

    /// Gives back one hold; the last wakes the waiting threads.
    func leave() {
        condition.lock()
        defer { condition.unlock() }
        precondition(depth > 0, "ChatRigUIKit: the rehearsal gate was left more often than entered")
        depth -= 1
        if depth == 0 {
            owner = nil
            run = nil
            condition.broadcast()
        }
    }

    /// Gives the gate to the main queue's waiters until none is left, then takes it back with
    /// its holds and its run, before any thread off the main queue. Call with `condition`
    /// locked, holding the gate.
    func yieldToMainQueue() {
        let me = pthread_self(), holds = depth, held = run
        yields += 1
        yielded = me
        owner = nil
        depth = 0
        run = nil
        condition.broadcast()
        while owner != nil || mainQueueWaiters > 0 { condition.wait() }
        yielded = nil
        owner = me
        depth = holds
        run = held
        condition.broadcast()
    }
}

/// One rehearsal of a view controller, alone in the process: `Rehearsal.run(_:viewController:…)`
/// runs its simulation inside ``run(_:)``. Other view-controller rehearsals in the process wait
/// (see ``UIKitRehearsalGate``); `chatrig run` runs view-controller strategies without it, so
/// run those with `--jobs 1` (README).
///
/// A scope may be entered from any thread, the main actor's included: one started from the
/// main actor and one from a worker thread never starve each other (the gate's rule,
/// ``UIKitRehearsalGate``). Inside a scope off the main queue, the run waits for the main
/// queue as long as it takes to deliver the keyboard's notifications, so the process must
/// serve its main queue — a test runner does.
public enum UIKitRehearsalScope {
    /// Runs `body` while no other scope runs in this process. Re-entrant on one thread.
    public static func run<R>(_ body: () throws -> R) rethrows -> R {
        UIKitRehearsalGate.process.enter()
        defer { UIKitRehearsalGate.process.leave() }
        return try body()
    }
}
