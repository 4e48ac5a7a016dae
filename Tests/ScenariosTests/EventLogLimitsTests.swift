import Foundation
import Scenarios
import Testing

/// Every number of an event log is checked against the scenario limits where it is read, and
/// what a scenario cannot hold is an error at the log line that caused it — never a trap or
/// a scenario that does not read back.
@Suite struct EventLogLimitsTests {
    static let devices = (try? DeviceProfileLoader(directory: devicesDirectory).loadAll()) ?? []

    private func problem(_ lines: [String]) -> JSONLinesError? {
        do {
            let log = try EventLogParser.parse(lines.joined(separator: "\n"), path: "s.jsonl")
            let result = try EventLogImporter(devices: Self.devices).scenario(from: log, name: "imported", path: "s.jsonl")
            // What is imported reads back as a scenario.
            let yaml = ScenarioWriter.yaml(result.scenario, comment: "")
            _ = try ScenarioParser.parse(yaml: yaml, path: "out.yaml", knownDevices: Self.devices.map(\.name))
            return nil
        } catch let error as JSONLinesError {
            return error
        } catch {
            Issue.record("not an error at a log line: \(error)")
            return nil
        }
    }

    @Test(arguments: [
        (#"{"t": 1e16, "event": "sent", "chars": 5}"#, "s.jsonl:1: error: 't' must be from 0 to 3600, found 1e+16"),
        (#"{"t": 1e300, "event": "pageRequested"}"#, "'t' must be from 0 to 3600"),
        (#"{"t": 1, "event": "sent", "chars": 400000}"#, "'chars' must be a whole number from 0 to 100000, found 400000"),
        (#"{"t": 1, "event": "sent", "chars": 2e9}"#, "'chars' must be a whole number from 0 to 100000"),
        (#"{"t": 1, "event": "sent", "chars": 1, "images": 101}"#, "'images' must be a whole number from 0 to 100"),
        (#"{"t": 1, "event": "viewport", "width": 20000, "height": 800}"#, "'width' must be from 100 to 10000"),
        (#"{"t": 1, "event": "keyboard", "height": 1e300}"#, "'height' must be from 0 to 10000"),
        (#"{"t": 1, "event": "chunk", "chars": 4, "tokens": 5000}"#, "'tokens' must be a whole number from 1 to 1000"),
        (#"{"t": 1, "event": "pageArrived", "messages": 1e300}"#, "'messages' must be a whole number from 0 to 1000"),
        (#"{"t": 0, "event": "session", "history": 2000000}"#, "'history' must be a whole number from 0 to 1000000"),
        (#"{"t": 0, "event": "session", "refreshRate": 1000}"#, "'refreshRate' must be a whole number from 1 to 240"),
        (#"{"t": 1, "event": "scroll", "samples": [{"t": 1, "offset": 0, "velocity": 0}, {"t": 1e300, "offset": 5, "velocity": 0}]}"#,
         "'samples[1].t' must be from 0 to 3600"),
        (#"{"t": 1, "event": "scroll", "samples": [{"t": 1, "offset": 0, "velocity": 0}, {"t": 2, "offset": 1e300, "velocity": 0}]}"#,
         "'samples[1].offset' must be from"),
    ])
    func aNumberBeyondTheLimitsIsAnErrorAtItsLineAndField(line: String, expected: String) {
        let error = problem([line])
        #expect(error?.description.contains(expected) == true, "\(String(describing: error))")
    }

    @Test func fiftyChunksAtOneInstantAreAnErrorAtTheReply() {
        let chunks = (0..<50).map { _ in #"{"t": 2, "event": "chunk", "chars": 40, "tokens": 10}"# }
        let error = problem([#"{"t": 1, "event": "replyStarted"}"#] + chunks)
        #expect(error?.line == 1)
        #expect(error?.description.contains("tokens/s") == true, "\(String(describing: error))")
    }

    @Test func moreTimelineEntriesThanAScenarioHoldsIsAnErrorAtTheFirstOneTooMany() {
        let sends = (0..<1_001).map { #"{"t": \#(Double($0) / 1000), "event": "sent", "chars": 3}"# }
        let error = problem(sends)
        #expect(error?.line == 1_001)
        #expect(error?.description.contains("more than 1000 timeline entries") == true, "\(String(describing: error))")
    }

    @Test func aLogEndingAtTheLastSecondIsAnErrorAtThatLine() {
        let error = problem([#"{"t": 1, "event": "sent", "chars": 3}"#, #"{"t": 3599.5, "event": "sent", "chars": 3}"#])
        #expect(error?.line == 2)
        #expect(error?.field == "t")
    }

    @Test func aFIFOLogIsRefusedWithoutWaitingForAWriter() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("log-\(UUID().uuidString).jsonl")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        defer { try? FileManager.default.removeItem(at: fifo) }
        #expect(throws: JSONLinesError.self) { try EventLogParser.parse(contentsOf: fifo) }
        do { _ = try EventLogParser.parse(contentsOf: fifo) } catch {
            #expect(error.message == "cannot read the log: it is a named pipe (FIFO), not a regular file")
        }
    }

    @Test func aLongSentMessageImportsWithExactlyItsLength() throws {
        let log = try EventLogParser.parse(#"{"t": 1, "event": "sent", "chars": 100000}"#, path: "s.jsonl")
        let scenario = try EventLogImporter(devices: Self.devices).scenario(from: log, name: "imported", path: "s.jsonl").scenario
        guard case .send(let send) = scenario.timeline.first?.action else {
            Issue.record("no send")
            return
        }
        #expect(send.text.count == 100_000)
    }

    @Test func crlfLinesReadAsLinesWithTheirNumbers() throws {
        let log = try EventLogParser.parse("{\"t\": 1, \"event\": \"sent\", \"chars\": 3}\r\n\r\n{\"t\": 2, \"event\": \"sent\", \"chars\": 4}\r\n", path: "s.jsonl")
        #expect(log.events.map(\.line) == [1, 3])
        #expect(throws: JSONLinesError.self) { try EventLogParser.parse("{\"t\": 1, \"event\": \"sent\", \"chars\": 3}\r\n{\"t\": 0, \"event\": \"x\"}", path: "s.jsonl") }
    }
}
