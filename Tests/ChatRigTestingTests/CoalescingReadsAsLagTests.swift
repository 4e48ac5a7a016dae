import ChatRigTesting
import Foundation
import Reporting
import Scenarios
import Simulator
import Strategies
import Testing

/// Every bundled design's option that coalesces a stream's updates (a value named
/// `coalesced`) trails the stream by design: its delay is measured (``Metric/textLagMax``,
/// above 0 and within its 100 ms period and a frame) and never read as stale — no text still
/// stale after its stream ended, none going backwards, no `staleCell` finding — on exyte/Chat
/// #169's long reply at 60 tokens a second. Each is judged with the design's other stale-text
/// bugs off (iris's default applies chunks without reconfiguring the reply, which
/// `reconfigure: streaming` fixes), so what is judged is the coalescing alone.
@Suite struct CoalescingReadsAsLagTests {
    /// `(design, key: value)` for every bundled option value that coalesces updates.
    static let coalescing: [(design: String, option: String)] = StrategyRegistry.bundled.names.flatMap { name in
        (StrategyRegistry.bundled.entry(named: name)?.options ?? []).flatMap { option in
            option.values.filter { $0.lowercased().contains("coalesc") }.map { (name, "\(option.key): \($0)") }
        }
    }

    /// The options that turn off each design's other stale-text bugs; a design with a
    /// coalescing option must be listed.
    static let otherStaleTextFixes = ["iris": ["reconfigure: streaming"], "reported": []]

    /// The variants judged: each coalescing option with its design's other fixes.
    static var variants: [String] {
        coalescing.map { design, option in
            "\(design)(\(((otherStaleTextFixes[design] ?? []) + [option]).joined(separator: ", ")))"
        }
    }

    @Test func theBundledDesignsHaveCoalescingOptions() {
        #expect(Self.coalescing.map { "\($0.design)(\($0.option))" } == ["iris(updates: coalesced)", "reported(updates: coalesced)"])
        #expect(Self.coalescing.allSatisfy { Self.otherStaleTextFixes[$0.design] != nil })
    }

    @Test(arguments: variants)
    func aCoalescingDesignTrailsAsLagAndIsNeverStale(_ strategy: String) throws {
        let rehearsal = Rehearsal()
        let scenario = try rehearsal.scenario(at: ReportScenarioTests.reports.appendingPathComponent("exyte-chat-169.yaml"))
        let result = try rehearsal.run(scenario, strategy: strategy)
        #expect(result[.textLagMax] > 0)
        // A 100 ms period, plus the frame at 120 Hz in which its flush is drawn.
        #expect(result[.textLagMax] <= 100 + 1_000.0 / 120)
        #expect(result[.staleAfterStreamFrames] == 0)
        #expect(result[.shownTextRegressions] == 0)
        #expect(result.finding(.staleCell) == nil)
        #expect(result.finding(.staleAfterStream) == nil)
        #expect(result.finding(.shownTextWentBackwards) == nil)
    }
}
