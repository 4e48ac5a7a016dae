import ChatModel
import Testing
@testable import Mocks

@Suite("SSE transcript replay")
struct SSEReplayTests {
    static func ms(_ value: Int64) -> VirtualInstant { VirtualInstant(microseconds: value * 1_000) }

    @Test func openAIStreamReplaysContentAtTheRecordedInstants() throws {
        let transcript = try SSETranscript(SSEFixtures.openAIWellFormed)
        #expect(transcript.dialect == .openAIChatCompletions)
        let schedule = try transcript.schedule()
        #expect(schedule.chunks == [
            ReplyChunk(at: Self.ms(415), delta: "Structured", tokenCount: 1),
            ReplyChunk(at: Self.ms(431), delta: " concurrency", tokenCount: 1),
            ReplyChunk(at: Self.ms(447), delta: " ties", tokenCount: 1),
            ReplyChunk(at: Self.ms(470), delta: " tasks 🚀", tokenCount: 1),
        ])
        #expect(schedule.end == .finished(at: Self.ms(473)))
        #expect(schedule.timeToFirstToken == .milliseconds(415))
    }

    @Test func anthropicStreamReplaysTextDeltasAndSkipsUnknownEvents() throws {
        let transcript = try SSETranscript(SSEFixtures.anthropicWellFormed)
        #expect(transcript.dialect == .anthropicMessages)
        let schedule = try transcript.schedule()
        #expect(schedule.chunks.map(\.delta) == ["Hello", "! How can I help you today?"])
        #expect(schedule.chunks.map(\.at) == [Self.ms(420), Self.ms(480)])
        #expect(schedule.chunks.map(\.tokenCount) == [1, 8])
        #expect(schedule.end == .finished(at: Self.ms(495)))
    }

    @Test func unknownEventsAreRejectedWhenAskedWithTheirLine() throws {
        let transcript = try SSETranscript(SSEFixtures.anthropicWellFormed)
        #expect(throws: SSEReplayError(.unknownEvent("future_event_type"), line: 20)) {
            try transcript.schedule(options: SSEReplayOptions(unknownEvents: .reject))
        }
    }

    @Test func truncatedOpenAIStreamIsATypedErrorAtTheLastLine() throws {
        let transcript = try SSETranscript(SSEFixtures.openAITruncated)
        let expected = SSEReplayError(.truncated(expected: "data: [DONE]"), line: 8)
        #expect(throws: expected) { try transcript.schedule() }
        #expect(expected.description == "line 8: stream ends without its terminal event (data: [DONE])")
    }

    @Test func truncatedStreamCanReplayAsALostConnection() throws {
        let schedule = try SSETranscript(SSEFixtures.openAITruncated).schedule(options: SSEReplayOptions(truncation: .connectionLost))
        #expect(schedule.text == "Structured concurrency")
        #expect(schedule.end == .failed(.connectionLost, at: Self.ms(431)))
    }

    @Test func truncatedAnthropicStreamWithThinkingWrapsTheThinkingAndFailsWithoutMessageStop() throws {
        let transcript = try SSETranscript(SSEFixtures.anthropicThinkingTruncated)
        #expect(throws: SSEReplayError(.truncated(expected: "event: message_stop"), line: 25)) { try transcript.schedule() }
        let schedule = try transcript.schedule(options: SSEReplayOptions(truncation: .connectionLost))
        #expect(schedule.text == "<think>The user wants a list.</think>\n\nHere is")
        #expect(schedule.chunks.map(\.at) == [Self.ms(700), Self.ms(820)])
    }

    @Test func malformedJSONNamesTheLineOfItsDataField() throws {
        let transcript = try SSETranscript(SSEFixtures.openAIMalformed)
        do {
            _ = try transcript.schedule()
            Issue.record("malformed JSON was accepted")
        } catch {
            #expect(error.line == 5)
            guard case .malformedJSON = error.kind else { Issue.record("wrong kind \(error.kind)"); return }
            #expect(error.description.hasPrefix("line 5: malformed JSON in data payload: {\"choices\""))
        }
    }

    @Test func malformedMultiLineDataNamesItsFirstDataLine() throws {
        let transcript = try SSETranscript(SSEFixtures.anthropicMalformedMultiline, dialect: .anthropicMessages)
        #expect(throws: SSEReplayError.self) { try transcript.schedule() }
        do { _ = try transcript.schedule() } catch { #expect(error.line == 2) }
    }

    @Test func relativeTimestampsCRLFAndAnErrorEvent() throws {
        let schedule = try SSETranscript(SSEFixtures.openAIRelativeWithError).schedule()
        #expect(schedule.chunks == [
            ReplyChunk(at: Self.ms(300), delta: "Hi", tokenCount: 1),
            ReplyChunk(at: Self.ms(320), delta: " there", tokenCount: 1),
        ])
        #expect(schedule.end == .failed(.serverEvent(type: "requests", message: "Rate limit reached for gpt-4o"), at: Self.ms(1_820)))
    }

    @Test func openAIReasoningContentIsWrappedInThinkTags() throws {
        let schedule = try SSETranscript(SSEFixtures.openAIReasoning).schedule()
        #expect(schedule.text == "<think>Let me think about it.</think>\n\nAnswer")
        #expect(schedule.tokenCount == 5)
    }

    @Test func anthropicErrorEventFailsTheReply() throws {
        let schedule = try SSETranscript(SSEFixtures.anthropicError).schedule()
        #expect(schedule.text == "Sure")
        #expect(schedule.end == .failed(.serverEvent(type: "overloaded_error", message: "Overloaded"), at: Self.ms(2_330)))
    }

    @Test func invalidTimestampIsATypedErrorWithItsLine() {
        #expect(throws: SSEReplayError(.invalidTimestamp("t=soon"), line: 4)) { try SSETranscript(SSEFixtures.invalidTimestamp) }
    }

    @Test func timestampsThatGoBackwardsAreRejected() {
        let text = ": t=50ms\ndata: [DONE]\n\n: t=40ms\ndata: [DONE]\n\n"
        #expect(throws: SSEReplayError(.timestampWentBackwards("t=40ms"), line: 4)) { try SSETranscript(text) }
    }

    @Test func streamsOfNeitherDialectAreRejected() {
        #expect(throws: SSEReplayError(.unrecognizedDialect, line: 1)) { try SSETranscript("data: {\"hello\": 1}\n\n") }
        #expect(throws: SSEReplayError(.unrecognizedDialect, line: 1)) { try SSETranscript("") }
    }

    @Test func unstampedEventsShareThePreviousInstantAndAFinalEventNeedsNoBlankLine() throws {
        let text = """
            data: {"choices":[{"index":0,"delta":{"content":"a"}}]}

            : t=20ms
            data: {"choices":[{"index":0,"delta":{"content":"b"}}]}

            data: {"choices":[{"index":0,"delta":{"content":"c"}}]}

            data: [DONE]
            """
        let schedule = try SSETranscript(text).schedule()
        #expect(schedule.chunks.map(\.at) == [.zero, Self.ms(20), Self.ms(20)])
        #expect(schedule.end == .finished(at: Self.ms(20)))
    }

    @Test func replayIsDeterministic() throws {
        let a = try SSETranscript(SSEFixtures.anthropicWellFormed).schedule()
        let b = try SSETranscript(SSEFixtures.anthropicWellFormed).schedule()
        #expect(a == b)
    }

    @Test func durationsParseInEveryUnit() {
        #expect(ServerSentEventParser.parseDuration("350ms") == .milliseconds(350))
        #expect(ServerSentEventParser.parseDuration("1.25s") == .milliseconds(1_250))
        #expect(ServerSentEventParser.parseDuration("850us") == .microseconds(850))
        #expect(ServerSentEventParser.parseDuration("850µs") == .microseconds(850))
        #expect(ServerSentEventParser.parseDuration("12") == nil)
        #expect(ServerSentEventParser.parseDuration("-5ms") == nil)
        #expect(ServerSentEventParser.parseDuration("ms") == nil)
    }
}

@Suite("SSE transcript replay, tolerance")
struct SSEReplayToleranceTests {
    @Test func unknownAnthropicEventIsSkippedEvenWithoutJSON() throws {
        let text = """
            event: message_start
            data: {"type":"message_start","message":{"id":"m"}}

            : t=5ms
            event: content_block_delta
            data: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"ok"}}

            event: vendor_heartbeat
            data: not json at all

            : t=9ms
            event: message_stop
            data: {"type":"message_stop"}
            """
        let schedule = try SSETranscript(text).schedule()
        #expect(schedule.text == "ok")
        #expect(schedule.end == .finished(at: VirtualInstant(microseconds: 9_000)))
        #expect(throws: SSEReplayError(.unknownEvent("vendor_heartbeat"), line: 8)) {
            try SSETranscript(text).schedule(options: SSEReplayOptions(unknownEvents: .reject))
        }
    }

    @Test func openAIPayloadWithoutChoicesIsAnUnexpectedPayload() throws {
        let text = "data: {\"choices\":[{\"delta\":{\"content\":\"a\"}}]}\n\ndata: {\"object\":\"chat.completion.chunk\"}\n\ndata: [DONE]\n"
        #expect(throws: SSEReplayError(.unexpectedPayload("no \"choices\" array"), line: 3)) {
            try SSETranscript(text).schedule()
        }
    }
}
