import Foundation
import Simulator
import Testing
@testable import ChangeJudging
@testable import ReportFormats
@testable import ReportModel

/// `compare` explains each regressed or improved cost metric by the operations whose modelled
/// cost moved, in every format.
@Suite struct CostExplanationTests {
    static func frame(_ index: Int, time: Double, _ operations: [CostOperation: Double]) -> CostAttribution.Frame {
        var costs = OperationCosts()
        for (operation, ms) in operations { costs[operation] = ms }
        var phases = FramePhaseCosts()
        for (operation, ms) in operations { phases[operation.phase] += ms }
        return .init(frame: index, time: time, cost: JSONValue.roundedAsWritten(costs.total), operations: costs, phases: phases)
    }

    /// A run whose P99 (and every other kept) frame is `worst`.
    static func run(_ scenario: String = "s", p99 worst: CostAttribution.Frame) -> RunReport {
        var result = RunResult(scenario: scenario, strategy: "natural", device: "iphone-15-pro", seed: 1, duration: .seconds(4),
                               metrics: MetricSet([.frameCostP99: worst.cost, .snapshotApplies: 10]), hostMetrics: MetricSet(), findings: [])
        result.costAttribution = CostAttribution(operations: worst.operations, phases: worst.phases,
                                                 frames: CostAttribution.frameMetrics.map { ($0, worst) })
        return RunReport(result: result, expectations: [])
    }

    static let base = frame(398, time: 3.316_667, [.configureAssistantCell: 1.5, .textLayout: 1.0, .layoutPass: 0.62])
    static let head = frame(412, time: 3.433_333, [.configureAssistantCell: 1.72, .textLayout: 1.09, .layoutPass: 0.62])

    func comparison() throws -> SuiteComparison {
        try Comparer().compare(base: SuiteReport(toolVersion: "0.1.0", runs: [Self.run(p99: Self.base)]),
                               head: SuiteReport(toolVersion: "0.1.0", runs: [Self.run(p99: Self.head)]),
                               baseLabel: "main", headLabel: "head")
    }

    @Test func aRegressedPercentileIsExplainedByItsFramesOperations() throws {
        let c = try comparison()
        #expect(c.regressions.map(\.metric) == [.frameCostP99])
        let explanation = try #require(c.explanation(for: c.regressions[0]))
        #expect(explanation.line == "frameCostP99 +0.31 ms: configure assistant cell +0.22 ms, text layout +0.09 ms; "
            + "frame 412 at 3.43 s (base: frame 398 at 3.32 s)")
        #expect(explanation.regressed)
        // The unchanged layout pass is listed (both sides have it) but not named.
        #expect(explanation.operations.map(\.operation) == [.configureAssistantCell, .textLayout, .layoutPass])
    }

    @Test func everyFormatCarriesTheExplanation() throws {
        let c = try comparison()
        let text = "configure assistant cell +0.22 ms, text layout +0.09 ms"
        #expect(ComparisonTerminalWriter.text(c).contains("      why: " + text))
        #expect(ComparisonMarkdownWriter.markdown(c).contains("- s · natural — frameCostP99 +0.31 ms: " + text))
        #expect(ComparisonCommentWriter.markdown(c).contains("why: " + text))
        let json = ComparisonJSONWriter.json(c)
        #expect(json.contains("\"attribution\""))
        #expect(json.contains("\"operation\": \"configureAssistantCell\""))
        let html = HTMLReportWriter.html(SuiteReport(toolVersion: "0.1.0", runs: [Self.run(p99: Self.head)]), comparison: c.reportComparison)
        #expect(html.contains("Why it regressed"))
        #expect(html.contains("<svg class=\"cost-bars\""))
        // One rect an operation a side: three for the base, three for the head.
        let bars = html.components(separatedBy: "<svg class=\"cost-bars\"")[1].components(separatedBy: "</svg>")[0]
        #expect(bars.components(separatedBy: "<rect").count - 1 == 6)
    }

    @Test func aReportWithoutAttributionIsJudgedButNotExplained() throws {
        var old = Self.run(p99: Self.base)
        old.result.costAttribution = nil
        let c = try Comparer().compare(base: SuiteReport(toolVersion: "0.1.0", runs: [old]),
                                       head: SuiteReport(toolVersion: "0.1.0", runs: [Self.run(p99: Self.head)]),
                                       baseLabel: "main", headLabel: "head")
        #expect(c.regressions.count == 1)
        #expect(c.explanations.isEmpty)
        #expect(!ComparisonTerminalWriter.text(c).contains("why:"))
        #expect(!HTMLReportWriter.html(SuiteReport(toolVersion: "0.1.0", runs: [old]), comparison: c.reportComparison).contains("Why it regressed"))
    }

    @Test func anUnchangedCostIsNotExplained() throws {
        let same = SuiteReport(toolVersion: "0.1.0", runs: [Self.run(p99: Self.base)])
        let c = try Comparer().compare(base: same, head: same, baseLabel: "a", headLabel: "b")
        #expect(c.explanations.isEmpty)
    }

    @Test func theAttributionRoundTripsThroughReportJSONAndBaselines() throws {
        let report = SuiteReport(toolVersion: "0.1.0", runs: [Self.run(p99: Self.head)])
        let written = JSONReportWriter.json(report)
        let read = try ReportReader().read(data: Data(written.utf8), path: "report.json").report
        #expect(read.runs[0].result.costAttribution == report.runs[0].result.costAttribution)
        #expect(JSONReportWriter.json(read) == written)
        let baseline = try ReportReader().read(data: Data(BaselineWriter.json(report).utf8), path: "main.json").report
        #expect(baseline.runs[0].result.costAttribution == report.runs[0].result.costAttribution)
    }

    @Test func aReportWithoutTheFieldStillReads() throws {
        var report = SuiteReport(toolVersion: "0.1.0", runs: [Self.run(p99: Self.head)])
        report.runs[0].result.costAttribution = nil
        let written = JSONReportWriter.json(report)
        #expect(!written.contains("costAttribution"))
        let read = try ReportReader().read(data: Data(written.utf8), path: "old.json").report
        #expect(read.runs[0].result.costAttribution == nil)
    }

    @Test func anUnknownOperationIsABadReport() throws {
        let written = JSONReportWriter.json(SuiteReport(toolVersion: "0.1.0", runs: [Self.run(p99: Self.head)]))
            .replacingOccurrences(of: "\"textLayout\"", with: "\"textLayuot\"")
        #expect(throws: ReportReadError.self) { try ReportReader().read(data: Data(written.utf8), path: "bad.json") }
        do {
            _ = try ReportReader().read(data: Data(written.utf8), path: "bad.json")
        } catch {
            #expect(error.description.contains("unknown operation 'textLayuot'"))
        }
    }
}
