import Foundation

/// The executor a rehearsal's `.task` work runs on: jobs queue here and run on the
/// rehearsal's thread when the graph updates (``ViewGraph/update()``), in the order they were
/// enqueued — deterministically, as long as the work stays on it.
///
/// A `.task`'s action is started with this executor as its task-executor preference
/// (SE-0417, Swift 6: "nonisolated async functions … execute on the task executor"), so the
/// action and the nonisolated async code it awaits run here. Work that leaves it — an
/// `@MainActor` function (the process's main actor), `Task.sleep` (the real clock), another
/// actor — resumes here when that work is done, in real time: outside a rehearsal's control
/// (README).
final class RehearsalTaskExecutor: TaskExecutor, @unchecked Sendable {
    // @unchecked: the queue is guarded by `lock` (work resumed by real time enqueues from
    // other threads); jobs run only on the rehearsal's thread, in ``runReady()``.
    private let lock = NSLock()
    private var queue: [UnownedJob] = []

    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        lock.lock()
        queue.append(unowned)
        lock.unlock()
    }

    /// Runs the jobs queued, and those they queue, until none is left (at most 10,000: work
    /// that re-queues itself forever cannot hang the run). Returns how many ran.
    @discardableResult
    func runReady() -> Int {
        var ran = 0
        while ran < 10_000 {
            lock.lock()
            guard !queue.isEmpty else {
                lock.unlock()
                return ran
            }
            let job = queue.removeFirst()
            lock.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
            ran += 1
        }
        return ran
    }
}

/// `.task(priority:_:)` and `.task(id:priority:_:)`: the action starts when the view appears
/// and is cancelled when it disappears; with an `id`, a change of the id while the view is
/// shown cancels the running action and starts it again (Apple, `task(priority:_:)`: "adds an
/// asynchronous task to perform before this view appears … SwiftUI will automatically cancel
/// the task at some point after the view disappears before the action completes";
/// `task(id:priority:_:)`: "when the id value changes, SwiftUI cancels and restarts the
/// task"). It runs on the graph's ``RehearsalTaskExecutor``, at the update after it started.
struct TaskModifier: ViewModifier, PrimitiveModifier {
    let id: AnyHashable?
    let priority: TaskPriority
    let action: @Sendable () async -> Void

    func apply(to node: ViewNode) {
        let start = { [weak node, priority, action] in
            guard let node else { return }
            (node.memory["task"] as? Task<Void, Never>)?.cancel()
            node.memory["task"] = Task(executorPreference: node.graph.tasks, priority: priority) { await action() }
        }
        let stop = { [weak node] in
            (node?.memory["task"] as? Task<Void, Never>)?.cancel()
            node?.memory["task"] = nil
        }
        node.lifecycle.onAppear = [start]
        node.lifecycle.onDisappear = [stop]
        let previous = node.memory["task.id"] as? AnyHashable
        node.memory["task.id"] = id
        if let id, let previous, previous != id, node.lifecycle.isShown { node.graph.afterUpdate(start) }
    }
}

extension View {
    /// `.task`: ``TaskModifier``.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: nil, priority: priority, action: action))
    }

    /// `.task(id:)`: ``TaskModifier``, restarted when `value` changes.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: TaskID(value: value), priority: priority, action: action))
    }
}

/// An `Equatable` task id as a hashable key (its `==` decides a change).
private struct TaskID<Value: Equatable>: Hashable {
    let value: Value
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) {}
}
