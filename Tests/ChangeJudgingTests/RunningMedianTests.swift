import Foundation
import Testing
@testable import ChangeJudging
@testable import ReportModel
import Simulator
import Storage

/// `history`: host-metric steps judged against a running median instead of sorting every prefix, and its text safe for a terminal.
@Suite struct RunningMedianTests {
    @Test func theRunningMedianIsTheMedianOfEveryPrefix() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = []
        var running = RunningMedian()
        #expect(running.median.isNaN)
        for _ in 0..<300 {
            let value = Double(Int.random(in: 0..<50, using: &generator))
            values.append(value)
            running.insert(value)
            #expect(running.median == Median.of(values))
        }
    }

    @Test func aHostStepIsFoundWhereTheMedianOfTheRunsBeforeItIsLeftBehind() {
        func point(_ value: Double) -> MetricTrend.Point {
            MetricTrend.Point(value: value, revision: nil, branch: nil, recordedAt: Date(timeIntervalSince1970: 0))
        }
        let steady = [10.0, 10.5, 9.5, 10.2, 9.8, 10.1]
        #expect(MetricTrend(scenario: "s", strategy: "n", metric: .hostWallSeconds, points: steady.map(point)).stepIndex == nil)
        let stepped = steady + [10.9, 13.0, 13.1]
        #expect(MetricTrend(scenario: "s", strategy: "n", metric: .hostWallSeconds, points: stepped.map(point)).stepIndex == 7)
        let fromZero = [0.0, 0.0, 0.0, 1.0]
        #expect(MetricTrend(scenario: "s", strategy: "n", metric: .hostWallSeconds, points: fromZero.map(point)).stepIndex == 3)
    }

    @Test func escapeSequencesInNamesAndBranchesNeverReachTheTerminal() {
        let point = MetricTrend.Point(value: 1, revision: "abc\u{1B}[2J", branch: "main\u{9B}31m", recordedAt: Date(timeIntervalSince1970: 0))
        let trend = MetricTrend(scenario: "s\u{07}", strategy: "natural", metric: .frames, points: [point, point])
        let text = HistoryTable.render([trend], showsAllRuns: true)
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x07 })
        #expect(text.contains("s\u{FFFD} · natural · frames"))
        #expect(text.contains("abc\u{FFFD}[2J"))
    }
}
