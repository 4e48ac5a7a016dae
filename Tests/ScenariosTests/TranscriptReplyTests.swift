import ChatModel
import Foundation
import Mocks
import Simulator
import Testing
@testable import Scenarios

/// `reply: { transcript: … }`: recorded SSE streams replayed from a scenario.
@Suite struct TranscriptReplyTests {
    /// A scratch folder holding `files` (relative path → contents); removed by the caller.
    private func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-transcript-\(UUID().uuidString)")
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    private func scenario(reply: String, extra: String = "") -> String {
        """
        name: replay
        timeline:
          - at: 0.5s
            send: "hi"
          - at: 0.5s
            reply: \(reply)
        \(extra)
        """
    }

    /// Parses `scenarios/s.yaml` under `root`, returning the errors (empty when it parses).
    private func errors(in root: URL, file: String = "scenarios/s.yaml") -> [ScenarioError] {
        do {
            _ = try ScenarioParser.parse(contentsOf: root.appendingPathComponent(file))
            return []
        } catch {
            return error.errors
        }
    }

    private static let timedOpenAI = """
        : t=400ms
        data: {"choices":[{"index":0,"delta":{"role":"assistant","content":""}}]}

        : t=410ms
        data: {"choices":[{"index":0,"delta":{"content":"Hello"}}]}

        : t=460ms
        data: {"choices":[{"index":0,"delta":{"content":" there"}}]}

        : t=510ms
        data: {"choices":[{"index":0,"delta":{"content":"!"}}]}

        : t=520ms
        data: [DONE]

        """

    private static let untimedAnthropic = """
        event: message_start
        data: {"type":"message_start","message":{"id":"msg_1","role":"assistant","content":[]}}

        event: content_block_delta
        data: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"One two"}}

        event: content_block_delta
        data: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":" three"}}

        event: content_block_delta
        data: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":" four five six"}}

        event: message_stop
        data: {"type":"message_stop"}

        """

    // MARK: - Parsing

    @Test func aTimedTranscriptReplaysAtItsRecordedInstantsWithItsDialectDetected() throws {
        let root = try folder([
            "scenarios/s.yaml": scenario(reply: "{ transcript: captures/stream.sse }"),
            "scenarios/captures/stream.sse": Self.timedOpenAI,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let parsed = try ScenarioParser.parse(contentsOf: root.appendingPathComponent("scenarios/s.yaml"))
        guard case let .transcript(reply) = parsed.timeline[1].action else {
            Issue.record("expected a transcript reply, got \(parsed.timeline[1].action)")
            return
        }
        #expect(reply.path == "captures/stream.sse")
        #expect(reply.dialect == .openAIChatCompletions)
        #expect(reply.schedule.chunks.map(\.at.microseconds) == [410_000, 460_000, 510_000])
        #expect(reply.schedule.text == "Hello there!")
        #expect(reply.schedule.end == .finished(at: VirtualInstant(microseconds: 520_000)))
        // Default duration: the reply's end after its entry, plus the 2 s tail.
        #expect(parsed.duration == .microseconds(500_000 + 520_000 + 2_000_000))
        let compiled = ScenarioCompiler.timeline(for: parsed)
        #expect(compiled.events[1].action == .replaySchedule(reply.schedule))
    }

    @Test func anUntimedTranscriptTakesTheGivenRateAndDialect() throws {
        let root = try folder([
            "scenarios/s.yaml": scenario(reply: "{ transcript: stream.sse, dialect: anthropic, rate: 20/s, ttft: 300ms }"),
            "scenarios/stream.sse": Self.untimedAnthropic,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let parsed = try ScenarioParser.parse(contentsOf: root.appendingPathComponent("scenarios/s.yaml"))
        guard case let .transcript(reply) = parsed.timeline[1].action else {
            Issue.record("expected a transcript reply")
            return
        }
        #expect(reply.dialect == .anthropicMessages)
        // Token estimates: "One two" 2, " three" 1, " four five six" 3; each chunk comes
        // its own tokens' worth of time (50 ms a token) after the one before.
        #expect(reply.schedule.chunks.map(\.tokenCount) == [2, 1, 3])
        #expect(reply.schedule.chunks.map(\.at.microseconds) == [300_000, 350_000, 500_000])
        #expect(abs(try #require(reply.schedule.deliveredRate) - 20) < 1e-9)
    }

    @Test func aGivenRateRetimesARecordedTranscript() throws {
        let root = try folder([
            "scenarios/s.yaml": scenario(reply: "{ transcript: stream.sse, rate: 10/s }"),
            "scenarios/stream.sse": Self.timedOpenAI,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let parsed = try ScenarioParser.parse(contentsOf: root.appendingPathComponent("scenarios/s.yaml"))
        guard case let .transcript(reply) = parsed.timeline[1].action else {
            Issue.record("expected a transcript reply")
            return
        }
        // The recorded first token (410 ms) stays; then one token each 100 ms.
        #expect(reply.schedule.chunks.map(\.at.microseconds) == [410_000, 510_000, 610_000])
        #expect(reply.schedule.end.at.microseconds == 620_000)
        #expect(abs(try #require(reply.recorded.deliveredRate) - 20) < 1e-9)   // 2 tokens after the first in 100 ms
    }

    @Test func anUntimedTranscriptWithoutARateIsAnErrorAtTheReply() throws {
        let root = try folder([
            "scenarios/s.yaml": scenario(reply: "{ transcript: stream.sse }"),
            "scenarios/stream.sse": Self.untimedAnthropic,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = errors(in: root)
        #expect(found.map(\.location.description) == ["\(root.path)/scenarios/s.yaml:6:12"])
        #expect(found.first?.message.contains("records no timing") == true)
        #expect(found.first?.kind == .missingKey("rate"))
    }

    @Test func stopReplyMayFollowATranscriptReply() throws {
        let root = try folder([
            "scenarios/s.yaml": scenario(reply: "{ transcript: stream.sse }", extra: "  - at: 0.8s\n    stop: reply"),
            "scenarios/stream.sse": Self.timedOpenAI,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(errors(in: root).isEmpty)
    }

    // MARK: - Path errors

    @Test(arguments: [
        ("../outside.sse", "leaves the scenario's folder"),
        ("captures/../../outside.sse", "leaves the scenario's folder"),
        ("/etc/hostname", "must be relative to the scenario file's folder"),
        ("captures/missing.sse", "does not exist"),
        ("captures", "is a folder"),
        ("\"\"", "must be a path"),
    ])
    func aTranscriptPathOutsideTheFolderOrMissingIsAnErrorAtThePath(path: String, expected: String) throws {
        let root = try folder([
            "scenarios/s.yaml": scenario(reply: "{ transcript: \(path) }"),
            "scenarios/captures/other.sse": Self.timedOpenAI,
            "outside.sse": Self.timedOpenAI,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = errors(in: root)
        #expect(found.count == 1)
        #expect(found.first?.location.description == "\(root.path)/scenarios/s.yaml:6:26")
        #expect(found.first?.message.contains(expected) == true, "\(found)")
    }

    @Test func aSymbolicLinkLeadingOutOfTheFolderIsAnError() throws {
        let root = try folder([
            "scenarios/s.yaml": scenario(reply: "{ transcript: link.sse }"),
            "outside.sse": Self.timedOpenAI,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("scenarios/link.sse"), withDestinationURL: root.appendingPathComponent("outside.sse"))
        let found = errors(in: root)
        #expect(found.map(\.location.description) == ["\(root.path)/scenarios/s.yaml:6:26"])
        #expect(found.first?.message.contains("symbolic link") == true)
    }

    @Test func unknownKeysOfATranscriptReplyAreReportedWithTheNearestKey() throws {
        let root = try folder([
            "scenarios/s.yaml": scenario(reply: "{ transcript: stream.sse, dialekt: openai, tokens: 3 }"),
            "scenarios/stream.sse": Self.timedOpenAI,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = errors(in: root)
        #expect(found.map(\.message) == [
            "unknown key 'dialekt' in transcript reply; did you mean 'dialect'?",
            "unknown key 'tokens' in transcript reply; expected one of: transcript, dialect, rate, ttft",
        ])
    }

    // MARK: - Errors inside the transcript

    @Test func aMalformedEventIsReportedAtItsLineInTheTranscript() throws {
        let broken = Self.timedOpenAI.replacingOccurrences(of: "{\"content\":\" there\"}", with: "{\"content\": there}")
        let root = try folder([
            "scenarios/s.yaml": scenario(reply: "{ transcript: captures/stream.sse }"),
            "scenarios/captures/stream.sse": broken,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = errors(in: root)
        #expect(found.map(\.location.description) == ["\(root.path)/scenarios/captures/stream.sse:8:1"])
        #expect(found.first?.kind == .invalidTranscript)
        #expect(found.first?.message.hasPrefix("malformed JSON in data payload") == true)
        #expect(found.first?.message.hasSuffix("(transcript of the reply at \(root.path)/scenarios/s.yaml:6:12)") == true)
    }

    @Test func aBadTimestampIsReportedAtItsLineInTheTranscript() throws {
        let broken = Self.timedOpenAI.replacingOccurrences(of: ": t=460ms", with: ": t=4six0ms")
        let root = try folder([
            "scenarios/s.yaml": scenario(reply: "{ transcript: stream.sse }"),
            "scenarios/stream.sse": broken,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = errors(in: root)
        #expect(found.map(\.description) == [
            "\(root.path)/scenarios/stream.sse:7:1: error: invalid timestamp 't=4six0ms' (expected e.g. ': t=120ms' or ': dt=15ms') (transcript of the reply at \(root.path)/scenarios/s.yaml:6:12)",
        ])
    }

    @Test func aTruncatedTranscriptIsReportedAtItsLastLine() throws {
        let truncated = Self.timedOpenAI.replacingOccurrences(of: ": t=520ms\ndata: [DONE]\n", with: "")
        let root = try folder([
            "scenarios/s.yaml": scenario(reply: "{ transcript: stream.sse }"),
            "scenarios/stream.sse": truncated,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = errors(in: root)
        #expect(found.map(\.location.description) == ["\(root.path)/scenarios/stream.sse:12:1"])
        #expect(found.first?.message.contains("stream ends without its terminal event (data: [DONE])") == true)
    }

    // MARK: - The bundled transcripts

    @Test(arguments: [
        ("streaming/transcript-openai.yaml", SSEDialect.openAIChatCompletions),
        ("streaming/transcript-anthropic.yaml", .anthropicMessages),
    ])
    func theBundledTranscriptScenariosParseWithTheirRecordedTiming(file: String, dialect: SSEDialect) throws {
        let parsed = try ScenarioParser.parse(contentsOf: packageRoot.appendingPathComponent("Scenarios/\(file)"))
        let replies = parsed.timeline.compactMap { entry -> TranscriptReply? in
            if case let .transcript(reply) = entry.action { reply } else { nil }
        }
        #expect(replies.count == 1)
        let reply = try #require(replies.first)
        #expect(reply.dialect == dialect)
        #expect(reply.rate == nil && reply.hasRecordedTiming)
        #expect(reply.schedule == reply.recorded)
        #expect(reply.schedule.tokenCount > 80)
        #expect(reply.schedule.end.at > reply.schedule.chunks[0].at + .seconds(2))
    }
}
