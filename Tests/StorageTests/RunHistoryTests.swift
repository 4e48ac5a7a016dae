import Foundation
import Testing
@testable import Storage

@Suite struct RunHistoryTests {
    private func run(_ scenario: String, _ strategy: String, at seconds: Double, frames: Double = 600) -> RunRecord {
        RunRecord(scenario: scenario, strategy: strategy, device: "iphone-15-pro", seed: 7, gitRevision: "abc1234",
                  recordedAt: Date(timeIntervalSince1970: seconds),
                  metrics: ["frames": frames, "hitchTimeRatio": 1.25, "duplicateLoadMore": 0],
                  hostMetrics: ["hostFrameTimeP50": 0.42])
    }

    @Test func recordedRunsRoundTrip() throws {
        let history = try RunHistory(location: .inMemory)
        let stored = try history.record(RunRecord(
            scenario: "rapid-streaming", strategy: "flipped", device: "iphone-15-pro", seed: .max,
            recordedAt: Date(timeIntervalSince1970: 1_763_000_000.123), metrics: ["frames": 2400, "frameCostP99": 7.5]))
        #expect(stored.id != nil)
        let latest = try history.latestRun(scenario: "rapid-streaming", strategy: "flipped", device: "iphone-15-pro")
        #expect(latest == stored)
        #expect(latest?.seed == .max)
        #expect(latest?.gitRevision == nil)
        #expect(latest?.recordedAt.timeIntervalSince1970 == 1_763_000_000.123)
    }

    @Test func latestRunIsTheNewestForItsKey() throws {
        let history = try RunHistory(location: .inMemory)
        try history.record(run("pagination-burst", "flipped", at: 100, frames: 1))
        let newest = try history.record(run("pagination-burst", "flipped", at: 300, frames: 3))
        try history.record(run("pagination-burst", "flipped", at: 200, frames: 2))
        try history.record(run("pagination-burst", "natural", at: 400, frames: 4))
        let latest = try history.latestRun(scenario: "pagination-burst", strategy: "flipped", device: "iphone-15-pro")
        #expect(latest == newest)
        #expect(try history.latestRun(scenario: "pagination-burst", strategy: "flipped", device: "ipad") == nil)
    }

    @Test func runsOfAScenarioAreOrderedByTime() throws {
        let history = try RunHistory(location: .inMemory)
        for (seconds, strategy) in [(50.0, "a"), (10, "b"), (30, "a"), (30, "c")] {
            try history.record(run("keyboard-toggle", strategy, at: seconds))
        }
        try history.record(run("other", "a", at: 20))
        let runs = try history.runs(scenario: "keyboard-toggle")
        #expect(runs.map(\.recordedAt.timeIntervalSince1970) == [10, 30, 30, 50])
        #expect(runs.map(\.strategy) == ["b", "a", "c", "a"])  // equal times: insertion order
    }

    @Test func nonFiniteMetricsAreRefused() throws {
        let history = try RunHistory(location: .inMemory)
        var bad = run("s", "a", at: 1)
        bad.metrics["frameCostP99"] = .nan
        #expect(throws: StorageError.self) { try history.record(bad) }
    }

    @Test func aVersionOneDatabaseMigratesAndKeepsItsRuns() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("runs.sqlite")
        // A database as the first release left it: only up to runs-v1.
        do {
            let db = try PlainSQLite.open(path)
            defer { db.close() }
            try ChatRigSchema.migrator.migrate(db, upTo: ChatRigSchema.Migration.runsV1)
            try db.execute("""
                INSERT INTO run (scenario, strategy, device, seed, recordedAt, metrics)
                VALUES ('rapid-streaming', 'flipped', 'iphone-15-pro', 7, 1700000000000, '{"frames":1200}')
                """)
        }

        let history = try RunHistory(location: .file(path))
        #expect(try history.database.appliedMigrations().last == ChatRigSchema.Migration.runsV4)
        let old = try #require(try history.latestRun(scenario: "rapid-streaming", strategy: "flipped", device: "iphone-15-pro"))
        #expect(old.metrics == ["frames": 1200])
        #expect(old.hostMetrics == [:])
        #expect(old.gitRevision == nil)
        #expect(old.recordedAt == Date(timeIntervalSince1970: 1_700_000_000))
        let new = try history.record(run("rapid-streaming", "flipped", at: 1_800_000_000))
        #expect(try history.runs(scenario: "rapid-streaming") == [old, new])
    }
}
