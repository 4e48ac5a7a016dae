import ChatModel
import Foundation
import Testing
@testable import Mocks

/// Ollama NDJSON, the OpenAI Responses API and Gemini `streamGenerateContent` read by
/// content, replayed at their recorded timing with reasoning as a thinking block; refusals
/// name their line and column. Fixtures: `Fixtures/Streams` (documentation-shaped; see its
/// SOURCES.md).
@Suite("Recorded stream formats")
struct RecordedStreamFormatTests {
    static func us(_ value: Int64) -> VirtualInstant { VirtualInstant(microseconds: value) }
    static func ms(_ value: Int64) -> VirtualInstant { us(value * 1_000) }

    static func fixture(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Streams/\(name)")
        return try String(contentsOf: url, encoding: .utf8)
    }

    // MARK: Ollama

    @Test func ollamaGenerateIsDetectedAndTimedByCreatedAtFromTheRequestInstant() throws {
        let transcript = try SSETranscript(try Self.fixture("ollama-generate.ndjson"))
        #expect(transcript.dialect == .ollama)
        let schedule = try transcript.schedule()
        // The request: the final line's created_at (07.329) minus total_duration (174 ms) = 07.155.
        #expect(schedule.chunks == [
            ReplyChunk(at: Self.us(107_000), delta: "The", tokenCount: 1),
            ReplyChunk(at: Self.us(120_500), delta: " sky", tokenCount: 1),
            ReplyChunk(at: Self.us(134_000), delta: " is", tokenCount: 1),
            ReplyChunk(at: Self.us(147_250), delta: " blue", tokenCount: 1),
            ReplyChunk(at: Self.us(161_000), delta: ".", tokenCount: 1),
        ])
        #expect(schedule.end == .finished(at: Self.us(174_000)))
    }

    @Test func ollamaChatReplaysThinkingAsAThinkingBlockWithOffsetsAndNanoseconds() throws {
        let transcript = try SSETranscript(try Self.fixture("ollama-chat-thinking.ndjson"))
        #expect(transcript.dialect == .ollama)
        let schedule = try transcript.schedule()
        // Request at 33.330000 − 543.6199 ms (truncated to 543 619 µs) = 32.786381 (+02:00 throughout).
        #expect(schedule.chunks == [
            ReplyChunk(at: Self.us(250_207), delta: "<think>Greet", tokenCount: 2),
            ReplyChunk(at: Self.us(274_853), delta: " back.", tokenCount: 1),
            ReplyChunk(at: Self.us(493_763), delta: "</think>\n\nHello", tokenCount: 2),
            ReplyChunk(at: Self.us(518_619), delta: "!", tokenCount: 1),
        ])
        #expect(schedule.end == .finished(at: Self.us(543_619)))
    }

    @Test func ollamaWithoutTotalDurationStartsAtItsFirstLineAndAnErrorLineFails() throws {
        let text = """
        {"model":"m","created_at":"2024-01-01T00:00:00Z","response":"a","done":false}

        {"model":"m","created_at":"2024-01-01T00:00:00.25Z","response":"b","done":false}
        {"error":"model runner has unexpectedly stopped"}
        """
        let schedule = try SSETranscript(text).schedule()
        #expect(schedule.chunks == [
            ReplyChunk(at: Self.ms(0), delta: "a", tokenCount: 1),
            ReplyChunk(at: Self.ms(250), delta: "b", tokenCount: 1),
        ])
        #expect(schedule.end == .failed(.serverEvent(type: "error", message: "model runner has unexpectedly stopped"), at: Self.ms(250)))
    }

    @Test func ollamaRefusalsNameTheirLineAndColumn() throws {
        let good = #"{"model":"m","created_at":"2024-01-01T00:00:00Z","response":"a","done":false}"#
        #expect(throws: SSEReplayError(.malformedJSON(payload: #"{"model":"m","#), line: 2)) {
            try SSETranscript(good + "\n" + #"{"model":"m","#, dialect: .ollama)
        }
        #expect(throws: SSEReplayError(.invalidCreatedAt("'yesterday'"), line: 2, column: 27)) {
            try SSETranscript(good + "\n" + #"{"model":"m","created_at":"yesterday","response":"b","done":false}"#)
        }
        #expect(throws: SSEReplayError(.invalidCreatedAt("(missing)"), line: 1)) {
            try SSETranscript(#"{"model":"m","response":"b","done":false}"#)
        }
        #expect(throws: SSEReplayError(.timestampWentBackwards("created_at"), line: 2, column: 27)) {
            try SSETranscript(good + "\n" + #"{"model":"m","created_at":"2023-12-31T23:59:59Z","response":"b","done":false}"#)
        }
        #expect(throws: SSEReplayError(.timestampTooLate("created_at"), line: 2, column: 27)) {
            try SSETranscript(good + "\n" + #"{"model":"m","created_at":"2024-01-02T00:00:01Z","response":"b","done":false}"#)
        }
        #expect(throws: SSEReplayError(.unexpectedPayload("neither \"response\" (/api/generate) nor \"message\" (/api/chat)"), line: 1)) {
            try SSETranscript(#"{"model":"m","created_at":"2024-01-01T00:00:00Z","done":false}"#).schedule()
        }
        #expect(throws: SSEReplayError(.truncated(expected: "a line with \"done\": true"), line: 1)) {
            try SSETranscript(good + "\n").schedule()
        }
    }

    @Test func rfc3339DateTimesAreReadInIntegersWithOffsetsLeapDaysAndLongFractions() {
        #expect(RFC3339Timestamp.microsecondsSinceEpoch("1970-01-01T00:00:00Z") == 0)
        #expect(RFC3339Timestamp.microsecondsSinceEpoch("1970-01-01T01:00:00+01:00") == 0)
        #expect(RFC3339Timestamp.microsecondsSinceEpoch("1969-12-31T23:59:59.999999999z") == -1)
        #expect(RFC3339Timestamp.microsecondsSinceEpoch("2024-02-29T00:00:00.5Z") == 1_709_164_800_500_000)
        #expect(RFC3339Timestamp.microsecondsSinceEpoch("2023-08-04T08:52:19.385406455-07:00") == 1_691_164_339_385_406)
        for bad in ["2023-02-29T00:00:00Z", "2024-01-01 00:00:00Z", "2024-01-01T24:00:00Z", "2024-01-01T00:00:60Z",
                    "2024-01-01T00:00:00", "2024-01-01T00:00:00.Z", "2024-01-01T00:00:00Z ", "2024-01-01T00:00:00+0100", ""] {
            #expect(RFC3339Timestamp.microsecondsSinceEpoch(bad) == nil, "\(bad)")
        }
    }

    // MARK: OpenAI Responses

    @Test func responsesStreamReplaysReasoningSummaryThenOutputText() throws {
        let transcript = try SSETranscript(try Self.fixture("openai-responses.sse"))
        #expect(transcript.dialect == .openAIResponses)
        let schedule = try transcript.schedule(options: SSEReplayOptions(unknownEvents: .reject))
        #expect(schedule.chunks == [
            ReplyChunk(at: Self.ms(455), delta: "<think>Counting", tokenCount: 2),
            ReplyChunk(at: Self.ms(470), delta: " syllables", tokenCount: 1),
            ReplyChunk(at: Self.ms(921), delta: "</think>\n\nDouble", tokenCount: 2),
            ReplyChunk(at: Self.ms(938), delta: " bubble", tokenCount: 1),
            ReplyChunk(at: Self.ms(960), delta: " bath", tokenCount: 1),
        ])
        #expect(schedule.end == .finished(at: Self.ms(988)))
    }

    @Test func responsesFailuresUnknownEventsAndMismatchedTypesAreTyped() throws {
        let failed = """
        event: response.created
        data: {"type":"response.created","response":{}}

        : t=90ms
        event: response.failed
        data: {"type":"response.failed","response":{"status":"failed","error":{"code":"server_error","message":"The model failed."}}}
        """
        #expect(try SSETranscript(failed).schedule().end == .failed(.serverEvent(type: "server_error", message: "The model failed."), at: Self.ms(90)))
        let unknown = "event: response.created\ndata: {\"type\":\"response.created\"}\n\nevent: response.hologram.delta\ndata: {\"type\":\"response.hologram.delta\"}\n\n"
        #expect(throws: SSEReplayError(.unknownEvent("response.hologram.delta"), line: 4)) {
            try SSETranscript(unknown).schedule(options: SSEReplayOptions(unknownEvents: .reject))
        }
        let mismatched = "event: response.output_text.delta\ndata: {\"type\":\"response.completed\",\"delta\":\"x\"}\n\n"
        #expect(throws: SSEReplayError(.unexpectedPayload("'event: response.output_text.delta' carries a payload of type \"response.completed\""), line: 2)) {
            try SSETranscript(mismatched).schedule()
        }
        #expect(throws: SSEReplayError(.truncated(expected: "event: response.completed"), line: 2)) {
            try SSETranscript("event: response.created\ndata: {\"type\":\"response.created\"}\n").schedule()
        }
    }

    // MARK: Gemini

    @Test func geminiStreamReplaysThoughtPartsAndEndsAtTheFinishReason() throws {
        let transcript = try SSETranscript(try Self.fixture("gemini-stream.sse"))
        #expect(transcript.dialect == .geminiStreamGenerateContent)
        let schedule = try transcript.schedule()
        let thought = "Considering what a magic backpack would hold."
        #expect(schedule.chunks == [
            ReplyChunk(at: Self.ms(640), delta: "<think>" + thought, tokenCount: TokenEstimate.count(in: thought) + 1),
            ReplyChunk(at: Self.ms(1_210), delta: "</think>\n\nOnce upon a time, a backpack",
                       tokenCount: TokenEstimate.count(in: "Once upon a time, a backpack") + 1),
            ReplyChunk(at: Self.ms(1_390), delta: " held a whole sky.", tokenCount: TokenEstimate.count(in: " held a whole sky.")),
        ])
        #expect(schedule.end == .finished(at: Self.ms(1_390)))
    }

    @Test func geminiSafetyStopsErrorsAndTruncationAreTyped() throws {
        let safety = #"data: {"candidates":[{"content":{"parts":[{"text":"Well"}],"role":"model"},"finishReason":"SAFETY","index":0}]}"#
        #expect(try SSETranscript(safety).schedule().end == .failed(.serverEvent(type: "SAFETY", message: ""), at: .zero))
        let error = #"data: {"error":{"code":429,"message":"Resource has been exhausted","status":"RESOURCE_EXHAUSTED"}}"#
        #expect(try SSETranscript(error, dialect: .geminiStreamGenerateContent).schedule().end
            == .failed(.serverEvent(type: "RESOURCE_EXHAUSTED", message: "Resource has been exhausted"), at: .zero))
        let open = #"data: {"candidates":[{"content":{"parts":[{"text":"Well"}],"role":"model"},"index":0}]}"#
        #expect(throws: SSEReplayError(.truncated(expected: "a chunk with \"finishReason\""), line: 1)) {
            try SSETranscript(open).schedule()
        }
        let badParts = #"data: {"candidates":[{"content":{"parts":"Well"},"index":0}]}"#
        #expect(throws: SSEReplayError(.unexpectedPayload("\"candidates[0].content.parts\" is not an array"), line: 1)) {
            try SSETranscript(badParts).schedule()
        }
    }

    @Test func aStreamOfNoKnownAPIIsRefusedAtItsFirstEvent() {
        #expect(throws: SSEReplayError(.unrecognizedDialect, line: 2)) { try SSETranscript(": hello\ndata: {\"text\": 1}\n\n") }
        #expect(throws: SSEReplayError(.unrecognizedDialect, line: 2)) { try SSETranscript("\n\n") }
    }
}
