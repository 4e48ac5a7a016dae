import ChatRigTesting
import Foundation
import Reporting
import Scenarios
import Simulator
import Testing

/// The bundled suite of public bug reports (`Scenarios/reports/`), run as a team would run
/// them from its own tests: each report's bug, written as a controller, is flagged with the
/// finding its class of bug produces and fails the file's general gate; the report's fix shows
/// none of it and passes that gate.
@Suite struct ReportScenarioTests {
    static let reports = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios/reports")

    /// One report: its file, the controller with the bug, the fix, and what the bug shows.
    struct Report: CustomTestStringConvertible, Sendable {
        var file: String
        var bug: String
        var fix: String
        var finding: Finding.Kind
        /// The gated metric and its exact value under the bug (0 under the fix).
        var metric: Metric
        var value: Double
        /// How far the bug's figure may be from `value` (0: exact; a figure in points printed
        /// to six decimals).
        var tolerance = 0.0
        var testDescription: String { file }
    }

    static let all: [Report] = [
        Report(file: "stream-chat-swift-1380", bug: "reported(loadMore: eachOfOldestFive)", fix: "reported(loadMore: fifthOldest)",
               finding: .duplicateLoadMore, metric: .duplicateLoadMore, value: 4),
        Report(file: "stream-chat-swift-1605", bug: "reported(onIncoming: reloadsData)", fix: "reported",
               finding: .anchorDrift, metric: .anchorDriftCount, value: 1),
        Report(file: "stream-chat-swift-2094", bug: "reported(onIncoming: scrollsToBottom)", fix: "reported",
               finding: .unrequestedScroll, metric: .unrequestedScrolls, value: 1),
        Report(file: "stream-chat-swift-1325", bug: "reported(attachments: sizedWhenLoaded)", fix: "reported",
               finding: .newestHidden, metric: .newestHiddenFrames, value: 312),
        Report(file: "stream-chat-swift-2945", bug: "reported(afterPage: scrollsToBottomWhenNewestIsMine)", fix: "reported",
               finding: .unrequestedScroll, metric: .unrequestedScrolls, value: 1),
        Report(file: "messagekit-1830", bug: "reported(toBottom: lastItem)", fix: "reported",
               finding: .restsShortOfBottom, metric: .bottomShortfallMax, value: 16),
        Report(file: "messagekit-1831", bug: "reported(onKeystroke: scrollsToLastItem)", fix: "reported",
               finding: .unrequestedScroll, metric: .unrequestedScrolls, value: 1),
        Report(file: "messagekit-1539", bug: "reported(opening: atOldestThenJumps)", fix: "reported",
               finding: .newestHidden, metric: .newestHiddenFrames, value: 44),
        Report(file: "messagekit-1486", bug: "reported(keyboard: followsWhenContentOverflows)", fix: "reported(keyboard: followsAlways)",
               finding: .keyboardOverlap, metric: .keyboardOverlapFrames, value: 162),
        Report(file: "openclient-llm-89", bug: "reported(whileStreaming: followsAlways)", fix: "reported",
               finding: .unrequestedScroll, metric: .unrequestedScrolls, value: 40),
        // 240 chunks, each a frame; the first shows the reply's first cell (it replaces the
        // typing indicator), the 239 after it each replace the cell on screen.
        Report(file: "chatlayout-84", bug: "reported(onUpdate: reloadsItem)", fix: "reported",
               finding: .visibleCellReplaced, metric: .replacedVisibleCells, value: 239),
        // An inverted list: a late message lands below the reader at its 60 pt estimate.
        Report(file: "exyte-chat-267", bug: "flipped(newerPage: keepsOffset)", fix: "flipped",
               finding: .anchorDrift, metric: .anchorDriftCount, value: 1),
        Report(file: "llamachat-18", bug: "reported-swiftui(autoScroll: onCountChange)", fix: "reported-swiftui",
               finding: .followMiss, metric: .followMisses, value: 998),
        Report(file: "macpaw-openai-250", bug: "reported-swiftui(autoScroll: none)", fix: "reported-swiftui",
               finding: .newestHidden, metric: .newestHiddenFrames, value: 961),
    ]

    @Test(arguments: all)
    func theBugIsFlaggedAndFailsItsGateWhileTheFixIsClean(_ report: Report) throws {
        try judge(report)
    }

    /// Runs `report`'s bug and fix and checks the bug is flagged and gated while the fix is clean.
    func judge(_ report: Report) throws {
        let rehearsal = Rehearsal()
        let scenario = try rehearsal.scenario(at: Self.reports.appendingPathComponent("\(report.file).yaml"))
        let bug = try rehearsal.run(scenario, strategy: report.bug)
        let fix = try rehearsal.run(scenario, strategy: report.fix)
        #expect(abs(bug[report.metric] - report.value) <= report.tolerance, "\(report.metric): \(bug[report.metric])")
        #expect(bug.finding(report.finding) != nil)
        // The file's general gate fails the bug; its per-strategy gate records the bug as
        // known, so the bundled suite stays green while it shows the bug.
        let gate = try #require(scenario.expectations.general.first { $0.metric == report.metric })
        #expect(!gate.isSatisfied(by: bug[report.metric]))
        #expect(bug.passed, "\(bug)")
        #expect(fix[report.metric] == 0)
        #expect(fix.finding(report.finding) == nil)
        #expect(fix.passed, "\(fix)")
    }

    /// The fix before `.defaultScrollAnchor(.bottom)`: `proxy.scrollTo(last, anchor: .bottom)`
    /// in `onAppear` runs while the rows between are at their estimate and rests 2,564.44 pt
    /// short with the newest message off screen: the scroll is judged a miss, and the list
    /// opened short of its newest message. The default anchor opens at the newest message.
    @Test func aScrollToTheLastMessageInOnAppearLandsShort() throws {
        let rehearsal = Rehearsal()
        let scenario = try rehearsal.scenario(at: Self.reports.appendingPathComponent("macpaw-openai-250.yaml"))
        let onAppear = try rehearsal.run(scenario, strategy: "reported-swiftui(opening: scrollToLastOnAppear)")
        #expect(onAppear[.scrollToMisses] == 1)
        #expect(onAppear.finding(.scrollToMiss)?.message
            == "the app's scroll to m-0039 (from viewDidLoad) came to rest 2564.44 pt from the requested position, off screen")
        #expect(onAppear[.newestHiddenFrames] == 121)
        let anchored = try rehearsal.run(scenario, strategy: "reported-swiftui")
        #expect(anchored[.scrollToMisses] == 0)
        #expect(anchored[.newestHiddenFrames] == 0)
    }

    /// The jumps the reports describe, by size: the one a reader sees, in points.
    @Test func theJumpsAreMeasuredInPoints() throws {
        let rehearsal = Rehearsal()
        func run(_ file: String, _ strategy: String) throws -> RehearsalResult {
            try rehearsal.run(rehearsal.scenario(at: Self.reports.appendingPathComponent("\(file).yaml")), strategy: strategy)
        }
        // A full reload under a reader 1,500 pt up: every row back at its estimate.
        let reload = try run("stream-chat-swift-1605", "reported(onIncoming: reloadsData)")
        #expect(abs(reload[.anchorDriftMax] - 201.267094) < 1e-6)
        // An incoming message scrolls the reader from 1,500 pt up to the bottom.
        let scroll = try run("stream-chat-swift-2094", "reported(onIncoming: scrollsToBottom)")
        #expect(abs(scroll[.unrequestedScrollMax] - 1546.803159) < 1e-6)
        // The five oldest rows ask for one page five times; the fix asks once.
        #expect(try run("stream-chat-swift-1380", "reported(loadMore: eachOfOldestFive)")[.loadMoreCalls] == 5)
        #expect(try run("stream-chat-swift-1380", "reported(loadMore: fifthOldest)")[.loadMoreCalls] == 1)
        // Neither the newest message nor the reply is shown: the list never scrolls.
        #expect(try run("macpaw-openai-250", "reported-swiftui(autoScroll: none)")[.followMisses] == 435)
        // The keyboard covers a short conversation only: two messages fit above it, and four
        // overflow the screen, so the list's guard lets it follow the keyboard.
        for history in [2, 4] {
            var scenario = try rehearsal.scenario(at: Self.reports.appendingPathComponent("messagekit-1486.yaml"))
            scenario.conversation.history = history
            #expect(try rehearsal.run(scenario, strategy: "reported(keyboard: followsWhenContentOverflows)")[.keyboardOverlapFrames] == 0)
        }
    }
}
