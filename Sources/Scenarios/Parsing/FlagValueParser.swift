import RunResults
import Yams

/// Reads command-line values written in the scenario format's own notation, so a flag
/// takes what a scenario key takes (`120/s`, `"hitchTimeRatio < 5 ms/s"`) and its errors
/// read the same, naming the flag instead of a file position:
/// `--rate: error: missing unit in '--rate': expected a rate in /s, e.g. '120/s', found '20'`.
public enum FlagValueParser {
    /// The finest rate step a flag accepts (`sweep --resolution`): 0.01 tokens/s, a tenth of
    /// the slowest reply rate (``ScenarioLimits/minReplyRate``). It bounds a search over the
    /// widest range of rates to a million grid steps.
    public static let minRateStep = ScenarioLimits.minReplyRate / 10

    /// A rate range `20/s...400/s`: both bounds reply rates (``ScenarioLimits/minReplyRate``
    /// to ``ScenarioLimits/maxReplyRate``), the lower below the upper.
    ///
    /// - Throws: ``ScenarioFileError`` located at `flag`.
    public static func rateRange(_ text: String, flag: String) throws(ScenarioFileError) -> ClosedRange<Double> {
        var context = DecodingContext(path: flag)
        let parts = text.components(separatedBy: "...")
        guard parts.count == 2 else {
            throw error(.wrongType, "'\(flag)' must be a range of rates like '20/s...400/s', found '\(text)'", flag)
        }
        let low = context.quantity(scalar(parts[0]), key: flag, kind: .rate, in: .replyRate)
        let high = context.quantity(scalar(parts[1]), key: flag, kind: .rate, in: .replyRate)
        if !context.errors.isEmpty { throw ScenarioFileError(context.errors) }
        guard let low, let high, low < high else {
            throw error(.outOfRange, "'\(flag)' range '\(text)' is empty: its lower bound must be below its upper bound", flag)
        }
        return low...high
    }

    /// A rate step from ``minRateStep`` to ``ScenarioLimits/maxReplyRate``: `5/s`.
    ///
    /// - Throws: ``ScenarioFileError`` located at `flag`.
    public static func rate(_ text: String, flag: String) throws(ScenarioFileError) -> Double {
        var context = DecodingContext(path: flag)
        guard let value = context.quantity(scalar(text), key: flag, kind: .rate, in: .from(minRateStep, upTo: ScenarioLimits.maxReplyRate)) else {
            throw ScenarioFileError(context.errors)
        }
        return value
    }

    /// Whole numbers separated by commas, `1000,10000,100000`, each in `range`; returned
    /// sorted, without repeats.
    ///
    /// - Throws: ``ScenarioFileError`` located at `flag`.
    public static func counts(_ text: String, flag: String, in range: ClosedRange<Int>) throws(ScenarioFileError) -> [Int] {
        var context = DecodingContext(path: flag)
        let values = text.split(separator: ",", omittingEmptySubsequences: false).map {
            context.integer(scalar($0), key: flag, in: range)
        }
        if !context.errors.isEmpty { throw ScenarioFileError(context.errors) }
        return Set(values.compactMap { $0 }).sorted()
    }

    /// A criterion `metric op bound [unit]` — `hitchTimeRatio < 5 ms/s`, `frameCostP99 <= 8ms`
    /// — read as the `expect:` entry `metric: "op bound unit"` would be: a deterministic
    /// metric (the nearest name suggested for a typo), an operator, and a bound in the
    /// metric's unit.
    ///
    /// - Throws: ``ScenarioFileError`` located at `flag`.
    public static func criterion(_ text: String, flag: String) throws(ScenarioFileError) -> Expectation {
        let trimmed = text.trimmingSpaces()
        let name = String(trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "-" })
        let bound = trimmed.dropFirst(name.count).trimmingCharacters()
        let operators = Comparison.allCases.map(\.rawValue)
        guard !name.isEmpty, operators.contains(where: { bound.hasPrefix($0) }) else {
            throw error(.invalidExpectation,
                        "'\(flag)' must be a metric, an operator (\(operators.joined(separator: ", "))) and a bound, e.g. 'hitchTimeRatio < 5 ms/s', found '\(text)'",
                        flag)
        }
        var context = DecodingContext(path: flag)
        guard let expectation = context.expectation(key: name, keyNode: scalar(name), value: scalar(bound), what: flag) else {
            throw ScenarioFileError(context.errors)
        }
        return expectation
    }

    private static func scalar(_ text: some StringProtocol) -> Node {
        .scalar(Node.Scalar(String(text).trimmingSpaces()))
    }

    private static func error(_ kind: ScenarioError.Kind, _ message: String, _ flag: String) -> ScenarioFileError {
        ScenarioFileError(ScenarioError(location: SourceLocation(path: flag), kind: kind, message: message))
    }
}
