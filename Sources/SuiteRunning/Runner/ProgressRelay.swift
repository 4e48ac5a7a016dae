import Foundation

/// Passes a suite's progress from worker threads to a caller's closure one call at a time.
///
/// `@unchecked Sendable`: the closure is not `Sendable`, but it is only ever called with
/// the lock held, so two threads never run it at once; the relay lives no longer than the
/// `run` call that made it (``SuiteRunner/run(_:schedule:traceDestination:progress:)``).
final class ProgressRelay: @unchecked Sendable {
    private let lock = NSLock()
    private let progress: (Int, Int, String) -> Void
    private let total: Int
    private var started = 0

    init(_ progress: @escaping (Int, Int, String) -> Void, total: Int) {
        self.progress = progress
        self.total = total
    }

    /// Reports that the run `label` starts.
    func started(_ label: String) {
        lock.lock()
        defer { lock.unlock() }
        progress(started, total, label)
        started += 1
    }
}
