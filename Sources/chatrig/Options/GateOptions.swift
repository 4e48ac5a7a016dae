import ArgumentParser
import Foundation
import Reporting
import Scenarios

/// How `compare` and `run --baseline` judge: tolerances, the host metrics' minimum effect,
/// the improvement ratchet and whether a mismatched baseline is compared anyway.
struct GateOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Tolerances for every scenario, in the format of a scenario's gate: block (default: reports/baselines/thresholds.yaml when it exists).",
        valueName: "file"))
    var thresholds: String?

    @Option(help: ArgumentHelp(
        "Smallest change of a host metric's median that can regress, once significant (Mann–Whitney U, p < 0.01).",
        valueName: "percent"))
    var minEffect: String = "5%"

    @Flag(help: "Fail (exit 1) on improvements too, so the baseline is refreshed when a metric gets better.")
    var failOnImprovement = false

    @Flag(help: "Compare against a baseline recorded on another device profile, seed or report schema instead of refusing it.")
    var allowMismatch = false

    static let defaultThresholds = "reports/baselines/\(ThresholdsParser.conventionalName)"

    func validate() throws {
        guard minimumEffect != nil else {
            throw ValidationError("--min-effect must be a percentage from 0% to 1000%, e.g. 5%, found '\(minEffect)'")
        }
    }

    private var minimumEffect: Double? {
        guard minEffect.hasSuffix("%"), let value = Double(minEffect.dropLast()), (0...1000).contains(value) else { return nil }
        return value / 100
    }

    /// The policy, reading the thresholds file (its errors are bad input, exit status 2).
    func policy() throws -> ComparisonPolicy {
        var tolerances = GateTolerances()
        let path = thresholds ?? (FileManager.default.fileExists(atPath: Self.defaultThresholds) ? Self.defaultThresholds : nil)
        if let path {
            do {
                tolerances = try ThresholdsParser.parse(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw BadInput(description: String(describing: error))
            }
        }
        return ComparisonPolicy(thresholds: tolerances, minimumEffect: minimumEffect ?? 0.05,
                                failsOnImprovement: failOnImprovement, allowsMismatch: allowMismatch)
    }

    /// Reads a report, report folder or baseline for a comparison; problems are bad input.
    func read(_ path: String) throws -> SuiteReport {
        do {
            return try ReportReader(allowsUnknownSchema: allowMismatch).read(path).report
        } catch {
            throw BadInput(description: error.description)
        }
    }

    /// Judges `head` against `base` under ``policy()``; a mismatched base is bad input.
    func compare(base: SuiteReport, head: SuiteReport, baseLabel: String, headLabel: String) throws -> SuiteComparison {
        do {
            return try Comparer(policy: policy()).compare(base: base, head: head, baseLabel: baseLabel, headLabel: headLabel)
        } catch let mismatch as BaselineMismatch {
            throw BadInput(description: mismatch.description)
        }
    }
}
