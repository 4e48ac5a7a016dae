import Foundation
import Testing
@testable import ReportFormats
@testable import ReportModel
import Scenarios
@testable import Simulator

/// A large suite's report.html carries its scenario sections deflated, byte for byte as a
/// small suite's page draws them, so its size grows by a bounded number of bytes a run.
@Suite struct HTMLDeferredSectionsTests {
    /// `count` runs of `count / 2` scenarios, two strategies each, shaped like a streamed
    /// reply: frames at rest cost a base that differs run to run; during each run's two
    /// bursts (1 s each, at run-dependent times) costs vary frame to frame (a seeded
    /// generator, to the hundredth of a ms) and the list scrolls, its content growing.
    /// Every third run raises a finding, so it is drawn in full; the others are compact rows.
    static func suite(runs count: Int) -> SuiteReport {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        let runs = (0..<count).map { index in
            let base = 0.2 + Double(index % 7) / 20
            let bursts = [120 + 37 * (index % 11), 700 + 23 * (index % 13)]
            var offset = 0.0, height = 5_000.0
            let trace = (0..<1_200).map { frame in
                let streaming = bursts.contains { frame >= $0 && frame < $0 + 120 }
                let cost = streaming ? ((base + 9 * next() * next()) * 100).rounded() / 100 : base
                if streaming { offset += 6; height += 6 }
                return FrameFixtures.frame(frame, cost: cost, offset: offset, contentHeight: height)
            }
            let findings = index % 3 == 0
                ? [Finding(frame: 600, time: 5, kind: .anchorDrift, message: "the row under the reader moved \(index) pt")] : []
            return FrameFixtures.run(scenario: "scenario \(index / 2)", strategy: index % 2 == 0 ? "flipped" : "natural",
                                     trace: trace, findings: findings)
        }
        return SuiteReport(toolVersion: "test", runs: runs)
    }

    /// The large suite most tests here read — just over the size whose page draws every run
    /// in full — and its page, drawn once for them all.
    static let largeSuite = suite(runs: HTMLReportWriter.everyRunDrawnUpTo + 2)
    static let largeSuitePage = HTMLReportWriter.html(largeSuite)

    @Test func aLargeSuitesSectionsInflateToWhatTheWriterDrewByteForByte() throws {
        let report = Self.largeSuite, html = Self.largeSuitePage
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
        #expect(HTMLReportWriter.html(Self.largeSuite) == Self.largeSuitePage)
    }

    /// Doubling a large suite adds at most `bound` bytes a run — a third of the runs drawn in
    /// full, each with 240 frames of noisy cost the deflate cannot squeeze (the bundled suite's
    /// runs compress further: see the README's figure for 600 of them) — and well under half
    /// of what drawing the same sections inline adds.
    @Test func aLargeSuitesPageGrowsByABoundedNumberOfBytesARun() throws {
        let bound = 8_000
        let runs = Self.largeSuite.runs.count
        let small = Self.largeSuitePage.utf8.count
        let large = HTMLReportWriter.html(Self.suite(runs: 2 * runs)).utf8.count
        let perRun = (large - small) / runs
        #expect(perRun <= bound, "\(perRun) bytes a run")
        // The same runs drawn inline: the bound is a real saving, not a loose one.
        let inline = try #require(HTMLDeferredSections.sections(in: Self.largeSuitePage))
        let inlinePerRun = inline.reduce(0) { $0 + $1.utf8.count } / runs
        #expect(inlinePerRun > 2 * perRun, "\(inlinePerRun) bytes a run inline, \(perRun) deflated")
    }
}
