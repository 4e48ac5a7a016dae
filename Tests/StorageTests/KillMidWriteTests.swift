import ChatModel
import Foundation
import Testing
@testable import Storage

/// A writer killed with SIGKILL in the middle of a transaction leaves the database
/// consistent, with none of the interrupted batch visible.
///
/// The test re-runs this test binary (`/proc/self/exe`) as a child with
/// `CHATRIG_KILL_WRITER_DB` set, which enables ``writerRole()``: the child commits three
/// batches of 1,000 messages, then starts a fourth batch that never ends, and creates a
/// marker file once 5,000 rows of it are written inside the open transaction. The parent
/// waits for the marker, kills the child, and checks the file.
@Suite struct KillMidWriteTests {
    static let databaseVariable = "CHATRIG_KILL_WRITER_DB"
    static let committedBatches = 3
    static let batchSize = 1_000

    /// Whether this platform can re-run the test binary as the writer: Linux names it
    /// (`/proc/self/exe`); on macOS the tests run inside a host (`xctest`,
    /// `swiftpm-testing-helper`) that loads the test bundle, which this test does not re-launch,
    /// so there it is reported skipped, with this reason, rather than passing without a check.
    static var canRerunTestBinary: Bool {
        #if os(Linux)
        true
        #else
        false
        #endif
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment[databaseVariable] == nil),
          .enabled(if: canRerunTestBinary, "re-runs the test binary through /proc/self/exe: Linux only"))
    func killedWriterLeavesNoPartialBatch() throws {
        #if os(Linux)
        let directory = try TemporaryDirectory()
        let path = directory.path("killed.sqlite")
        let marker = path + ".in-transaction"
        do {
            let store = try MessageStore(location: .file(path))
            try store.createConversation(id: 1, title: "killed")
        }

        let child = Process()
        child.executableURL = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        child.arguments = ["--testing-library", "swift-testing", "--filter", "KillMidWriteTests/writerRole"]
        var environment = ProcessInfo.processInfo.environment
        environment[Self.databaseVariable] = path
        child.environment = environment
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()

        let deadline = Date().addingTimeInterval(300)
        while !FileManager.default.fileExists(atPath: marker), child.isRunning, Date() < deadline {
            usleep(10_000)
        }
        let reachedMarker = FileManager.default.fileExists(atPath: marker)
        if child.isRunning { kill(child.processIdentifier, SIGKILL) }
        child.waitUntilExit()
        try #require(reachedMarker, "the writer child never reached the middle of its transaction")
        #expect(child.terminationReason == .uncaughtSignal)
        #expect(child.terminationStatus == SIGKILL)
        // The interrupted transaction had written into the WAL or page cache; none of it commits.
        let store = try MessageStore(location: .file(path))
        #expect(try store.database.integrityCheck() == [])
        #expect(try store.messageCount(in: 1) == Self.committedBatches * Self.batchSize)
        let messages = try #require(try store.conversation(id: 1)).messages
        #expect(messages.map(\.id.rawValue).sorted() == Array(0..<Int64(Self.committedBatches * Self.batchSize)))
        #endif
    }

    /// The child's side; runs only in the child process.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[databaseVariable] != nil))
    func writerRole() throws {
        let path = try #require(ProcessInfo.processInfo.environment[Self.databaseVariable])
        let store = try MessageStore(location: .file(path))
        for batch in 0..<Self.committedBatches {
            try store.seed(SyntheticHistory(count: Self.batchSize, seed: UInt64(batch), firstID: Int64(batch * Self.batchSize),
                                            start: VirtualInstant(microseconds: Int64(batch) * 1_000_000_000)), in: 1)
        }
        try store.seed(EndlessBatch(markerPath: path + ".in-transaction", markAfter: 5_000,
                                    firstID: Int64(Self.committedBatches * Self.batchSize)), in: 1)
    }
}

/// Messages without end; creates a marker file after `markAfter` of them.
private struct EndlessBatch: Sequence, IteratorProtocol {
    let markerPath: String
    let markAfter: Int
    var firstID: Int64
    var produced = 0

    mutating func next() -> Message? {
        if produced == markAfter {
            _ = FileManager.default.createFile(atPath: markerPath, contents: Data())
        }
        defer { produced += 1 }
        return Message(id: MessageID(firstID + Int64(produced)), role: .assistant,
                       text: String(repeating: "partial batch ", count: 20),
                       createdAt: VirtualInstant(microseconds: 10_000_000_000 + Int64(produced)))
    }
}
