import ChatModel
import Foundation
import Mocks
import RunResults
import Yams

/// `dialect:` of a transcript reply.
enum TranscriptDialect: String, CaseIterable {
    case openai, anthropic
    case openaiResponses = "openai-responses"
    case gemini, ollama

    var sseDialect: SSEDialect {
        switch self {
        case .openai: .openAIChatCompletions
        case .anthropic: .anthropicMessages
        case .openaiResponses: .openAIResponses
        case .gemini: .geminiStreamGenerateContent
        case .ollama: .ollama
        }
    }

    init(_ dialect: SSEDialect) {
        switch dialect {
        case .openAIChatCompletions: self = .openai
        case .anthropicMessages: self = .anthropic
        case .openAIResponses: self = .openaiResponses
        case .geminiStreamGenerateContent: self = .gemini
        case .ollama: self = .ollama
        }
    }
}

extension DecodingContext {
    /// The keys of a transcript reply.
    static let transcriptReplyKeys = ["transcript", "dialect", "rate", "ttft"]

    /// Whether a `reply:` value replays a transcript: a mapping with a `transcript` key.
    func isTranscriptReply(_ node: Node) -> Bool {
        guard case let .mapping(mapping) = node else { return false }
        return mapping.keys.contains { $0.scalar?.string == "transcript" }
    }

    /// `reply: { transcript: captures/stream.sse, dialect: openai | anthropic | openai-responses | gemini | ollama, rate: 40/s, ttft: 300ms }`.
    ///
    /// The path is relative to the scenario file's folder and must stay inside it (no
    /// absolute path, no `..` or symbolic link leading out). The transcript is read and
    /// replayed here, so its problems are reported with its own file and line. Without
    /// `: t=` / `: dt=` timestamps in the transcript, `rate` is required.
    mutating func transcriptReply(_ node: Node) -> ScenarioAction? {
        guard let reader = mapping(node, what: "transcript reply", allowedKeys: Self.transcriptReplyKeys) else { return nil }
        let pathNode = reader["transcript"]
        let written = pathNode.flatMap { string($0, key: "transcript") }
        var valid = written != nil
        let dialect = reader["dialect"].map { keyword($0, key: "dialect", as: TranscriptDialect.self) }
        let rate = reader["rate"].map { quantity($0, key: "rate", kind: .rate, in: .replyRate) }
        let ttft = reader["ttft"].map { duration($0, key: "ttft", upTo: ScenarioLimits.maxTimeToFirstToken) }
        if dialect == .some(nil) || rate == .some(nil) || ttft == .some(nil) { valid = false }
        guard valid, let written, let pathNode,
              let file = transcriptFile(written, at: pathNode) else { return nil }

        guard let text = transcriptText(at: file.url, written: written, node: pathNode) else { return nil }
        let recorded: ReplySchedule
        let transcript: SSETranscript
        do {
            transcript = try SSETranscript(text, dialect: dialect??.sseDialect)
            recorded = try transcript.schedule()
        } catch {
            reportTranscriptError(error, in: file.displayPath, replyAt: node)
            return nil
        }
        let reply = TranscriptReply(path: written, dialect: transcript.dialect, recorded: recorded, rate: rate ?? nil, ttft: ttft ?? nil)
        if reply.rate == nil, !reply.hasRecordedTiming {
            report(.missingKey("rate"),
                   "transcript '\(written)' records no timing (no ': t=' or ': dt=' comments); give 'rate' to replay it at a steady token rate",
                   at: node)
            return nil
        }
        return .transcript(reply)
    }

    /// The transcript at `written`, relative to this file's folder; `nil` after reporting
    /// when the path is absolute, leaves the folder, or names no readable file.
    private mutating func transcriptFile(_ written: String, at node: Node) -> (url: URL, displayPath: String)? {
        guard !written.isEmpty else {
            report(.invalidValue, "'transcript' must be a path to a transcript file", at: node)
            return nil
        }
        guard !written.hasPrefix("/"), !written.hasPrefix("~") else {
            report(.invalidValue, "transcript path '\(written)' must be relative to the scenario file's folder", at: node)
            return nil
        }
        let scenarioFolder = (path as NSString).deletingLastPathComponent
        let folder = URL(fileURLWithPath: scenarioFolder.isEmpty ? "." : scenarioFolder).standardizedFileURL
        let url = folder.appendingPathComponent(written).standardizedFileURL
        let displayPath = scenarioFolder.isEmpty ? written : (scenarioFolder as NSString).appendingPathComponent(written)
        guard Self.isInside(url, folder) else {
            report(.invalidValue, "transcript path '\(written)' leaves the scenario's folder; keep transcripts beside or below the scenario file", at: node)
            return nil
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            report(.unreadableFile, "transcript '\(written)' does not exist (looked for \(displayPath))", at: node)
            return nil
        }
        guard !isDirectory.boolValue else {
            report(.unreadableFile, "transcript '\(written)' is a folder, not a transcript file", at: node)
            return nil
        }
        guard Self.isInside(url.resolvingSymlinksInPath(), folder.resolvingSymlinksInPath()) else {
            report(.invalidValue, "transcript path '\(written)' leads out of the scenario's folder through a symbolic link", at: node)
            return nil
        }
        return (url, displayPath)
    }

    /// The most bytes a transcript may hold: 32 MiB, a whole 128K-token reply recorded as
    /// OpenAI chunks (about 250 bytes a token).
    static let maxTranscriptBytes = 32 << 20

    /// The transcript's text, read up to ``maxTranscriptBytes``; `nil` after reporting at
    /// the path when it is larger, unreadable or not UTF-8.
    private mutating func transcriptText(at url: URL, written: String, node: Node) -> String? {
        let data: Data
        do {
            data = try RegularFile.read(url, limit: Self.maxTranscriptBytes)
        } catch {
            report(.unreadableFile, "cannot read transcript '\(written)': \(error.reason)", at: node)
            return nil
        }
        guard data.count <= Self.maxTranscriptBytes else {
            report(.outOfRange, "transcript '\(written)' is larger than \(Self.maxTranscriptBytes >> 20) MiB; a whole 128K-token reply takes about 30 MiB", at: node)
            return nil
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            report(.unreadableFile, "transcript '\(written)' is not UTF-8 text", at: node)
            return nil
        }
        return text
    }

    static func isInside(_ url: URL, _ folder: URL) -> Bool {
        let base = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        return url.path.hasPrefix(base)
    }

    /// Reports a transcript problem at its line and column in the transcript (column 1 where
    /// the reader knows the line only), saying which reply replays it.
    private mutating func reportTranscriptError(_ error: SSEReplayError, in transcriptPath: String, replyAt node: Node) {
        let prefix = "line \(error.line): "
        let detail = error.description.hasPrefix(prefix) ? String(error.description.dropFirst(prefix.count)) : error.description
        report(ScenarioError(
            location: SourceLocation(path: transcriptPath, line: max(error.line, 1), column: max(error.column, 1)),
            kind: .invalidTranscript,
            message: "\(detail) (transcript of the reply at \(location(of: node)))"))
    }
}
