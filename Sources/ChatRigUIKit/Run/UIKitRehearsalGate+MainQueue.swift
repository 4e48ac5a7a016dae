import Foundation

/// Where the calling code runs, as the main queue sees it.
enum MainQueuePlace: Equatable {
    /// The main thread: Foundation delivers to `queue: .main` observers at once here
    /// (`OperationQueue.current` is the main queue on the main thread).
    case mainThread
    /// A main-queue block off the main thread: the main actor under Swift Testing on Linux,
    /// where `dispatchMain()` handed the main queue to a worker thread. Foundation delivers to
    /// `queue: .main` observers by queuing behind this very block and waiting.
    case mainQueue
    /// Any other thread.
    case elsewhere

    static var current: MainQueuePlace {
        if Thread.isMainThread { return .mainThread }
        return DispatchQueue.getSpecific(key: mainQueueMark) == true ? .mainQueue : .elsewhere
    }

    /// A mark set on the main queue once, read back by `DispatchQueue.getSpecific(key:)` in
    /// the blocks it runs (Dispatch's documented way to tell a queue's own blocks).
    private static let mainQueueMark: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}

/// Work a rehearsal's thread needs run on the main queue, run once by whichever comes first:
/// an operation of `OperationQueue.main`, or a waiter at the gate on the main thread.
///
/// Safe to share: `state` is read and written under the gate's condition.
final class MainQueueWork: @unchecked Sendable {
    enum State { case pending, running, done, withdrawn }
    private let body: () -> Void
    var state = State.pending

    init(_ body: @escaping () -> Void) { self.body = body }

    func perform() { body() }
}

/// What became of work sent to the main queue (``UIKitRehearsalGate/performOnMainQueue(_:)``).
enum MainQueueDelivery: Equatable {
    /// It ran, where Foundation delivers to `queue: .main` observers at once.
    case ran
    /// The caller runs on the main queue off the main thread: Foundation would queue the
    /// delivery behind the caller itself. Not run.
    case occupied
    /// Outside a rehearsal scope, nothing served the main queue within the wait. Not run.
    case unserved
}

extension UIKitRehearsalGate {
    /// How long a run outside a ``UIKitRehearsalScope`` (a `chatrig run --jobs N` worker) waits
    /// for the main queue, in seconds, once: the only wall-clock wait of a rehearsal, and one that changes
    /// no figure when the queue is served.
    static let unscopedMainQueueWait: TimeInterval = 2

    /// Runs `body` where Foundation delivers to observers registered with `queue: .main` at
    /// once — on the main thread, or in an operation of `OperationQueue.main` — and waits for
    /// it: the keyboard's notifications, posted from a rehearsal on any thread.
    ///
    /// On the main thread `body` runs now. On the main queue off it, it cannot run (`.occupied`).
    /// Elsewhere it goes to `OperationQueue.main` and to the gate's waiter on the main thread,
    /// whichever is first; a holder of the gate whose main-queue waiter cannot serve it yields
    /// the gate to that waiter first (the type's rule). Inside a scope the wait has no bound;
    /// outside one it is ``unscopedMainQueueWait`` (`.unserved` after it).
    func performOnMainQueue(_ body: @escaping () -> Void) -> MainQueueDelivery {
        switch MainQueuePlace.current {
        case .mainThread:
            body()
            return .ran
        case .mainQueue:
            return .occupied
        case .elsewhere:
            break
        }
        condition.lock()
        defer { condition.unlock() }
        let scoped = isHeldByCaller
        let deadline = Date(timeIntervalSinceNow: Self.unscopedMainQueueWait)
        while true {
            // Yield before asking: the main queue's waiter blocks the queue the work needs.
            if scoped, mainQueueWaiters > 0, mainThreadWaiters == 0 { yieldToMainQueue() }
            let work = MainQueueWork(body)
            mainThreadWork.append(work)
            condition.broadcast()
            condition.unlock()
            OperationQueue.main.addOperation { [self] in
                condition.lock()
                guard let claimed = claim(work) else { return condition.unlock() }
                condition.unlock()
                claimed.perform()
                condition.lock()
                finish(claimed)
                condition.unlock()
            }
            condition.lock()
            while work.state != .done {
                if work.state == .pending, scoped, mainQueueWaiters > 0, mainThreadWaiters == 0 {
                    withdraw(work)
                    break
                }
                if scoped {
                    condition.wait()
                } else if !condition.wait(until: deadline), work.state == .pending {
                    withdraw(work)
                    return .unserved
                }
            }
            if work.state == .done { return .ran }
        }
    }

    /// The oldest work a main-thread waiter may run, now claimed. Call with `condition` locked.
    func claimMainThreadWork() -> MainQueueWork? {
        mainThreadWork.first.flatMap(claim)
    }

    /// Claims `work` for the caller when no one ran or withdrew it. Call with `condition` locked.
    private func claim(_ work: MainQueueWork) -> MainQueueWork? {
        guard work.state == .pending else { return nil }
        work.state = .running
        mainThreadWork.removeAll { $0 === work }
        return work
    }

    /// Marks claimed work done and wakes its sender. Call with `condition` locked.
    func finish(_ work: MainQueueWork) {
        work.state = .done
        condition.broadcast()
    }

    /// Takes back work no one claimed: its operation, when it runs, does nothing. Call with
    /// `condition` locked.
    private func withdraw(_ work: MainQueueWork) {
        work.state = .withdrawn
        mainThreadWork.removeAll { $0 === work }
    }
}
