import ChatRigTesting
import Foundation
import Reporting
import Scenarios
import Simulator
import Testing

/// `compare` explains a long-reply regression by the text work that grew: a change from a
/// reply drawn one `Text` per markdown block, parsed incrementally, to one view parsing the
/// whole reply on every chunk (GetStream/stream-chat-swift-ai #2's bug and fix, as a base and
/// a head of the same screen) regresses `frameCostP99`, and the explanation names
/// "markdown parse" and "text layout" as what grew, in that order.
@Suite struct LongReplyExplanationTests {
    @Test func aLongReplyRegressionIsExplainedByMarkdownParseAndTextLayout() throws {
        let rehearsal = Rehearsal()
        let scenario = try rehearsal.scenario(at: ReportScenarioTests.reports.appendingPathComponent("stream-chat-swift-ai-2.yaml"))
        let base = try rehearsal.run(scenario, strategy: "reported-swiftui(streamingText: markdownBlocks)").report
        var head = try rehearsal.run(scenario, strategy: "reported-swiftui(streamingText: wholeMarkdown)").report
        // The same screen before and after the change.
        head.result.strategy = base.result.strategy
        let comparison = try Comparer().compare(base: SuiteReport(toolVersion: "0.1.0", runs: [base]),
                                                head: SuiteReport(toolVersion: "0.1.0", runs: [head]),
                                                baseLabel: "main", headLabel: "head")
        let p99 = try #require(comparison.regressions.first { $0.metric == .frameCostP99 })
        let explanation = try #require(comparison.explanation(for: p99))
        #expect(explanation.regressed)
        let grown = explanation.operations.filter { $0.delta > 0 }.sorted { $0.delta > $1.delta }.map(\.operation)
        #expect(Array(grown.prefix(2)) == [.markdownParse, .textLayout])
        #expect(explanation.line.contains(": markdown parse +"))
        #expect(explanation.line.contains("text layout +"))
    }
}
