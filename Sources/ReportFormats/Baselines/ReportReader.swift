import Foundation
import ReportModel
import RunResults

/// Reads back what ChatRig wrote: a `report.json`, a report folder holding one, or a
/// baseline file (``BaselineWriter``), as a ``SuiteReport`` for `compare`, `merge` and
/// `run --baseline`.
///
/// Reading is strict, because a baseline is committed and may have been edited by hand:
/// every run must name its scenario, strategy, device and seed, every metric must be a
/// ``Metric`` name with a finite number, `swiftUI` (a run of a SwiftUI list, whose
/// `snapshotApplies` are body evaluations) is `true` when present, a pair may appear once, and the schema version
/// must be this build's (``SuiteReport/schemaVersion``, ``BaselineWriter/schemaVersion``)
/// unless `allowingUnknownSchema`. The first problem is thrown as a one-line
/// ``ReportReadError`` naming the file; a report read back has no recordings.
///
/// - Complexity: O(size of the file).
public struct ReportReader: Sendable {
    /// Whether a schema version other than this build's is read anyway (best effort).
    public var allowsUnknownSchema: Bool

    public init(allowsUnknownSchema: Bool = false) {
        self.allowsUnknownSchema = allowsUnknownSchema
    }

    /// What was read, and what it was.
    public struct Document: Sendable {
        public var report: SuiteReport
        /// The file read (`…/report.json` for a folder).
        public var path: String
        /// Whether it was a baseline file rather than a run's report.
        public var isBaseline: Bool
    }

    /// Reads `path`: a report folder (its `report.json`), a `report.json` or a baseline.
    public func read(_ path: String) throws(ReportReadError) -> Document {
        let (data, file) = try Self.contents(of: path)
        return try read(data: data, path: file)
    }

    /// Reads a document already in memory; `path` names it in errors: the strict scan first
    /// (a syntax error, a repeated key or a trailing comma is refused at its line and column),
    /// which builds the document's tree, then the report's records decoded from it
    /// (``ReportDocument``), each checking its figures' ranges where it reads them.
    public func read(data: Data, path: String) throws(ReportReadError) -> Document {
        let tree: JSONValue
        do {
            tree = try StrictJSON.parse(data)
        } catch {
            throw ReportReadError(path: "\(path):\(error.line):\(error.column)", reason: error.message)
        }
        let decoder = JSONValueDecoder(userInfo: [.allowsUnknownSchema: allowsUnknownSchema])
        do {
            let document = try decoder.decode(ReportDocument.self, from: tree)
            return Document(report: document.report, path: path, isBaseline: document.form == .baseline)
        } catch {
            throw ReportReadError(path: path, reason: JSONRecordError(error).description)
        }
    }
}
