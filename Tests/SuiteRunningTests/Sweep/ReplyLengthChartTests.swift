import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import SuiteRunning
import Scenarios
import Simulator
import Testing

/// The sweep's cost-against-reply-length chart (`sweep --reply-tokens`), from curves built by
/// hand: a design flat with the reply's length and one that grows with it.
@Suite struct ReplyLengthChartTests {
    private static func point(_ tokens: Int, _ p99: Double, layout: Double, parse: Double) -> ReplyLengthPoint {
        ReplyLengthPoint(tokens: tokens, frameCostP99: p99, hitchTimeRatio: p99 > 8.33 ? p99 : 0,
                         textLayoutAtP99: layout, markdownParseAtP99: parse, hostWallSeconds: 0.1)
    }

    private static var report: SweepReport {
        var report = SweepReport(
            toolVersion: "0.1.0", scenario: "long-reply", seed: 7,
            criterion: Scenarios.Expectation(metric: .hitchTimeRatio, comparison: .less, value: 5),
            rates: nil, resolution: 5, series: [], historyCurves: [], jobs: 1, wallSeconds: 1)
        report.replyLengthCurves = [
            ReplyLengthCurve(strategy: "natural", device: "iphone-15-pro", points: [
                point(1_000, 0.46, layout: 0.01, parse: 0.02), point(10_000, 0.47, layout: 0.01, parse: 0.02),
                point(100_000, 0.48, layout: 0.01, parse: 0.02),
            ]),
            ReplyLengthCurve(strategy: "v0", device: "iphone-15-pro", points: [
                point(1_000, 3.2, layout: 0.4, parse: 2.5), point(10_000, 30.1, layout: 4, parse: 25),
                point(100_000, 301, layout: 40, parse: 250),
            ]),
        ]
        return report
    }

    @Test func theChartDrawsEachCurveInFourPanelsOnALogAxis() throws {
        let svg = try #require(SweepChart.replyLengthSVG(Self.report))
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(!svg.contains(" id=") && !svg.contains("<style"))
        // Two curves in each of four panels.
        #expect(svg.components(separatedBy: "<polyline").count - 1 == 8)
        for label in [">1k<", ">10k<", ">100k<", "tokens per reply", "text layout in the p99 frame",
                      "markdown parse in the p99 frame", "v0 · iphone-15-pro"] {
            #expect(svg.contains(label), "\(label)")
        }
        #expect(SweepChart.files(Self.report).map(\.name) == ["sweep-reply-length.svg"])
        #expect(SweepFolder.files(of: Self.report).keys.sorted() == ["sweep-reply-length.svg", "sweep.json", "sweep.txt"])
    }

    @Test func aSweepWithoutReplyLengthsHasNoSuchChart() {
        var report = Self.report
        report.replyLengthCurves = []
        #expect(SweepChart.replyLengthSVG(report) == nil)
    }
}
