import RunResults

/// A report file as a whole: a ``SuiteReport`` in one of its ``ReportForm``s, under the
/// envelope that says which — `format` (a baseline's only: `chatrig-baseline`) and
/// `schemaVersion` — before the report's own keys.
///
/// Read back, the envelope is checked first: an unknown `format`, a missing or fractional
/// `schemaVersion`, or a version other than this build's (unless
/// ``CodingUserInfoKey/allowsUnknownSchema``) is refused before a run is read.
public struct ReportDocument: Sendable, Codable {
    /// The `format` of a baseline document (a report has none).
    public static let baselineFormat = "chatrig-baseline"
    /// Bumped on any incompatible change of the baseline's shape.
    public static let baselineSchemaVersion = 1

    public var report: SuiteReport
    public var form: ReportForm

    public init(report: SuiteReport, form: ReportForm) {
        self.report = report
        self.form = form
    }

    /// The schema version this build writes and reads for `form`.
    public static func schemaVersion(of form: ReportForm) -> Int {
        switch form {
        case .report: SuiteReport.schemaVersion
        case .baseline: baselineSchemaVersion
        }
    }

    public enum CodingKeys: String, CodingKey, CaseIterable { case format, schemaVersion }

    public func encode(to encoder: any Encoder) throws {
        var envelope = encoder.container(keyedBy: CodingKeys.self)
        if form == .baseline { try envelope.encode(Self.baselineFormat, forKey: .format) }
        try envelope.encode(Self.schemaVersion(of: form), forKey: .schemaVersion)
        try report.encode(to: encoder, form: form)
    }

    public init(from decoder: any Decoder) throws {
        let envelope = try decoder.object(CodingKeys.self, else: "not a ChatRig report: the document is not a JSON object")
        let format = try envelope.field(JSONValue.self, .format, else: "")
        form = format == .string(Self.baselineFormat) ? .baseline : .report
        if let format, form != .baseline { throw JSONRecordError("not a ChatRig report: unknown format \(format.shown)") }
        guard let versionValue = try envelope.field(JSONValue.self, .schemaVersion, else: "") else {
            throw JSONRecordError("not a ChatRig report: no 'schemaVersion'")
        }
        guard let version = try? envelope.decode(Int.self, forKey: .schemaVersion) else {
            throw JSONRecordError("must be a whole number, found \(versionValue.shown)", at: [CodingKeys.schemaVersion.stringValue])
        }
        let known = Self.schemaVersion(of: form)
        if version != known, decoder.option(.allowsUnknownSchema, as: Bool.self) != true {
            throw JSONRecordError("unknown \(form == .baseline ? "baseline" : "report") schema version \(version) "
                + "(this chatrig reads \(known)); pass --allow-mismatch to try anyway")
        }
        report = try SuiteReport(from: decoder)
    }
}
