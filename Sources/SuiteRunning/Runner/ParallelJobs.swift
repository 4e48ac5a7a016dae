import Dispatch
import Foundation

/// Runs independent jobs on up to `width` threads at once and returns their results in job
/// order, whatever order they finished in.
///
/// Workers take the next job as they become free, so long and short jobs balance without
/// planning. After the first error no new job starts; that error is rethrown once the
/// running ones finish. Results are collected under a lock.
enum ParallelJobs {
    static func run<Result: Sendable>(
        count: Int, width: Int, _ job: @Sendable (Int) throws -> Result
    ) throws -> [Result] {
        let state = State<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(width, count))) { _ in
            while let index = state.nextJob() {
                do {
                    state.finish(index, with: .success(try job(index)))
                } catch {
                    state.finish(index, with: .failure(error))
                }
            }
        }
        return try state.results()
    }

    /// The shared queue of job numbers and the slots their results go to.
    private final class State<Result: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private let count: Int
        private var slots: [Swift.Result<Result, any Error>?]
        private var failed = false

        init(count: Int) {
            self.count = count
            slots = Array(repeating: nil, count: count)
        }

        func nextJob() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard !failed, next < count else { return nil }
            defer { next += 1 }
            return next
        }

        func finish(_ index: Int, with result: Swift.Result<Result, any Error>) {
            lock.lock()
            defer { lock.unlock() }
            slots[index] = result
            if case .failure = result { failed = true }
        }

        func results() throws -> [Result] {
            lock.lock()
            defer { lock.unlock() }
            if let failure = slots.lazy.compactMap({ $0 }).first(where: { if case .failure = $0 { true } else { false } }) {
                _ = try failure.get()
            }
            return try slots.map { try $0!.get() }
        }
    }
}
