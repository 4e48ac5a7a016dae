import ReportModel

// The run report's formats (`run --format`, `merge --format`), each the writer that writes
// it; the terminal table is the command line's own.

extension JSONReportWriter: DocumentFormat {
    public static let name = "json"
    public static func render(_ report: SuiteReport, options: FormatOptions) -> String { json(report) }
}

extension MarkdownReportWriter: DocumentFormat {
    public static let name = "markdown"
    public static func render(_ report: SuiteReport, options: FormatOptions) -> String { markdown(report) }
}

extension JUnitReportWriter: DocumentFormat {
    public static let name = "junit"
    public static func render(_ report: SuiteReport, options: FormatOptions) -> String { xml(report) }
}
