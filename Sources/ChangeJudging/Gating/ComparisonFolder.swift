import Foundation
import ReportFormats
import ReportModel

/// The folder `compare --out` and `run --baseline` write the comparison to, as one atomic
/// step through ``ReportFolder``: `compare.json`, `compare.md`, `junit.xml`, and
/// `report.html` — the head report with the changed metrics shown as base → head.
public enum ComparisonFolder {
    public static let fileNames = ["compare.json", "compare.md", "junit.xml", "report.html"]

    /// The files: file name → contents.
    public static func files(of comparison: SuiteComparison, head: SuiteReport) -> [String: String] {
        [
            "compare.json": ComparisonJSONWriter.json(comparison),
            "compare.md": ComparisonMarkdownWriter.markdown(comparison),
            "junit.xml": ComparisonJUnitWriter.xml(comparison),
            "report.html": HTMLReportWriter.html(head, comparison: comparison.reportComparison),
        ]
    }
}
