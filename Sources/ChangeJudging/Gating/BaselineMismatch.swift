/// A base recorded under different conditions than the head — another device profile or
/// seed — whose figures would differ for reasons other than the change under review.
/// Refused unless `--allow-mismatch`.
public struct BaselineMismatch: Error, CustomStringConvertible {
    /// What differs: `device`, `seed`.
    public var field: String
    public var base: String
    public var head: String
    public var scenario: String
    public var strategy: String
    public var baseLabel: String

    public var description: String {
        "Error: \(baseLabel): the baseline was recorded with \(field) \(base), this run used \(field) \(head) (\(scenario) · \(strategy)); record a new baseline, or pass --allow-mismatch to compare anyway"
    }
}
