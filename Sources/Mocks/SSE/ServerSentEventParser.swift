import ChatModel

/// Splits a recorded `text/event-stream` into events, following the WHATWG HTML standard's
/// "Interpreting an event stream" (§9.2.6): lines end in CR LF, LF or CR; a blank line
/// dispatches the event; `field: value` loses one space after the colon; `data:` lines
/// accumulate joined by LF; unknown fields are ignored; a line starting with `:` is a
/// comment.
///
/// ## Recorded timing
///
/// Two comment forms carry time; they are ordinary SSE comments, so a transcript stays a
/// valid event stream:
///
/// - `: t=<duration>` — the following event arrived this long after the request was sent
///   (absolute, e.g. `: t=350ms`, `: t=1.25s`, `: t=850us`).
/// - `: dt=<duration>` — the following event arrived this long after the previous event
///   (relative transcripts).
///
/// An event without a timestamp arrives at the same instant as the one before it (the
/// first at zero). Other comments (`: ping`, `: OPENROUTER PROCESSING`) are ignored.
///
/// One departure from the standard, for transcripts saved to files: an event still pending
/// at the end of the text is dispatched rather than discarded, so a final `data: [DONE]`
/// without a trailing blank line counts.
enum ServerSentEventParser {
    /// The events of `text`. O(n) in the text's length.
    ///
    /// - Throws: ``SSEReplayError`` for a timestamp comment that does not parse or goes backwards.
    static func events(in text: String) throws(SSEReplayError) -> (events: [ServerSentEvent], lineCount: Int) {
        var events: [ServerSentEvent] = []
        var now = VirtualInstant.zero
        var pendingAt: VirtualInstant?
        var eventName: String?
        var dataLines: [Substring] = []
        var id: String?
        var firstLine = 0
        var firstDataLine = 0
        var lineNumber = 0

        func dispatch() {
            defer { eventName = nil; dataLines.removeAll(keepingCapacity: true); firstLine = 0; firstDataLine = 0 }
            guard !dataLines.isEmpty else { return }   // WHATWG: an event with no data is not dispatched.
            if let pendingAt { now = pendingAt }
            pendingAt = nil
            events.append(ServerSentEvent(
                event: eventName, data: dataLines.joined(separator: "\n"), id: id, at: now,
                line: firstLine, dataLine: firstDataLine > 0 ? firstDataLine : firstLine
            ))
        }

        for line in text.split(omittingEmptySubsequences: false, whereSeparator: Self.isLineEnd) {
            lineNumber += 1
            if line.isEmpty { dispatch(); continue }
            if line.first == ":" {
                if let stamp = try timestamp(in: line.dropFirst(), line: lineNumber, previous: now) {
                    pendingAt = stamp
                }
                continue
            }
            let field: Substring
            var value: Substring
            if let colon = line.firstIndex(of: ":") {
                field = line[..<colon]
                value = line[line.index(after: colon)...]
                if value.first == " " { value = value.dropFirst() }
            } else {
                field = line
                value = ""
            }
            if firstLine == 0 { firstLine = lineNumber }
            switch field {
            case "event": eventName = String(value)
            case "data":
                if dataLines.isEmpty { firstDataLine = lineNumber }
                dataLines.append(value)
            case "id": id = String(value)
            default: continue   // `retry` and unknown fields carry no content.
            }
        }
        dispatch()
        // A final line break ends the last line; it does not start another.
        let lineCount = text.last.map(Self.isLineEnd) == true ? lineNumber - 1 : lineNumber
        return (events, lineCount)
    }

    /// Whether `character` ends a line: LF, CR or CR LF (one `Character` in Swift) — not the
    /// other characters `Character.isNewline` accepts (U+2028, U+0085, form feed…), which
    /// JSON strings may hold unescaped.
    static func isLineEnd(_ character: Character) -> Bool {
        character == "\n" || character == "\r" || character == "\r\n"
    }

    /// Parses `t=…` / `dt=…` in a comment; `nil` for any other comment.
    private static func timestamp(
        in comment: Substring, line: Int, previous: VirtualInstant
    ) throws(SSEReplayError) -> VirtualInstant? {
        let body = comment.drop(while: { $0 == " " })
        let isRelative: Bool
        let valueText: Substring
        if body.hasPrefix("t=") {
            isRelative = false
            valueText = body.dropFirst(2)
        } else if body.hasPrefix("dt=") {
            isRelative = true
            valueText = body.dropFirst(3)
        } else {
            return nil
        }
        let value = valueText.trimmingSuffix(while: { $0 == " " })
        guard let duration = parseDuration(value) else {
            let isTooLate = microseconds(in: value) != nil
            throw SSEReplayError(isTooLate ? .timestampTooLate(String(body)) : .invalidTimestamp(String(body)), line: line)
        }
        let instant = isRelative ? previous + duration : VirtualInstant.zero + duration
        if instant - .zero > SSETranscript.latestTimestamp {
            throw SSEReplayError(.timestampTooLate(String(body)), line: line)
        }
        if instant < previous { throw SSEReplayError(.timestampWentBackwards(String(body)), line: line) }
        return instant
    }

    /// `120ms`, `1.5s`, `850us`, `850µs` → a duration; `nil` otherwise, and for durations
    /// beyond ``SSETranscript/latestTimestamp``.
    static func parseDuration(_ text: Substring) -> VirtualDuration? {
        guard let microseconds = microseconds(in: text),
              microseconds <= Double(SSETranscript.latestTimestamp.microseconds)
        else { return nil }
        return .microseconds(Int64(microseconds.rounded()))
    }

    /// The microseconds `text` writes (`120ms` → 120 000), however large; `nil` when it is
    /// not an unsigned decimal number followed by `ms`, `s`, `us` or `µs`.
    private static func microseconds(in text: Substring) -> Double? {
        let units: [(suffix: String, microseconds: Double)] = [("ms", 1_000), ("us", 1), ("µs", 1), ("s", 1_000_000)]
        for unit in units where text.hasSuffix(unit.suffix) {
            let number = text.dropLast(unit.suffix.count)
            guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
                  let value = Double(number), value.isFinite
            else { return nil }
            return value * unit.microseconds
        }
        return nil
    }
}

extension Substring {
    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var end = endIndex
        while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
        return self[..<end]
    }
}
