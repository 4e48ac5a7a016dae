// Fuzz target: recorded server-sent-event transcripts (Sources/Mocks/SSE): SSETranscript
// with its dialect detected and with each dialect given, then the replay schedule under
// every SSEReplayOptions combination, errors formatted as printed. Seeds: the recorded
// fixtures of Tests/MocksTests (SSEFixtures.swift, compiled in through a symbolic link).
import FuzzSupport
import Mocks

/// Every way a caller can read a transcript.
enum Readings {
    /// Detected, then each dialect given explicitly.
    static let dialects: [SSEDialect?] = [nil, .openAIChatCompletions, .anthropicMessages]
    static let options: [SSEReplayOptions] = [
        SSEReplayOptions(unknownEvents: .skip, truncation: .reject),
        SSEReplayOptions(unknownEvents: .reject, truncation: .reject),
        SSEReplayOptions(unknownEvents: .skip, truncation: .connectionLost),
        SSEReplayOptions(unknownEvents: .reject, truncation: .connectionLost),
    ]
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput(data, size).text
    for dialect in Readings.dialects {
        let transcript: SSETranscript
        do {
            transcript = try SSETranscript(text, dialect: dialect)
        } catch {
            _ = error.description
            continue
        }
        for options in Readings.options {
            do {
                let schedule = try transcript.schedule(options: options)
                _ = (schedule.text, schedule.tokenCount, schedule.timeToFirstToken, schedule.end.at)
            } catch {
                _ = error.description
            }
        }
    }
    return 0
}

FuzzDriver.main(testOneInput: testOneInput) {
    [
        ("openai-well-formed", SSEFixtures.openAIWellFormed),
        ("openai-truncated", SSEFixtures.openAITruncated),
        ("openai-malformed", SSEFixtures.openAIMalformed),
        ("openai-relative-with-error", SSEFixtures.openAIRelativeWithError),
        ("openai-reasoning", SSEFixtures.openAIReasoning),
        ("anthropic-well-formed", SSEFixtures.anthropicWellFormed),
        ("anthropic-thinking-truncated", SSEFixtures.anthropicThinkingTruncated),
        ("anthropic-error", SSEFixtures.anthropicError),
        ("invalid-timestamp", SSEFixtures.invalidTimestamp),
        ("anthropic-malformed-multiline", SSEFixtures.anthropicMalformedMultiline),
    ].map { FuzzSeed(name: "\($0.0).sse", text: $0.1) }
}
