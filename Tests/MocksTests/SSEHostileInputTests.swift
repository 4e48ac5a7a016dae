import ChatModel
import Testing
@testable import Mocks

/// Transcripts the fuzzer (Fuzz/FuzzSSETranscript) found or aimed at: each is a typed
/// error or a faithful replay, never a trap.
@Suite("SSE transcript replay, hostile input")
struct SSEHostileInputTests {
    static let dayInMicroseconds: Int64 = 86_400_000_000

    @Test func anAbsoluteTimestampBeyondADayIsTooLateNotATrap() {
        // Twenty digits of seconds overflowed Int64 microseconds.
        let text = ": t=99999999999999999999s\ndata: [DONE]\n"
        #expect(throws: SSEReplayError(.timestampTooLate("t=99999999999999999999s"), line: 1)) { try SSETranscript(text) }
    }

    @Test func relativeStepsThatAddUpBeyondADayAreTooLate() {
        let text = ": dt=20h\ndata: [DONE]\n"   // not a unit: stays an invalid timestamp
        #expect(throws: SSEReplayError(.invalidTimestamp("dt=20h"), line: 1)) { try SSETranscript(text) }
        let steps = ": dt=72000s\ndata: {\"choices\":[]}\n\n: dt=72000s\ndata: [DONE]\n"
        #expect(throws: SSEReplayError(.timestampTooLate("dt=72000s"), line: 4)) { try SSETranscript(steps) }
    }

    @Test func exactlyADayIsTheLatestAcceptedInstant() throws {
        let schedule = try SSETranscript(": t=86400s\ndata: [DONE]\n").schedule()
        #expect(schedule.end == .finished(at: VirtualInstant(microseconds: Self.dayInMicroseconds)))
        #expect(throws: SSEReplayError(.timestampTooLate("t=86400.000001s"), line: 1)) {
            try SSETranscript(": t=86400.000001s\ndata: [DONE]\n")
        }
        #expect(ServerSentEventParser.parseDuration("86400s") == .microseconds(Self.dayInMicroseconds))
        #expect(ServerSentEventParser.parseDuration("86401s") == nil)
    }

    @Test func theTooLateErrorSaysWhatTheLimitIs() {
        #expect(SSEReplayError(.timestampTooLate("t=2e9s"), line: 3).description
            == "line 3: timestamp 't=2e9s' is more than 24 hours after the request")
    }

    @Test func onlyCRAndLFEndLinesSoJSONMayHoldOtherSeparatorsUnescaped() throws {
        // U+2028 and U+0085 are legal unescaped inside a JSON string; `Character.isNewline`
        // took them for line ends and cut the payload in two.
        let content = "a\u{2028}b\u{85}c"
        let text = "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"\(content)\"}}]}\n\ndata: [DONE]\n"
        let transcript = try SSETranscript(text)
        #expect(transcript.lineCount == 3)
        #expect(try transcript.schedule().text == content)
    }
}
