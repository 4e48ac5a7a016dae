import Foundation
import Testing
@testable import Storage

@Suite struct DatabaseFileTests {
    @Test func garbageFileIsNotADatabaseAndTheErrorNamesIt() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("notes.txt")
        try Data(String(repeating: "not sqlite at all\n", count: 200).utf8).write(to: URL(fileURLWithPath: path))
        let error = try #require(throws: StorageError.self) { try MessageStore(location: .file(path)) }
        #expect(error == .notADatabase(path: path))
        #expect(error.description == "\(path): file is not a database")
        #expect(error.path == path)
    }

    @Test func foreignSQLiteDatabaseIsNotAChatRigDatabase() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("foreign.sqlite")
        try PlainSQLite.execute(path, "CREATE TABLE contacts (id INTEGER PRIMARY KEY, name TEXT)")
        let error = try #require(throws: StorageError.self) { try RunHistory(location: .file(path)) }
        guard case .notChatRigDatabase(let errorPath, let reason) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(errorPath == path)
        #expect(reason.contains("contacts"))
        #expect(error.description.hasPrefix("\(path): not a ChatRig database"))
        // The foreign file is left untouched: no ChatRig tables were added.
        let tables = try PlainSQLite.strings(path, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        #expect(tables == ["contacts"])
    }

    @Test func databaseFromANewerChatRigIsRefused() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("future.sqlite")
        _ = try ChatRigDatabase(location: .file(path))
        try PlainSQLite.execute(path, "INSERT INTO grdb_migrations (identifier) VALUES ('messages-v9-from-the-future')")
        let error = try #require(throws: StorageError.self) { try MessageStore(location: .file(path)) }
        #expect(error == .notChatRigDatabase(
            path: path, reason: "schema from a newer ChatRig: unknown migrations messages-v9-from-the-future"))
        #expect(error.description.contains("\(path): not a ChatRig database"))
    }

    @Test func emptyFileBecomesANewDatabase() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("empty.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let database = try ChatRigDatabase(location: .file(path))
        #expect(try database.appliedMigrations() == ChatRigSchema.migrator.migrations)
        #expect(try database.integrityCheck() == [])
    }

    @Test func reopeningAChatRigDatabaseKeepsItsApplicationID() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("chatrig.sqlite")
        _ = try ChatRigDatabase(location: .file(path))
        let database = try ChatRigDatabase(location: .file(path))
        let applicationID = try database.read { db in try db.fetchOne(Int32.self, "PRAGMA application_id") }
        #expect(applicationID == ChatRigSchema.applicationID)
    }

    @Test func corruptPagesAreReportedWithThePath() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("damaged.sqlite")
        do {
            let store = try MessageStore(location: .file(path))
            try store.createConversation(id: 1, title: "t")
            try store.seed(SyntheticHistory(count: 2_000), in: 1)
            // Fold the WAL into the main file so the damage below hits committed pages.
            try store.database.writeWithoutTransaction { db in
                try db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            }
        }
        // Overwrite pages after the header and the schema page with garbage.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seek(toOffset: 4096 * 3)
        handle.write(Data(repeating: 0xA5, count: 4096 * 8))
        try handle.close()
        do {
            let store = try MessageStore(location: .file(path))
            let findings = try store.database.integrityCheck()
            #expect(!findings.isEmpty)
        } catch let error as StorageError {
            #expect(error.path == path, "\(error)")
        }
    }
}
