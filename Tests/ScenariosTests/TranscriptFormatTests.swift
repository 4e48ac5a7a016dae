import ChatModel
import Foundation
import Mocks
import Testing
@testable import Scenarios

/// `reply: { transcript: … }` with the formats read by content beyond OpenAI chat
/// completions and Anthropic messages: an Ollama NDJSON stream and its errors at line and
/// column in the transcript, and the new `dialect:` keywords.
@Suite struct TranscriptFormatTests {
    private func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-transcript-format-\(UUID().uuidString)")
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    private func scenario(reply: String) -> String {
        """
        name: replay
        timeline:
          - at: 0.5s
            send: "hi"
          - at: 0.5s
            reply: \(reply)
        """
    }

    private static let ollama = """
    {"model":"m","created_at":"2024-01-01T00:00:00.1Z","response":"Hi","done":false}
    {"model":"m","created_at":"2024-01-01T00:00:00.3Z","response":" there","done":false}
    {"model":"m","created_at":"2024-01-01T00:00:00.4Z","response":"","done":true,"total_duration":400000000}

    """

    @Test(arguments: ["{ transcript: ollama.ndjson }", "{ transcript: ollama.ndjson, dialect: ollama }"])
    func anOllamaStreamReplaysAtItsCreatedAtTiming(reply: String) throws {
        let root = try folder(["s.yaml": scenario(reply: reply), "ollama.ndjson": Self.ollama])
        defer { try? FileManager.default.removeItem(at: root) }
        let parsed = try ScenarioParser.parse(contentsOf: root.appendingPathComponent("s.yaml"))
        let replies = parsed.timeline.compactMap { entry -> TranscriptReply? in
            if case let .transcript(reply) = entry.action { reply } else { nil }
        }
        let reply = try #require(replies.first)
        #expect(reply.dialect == .ollama)
        #expect(reply.hasRecordedTiming)
        #expect(reply.recorded.chunks.map(\.at) == [VirtualInstant(microseconds: 100_000), VirtualInstant(microseconds: 300_000)])
        #expect(reply.recorded.end == .finished(at: VirtualInstant(microseconds: 400_000)))
    }

    @Test func aBadCreatedAtIsReportedAtItsLineAndColumnInTheTranscript() throws {
        let broken = Self.ollama.replacingOccurrences(of: "2024-01-01T00:00:00.3Z", with: "2024-01-01 00:00:00.3")
        let root = try folder(["s.yaml": scenario(reply: "{ transcript: ollama.ndjson }"), "ollama.ndjson": broken])
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            _ = try ScenarioParser.parse(contentsOf: root.appendingPathComponent("s.yaml"))
            Issue.record("a bad created_at parsed")
        } catch {
            #expect(error.errors.map(\.description) == [
                "\(root.path)/ollama.ndjson:2:27: error: invalid created_at '2024-01-01 00:00:00.3' (expected an RFC 3339 date-time, e.g. \"2024-08-07T03:57:33.0365888Z\") (transcript of the reply at \(root.path)/s.yaml:6:12)",
            ])
        }
    }

    @Test(arguments: [("openai-responses", SSEDialect.openAIResponses), ("gemini", .geminiStreamGenerateContent), ("ollama", .ollama)])
    func theNewDialectKeywordsNameTheirAPIs(keyword: String, dialect: SSEDialect) {
        #expect(TranscriptDialect(rawValue: keyword)?.sseDialect == dialect)
        #expect(TranscriptDialect(dialect).rawValue == keyword)
    }
}
