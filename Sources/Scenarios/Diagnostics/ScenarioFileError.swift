/// Every problem found in one file, sorted by position; what the parsers throw.
///
/// Parsing does not stop at the first problem: the whole file is checked so that one run
/// reports everything to fix. ``description`` prints one `path:line:column: error: …` line
/// per problem.
public struct ScenarioFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, sorted by location (stable for problems at the same position).
    public var errors: [ScenarioError]

    /// Creates the error from `errors`, sorting them by location. `errors` must not be empty.
    public init(_ errors: [ScenarioError]) {
        precondition(!errors.isEmpty, "a ScenarioFileError needs at least one error")
        self.errors = errors.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }

    /// Creates the error from one problem.
    public init(_ error: ScenarioError) {
        self.errors = [error]
    }

    /// One line per problem.
    public var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
