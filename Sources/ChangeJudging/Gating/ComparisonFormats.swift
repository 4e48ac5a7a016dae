import ReportFormats

// A comparison's formats (`compare --format`, and `run --baseline --format`), each the
// writer that writes it. The formats for people (terminal, Markdown, comment) print names
// from reports anyone may have edited: their control characters are made visible.

extension ComparisonTerminalWriter: DocumentFormat {
    public static let name = "terminal"
    public static func render(_ comparison: SuiteComparison, options: FormatOptions) -> String {
        TerminalText.printable(text(comparison))
    }
}

extension ComparisonJSONWriter: DocumentFormat {
    public static let name = "json"
    public static func render(_ comparison: SuiteComparison, options: FormatOptions) -> String { json(comparison) }
}

extension ComparisonMarkdownWriter: DocumentFormat {
    public static let name = "markdown"
    public static func render(_ comparison: SuiteComparison, options: FormatOptions) -> String {
        TerminalText.printable(markdown(comparison))
    }
}

extension ComparisonJUnitWriter: DocumentFormat {
    public static let name = "junit"
    public static func render(_ comparison: SuiteComparison, options: FormatOptions) -> String { xml(comparison) }
}

extension ComparisonCommentWriter: DocumentFormat {
    public static let name = "comment"
    public static func render(_ comparison: SuiteComparison, options: FormatOptions) -> String {
        TerminalText.printable(markdown(comparison, reportURL: options.reportURL))
    }
}

extension DocumentFormats where Document == SuiteComparison {
    /// Every format of a comparison, in the order `compare --format` lists them.
    public static var comparison: DocumentFormats {
        DocumentFormats([ComparisonTerminalWriter.self, ComparisonJSONWriter.self, ComparisonMarkdownWriter.self,
                         ComparisonJUnitWriter.self, ComparisonCommentWriter.self])
    }
}
