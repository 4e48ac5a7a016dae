/// `--trace PATH` cannot be used as given (``TraceOutput``).
public struct TraceOutputError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Problem: Hashable, Sendable {
        /// Several pairs, and `PATH` does not exist and does not end with `/`.
        case absentFolder(runCount: Int)
        /// Several pairs, and `PATH` is a regular file.
        case fileForManyRuns(runCount: Int)
        /// Perfetto traces of several scenarios, and `PATH` does not exist and does not end with `/`.
        case absentFolderForScenarios(scenarioCount: Int)
        /// Perfetto traces of several scenarios, and `PATH` is a regular file.
        case fileForManyScenarios(scenarioCount: Int)
        /// `PATH` exists and is not a trace file: `kind` says what it is.
        case notATrace(kind: String)
    }

    public var path: String
    public var problem: Problem

    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    public var description: String {
        switch problem {
        case let .absentFolder(runs):
            "'\(path)' does not exist, and \(runs) runs write a trace each into a folder; "
                + "pass '\(path)/' to create that folder, or run one scenario with one strategy for a single trace file"
        case let .fileForManyRuns(runs):
            "\(runs) runs write a trace each into a folder, but '\(path)' is a file"
        case let .absentFolderForScenarios(scenarios):
            "'\(path)' does not exist, and \(scenarios) scenarios write a Perfetto trace each into a folder; "
                + "pass '\(path)/' to create that folder, or run one scenario for a single trace file"
        case let .fileForManyScenarios(scenarios):
            "\(scenarios) scenarios write a Perfetto trace each into a folder, but '\(path)' is a file"
        case let .notATrace(kind):
            "refusing to replace '\(path)': not a ChatRig trace file (it is \(kind))"
        }
    }
}
