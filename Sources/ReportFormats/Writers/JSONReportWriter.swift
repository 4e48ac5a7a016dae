import ReportModel
import RunResults

/// Serialises a ``SuiteReport`` as the run result document (`schemaVersion` 1): the
/// report's records (``ReportDocument``, ``RunReport``, ``RunResult``…) encoded by
/// ``JSONValueEncoder``, the same Codable records ``ReportReader`` decodes, so every key is
/// spelled once, in its record's `CodingKeys`.
///
/// Deterministic parts (everything but `hostMetrics`) are byte-identical for identical runs;
/// ``deterministicJSON(_:)`` leaves host figures out entirely, for comparisons and tests.
public enum JSONReportWriter {
    /// The full document, pretty-printed with two-space indentation and a final newline.
    public static func json(_ report: SuiteReport, includeHostMetrics: Bool = true) -> String {
        document(report, includeHostMetrics: includeHostMetrics).serialized(indent: 2) + "\n"
    }

    /// The document without host metrics: byte-identical across runs and machines.
    public static func deterministicJSON(_ report: SuiteReport) -> String {
        json(report, includeHostMetrics: false)
    }

    /// The document as a tree. O(size of the report).
    public static func document(_ report: SuiteReport, includeHostMetrics: Bool = true) -> JSONValue {
        tree(of: ReportDocument(report: report, form: .report), userInfo: [.hostFigures: includeHostMetrics])
    }

    /// `document` encoded. ChatRig's records throw nothing when encoded and
    /// ``JSONValueEncoder`` throws only what they throw, so a failure is a bug of ours.
    static func tree(of document: ReportDocument, userInfo: [CodingUserInfoKey: any Sendable] = [:]) -> JSONValue {
        do {
            return try JSONValueEncoder(userInfo: userInfo).encode(document)
        } catch {
            preconditionFailure("a report's records threw while encoded: \(error)")
        }
    }
}
