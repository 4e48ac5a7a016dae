import Foundation
import RunResults

/// Reads an event log (JSON Lines): every line an object with `t`, `event` and the event's
/// fields, checked strictly — an unknown event or field, a wrong type, a value out of range
/// or a line out of time order is an ``JSONLinesError`` naming the line and the field.
/// Blank lines are skipped.
///
/// - Complexity: O(size of the text).
public enum EventLogParser {
    /// The fields of each event, beside `t` and `event`.
    public static let fields: [String: [String]] = [
        "session": ["history", "pageSize", "device", "inverted", "refreshRate"],
        "viewport": ["width", "height"],
        "sent": ["chars", "images"],
        "replyStarted": [],
        "chunk": ["chars", "tokens"],
        "replyEnded": ["state"],
        "pageRequested": [],
        "pageArrived": ["messages"],
        "scroll": ["samples"],
        "keyboard": ["height", "duration"],
    ]

    /// The events, in the order the format's documentation lists them.
    public static let eventNames = [
        "session", "viewport", "sent", "replyStarted", "chunk", "replyEnded", "pageRequested", "pageArrived",
        "scroll", "keyboard",
    ]

    /// Reads and parses the log at `url`; errors name it by `url.relativePath`.
    public static func parse(contentsOf url: URL) throws(JSONLinesError) -> EventLog {
        let data: Data
        do {
            data = try RegularFile.read(url, limit: maxLogBytes)
        } catch {
            throw JSONLinesError(path: url.relativePath, line: 0, field: nil, message: "cannot read the log: \(error.reason)")
        }
        guard data.count <= maxLogBytes else {
            throw JSONLinesError(path: url.relativePath, line: 0, field: nil,
                                message: "the log is larger than \(maxLogBytes >> 20) MiB; a scenario holds at most \(ScenarioLimits.maxTimelineEntries) timeline entries, so split the log")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw JSONLinesError(path: url.relativePath, line: 0, field: nil, message: "the log is not UTF-8 text")
        }
        return try parse(text, path: url.relativePath)
    }

    /// Parses `text`; `path` names the log in errors.
    public static func parse(_ text: String, path: String) throws(JSONLinesError) -> EventLog {
        var events: [LoggedEvent] = []
        var lastTime = 0.0
        var lineNumber = 0
        // Lines end in LF or CRLF: "\r\n" is one Character, so splitting on "\n" alone would
        // leave a CRLF file as one long line.
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            lineNumber += 1
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty { continue }
            do {
                try StrictJSON.check(Data(line.utf8))  // a repeated key or a trailing comma, which JSONDecoder takes
            } catch {
                let column = rawLine.prefix(while: \.isWhitespace).unicodeScalars.count + error.column
                throw JSONLinesError(path: path, line: lineNumber, field: nil, message: "is not valid JSON: column \(column): \(error.message)")
            }
            var reader = LineReader(path: path, line: lineNumber)
            let event = try reader.event(line)
            if event.time < lastTime {
                throw reader.error("t", "\(format(event.time)) is earlier than the line before (\(format(lastTime))); lines must be in time order")
            }
            lastTime = event.time
            events.append(event)
        }
        return EventLog(events: events)
    }

    /// Largest log read: 64 MiB, room for the most timeline entries a scenario holds with
    /// hundreds of scroll samples each.
    public static let maxLogBytes = 64 << 20

    /// Latest `t` a line may have: a scenario's longest duration
    /// (``ScenarioLimits/maxDuration``), since the scenario spans the log.
    public static let maxTime = ScenarioLimits.maxDuration.seconds
    /// Largest scroll offset a sample may have, pt: ``ScenarioLimits/maxHistory`` messages
    /// of a screen's height (``ScenarioLimits/maxLength``) each, 10¹⁰ — past any real list.
    public static let maxOffset = Double(ScenarioLimits.maxHistory) * ScenarioLimits.maxLength

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

/// Reads one line's object, field by field.
private struct LineReader {
    let path: String
    let line: Int

    func error(_ field: String?, _ message: String) -> JSONLinesError {
        JSONLinesError(path: path, line: line, field: field, message: message)
    }

    mutating func event(_ text: String) throws(JSONLinesError) -> LoggedEvent {
        let value: LogValue
        do {
            value = try JSONDecoder().decode(LogValue.self, from: Data(text.utf8))
        } catch {
            throw self.error(nil, "is not valid JSON")
        }
        guard case .object(let object) = value else { throw self.error(nil, "must be a JSON object, found \(value.kindName)") }
        guard let nameValue = object["event"] else {
            throw self.error("event", "is required: one of \(EventLogParser.eventNames.joined(separator: ", "))")
        }
        guard case .string(let name) = nameValue else { throw self.error("event", "must be a string, found \(nameValue.kindName)") }
        guard let allowed = EventLogParser.fields[name] else {
            let suggestion = NearestName.suggestion(for: name, among: EventLogParser.eventNames).map { "did you mean '\($0)'? " } ?? ""
            throw self.error("event", "'\(name)' is not an event; \(suggestion)events: \(EventLogParser.eventNames.joined(separator: ", "))")
        }
        for key in object.keys.sorted() where key != "t" && key != "event" && !allowed.contains(key) {
            let suggestion = NearestName.suggestion(for: key, among: allowed).map { "did you mean '\($0)'? " } ?? ""
            let list = allowed.isEmpty ? "it has no fields besides t and event" : "its fields: \(allowed.joined(separator: ", "))"
            throw self.error(key, "is not a field of a '\(name)' event; \(suggestion)\(list)")
        }
        let fields = Fields(object: object, event: name, reader: self)
        let time = try fields.number("t", in: 0...EventLogParser.maxTime)
        return LoggedEvent(line: line, time: time, kind: try kind(name, fields))
    }

    private func kind(_ name: String, _ f: Fields) throws(JSONLinesError) -> LoggedEvent.Kind {
        switch name {
        case "session":
            return .session(LoggedEvent.Session(
                history: try f.optionalInteger("history", in: 0...ScenarioLimits.maxHistory),
                pageSize: try f.optionalInteger("pageSize", in: 1...ScenarioLimits.maxPageSize),
                device: try f.optionalString("device"), inverted: try f.optionalBool("inverted") ?? false,
                refreshRate: try f.optionalInteger("refreshRate", in: 1...ScenarioLimits.maxRefreshRate)))
        case "viewport":
            let side = ScenarioLimits.minViewportSide...ScenarioLimits.maxLength
            return .viewport(width: try f.number("width", in: side), height: try f.number("height", in: side))
        case "sent":
            let chars = try f.integer("chars", in: 0...ScenarioLimits.maxSendTextLength)
            let images = try f.optionalInteger("images", in: 0...ScenarioLimits.maxImagesPerSend) ?? 0
            guard chars > 0 || images > 0 else { throw error("chars", "is 0 and there are no images: a sent message has text or photos") }
            return .sent(chars: chars, images: images)
        case "replyStarted":
            return .replyStarted
        case "chunk":
            return .chunk(chars: try f.integer("chars", in: 0...ScenarioLimits.maxSendTextLength),
                          tokens: try f.optionalInteger("tokens", in: 1...ScenarioLimits.maxChunkTokens))
        case "replyEnded":
            guard let word = try f.optionalString("state") else { return .replyEnded(.complete) }
            guard let outcome = LoggedEvent.ReplyOutcome(rawValue: word) else {
                throw error("state", "must be one of \(LoggedEvent.ReplyOutcome.allCases.map(\.rawValue).joined(separator: ", ")), found '\(word)'")
            }
            return .replyEnded(outcome)
        case "pageRequested":
            return .pageRequested
        case "pageArrived":
            return .pageArrived(messages: try f.integer("messages", in: 0...ScenarioLimits.maxPageSize))
        case "scroll":
            return .scroll(try f.samples("samples"))
        default:  // keyboard
            _ = try f.optionalNumber("duration", in: 0...EventLogParser.maxTime)
            return .keyboard(height: try f.number("height", in: 0...ScenarioLimits.maxLength))
        }
    }
}

/// Typed access to one object's fields, each error naming the field.
private struct Fields {
    let object: [String: LogValue]
    let event: String
    let reader: LineReader
    var prefix = ""

    private func value(_ key: String) throws(JSONLinesError) -> LogValue {
        guard let value = object[key], value != .null else { throw reader.error(prefix + key, "is required in a '\(event)' event") }
        return value
    }

    func number(_ key: String, in range: ClosedRange<Double>) throws(JSONLinesError) -> Double {
        let value = try number(key)
        guard range.contains(value) else {
            throw reader.error(prefix + key, "must be from \(EventLogParser.format(range.lowerBound)) to \(EventLogParser.format(range.upperBound)), found \(EventLogParser.format(value))")
        }
        return value
    }

    func number(_ key: String) throws(JSONLinesError) -> Double {
        let value = try value(key)
        guard case .number(let number) = value, number.isFinite else {
            throw reader.error(prefix + key, "must be a number, found \(value.kindName)")
        }
        return number
    }

    func optionalNumber(_ key: String, in range: ClosedRange<Double>) throws(JSONLinesError) -> Double? {
        object[key] == nil || object[key] == .null ? nil : try number(key, in: range)
    }

    func integer(_ key: String, in range: ClosedRange<Int>) throws(JSONLinesError) -> Int {
        let number = try number(key)
        guard number == number.rounded(), number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw reader.error(prefix + key, "must be a whole number from \(range.lowerBound) to \(range.upperBound), found \(EventLogParser.format(number))")
        }
        return Int(number)
    }

    func optionalInteger(_ key: String, in range: ClosedRange<Int>) throws(JSONLinesError) -> Int? {
        object[key] == nil || object[key] == .null ? nil : try integer(key, in: range)
    }

    func optionalString(_ key: String) throws(JSONLinesError) -> String? {
        guard let value = object[key], value != .null else { return nil }
        guard case .string(let text) = value else { throw reader.error(prefix + key, "must be a string, found \(value.kindName)") }
        return text
    }

    func optionalBool(_ key: String) throws(JSONLinesError) -> Bool? {
        guard let value = object[key], value != .null else { return nil }
        guard case .bool(let flag) = value else { throw reader.error(prefix + key, "must be true or false, found \(value.kindName)") }
        return flag
    }

    /// `samples`: at least two `{ t, offset, velocity, tracking }` objects in time order,
    /// the first with the finger down.
    func samples(_ key: String) throws(JSONLinesError) -> [LoggedEvent.ScrollSample] {
        let value = try value(key)
        guard case .array(let items) = value else { throw reader.error(key, "must be a list of samples, found \(value.kindName)") }
        guard items.count >= 2 else { throw reader.error(key, "needs at least 2 samples (touch-down and lift), found \(items.count)") }
        var samples: [LoggedEvent.ScrollSample] = []
        for (index, item) in items.enumerated() {
            let field = "\(key)[\(index)]"
            guard case .object(let object) = item else { throw reader.error(field, "must be an object { t, offset, velocity, tracking }, found \(item.kindName)") }
            let allowed = ["t", "offset", "velocity", "tracking"]
            if let extra = object.keys.sorted().first(where: { !allowed.contains($0) }) {
                throw reader.error("\(field).\(extra)", "is not a field of a scroll sample; its fields: \(allowed.joined(separator: ", "))")
            }
            let sample = Fields(object: object, event: "scroll sample", reader: reader, prefix: field + ".")
            let time = try sample.number("t", in: 0...EventLogParser.maxTime)
            if let previous = samples.last, time < previous.time {
                throw reader.error("\(field).t", "\(EventLogParser.format(time)) is earlier than the sample before (\(EventLogParser.format(previous.time)))")
            }
            let tracking = try sample.optionalBool("tracking") ?? true
            if index == 0, !tracking { throw reader.error("\(field).tracking", "must be true: a gesture starts with the finger down") }
            if let previous = samples.last, tracking, !previous.tracking {
                throw reader.error("\(field).tracking", "is true after the finger lifted; log each gesture on its own line")
            }
            let offset = try sample.number("offset", in: -EventLogParser.maxOffset...EventLogParser.maxOffset)
            let speed = ScenarioLimits.maxFlingVelocity
            samples.append(LoggedEvent.ScrollSample(time: time, offset: offset, velocity: try sample.number("velocity", in: -speed...speed),
                                                    tracking: tracking))
        }
        return samples
    }
}

/// A JSON value, decoded without coercion (so `true` is never the number 1).
enum LogValue: Hashable, Decodable {
    case null, bool(Bool), number(Double), string(String), array([LogValue]), object([String: LogValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let bool = try? container.decode(Bool.self) { self = .bool(bool) }
        else if let number = try? container.decode(Double.self) { self = .number(number) }
        else if let string = try? container.decode(String.self) { self = .string(string) }
        else if let array = try? container.decode([LogValue].self) { self = .array(array) }
        else { self = .object(try container.decode([String: LogValue].self)) }
    }

    var kindName: String {
        switch self {
        case .null: "null"
        case .bool(let flag): "\(flag)"
        case .number(let number): EventLogParser.format(number)
        case .string(let text): "\"\(text)\""
        case .array: "a list"
        case .object: "an object"
        }
    }
}
