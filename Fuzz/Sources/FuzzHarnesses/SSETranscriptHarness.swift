import Mocks

/// Recorded server-sent-event transcripts: SSETranscript with its dialect detected and with
/// each dialect given, then the replay schedule under every SSEReplayOptions combination,
/// errors formatted as printed. Seeds: the recorded fixtures of Tests/MocksTests
/// (SSEFixtures.swift, compiled in through a symbolic link).
public struct SSETranscriptHarness: FuzzHarness {
    public static let target = "FuzzSSETranscript"

    /// Detected, then each dialect given explicitly.
    private static let dialects: [SSEDialect?] = [nil, .openAIChatCompletions, .anthropicMessages]
    /// Every way a caller can read a transcript.
    private static let options: [(label: String, value: SSEReplayOptions)] = [
        ("skip unknown, reject truncated", SSEReplayOptions(unknownEvents: .skip, truncation: .reject)),
        ("reject unknown, reject truncated", SSEReplayOptions(unknownEvents: .reject, truncation: .reject)),
        ("skip unknown, truncated is lost", SSEReplayOptions(unknownEvents: .skip, truncation: .connectionLost)),
        ("reject unknown, truncated is lost", SSEReplayOptions(unknownEvents: .reject, truncation: .connectionLost)),
    ]

    public init() {}

    public func seeds() -> [FuzzSeed] {
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

    public func run(_ input: FuzzInput) -> String {
        let text = input.text
        var outcome: [String] = []
        for dialect in Self.dialects {
            let transcript: SSETranscript
            do {
                transcript = try SSETranscript(text, dialect: dialect)
            } catch {
                outcome.append("\(dialect.map { "\($0)" } ?? "detected"): \(error)")
                continue
            }
            for options in Self.options {
                do {
                    let schedule = try transcript.schedule(options: options.value)
                    outcome.append("\(transcript.dialect), \(options.label): \(schedule.tokenCount) tokens "
                        + "in \(schedule.chunks.count) chunks, \(schedule.text.count) characters, "
                        + "first at \(schedule.timeToFirstToken.map { "\($0)" } ?? "-"), \(schedule.end)")
                } catch {
                    outcome.append("\(transcript.dialect), \(options.label): \(error)")
                }
            }
        }
        return outcome.joined(separator: "\n")
    }
}
