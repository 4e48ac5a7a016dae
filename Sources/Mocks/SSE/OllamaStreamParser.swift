import ChatModel
import Foundation

/// Splits a recorded Ollama stream — newline-delimited JSON, one object a line, as
/// `/api/generate` and `/api/chat` stream by default — into events timed by their own
/// `created_at`.
///
/// ## Timing
///
/// Each line carries `created_at`, the instant Ollama wrote it (RFC 3339, nanoseconds). The
/// request's instant is the final line's `created_at` minus its `total_duration`
/// (nanoseconds, "time spent generating the response", docs.ollama.com/api/usage), so the
/// first token arrives after the load and prompt evaluation the recording paid for; without
/// a `total_duration` (a truncated recording), the first line arrives at zero. Instants must
/// not go backwards and stay within ``SSETranscript/latestTimestamp``.
///
/// Blank lines are skipped (a saved stream often ends with one); every other line must be a
/// JSON object with a string `created_at`, except a bare `{"error": "…"}` (Ollama's
/// mid-stream error), which arrives at the previous line's instant. Lines end in LF, CR LF or CR.
enum OllamaStreamParser {
    /// Whether `text` looks like NDJSON rather than an event stream: its first non-blank
    /// character opens a JSON object (an event stream starts with a field or a comment).
    static func looksLikeNDJSON(_ text: String) -> Bool {
        text.unicodeScalars.first { !CharacterSet.whitespacesAndNewlines.contains($0) } == "{"
    }

    /// The lines of `text` as events (`data` holds the line's JSON). O(n).
    ///
    /// - Throws: ``SSEReplayError`` for a line that is not a JSON object, a missing or
    ///   malformed `created_at`, or instants that go backwards or run past 24 hours.
    static func events(in text: String) throws(SSEReplayError) -> (events: [ServerSentEvent], lineCount: Int) {
        var stamped: [(line: Int, text: Substring, createdAt: Int64?)] = []
        var totalDuration: Int64?
        var lineNumber = 0
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: ServerSentEventParser.isLineEnd) {
            lineNumber += 1
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
            let object = try SSETranscript.jsonObject(String(line), line: lineNumber)
            if object["created_at"] == nil, object["error"] != nil {
                stamped.append((lineNumber, line, nil))   // Ollama writes a mid-stream error as {"error": "…"} alone.
                continue
            }
            guard let written = object["created_at"] as? String else {
                throw SSEReplayError(.invalidCreatedAt(object["created_at"] == nil ? "(missing)" : "(not a string)"),
                                     line: lineNumber)
            }
            guard let createdAt = RFC3339Timestamp.microsecondsSinceEpoch(written) else {
                throw SSEReplayError(.invalidCreatedAt("'\(written)'"), line: lineNumber, column: column(ofCreatedAtIn: line))
            }
            if object["done"] as? Bool == true, let nanoseconds = (object["total_duration"] as? NSNumber)?.int64Value, nanoseconds >= 0 {
                totalDuration = nanoseconds / 1_000
            }
            stamped.append((lineNumber, line, createdAt))
        }
        let instants = stamped.compactMap(\.createdAt)
        var origin = instants.first ?? 0
        if let totalDuration, let first = instants.first, let last = instants.last, last - totalDuration < first {
            origin = last - totalDuration
        }
        var events: [ServerSentEvent] = []
        events.reserveCapacity(stamped.count)
        var previous = origin
        for entry in stamped {
            let createdAt = entry.createdAt ?? previous
            let place = column(ofCreatedAtIn: entry.text)
            guard createdAt >= previous else {
                throw SSEReplayError(.timestampWentBackwards("created_at"), line: entry.line, column: place)
            }
            guard createdAt - origin <= SSETranscript.latestTimestamp.microseconds else {
                throw SSEReplayError(.timestampTooLate("created_at"), line: entry.line, column: place)
            }
            previous = createdAt
            events.append(ServerSentEvent(
                event: nil, data: String(entry.text), at: .zero + .microseconds(createdAt - origin),
                line: entry.line, dataLine: entry.line))
        }
        let lineCount = text.last.map(ServerSentEventParser.isLineEnd) == true ? lineNumber - 1 : lineNumber
        return (events, lineCount)
    }

    /// 1-based column of the `created_at` value on `line` (1 when the key is not written
    /// plainly).
    private static func column(ofCreatedAtIn line: Substring) -> Int {
        guard let key = line.range(of: "\"created_at\"") else { return 1 }
        var index = key.upperBound
        while index < line.endIndex, line[index] == " " || line[index] == ":" { index = line.index(after: index) }
        return line.distance(from: line.startIndex, to: index) + 1
    }
}
