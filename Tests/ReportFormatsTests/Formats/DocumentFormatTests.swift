import ChangeJudging
import Foundation
import ReportFormats
import ReportModel
import SuiteRunning
import Testing

/// Every format is one type conforming to `DocumentFormat`, and the lists a command's
/// `--format` reads are made of them: each renders what its writer writes.
@Suite struct DocumentFormatTests {
    static func report(scenario: String = "s") -> SuiteReport {
        var metrics = MetricSet()
        metrics[.hitches] = 2
        let result = RunResult(scenario: scenario, strategy: "flipped", device: "d", seed: 1, duration: .seconds(1),
                               metrics: metrics, hostMetrics: MetricSet(), findings: [])
        return SuiteReport(toolVersion: "test", runs: [RunReport(result: result, expectations: [])])
    }

    @Test func aReportFormatRendersWhatItsWriterWrites() {
        let report = Self.report()
        #expect(JSONReportWriter.render(report, options: FormatOptions()) == JSONReportWriter.json(report))
        #expect(MarkdownReportWriter.render(report, options: FormatOptions()) == MarkdownReportWriter.markdown(report))
        #expect(JUnitReportWriter.render(report, options: FormatOptions()) == JUnitReportWriter.xml(report))
        #expect([JSONReportWriter.name, MarkdownReportWriter.name, JUnitReportWriter.name] == ["json", "markdown", "junit"])
    }

    @Test func theComparisonFormatsAreListedInOrderAndFoundByName() throws {
        let formats = DocumentFormats<SuiteComparison>.comparison
        #expect(formats.names == ["terminal", "json", "markdown", "junit", "comment"])
        #expect(formats.format(named: "pdf") == nil)
        let comparison = try Comparer().compare(base: Self.report(), head: Self.report(), baseLabel: "b", headLabel: "h")
        let json = try #require(formats.format(named: "json"))
        #expect(json.render(comparison, options: FormatOptions()) == ComparisonJSONWriter.json(comparison))
        let comment = try #require(formats.format(named: "comment"))
        #expect(comment.render(comparison, options: FormatOptions(reportURL: "https://example.com/r"))
                == ComparisonCommentWriter.markdown(comparison, reportURL: "https://example.com/r"))
    }

    /// The formats for people make a name's control characters visible; JSON escapes them.
    @Test func aComparisonForPeopleShowsControlCharactersVisibly() throws {
        let hostile = Self.report(scenario: "s\u{1B}[2J")
        let comparison = try Comparer().compare(base: hostile, head: hostile, baseLabel: "b", headLabel: "h")
        let terminal = ComparisonTerminalWriter.render(comparison, options: FormatOptions())
        #expect(!terminal.unicodeScalars.contains("\u{1B}"))
        #expect(terminal == TerminalText.printable(ComparisonTerminalWriter.text(comparison)))
        #expect(ComparisonMarkdownWriter.render(comparison, options: FormatOptions())
                == TerminalText.printable(ComparisonMarkdownWriter.markdown(comparison)))
    }

    @Test func theSweepFormatsAreTheTableAndJSON() {
        #expect(DocumentFormats<SweepReport>.sweep.names == ["terminal", "json"])
    }
}
