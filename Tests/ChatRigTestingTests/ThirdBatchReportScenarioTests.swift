import ChatRigTesting
import Foundation
import Reporting
import Scenarios
import Simulator
import Testing

/// A third batch of public chat-list bug reports, named by nobody here before they were
/// written as scenarios (`Scenarios/reports/`): each bug is flagged with the finding of its
/// class and fails its file's general gate; each fix shows none of it and passes.
///
/// Four of the ten were caught only once a detector for their class existed:
/// ``Metric/unchangedRowUpdates`` (ChatGPTSwiftUI #11, Meshtastic-Apple #484),
/// ``Metric/restPastEndMax`` (stream-chat-swift #913; ChatLayout #11 was already seen as
/// blank area) and ``Metric/lostPlaceJumps`` (JSQMessagesViewController #307, whose fix drifts
/// too, by 62.5 pt, so `anchorDrift` alone flags both).
extension ReportScenarioTests {
    static let thirdBatch: [Report] = [
        // The follow animation (0.3 s) drops the last chunks and the finish; 250 ms after the
        // stream ends the cell is still at an older revision, every frame it stays on screen.
        Report(file: "exyte-chat-169", bug: "reported(updates: skipsWhileScrolling)", fix: "reported(updates: coalesced)",
               finding: .staleAfterStream, metric: .staleAfterStreamFrames, value: 354),
        Report(file: "chatgptswiftui-11", bug: "reported-swiftui(rowUpdates: everyRow)", fix: "reported-swiftui",
               finding: .unchangedRowsUpdated, metric: .unchangedRowUpdates, value: 561),
        Report(file: "scarf-46", bug: "reported-swiftui(rowUpdates: everyRow, streamingText: wholeMarkdown)",
               fix: "reported-swiftui(streamingText: markdownBlocks)",
               finding: .unchangedRowsUpdated, metric: .unchangedRowUpdates, value: 554),
        // Six keystrokes, each re-running the bodies of the rows on screen that did not change.
        Report(file: "meshtastic-apple-484", bug: "reported-swiftui(composer: inListView)", fix: "reported-swiftui",
               finding: .unchangedRowsUpdated, metric: .unchangedRowUpdates, value: 18),
        Report(file: "stream-chat-swift-913", bug: "reported(keyboard: shiftsByKeyboardHeight)",
               fix: "reported(keyboard: followsByOverlap)",
               finding: .restsPastEnd, metric: .restPastEndMax, value: 295.414773, tolerance: 1e-6),
        // Shifted by the keyboard's whole 336 pt where the obstruction grew by 302 (the keyboard
        // replaces the 34 pt home-indicator inset): a 34 pt gap under the last message.
        Report(file: "chatlayout-11", bug: "reported(keyboard: shiftsByKeyboardHeight)",
               fix: "reported(keyboard: followsByOverlap)",
               finding: .restsPastEnd, metric: .restPastEndMax, value: 34, tolerance: 1e-6),
        Report(file: "osaurus-1424", bug: "reported(onFinish: reloadsData)", fix: "reported",
               finding: .visibleCellReplaced, metric: .replacedVisibleCells, value: 1),
        Report(file: "tinode-ios-158", bug: "reported(afterPage: scrollsToBottom)", fix: "reported",
               finding: .unrequestedScroll, metric: .unrequestedScrolls, value: 1),
        Report(file: "jsqmessages-307", bug: "reported(afterPage: reloadsData)", fix: "reported",
               finding: .readerLostPlace, metric: .lostPlaceJumps, value: 1),
        Report(file: "stream-chat-swift-3695", bug: "reported(onIncoming: scrollsToBottom)", fix: "reported",
               finding: .unrequestedScroll, metric: .unrequestedScrolls, value: 1),
    ]

    @Test(arguments: thirdBatch)
    func aThirdBatchBugIsFlaggedAndFailsItsGateWhileTheFixIsClean(_ report: Report) throws {
        try judge(report)
    }

    /// exyte/Chat #169's own fix coalesces the stream to ten updates a second: its text
    /// trails by up to a period (lag, 100 ms) and is never stale after the stream nor going
    /// backwards, and no `staleCell` finding names it, although `staleCellFrames` counts the
    /// frames it trails.
    @Test func theCoalescingFixReadsAsLagNotAsStale() throws {
        let rehearsal = Rehearsal()
        let scenario = try rehearsal.scenario(at: Self.reports.appendingPathComponent("exyte-chat-169.yaml"))
        let fix = try rehearsal.run(scenario, strategy: "reported(updates: coalesced)")
        #expect(abs(fix[.textLagMax] - 99.996) < 1e-9)
        #expect(fix[.staleAfterStreamFrames] == 0)
        #expect(fix[.shownTextRegressions] == 0)
        #expect(fix[.staleCellFrames] == 1014)
        #expect(fix.finding(.staleCell) == nil)
        #expect(fix.finding(.staleAfterStream) == nil)
    }
}
