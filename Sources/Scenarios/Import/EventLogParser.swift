import Foundation

/// Reads an event log (JSON Lines): every line an object with `t`, `event` and the event's
/// fields, checked strictly — an unknown event or field, a wrong type, a value out of range
/// or a line out of time order is an ``EventLogError`` naming the line and the field.
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
    public static func parse(contentsOf url: URL) throws(EventLogError) -> EventLog {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw EventLogError(path: url.relativePath, line: 0, field: nil, message: "cannot read the log as UTF-8 text (\(error.localizedDescription))")
        }
        return try parse(text, path: url.relativePath)
    }

    /// Parses `text`; `path` names the log in errors.
    public static func parse(_ text: String, path: String) throws(EventLogError) -> EventLog {
        var events: [LoggedEvent] = []
        var lastTime = 0.0
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty { continue }
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

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

/// Reads one line's object, field by field.
private struct LineReader {
    let path: String
    let line: Int

    func error(_ field: String?, _ message: String) -> EventLogError {
        EventLogError(path: path, line: line, field: field, message: message)
    }

    mutating func event(_ text: String) throws(EventLogError) -> LoggedEvent {
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
        let time = try fields.number("t", atLeast: 0)
        return LoggedEvent(line: line, time: time, kind: try kind(name, fields))
    }

    private func kind(_ name: String, _ f: Fields) throws(EventLogError) -> LoggedEvent.Kind {
        switch name {
        case "session":
            return .session(LoggedEvent.Session(
                history: try f.optionalInteger("history", atLeast: 0), pageSize: try f.optionalInteger("pageSize", atLeast: 1),
                device: try f.optionalString("device"), inverted: try f.optionalBool("inverted") ?? false,
                refreshRate: try f.optionalInteger("refreshRate", atLeast: 1)))
        case "viewport":
            return .viewport(width: try f.number("width", above: 0), height: try f.number("height", above: 0))
        case "sent":
            let chars = try f.integer("chars", atLeast: 0)
            let images = try f.optionalInteger("images", atLeast: 0) ?? 0
            guard chars > 0 || images > 0 else { throw error("chars", "is 0 and there are no images: a sent message has text or photos") }
            return .sent(chars: chars, images: images)
        case "replyStarted":
            return .replyStarted
        case "chunk":
            return .chunk(chars: try f.integer("chars", atLeast: 0), tokens: try f.optionalInteger("tokens", atLeast: 1))
        case "replyEnded":
            guard let word = try f.optionalString("state") else { return .replyEnded(.complete) }
            guard let outcome = LoggedEvent.ReplyOutcome(rawValue: word) else {
                throw error("state", "must be one of \(LoggedEvent.ReplyOutcome.allCases.map(\.rawValue).joined(separator: ", ")), found '\(word)'")
            }
            return .replyEnded(outcome)
        case "pageRequested":
            return .pageRequested
        case "pageArrived":
            return .pageArrived(messages: try f.integer("messages", atLeast: 0))
        case "scroll":
            return .scroll(try f.samples("samples"))
        default:  // keyboard
            _ = try f.optionalNumber("duration", atLeast: 0)
            return .keyboard(height: try f.number("height", atLeast: 0))
        }
    }
}

/// Typed access to one object's fields, each error naming the field.
private struct Fields {
    let object: [String: LogValue]
    let event: String
    let reader: LineReader
    var prefix = ""

    private func value(_ key: String) throws(EventLogError) -> LogValue {
        guard let value = object[key], value != .null else { throw reader.error(prefix + key, "is required in a '\(event)' event") }
        return value
    }

    func number(_ key: String, atLeast minimum: Double) throws(EventLogError) -> Double {
        let value = try number(key)
        guard value >= minimum else { throw reader.error(prefix + key, "must be ≥ \(EventLogParser.format(minimum)), found \(EventLogParser.format(value))") }
        return value
    }

    func number(_ key: String, above minimum: Double) throws(EventLogError) -> Double {
        let value = try number(key)
        guard value > minimum else { throw reader.error(prefix + key, "must be > \(EventLogParser.format(minimum)), found \(EventLogParser.format(value))") }
        return value
    }

    func number(_ key: String) throws(EventLogError) -> Double {
        let value = try value(key)
        guard case .number(let number) = value, number.isFinite else {
            throw reader.error(prefix + key, "must be a number, found \(value.kindName)")
        }
        return number
    }

    func optionalNumber(_ key: String, atLeast minimum: Double) throws(EventLogError) -> Double? {
        object[key] == nil || object[key] == .null ? nil : try number(key, atLeast: minimum)
    }

    func integer(_ key: String, atLeast minimum: Int) throws(EventLogError) -> Int {
        let number = try number(key)
        guard number == number.rounded(), abs(number) < 1e15 else {
            throw reader.error(prefix + key, "must be a whole number ≥ \(minimum), found \(EventLogParser.format(number))")
        }
        guard Int(number) >= minimum else {
            throw reader.error(prefix + key, "must be a whole number ≥ \(minimum), found \(Int(number))")
        }
        return Int(number)
    }

    func optionalInteger(_ key: String, atLeast minimum: Int) throws(EventLogError) -> Int? {
        object[key] == nil || object[key] == .null ? nil : try integer(key, atLeast: minimum)
    }

    func optionalString(_ key: String) throws(EventLogError) -> String? {
        guard let value = object[key], value != .null else { return nil }
        guard case .string(let text) = value else { throw reader.error(prefix + key, "must be a string, found \(value.kindName)") }
        return text
    }

    func optionalBool(_ key: String) throws(EventLogError) -> Bool? {
        guard let value = object[key], value != .null else { return nil }
        guard case .bool(let flag) = value else { throw reader.error(prefix + key, "must be true or false, found \(value.kindName)") }
        return flag
    }

    /// `samples`: at least two `{ t, offset, velocity, tracking }` objects in time order,
    /// the first with the finger down.
    func samples(_ key: String) throws(EventLogError) -> [LoggedEvent.ScrollSample] {
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
            let time = try sample.number("t", atLeast: 0)
            if let previous = samples.last, time < previous.time {
                throw reader.error("\(field).t", "\(EventLogParser.format(time)) is earlier than the sample before (\(EventLogParser.format(previous.time)))")
            }
            let tracking = try sample.optionalBool("tracking") ?? true
            if index == 0, !tracking { throw reader.error("\(field).tracking", "must be true: a gesture starts with the finger down") }
            if let previous = samples.last, tracking, !previous.tracking {
                throw reader.error("\(field).tracking", "is true after the finger lifted; log each gesture on its own line")
            }
            samples.append(LoggedEvent.ScrollSample(time: time, offset: try sample.number("offset"), velocity: try sample.number("velocity"),
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
