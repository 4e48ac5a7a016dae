import ReportFormats

// A sweep's formats (`sweep --format`), each the writer that writes it.

extension SweepTable: DocumentFormat {
    public static let name = "terminal"
    public static func render(_ report: SweepReport, options: FormatOptions) -> String { render(report) }
}

extension SweepJSONWriter: DocumentFormat {
    public static let name = "json"
    public static func render(_ report: SweepReport, options: FormatOptions) -> String { json(report) }
}

extension DocumentFormats where Document == SweepReport {
    /// Every format of a sweep, in the order `sweep --format` lists them.
    public static var sweep: DocumentFormats { DocumentFormats([SweepTable.self, SweepJSONWriter.self]) }
}
