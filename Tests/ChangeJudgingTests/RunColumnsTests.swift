import Testing
@testable import ChangeJudging

/// A pair's values by column: NaN where a run did not record a metric, and room for runs
/// recorded after the pair was counted.
@Suite struct RunColumnsTests {
    @Test func valuesLandInTheirColumnAndGapsAreNaN() {
        var columns = RunColumns(metrics: 3, runs: 4)
        columns.set(1, metric: 0, run: 0)
        columns.set(2, metric: 2, run: 3)
        #expect(columns.column(0, runs: 4).map { $0.isNaN ? -1 : $0 } == [1, -1, -1, -1])
        let untouched = columns.column(1, runs: 4)
        #expect(untouched.count == 4 && untouched.allSatisfy { $0.isNaN })
        #expect(columns.column(2, runs: 4).map { $0.isNaN ? -1 : $0 } == [-1, -1, -1, 2])
        #expect(columns.column(2, runs: 2).count == 2)
    }

    @Test func moreRunsThanCountedGrowEveryColumn() {
        var columns = RunColumns(metrics: 2, runs: 2)
        columns.set(5, metric: 1, run: 1)
        columns.set(7, metric: 0, run: 6)
        #expect(columns.column(1, runs: 7).map { $0.isNaN ? -1 : $0 } == [-1, 5, -1, -1, -1, -1, -1])
        #expect(columns.column(0, runs: 7).map { $0.isNaN ? -1 : $0 } == [-1, -1, -1, -1, -1, -1, 7])
        #expect(columns.column(0, runs: 9).count == 9)
    }
}
