/// Trace events of one process, serialised one a line as they are added.
struct TraceEventList {
    let pid: Int
    private(set) var lines: [String] = []

    init(pid: Int) { self.pid = pid }

    mutating func metadata(_ name: String, tid: Int? = nil, _ args: [String: JSONValue]) {
        var fields: [(String, JSONValue)] = [("ph", .string("M")), ("pid", .number(Double(pid)))]
        if let tid { fields.append(("tid", .number(Double(tid)))) }
        fields += [("name", .string(name)), ("args", Self.object(args))]
        lines.append(JSONValue.object(fields).serialized())
    }

    /// A complete ("X") slice.
    mutating func slice(_ name: String, tid: Int, start: TraceEventTime, duration: TraceEventTime, args: [String: JSONValue]) {
        var text = "{\"ph\":\"X\",\"pid\":\(pid),\"tid\":\(tid),\"name\":\(JSONValue.string(name).serialized())"
        text += ",\"ts\":\(start.microsecondsText),\"dur\":\(duration.microsecondsText)"
        if !args.isEmpty { text += ",\"args\":\(Self.object(args).serialized())" }
        lines.append(text + "}")
    }

    /// A thread-scoped instant ("i") event.
    mutating func instant(_ name: String, tid: Int, at time: TraceEventTime, args: [String: JSONValue]) {
        var text = "{\"ph\":\"i\",\"s\":\"t\",\"pid\":\(pid),\"tid\":\(tid),\"name\":\(JSONValue.string(name).serialized())"
        text += ",\"ts\":\(time.microsecondsText)"
        if !args.isEmpty { text += ",\"args\":\(Self.object(args).serialized())" }
        lines.append(text + "}")
    }

    /// A counter ("C") sample.
    mutating func counter(_ name: String, value: Double, at time: TraceEventTime) {
        lines.append("{\"ph\":\"C\",\"pid\":\(pid),\"name\":\(JSONValue.string(name).serialized()),\"ts\":\(time.microsecondsText)"
            + ",\"args\":{\"value\":\(JSONValue.formatNumber(value))}}")
    }

    /// Keys sorted, so the output does not depend on dictionary order.
    private static func object(_ args: [String: JSONValue]) -> JSONValue {
        .object(args.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }
}
