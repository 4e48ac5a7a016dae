import Foundation
import Testing
@testable import ReportFormats
@testable import ReportModel
import Scenarios
@testable import Simulator

/// A large suite's report.html draws in full only the runs that need a look; the others are
/// compact rows whose drawings wait, inert, in a template until the row is opened.
@Suite struct HTMLCompactRowsTests {
    static let quiet = (0..<240).map { FrameFixtures.frame($0) }

    /// `count` quiet runs of one scenario each, the first with a finding, the second failed,
    /// the third regressed against the baseline.
    static func suite(runs count: Int) -> (report: SuiteReport, comparison: ReportComparison) {
        let finding = Finding(frame: 50, time: 50.0 / 120, kind: .duplicateLoadMore, message: "asked twice")
        let broken = ExpectationResult(Expectation(metric: .duplicateLoadMore, comparison: .equal, value: 0), actual: 1)
        var comparison = ReportComparison(baseLabel: "main")
        comparison.setChange(.init(base: 1, regressed: true), scenario: "s2", strategy: "natural", metric: .frameCostP99)
        let runs = (0..<count).map { index in
            FrameFixtures.run(scenario: "s\(index)", strategy: "natural", trace: quiet,
                              findings: index == 0 ? [finding] : [], expectations: index == 1 ? [broken] : [])
        }
        return (SuiteReport(toolVersion: "test", runs: runs), comparison)
    }

    static func count(_ needle: String, in html: String) -> Int { html.components(separatedBy: needle).count - 1 }

    /// The page with its deferred sections inflated in place of their element: what the
    /// browser shows once every section is drawn.
    static func drawn(_ html: String) -> String {
        guard let sections = HTMLDeferredSections.sections(in: html) else { return html }
        var page = html
        for section in sections {
            guard let start = page.range(of: "<section class=\"card deferred\""),
                  let end = page[start.upperBound...].range(of: "</section>") else { break }
            page.replaceSubrange(start.lowerBound..<end.upperBound, with: section)
        }
        return page
    }

    @Test func aSuiteOfUpToTheLimitDrawsEveryRun() {
        let (report, comparison) = Self.suite(runs: HTMLReportWriter.everyRunDrawnUpTo)
        let html = HTMLReportWriter.html(report, comparison: comparison)
        #expect(Self.count("<details class=\"run-row\">", in: html) == 0)
        #expect(Self.count("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"timeline\"", in: html) == report.runs.count)
    }

    @Test func aLargerSuiteDrawsTheFindingTheFailureAndTheRegressionInFull() throws {
        let (report, comparison) = Self.suite(runs: HTMLReportWriter.everyRunDrawnUpTo + 1)
        let html = Self.drawn(HTMLReportWriter.html(report, comparison: comparison))
        let quietRuns = report.runs.count - 3
        #expect(Self.count("<details class=\"run-row\">", in: html) == quietRuns)
        #expect(Self.count("<template><svg xmlns=\"http://www.w3.org/2000/svg\" class=\"timeline\"", in: html) == quietRuns)
        // Every run still has its timeline in the page: three drawn, the rest in templates.
        #expect(Self.count("class=\"timeline\"", in: html) == report.runs.count)
        for drawn in ["s0", "s1", "s2"] {
            let section = try #require(html.components(separatedBy: "<h2>\(drawn) ").dropFirst().first?.components(separatedBy: "</section>").first)
            #expect(!section.contains("<details"), "\(drawn) is drawn in full")
            #expect(section.contains("<div class=\"run-head\">"))
        }
        // A compact row carries the run's figures in its summary.
        let row = try #require(html.components(separatedBy: "<h2>s3 ").dropFirst().first?.components(separatedBy: "</section>").first)
        #expect(row.contains("<summary class=\"run-head\"><span class=\"strategy s0\">natural</span><span class=\"pill pass\">passed</span><span>240 frames · 0 hitches"))
        // Its filmstrip section is not drawn: nothing of the scenario is in full.
        #expect(!row.contains("<h3>Filmstrip</h3>"))
        // Without the baseline the regressed run is quiet too.
        #expect(Self.count("<details class=\"run-row\">", in: Self.drawn(HTMLReportWriter.html(report))) == quietRuns + 1)
    }

    @Test func everyTemplateClosesItsRowAndEverySVGIsWellFormed() {
        let (report, _) = Self.suite(runs: HTMLReportWriter.everyRunDrawnUpTo + 1)
        let html = Self.drawn(HTMLReportWriter.html(report))
        for svg in SVGFragments.all(in: html) { #expect(SVGFragments.problem(in: svg) == nil) }
        #expect(Self.count("<template>", in: html) == Self.count("</template></details>", in: html))
    }
}
