import Foundation
import Testing
@testable import ReportFormats
@testable import ReportModel
import Scenarios
@testable import Simulator

@Suite struct HTMLEscapingTests {
    @Test func markupQuotesAndAmpersandsBecomeReferences() {
        #expect(HTMLEscaping.escape("<script>alert(\"x\") & 'y'</script>")
            == "&lt;script&gt;alert(&quot;x&quot;) &amp; &apos;y&apos;&lt;/script&gt;")
        // XML forbids most control characters: they are dropped, tabs and newlines kept.
        #expect(HTMLEscaping.escape("a\u{0}b\u{1B}c\td\ne") == "abc\td\ne")
        #expect(HTMLEscaping.escape("plain — ünïcode") == "plain — ünïcode")
    }
}

@Suite struct HTMLReportTests {
    static let hostile = "</svg><script>alert(\"pwned\") & 'x'</script>"
    static let hostileEscaped = "&lt;/svg&gt;&lt;script&gt;alert(&quot;pwned&quot;) &amp; &apos;x&apos;&lt;/script&gt;"

    @Test func userSuppliedTextIsEscapedEverywhere() throws {
        let trace = (0..<240).map {
            FrameFixtures.frame($0, cost: $0 == 100 ? 20 : 0.5, events: $0 == 50 ? ["loadMore"] : [],
                                findings: $0 == 50 ? [.duplicateLoadMore] : [])
        }
        let finding = Finding(frame: 50, time: 50.0 / 120, kind: .duplicateLoadMore, message: Self.hostile)
        let expectation = ExpectationResult(Expectation(metric: .duplicateLoadMore, comparison: .equal, value: 0), actual: 1)
        let run = FrameFixtures.run(
            scenario: "scenario " + Self.hostile, strategy: "strategy " + Self.hostile, summary: "summary " + Self.hostile,
            trace: trace, findings: [finding], expectations: [expectation],
            inputs: [InputMark(time: 1, kind: .gesture, label: "fling " + Self.hostile)]
        )
        let html = HTMLReportWriter.html(SuiteReport(toolVersion: "1 " + Self.hostile, runs: [run]))

        #expect(!html.contains("alert(\"pwned\")"))
        #expect(html.components(separatedBy: "<script>").count == 2, "only the report's own script")
        #expect(html.components(separatedBy: Self.hostileEscaped).count - 1 >= 6,
                "scenario, strategy, summary, finding, action and version are escaped")
        let svgs = SVGFragments.all(in: html)
        // One timeline, and a filmstrip picture for the duplicate load-more and the hitch.
        #expect(svgs.count == 3)
        for svg in svgs { #expect(SVGFragments.problem(in: svg) == nil) }
    }

    @Test func failedGatesAreHighlightedAndHeldGatesTicked() {
        var metrics = MetricSet()
        metrics[.duplicateLoadMore] = 2
        metrics[.upsideDownFrames] = 0
        let failed = ExpectationResult(Expectation(metric: .duplicateLoadMore, comparison: .equal, value: 0), actual: 2)
        let held = ExpectationResult(Expectation(metric: .upsideDownFrames, comparison: .equal, value: 0), actual: 0)
        let run = FrameFixtures.run(trace: (0..<10).map { FrameFixtures.frame($0) }, expectations: [failed, held], metrics: metrics)
        let html = HTMLReportWriter.html(SuiteReport(toolVersion: "test", runs: [run]))
        #expect(html.contains("<td class=\"gate-failed\">2<span class=\"note\">✗ gate == 0</span></td>"))
        #expect(html.contains("<td class=\"gate-held\">0<span class=\"note\">✓ gate == 0</span></td>"))
        #expect(html.contains("<header class=\"verdict fail\">"))
        #expect(html.contains("✗ Failed — 1 of 1 runs broke an expectation."))
        #expect(html.contains("duplicateLoadMore == 0, got 2"))
    }

    @Test func aBaselineShowsBaseAgainstHeadAndHighlightsRegressions() {
        var metrics = MetricSet()
        metrics[.frameCostP99] = 3
        metrics[.cellsConfigured] = 40
        let run = FrameFixtures.run(trace: (0..<10).map { FrameFixtures.frame($0) }, metrics: metrics)
        let report = SuiteReport(toolVersion: "test", runs: [run])
        var comparison = ReportComparison(baseLabel: "main")
        comparison.setChange(.init(base: 1.5, regressed: true), scenario: "scenario", strategy: "flipped", metric: .frameCostP99)
        comparison.setChange(.init(base: 50, regressed: false), scenario: "scenario", strategy: "flipped", metric: .cellsConfigured)

        let compared = HTMLReportWriter.html(report, comparison: comparison)
        #expect(compared.contains("<td class=\"regressed\"><span class=\"base\">1.50</span> → 3<span class=\"note\">▲ regression</span></td>"))
        #expect(compared.contains("<td class=\"changed\"><span class=\"base\">50</span> → 40</td>"))
        #expect(compared.contains("1 regression against main."))
        #expect(compared.contains("<header class=\"verdict fail\">"))

        let plain = HTMLReportWriter.html(report)
        #expect(!plain.contains("class=\"regressed\"") && !plain.contains("class=\"changed\""))
        #expect(plain.contains("<header class=\"verdict pass\">"))
    }

    @Test func aLongRunIsDrawnToThePixel() throws {
        // 60 s at 120 Hz against 6 s: the timeline's size follows its width, not the run.
        func timeline(frames: Int) throws -> String {
            let trace = (0..<frames).map { FrameFixtures.frame($0, cost: Double(($0 * 7919) % 97) / 10, offset: Double($0)) }
            let html = HTMLReportWriter.html(SuiteReport(toolVersion: "test", runs: [FrameFixtures.run(trace: trace)]))
            return try #require(SVGFragments.all(in: html).first { $0.contains("class=\"timeline\"") })
        }
        let long = try timeline(frames: 7_200), short = try timeline(frames: 720)
        #expect(long.utf8.count < 60_000)
        // Points of the offset band: at most one a column per edge, however many frames.
        for svg in [long, short] {
            let band = try #require(svg.components(separatedBy: "class=\"offset\" points=\"").last?.prefix { $0 != "\"" })
            #expect(band.split(separator: " ").count <= 2 * TimelineSVG.plotWidth)
        }
        let barPath = try #require(long.components(separatedBy: "class=\"hitch\"").last)
        #expect(barPath.components(separatedBy: "M").count - 1 <= TimelineSVG.plotWidth)
    }
}

@Suite struct PixelColumnsTests {
    @Test func eachColumnKeepsItsFramesMinimumAndMaximum() throws {
        // 7,200 frames at 120 Hz over 880 columns: 8 or 9 frames a column.
        var values = (0..<7_200).map { Float($0 % 100) }
        values[4_321] = 500
        let columns = PixelColumns(count: 880, duration: 60)
        let ranges = columns.ranges(values, frameInterval: 1.0 / 120)
        #expect(ranges.count == 880)
        #expect(ranges.allSatisfy { $0 != nil })
        // Column 0 holds frames 0…8 (t < 60/880 s).
        #expect(ranges[0] == 0...8)
        let spike = columns.column(of: 4_321.0 / 120)
        #expect(ranges[spike]?.upperBound == 500)
        #expect(ranges.filter { $0!.upperBound == 500 }.count == 1)
    }

    @Test func marksOfAColumnAreTheUnionOfItsFrames() {
        var marks = [FrameMarks](repeating: [], count: 240)
        marks[13] = .token
        marks[14] = .apply
        marks[200] = .loadMore
        let columns = PixelColumns(count: 20, duration: 2)  // 12 frames a column
        let union = columns.marks(marks, frameInterval: 1.0 / 120)
        #expect(union[1] == [.token, .apply])
        #expect(union[16] == .loadMore)
        #expect(union.enumerated().filter { !$0.element.isEmpty }.map(\.offset) == [1, 16])
    }

    @Test func spansJoinGapsUpToTheBridge() {
        let on: Set = [0, 1, 3, 7, 8]
        #expect(PixelColumns.spans(10, where: on.contains) == [0..<2, 3..<4, 7..<9])
        #expect(PixelColumns.spans(10, where: on.contains, bridging: 1) == [0..<4, 7..<9])
        #expect(PixelColumns.spans(10, where: { _ in false }, bridging: 3).isEmpty)
    }
}

@Suite struct SVGPolylineTests {
    @Test func levelRunsKeepOnlyTheirEnds() {
        var line = SVGPolyline()
        for (x, y) in [(0.0, 5.0), (1, 5), (2, 5), (3, 7.04), (4, 7), (5, 7), (6, 9)] { line.append(x: x, y: y) }
        // 7.04 prints as 7, so 3…5 is one level run at the printed precision.
        #expect(line.points == ["0,5", "2,5", "3,7", "5,7", "6,9"])
    }

    @Test func shortLinesAndChangesEveryColumnKeepEveryPoint() {
        var line = SVGPolyline()
        #expect(line.points.isEmpty)
        line.append(x: 0, y: 1)
        #expect(line.points == ["0,1"])
        for x in 1...4 { line.append(x: Double(x), y: Double(x) * 2) }
        #expect(line.points == ["0,1", "1,2", "2,4", "3,6", "4,8"])
    }
}

@Suite struct FilmstripSelectionTests {
    @Test func picksFindingsTheWorstHitchTheKeyboardAndEachLoadMore() {
        let trace = (0..<300).map { index -> FrameRecord in
            let cost: Double = index == 100 ? 30 : index == 200 ? 50 : 0.5
            let keyboard = index < 150 ? 0 : min(336, Double(index - 150) * 33.6)
            let events = [30, 40, 250].contains(index) ? ["prefetch", "loadMore"] : []
            let findings: [Finding.Kind] = index == 40 ? [.duplicateLoadMore] : index == 100 ? [.hitch] : []
            return FrameFixtures.frame(index, cost: cost, keyboard: keyboard, events: events, findings: findings)
        }
        let selection = FrameFixtures.selection(trace)
        #expect(selection.pictures.map(\.frame) == [30, 40, 100, 160, 200, 250])
        #expect(selection.pictures.map(\.reasons) == [
            ["load-more 1"], ["first duplicate load-more", "load-more 2"], ["first hitch"],
            ["keyboard fully up"], ["worst hitch"], ["load-more 3"],
        ])
        #expect(selection.omitted == 0)
        #expect(selection.pictures[4].hitch && selection.pictures[4].cost == 50)
    }

    @Test func theKeyboardIsPicturedEachTimeItComesToRestUp() {
        // Up, down, up again; a rise that stops half way counts as a rest too.
        let heights: [Double] = [0, 100, 200, 336, 336, 200, 0, 0, 168, 168, 100, 0]
        let trace = heights.enumerated().map { FrameFixtures.frame($0.offset, keyboard: $0.element) }
        let selection = FrameFixtures.selection(trace)
        #expect(selection.pictures.map(\.frame) == [3, 8])
        #expect(selection.pictures.allSatisfy { $0.reasons == ["keyboard fully up"] })
    }

    @Test func aQuietRunPicksNothingAndABusyOneStopsAtTheLimit() {
        let quiet = (0..<100).map { FrameFixtures.frame($0) }
        #expect(FrameFixtures.selection(quiet).pictures.isEmpty)
        let busy = (0..<100).map { FrameFixtures.frame($0, events: $0 % 5 == 0 ? ["loadMore"] : []) }
        let selection = FrameFixtures.selection(busy)
        #expect(selection.pictures.count == FilmstripSelection.limit)
        #expect(selection.omitted == 20 - FilmstripSelection.limit)
        #expect(selection.pictures.last?.reasons == ["load-more \(FilmstripSelection.limit)"])
    }
}
