import Foundation
import Testing
@testable import Storage

/// On disk a database reads on a pool of read-only connections beside its one writer (WAL):
/// a read is one snapshot, a write commits while reads run, and reads on many threads at
/// once all succeed.
@Suite struct ReaderPoolTests {
    static func run(_ index: Int) -> RunRecord {
        RunRecord(scenario: "s", strategy: "t", device: "d", seed: 1, gitRevision: "r\(index)",
                  recordedAt: Date(timeIntervalSince1970: Double(1_700_000_000 + index)), metrics: ["frames": Double(index)])
    }

    static func count(_ db: SQLiteConnection) throws -> Int {
        try db.fetchOne(Int.self, "SELECT COUNT(*) FROM run") ?? -1
    }

    @Test func aReadIsOneSnapshotAndAWriteCommitsDuringIt() throws {
        let directory = try TemporaryDirectory()
        let history = try RunHistory(location: .file(directory.path("runs.sqlite")))
        try history.record(Self.run(0))
        let (before, during) = try history.database.read { db in
            let before = try Self.count(db)
            try history.record(Self.run(1))  // on the writer, while this read holds its snapshot
            return (before, try Self.count(db))
        }
        #expect(before == 1)
        #expect(during == 1, "the read still sees its snapshot")
        #expect(try history.database.read(Self.count) == 2)
    }

    @Test func readsOnManyThreadsRunBesideTheWriter() throws {
        let directory = try TemporaryDirectory()
        let history = try RunHistory(location: .file(directory.path("runs.sqlite")))
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 9) { worker in
            for index in 0..<20 {
                do {
                    if worker == 0 {
                        try history.record(Self.run(index))
                    } else {
                        let count = try history.database.read(Self.count)
                        if !(0...20).contains(count) { failures.add("read \(count) runs") }
                    }
                } catch {
                    failures.add("\(error)")
                }
            }
        }
        #expect(failures.all.isEmpty, "\(failures.all)")
        #expect(try history.runs(scenario: nil, strategy: nil).map(\.gitRevision) == (0..<20).map { "r\($0)" })
    }

    @Test func aClosedDatabaseRefusesReadsAndWrites() throws {
        let directory = try TemporaryDirectory()
        let history = try RunHistory(location: .file(directory.path("runs.sqlite")))
        history.database.close()
        #expect(throws: StorageError.self) { try history.runs(scenario: nil, strategy: nil) }
        #expect(throws: StorageError.self) { try history.record(Self.run(0)) }
    }
}

/// Failures collected from concurrent workers.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    func add(_ message: String) {
        lock.lock()
        messages.append(message)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return messages
    }
}
