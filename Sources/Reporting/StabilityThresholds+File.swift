import ChangeJudging
import Foundation
import Scenarios

extension StabilityThresholds {
    /// `existing` (a thresholds file's text, or empty) with the measured entries merged in:
    /// hand-written entries kept, earlier measured ones replaced (``merging(into:)``).
    ///
    /// - Throws: ``ScenarioFileError`` when `existing` is not a valid thresholds file (file,
    ///   line and column), so a broken file is never overwritten.
    public func merged(into existing: String, path: String) throws(ScenarioFileError) -> String {
        if !existing.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            _ = try ThresholdsParser.parse(yaml: existing, path: path)
        }
        return merging(into: existing)
    }
}
