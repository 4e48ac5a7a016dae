import Foundation
import Reporting
import Simulator
import Strategies
import Testing

/// `natural` keeps a list it holds at its bottom *at* its bottom, from either side: opening
/// the bundled sample conversation, scrolling to the bottom on estimated heights and sizing
/// the rows it lands on shrank the content by 34.9 pt, and the open's settling loop (like the
/// display link's follow) only corrected a list short of its bottom — so it rested 34.9 pt past
/// its end for the half second before the send, a blank strip under the last message
/// (`restPastEndMax` 34.9, `blankAreaMax` 13,717 pt² = 34.9 pt × 393 pt). UIKit leaves an
/// offset the app set past the end where it is until the user touches the list (a
/// `UITableView` left at a negative offset after rows shrank, "It disappears once you touch
/// the screen": rdar://48977017), so the app must settle from both sides.
@Suite struct NaturalRestsAtItsEndTests {
    let runner = SuiteRunner(controllers: StrategyRegistry.bundled, devicesDirectory: devicesFolder)

    @Test func openingWhereSizingShrinksTheContentRestsAtTheEndNotPastIt() throws {
        let report = try runner.run(runner.plan(paths: [bundled("conversations/sample-conversation-streaming.yaml")],
                                                strategies: ["natural"], device: nil, seed: nil))
        let run = try #require(report.runs.first)
        #expect(run.result.metrics[.restPastEndMax] == 0)
        #expect(run.result.metrics[.blankAreaMax] == 0)
        #expect(run.result.metrics[.blankAreaCumulative] == 0)
        #expect(!run.result.findings.contains { $0.kind == .restsPastEnd || $0.kind == .blankArea })
    }
}
