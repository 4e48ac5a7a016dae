import Testing
@testable import ChangeJudging

/// A pair's values, run by run: NaN where a run did not record a metric, room for runs
/// recorded after the pair was counted, and one value a run when one metric is read.
@Suite struct RunColumnsTests {
    /// The values of `metric` in the first `runs` runs.
    func column(_ columns: RunColumns, _ metric: Int, runs: Int) -> [Double] {
        (0..<runs).map { columns.value(metric, run: $0) }
    }

    @Test func valuesLandInTheirColumnAndGapsAreNaN() {
        var columns = RunColumns(metrics: 3, runs: 4)
        columns.set(1, metric: 0, run: 0)
        columns.set(2, metric: 2, run: 3)
        #expect(column(columns, 0, runs: 4).map { $0.isNaN ? -1 : $0 } == [1, -1, -1, -1])
        let untouched = column(columns, 1, runs: 4)
        #expect(untouched.count == 4 && untouched.allSatisfy { $0.isNaN })
        #expect(column(columns, 2, runs: 4).map { $0.isNaN ? -1 : $0 } == [-1, -1, -1, 2])
        #expect(column(columns, 2, runs: 2).count == 2)
    }

    @Test func moreRunsThanCountedGrowEveryColumn() {
        var columns = RunColumns(metrics: 2, runs: 2)
        columns.set(5, metric: 1, run: 1)
        columns.set(7, metric: 0, run: 6)
        #expect(column(columns, 1, runs: 7).map { $0.isNaN ? -1 : $0 } == [-1, 5, -1, -1, -1, -1, -1])
        #expect(column(columns, 0, runs: 7).map { $0.isNaN ? -1 : $0 } == [-1, -1, -1, -1, -1, -1, 7])
        #expect(column(columns, 0, runs: 9).count == 9)
    }

    @Test func readingOneMetricKeepsOnlyIt() {
        var columns = RunColumns(metrics: 5, only: 3, runs: 2)
        columns.set(4, metric: 3, run: 1)
        columns.set(9, metric: 2, run: 1)
        #expect(columns.metrics == 3..<4)
        #expect(column(columns, 3, runs: 2).map { $0.isNaN ? -1 : $0 } == [-1, 4])
        #expect(column(columns, 2, runs: 2).allSatisfy { $0.isNaN })
    }
}
