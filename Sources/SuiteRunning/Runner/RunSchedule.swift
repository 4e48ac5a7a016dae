/// How `run` schedules a suite's pairs.
public struct RunSchedule: Sendable, Hashable {
    /// Pairs run at once (≥ 1).
    public var jobs: Int
    /// Runs of each pair (≥ 1).
    public var repetitions: Int

    public init(jobs: Int = 1, repetitions: Int = 1) {
        self.jobs = max(1, jobs)
        self.repetitions = max(1, repetitions)
    }
}
