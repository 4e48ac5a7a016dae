import ChatModel
import Foundation
import Testing
@testable import Storage

/// Files written while ChatRig's storage ran on GRDB (main `dc00b0d`, GRDB 7.10.0:
/// `DatabasePool`, `DatabaseMigrator`; `Fixtures/GRDBEra/README.md` says how each was made)
/// open, read back and migrate on the layer over SQLite's C API, and what that layer
/// creates has the same schema, down to the `grdb_migrations` table an older ChatRig reads.
@Suite struct GRDBEraFileTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/GRDBEra")

    /// A copy of fixture `name` in `directory`: opening to append writes into the file.
    static func copy(_ name: String, into directory: TemporaryDirectory) throws -> String {
        let path = directory.path(name)
        try FileManager.default.copyItem(atPath: fixtures.appendingPathComponent(name).path, toPath: path)
        return path
    }

    /// Every `CREATE` statement of a database, by object name: what SQLite keeps of its schema.
    static func schema(_ path: String) throws -> [String] {
        try PlainSQLite.strings(path, "SELECT type || ' ' || name || ': ' || sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name")
    }

    @Test func aGRDBEraHistoryReadsBackWithItsMigrationsRecognised() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.copy("history.sqlite", into: directory)
        let history = try RunHistory(readingFrom: path)
        #expect(try history.database.appliedMigrations() == ChatRigSchema.migrator.migrations)
        let runs = try history.runs(scenario: nil, strategy: nil)
        #expect(runs.map(\.id) == [1, 2, 3, 4])
        #expect(runs.map(\.strategy) == ["flipped", "natural", "flipped", "natural"])
        #expect(runs.map(\.gitRevision) == ["1111111", "1111111", "2222222", "2222222"])
        #expect(runs.map(\.branch) == ["main", "main", "feature", "feature"])
        #expect(runs.allSatisfy { $0.scenario == "pagination-burst" && $0.device == "iphone-15-pro" && $0.seed == 3 })
        #expect(runs.allSatisfy { $0.toolVersion == "0.1.0" && $0.metrics["frames"] == 1201 && $0.metrics.count > 30 })
        #expect(runs[0].recordedAt == Date(timeIntervalSince1970: 1_796_195_534.186))
        // The metrics text GRDB wrote is the text this layer writes for the same values.
        let stored = try PlainSQLite.strings(path, "SELECT metrics || char(10) || hostMetrics FROM run ORDER BY id")
        #expect(stored == (try runs.map { "\(try RunRow.jsonText($0.metrics))\n\(try RunRow.jsonText($0.hostMetrics))" }))
        let pairs = try history.pairs(scenario: nil, strategy: nil)
        #expect(pairs.map { "\($0.strategy) \($0.runs)" } == ["flipped 2", "natural 2"])
    }

    @Test func aGRDBEraHistoryTakesNewRunsAndKeepsItsMigrationTable() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.copy("history.sqlite", into: directory)
        let schemaBefore = try Self.schema(path)
        var run = try #require(try RunHistory(readingFrom: path).runs(scenario: nil, strategy: nil).last)
        run.id = nil
        run.gitRevision = "3333333"
        let appended = try RunHistory(appendingTo: path)
        #expect(try appended.record(run).id == 5)
        try appended.checkIntegrity()
        #expect(try Self.schema(path) == schemaBefore)
        #expect(try PlainSQLite.strings(path, "SELECT identifier FROM grdb_migrations ORDER BY rowid") == ChatRigSchema.migrator.migrations)
        #expect(try RunHistory(readingFrom: path).runs(scenario: nil, strategy: nil).map(\.gitRevision).last == "3333333")
    }

    @Test func aNewFileHasTheSchemaGRDBEraChatRigWrote() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("new.sqlite")
        try RunHistory(location: .file(path)).record(RunRecord(
            scenario: "s", strategy: "t", device: "d", seed: 1, recordedAt: Date(timeIntervalSince1970: 1), metrics: ["frames": 1]))
        let fixture = Self.fixtures.appendingPathComponent("history.sqlite").path
        #expect(try Self.schema(path) == Self.schema(fixture))
        #expect(try Self.schema(path).contains("table grdb_migrations: CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)"))
        #expect(try PlainSQLite.strings(path, "PRAGMA journal_mode") == ["wal"])
        #expect(try PlainSQLite.strings(path, "SELECT identifier FROM grdb_migrations ORDER BY rowid") == ChatRigSchema.migrator.migrations)
    }

    @Test func aGRDBEraMessageStoreReadsBack() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.copy("messages.sqlite", into: directory)
        let store = try MessageStore(database: ChatRigDatabase(readingFrom: path))
        #expect(try store.database.appliedMigrations() == ChatRigSchema.migrator.migrations)
        #expect(try store.conversations().map { "\($0.id) \($0.title)" } == ["1 GRDB-era fixture"])
        let messages = try #require(try store.conversation(id: 1)).messages
        #expect(messages.map(\.role) == [.system, .user, .assistant, .user, .assistant])
        #expect(messages.map(\.state) == [.complete, .complete, .complete, .complete, .failed])
        #expect(messages[1].attachments.map { "\($0.pixelWidth)x\($0.pixelHeight)" } == ["1170x2532", "640x480"])
        #expect(messages[2].citations.map(\.title) == ["UICollectionView", "WWDC"])
        #expect(messages[2].citations.map(\.score) == [0.875, 0.5])
        #expect(messages[2].citations.map(\.documentID) == ["doc-uikit", "source-2"])
        #expect(messages[3].text == "Thanks — ünïcödé ✓")
        #expect(try store.page(.newest(in: 1), limit: 2).messages == Array(messages.suffix(2)))
        #expect(try store.nextMessageID(in: 1) == MessageID(5))
    }

    @Test func aGRDBEraMessageStoreTakesNewMessages() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.copy("messages.sqlite", into: directory)
        let store = try MessageStore(location: .file(path))
        let newest = try #require(try store.conversation(id: 1)?.messages.last)
        try store.save(Message(id: MessageID(5), role: .user, text: "again",
                               createdAt: VirtualInstant(microseconds: newest.createdAt.microseconds + 1)), in: 1)
        #expect(try store.messageCount(in: 1) == 6)
        #expect(try store.database.integrityCheck() == [])
        #expect(try MessageStore(database: ChatRigDatabase(readingFrom: path)).page(.newest(in: 1), limit: 1).messages.map(\.text) == ["again"])
    }
}
