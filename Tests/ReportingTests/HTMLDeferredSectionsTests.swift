import Foundation
import Testing
@testable import Reporting
import Scenarios
@testable import Simulator

/// A large suite's report.html carries its scenario sections deflated, byte for byte as a
/// small suite's page draws them, so its size grows by a bounded number of bytes a run.
@Suite struct HTMLDeferredSectionsTests {
    /// `count` runs of `count / 2` scenarios, two strategies each, with frame costs, offsets
    /// and content heights that differ frame to frame and run to run (a seeded generator):
    /// data that compresses no better than a real run's. Every third run raises a finding,
    /// so it is drawn in full; the others are compact rows.
    static func suite(runs count: Int) -> SuiteReport {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        let runs = (0..<count).map { index in
            let trace = (0..<1_200).map { frame in
                FrameFixtures.frame(frame, cost: 0.2 + 12 * next() * next(), offset: 40 * Double(frame) + 300 * next(),
                                    contentHeight: 60_000 + Double(frame / 120) * 800)
            }
            let findings = index % 3 == 0
                ? [Finding(frame: 600, time: 5, kind: .anchorDrift, message: "the row under the reader moved \(index) pt")] : []
            return FrameFixtures.run(scenario: "scenario \(index / 2)", strategy: index % 2 == 0 ? "flipped" : "natural",
                                     trace: trace, findings: findings)
        }
        return SuiteReport(toolVersion: "test", runs: runs)
    }

    @Test func aLargeSuitesSectionsInflateToWhatTheWriterDrewByteForByte() throws {
        let report = Self.suite(runs: HTMLReportWriter.everyRunDrawnUpTo + 2)
        let html = HTMLReportWriter.html(report)
        let sections = try #require(HTMLDeferredSections.sections(in: html))
        #expect(sections.count == report.runs.count / 2)
        for (index, section) in sections.enumerated() {
            let runs = Array(report.runs[(2 * index)..<(2 * index + 2)])
            let expected = ScenarioSectionHTML.render(name: "scenario \(index)", runs: runs, anchor: "scenario-\(index)", comparison: nil,
                                                      inFull: { !$0.result.findings.isEmpty })
            #expect(section == expected, "section \(index)")
            // One placeholder a section, under the anchor the contents link to.
            #expect(HTMLCompactRowsTests.count("<a href=\"#scenario-\(index)\"", in: html) == 1)
            #expect(HTMLCompactRowsTests.count("<section class=\"card deferred\" id=\"scenario-\(index)\" data-section=\"\(index)\"", in: html) == 1)
        }
        // Every run's timeline is in the inflated page: in full or in its compact row's template.
        let drawn = HTMLCompactRowsTests.drawn(html)
        #expect(HTMLCompactRowsTests.count("class=\"timeline\"", in: drawn) == report.runs.count)
        #expect(!drawn.contains("class=\"card deferred\""))
    }

    @Test func aSmallSuitesPageHasNoDeferredSections() {
        let html = HTMLReportWriter.html(Self.suite(runs: 4))
        #expect(HTMLDeferredSections.sections(in: html) == nil)
        #expect(!html.contains("class=\"card deferred\""))
        #expect(HTMLCompactRowsTests.count("class=\"timeline\"", in: html) == 4)
    }

    @Test func theSamePageTwice() {
        let report = Self.suite(runs: HTMLReportWriter.everyRunDrawnUpTo + 2)
        #expect(HTMLReportWriter.html(report) == HTMLReportWriter.html(report))
    }

    /// Doubling a large suite adds at most `bound` bytes a run — a third of the runs drawn in
    /// full, each timeline 1,200 frames of noisy data — where inline drawing adds over 12 KB.
    @Test func aLargeSuitesPageGrowsByABoundedNumberOfBytesARun() throws {
        let bound = 4_000
        let small = HTMLReportWriter.html(Self.suite(runs: 120)).utf8.count
        let large = HTMLReportWriter.html(Self.suite(runs: 240)).utf8.count
        let perRun = (large - small) / 120
        #expect(perRun <= bound, "\(perRun) bytes a run")
        // The same runs drawn inline: the bound is a real saving, not a loose one.
        let inline = try #require(HTMLDeferredSections.sections(in: HTMLReportWriter.html(Self.suite(runs: 120))))
        let inlinePerRun = inline.reduce(0) { $0 + $1.utf8.count } / 120
        #expect(inlinePerRun > 3 * bound, "\(inlinePerRun) bytes a run inline")
    }
}
