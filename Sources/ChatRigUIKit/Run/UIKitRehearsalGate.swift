import Foundation

/// Lets one rehearsal of a view controller run at a time in a process.
///
/// The app observes Foundation's `NotificationCenter.default` — process-wide, as on a device —
/// and the rehearsal posts the keyboard's notifications there, so two view controllers
/// rehearsed at once would hear each other's keyboards, on each other's threads. The gate
/// is entered when a host opens its screen and left when the host goes away (the end of its
/// run). A thread may enter again while it holds the gate (a test that keeps one run's result
/// while it starts the next); other threads wait. Runs of the bundled strategies, which use
/// no UIKit, are never gated.
///
/// Safe to share: every field is read and written under `condition`.
final class UIKitRehearsalGate: @unchecked Sendable {
    /// The process's gate.
    static let process = UIKitRehearsalGate()

    private let condition = NSCondition()
    private var owner: pthread_t?
    private var depth = 0

    /// Waits until no other thread holds the gate, then holds it once more.
    func enter() {
        condition.lock()
        defer { condition.unlock() }
        let me = pthread_self()
        while let holder = owner, pthread_equal(holder, me) == 0 { condition.wait() }
        owner = me
        depth += 1
    }

    /// Gives back one hold (from any thread: a host may go away on another thread than the
    /// one that opened it); the last wakes a waiting thread.
    func leave() {
        condition.lock()
        defer { condition.unlock() }
        precondition(depth > 0, "ChatRigUIKit: the rehearsal gate was left more often than entered")
        depth -= 1
        if depth == 0 {
            owner = nil
            condition.broadcast()
        }
    }
}
