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
/// Safe to share: every field is read and written under `condition`.
final class UIKitRehearsalGate: @unchecked Sendable {
    /// The process's gate.
    static let process = UIKitRehearsalGate()

    private let condition = NSCondition()
    private var owner: pthread_t?
    private var depth = 0
    private var run: UIKitRun?

    /// The run of the host holding the gate: what app code reached from outside a host's
    /// call finds (an observer block Foundation runs on the main queue's thread while the
    /// rehearsal's thread waits for it).
    var activeRun: UIKitRun? {
        condition.lock()
        defer { condition.unlock() }
        return run
    }

    /// Waits until no other thread holds the gate, then holds it once more.
    func enter() {
        condition.lock()
        defer { condition.unlock() }
        let me = pthread_self()
        while let holder = owner, pthread_equal(holder, me) == 0 { condition.wait() }
        owner = me
        depth += 1
    }

    /// Makes `run` the active run when this thread holds the gate (a host opening its screen
    /// inside a ``UIKitRehearsalScope``); otherwise nothing.
    func adopt(_ run: UIKitRun) {
        condition.lock()
        defer { condition.unlock() }
        if let holder = owner, pthread_equal(holder, pthread_self()) != 0 { self.run = run }
    }

    /// Gives back one hold; the last wakes a waiting thread.
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
}

/// One rehearsal of a view controller, alone in the process: `Rehearsal.run(_:viewController:…)`
/// runs its simulation inside ``run(_:)``. Other view-controller rehearsals in the process wait
/// (see ``UIKitRehearsalGate``); `chatrig run` runs view-controller strategies without it, so
/// run those with `--jobs 1` (README).
public enum UIKitRehearsalScope {
    /// Runs `body` while no other scope runs in this process. Re-entrant on one thread.
    public static func run<R>(_ body: () throws -> R) rethrows -> R {
        UIKitRehearsalGate.process.enter()
        defer { UIKitRehearsalGate.process.leave() }
        return try body()
    }
}
