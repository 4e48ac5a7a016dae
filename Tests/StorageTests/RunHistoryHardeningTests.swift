import Foundation
import Testing
@testable import Storage

/// A history is read without write access and without trapping on any row, and two
/// processes creating the same new history both record.
@Suite struct RunHistoryHardeningTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func record(_ seconds: Double) -> RunRecord {
        RunRecord(scenario: "s", strategy: "natural", device: "iphone-15-pro", seed: 7,
                  recordedAt: Date(timeIntervalSince1970: seconds), metrics: ["frames": 600])
    }

    @Test(arguments: [
        ("seed", "'text'", "'seed' is not an integer"),
        ("recordedAt", "'yesterday'", "'recordedAt' is not an integer"),
        ("metrics", "x'00ff'", "'metrics' is not text"),
        ("metrics", "'{\"frames\": 1e300}'", "metrics.frames is 1e+300, outside 0…1e15"),
        ("scenario", "x'ff'", "'scenario' is not text"),
        ("metrics", "'{\"frames\": 1, \"frames\": 2}'", "run 1: metrics has the key 'frames' twice"),
    ])
    func aRowOfTheWrongTypeIsACorruptHistoryNotATrap(column: String, value: String, reason: String) throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("history.sqlite").path
        let history = try RunHistory(location: .file(path))
        try history.record(record(1))
        try PlainSQLite.execute(path, "UPDATE run SET \(column) = \(value)")
        #expect(throws: StorageError.self) { try RunHistory(readingFrom: path).runs(scenario: nil, strategy: nil) }
        do { _ = try RunHistory(readingFrom: path).runs(scenario: nil, strategy: nil) } catch {
            #expect("\(error)".contains(reason), "\(error)")
            #expect("\(error)".contains(path))
        }
    }

    @Test func theMetricsColumnReadsAsAJSONParserReadsIt() throws {
        let metrics = ["frames": 600, "hitchTimeRatio": 1.25, "blankAreaCumulative": 19716363.23038, "tiny": 1e-7, "zero": 0]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(metrics), as: UTF8.self)
        #expect(try MetricsJSON.parse(json) == metrics)
        #expect(try MetricsJSON.parse("{}") == [:])
        #expect(try MetricsJSON.parse(#" { "a" : 1 , "b": -2.5e3 } "#) == ["a": 1, "b": -2500])
        #expect(throws: MetricsJSON.RepeatedKey.self) { try MetricsJSON.parse(#"{"a": 1, "a": 2}"#) }
        for text in [#"{"a\u0041": 1}"#, #"{"a": +1}"#, #"{"a": "1"}"#, #"{"a": 1"#, #"{"a": 1} x"#, "[1]", #"{"a": 1e}"#] {
            #expect(try MetricsJSON.parse(text) == nil, "\(text) goes to the full decoder")
        }
    }

    @Test func readingChangesNothingAndRefusesFilesThatAreNotAHistory() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("history.sqlite").path
        try RunHistory(location: .file(path)).record(record(1))
        #expect(try RunHistory(readingFrom: path).runs(scenario: nil, strategy: nil).count == 1)

        let empty = dir.appendingPathComponent("empty.sqlite").path
        FileManager.default.createFile(atPath: empty, contents: Data())
        #expect(throws: StorageError.self) { try RunHistory(readingFrom: empty) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: empty)).isEmpty, "no schema written into an empty file")

        let foreign = dir.appendingPathComponent("foreign.sqlite").path
        try PlainSQLite.execute(foreign, "CREATE TABLE notes (text TEXT)")
        let before = try Data(contentsOf: URL(fileURLWithPath: foreign))
        #expect(throws: StorageError.self) { try RunHistory(readingFrom: foreign) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: foreign)) == before, "not switched to WAL, not written")
        #expect(!FileManager.default.fileExists(atPath: foreign + "-wal"))

        #expect(throws: StorageError.self) { try RunHistory(readingFrom: "/dev/null") }
        #expect(!FileManager.default.fileExists(atPath: "/dev/null-journal"))
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("history.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: StorageError.notADatabase(path: fifo)) { try RunHistory(readingFrom: fifo) }
        #expect(throws: StorageError.notADatabase(path: fifo)) { try RunHistory(location: .file(fifo)) }
    }

    @Test func twoWritersCreatingTheSameNewHistoryBothRecord() throws {
        for attempt in 0..<10 {
            let dir = try folder()
            defer { try? FileManager.default.removeItem(at: dir) }
            let path = dir.appendingPathComponent("history.sqlite").path
            let failures = Failures()
            DispatchQueue.concurrentPerform(iterations: 4) { index in
                do {
                    try RunHistory(location: .file(path)).record(record(Double(index)))
                } catch {
                    failures.add("attempt \(attempt), writer \(index): \(error)")
                }
            }
            #expect(failures.all.isEmpty, "\(failures.all)")
            #expect(try RunHistory(readingFrom: path).runs(scenario: nil, strategy: nil).count == 4)
        }
    }
}

/// Failures collected from concurrent writers.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func add(_ item: String) { lock.lock(); items.append(item); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return items }
}
