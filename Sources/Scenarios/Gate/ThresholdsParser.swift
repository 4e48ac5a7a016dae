import Foundation
import RunResults
import Yams

/// Reads a thresholds file — by convention `reports/baselines/thresholds.yaml` — the
/// tolerances a comparison applies to every scenario, in the format of a scenario's
/// `gate:` block at the top level:
///
/// ```yaml
/// snapshotApplies: { absolute: 2, relative: 1% }
/// hitchTimeRatio: { absolute: 0.5 ms/s }
/// hostFrameTimeP99: { relative: 10% }
/// ```
///
/// Validated like a scenario file: every problem names file, line and column.
public enum ThresholdsParser {
    /// The file's conventional name inside the baselines folder.
    public static let conventionalName = "thresholds.yaml"

    public static func parse(contentsOf url: URL) throws(ScenarioFileError) -> GateTolerances {
        try parse(yaml: try FileText.read(url), path: url.relativePath)
    }

    public static func parse(yaml: String, path: String) throws(ScenarioFileError) -> GateTolerances {
        let root: Node
        switch YAMLDocument.compose(yaml, path: path) {
        case let .success(node): root = node
        case let .failure(error): throw ScenarioFileError(error)
        }
        var context = DecodingContext(path: path)
        let tolerances = context.gateTolerances(root, what: "thresholds file")
        guard context.errors.isEmpty, let tolerances else { throw ScenarioFileError(context.errors) }
        return tolerances
    }
}
