import ChatModel
import Simulator

/// An os-signpost table in `xctrace export` form, generated from known costs: for each
/// cost key, intervals named as the key whose durations are its figure
/// (times a unit count for a per-unit key, carried as `n=<count>` in the end message)
/// with seeded noise and outliers. Round-trip tests calibrate from it and compare with
/// the costs; it also makes large exports for measuring memory.
///
/// The rows follow what `xctrace export` writes: a `<schema>` of `<col>`s, then rows whose
/// repeated values are written once with `id` and then as `ref`, a thread element nesting
/// its process, `<sentinel/>` for an empty message, and times in ns.
public struct SyntheticExport: Sendable {
    /// The figures the intervals' durations follow, µs.
    public var costs: DeviceProfile.Costs
    public var seed: UInt64
    /// Intervals generated per cost key.
    public var intervalsPerKey: Int
    /// Each duration is multiplied by 1 + a uniform draw in ±`noise`.
    public var noise = 0.1
    /// This share of intervals is 1.5–4× longer (preempted, page-faulted).
    public var outlierShare = 0.05
    /// Fixed overhead added to every per-unit interval, µs.
    public var perUnitOverhead = 2.0
    /// Writes the rows in two `<node>`s, the second without a `<schema>`, as recent Xcode
    /// versions do.
    public var twoNodes = false
    public var subsystem = "com.example.chat"
    /// The cost keys given intervals, in turn.
    public var keys = DeviceProfile.Costs.Key.allCases

    public init(costs: DeviceProfile.Costs, seed: UInt64, intervalsPerKey: Int) {
        self.costs = costs
        self.seed = seed
        self.intervalsPerKey = intervalsPerKey
    }

    /// The largest unit count drawn for a per-unit key of `unit`.
    static func maximumCount(_ unit: CostUnit) -> Int {
        switch unit {
        case .operation: 1
        case .item, .row, .element: 2_000
        case .character: 4_000
        case .megapixel: 12
        case .visibleItem: 40
        case .byte: 200_000
        }
    }

    /// The whole export as text.
    public func text() -> String {
        var text = ""
        write { text += $0 }
        return text
    }

    /// Writes the export in pieces to `sink`, in bounded memory whatever its length.
    public func write(_ sink: (String) -> Void) {
        var writer = RowWriter()
        sink("<?xml version=\"1.0\"?>\n<trace-query-result>\n")
        sink("<node xpath='//trace-toc[1]/run[1]/data[1]/table[4]'>")
        sink(Self.schema)
        var random = SeededRandom(seed: seed)
        var time: Int64 = 1_000_000
        var identifier: UInt64 = 0x1000
        let total = intervalsPerKey * keys.count
        sink(writer.event(time: time, name: SignpostPairing.sessionEventName, subsystem: subsystem))
        for index in 0..<total {
            if twoNodes && index == total / 2 { sink("\n</node>\n<node xpath='//trace-toc[1]/run[1]/data[1]/table[4]'>") }
            let key = keys[index % keys.count]
            var count: Int?
            var microseconds = costs[key]
            if key.unit.isPerUnit {
                let drawn = 1 + Int(random.next() % UInt64(Self.maximumCount(key.unit)))
                count = drawn
                microseconds = microseconds * Double(drawn) + perUnitOverhead
            }
            microseconds *= 1 + noise * (2 * random.nextUnit() - 1)
            if random.nextUnit() < outlierShare { microseconds *= 1.5 + 2.5 * random.nextUnit() }
            time += 1_000 + Int64(random.next() % 50_000)
            identifier += 1
            let end = time + max(1, Int64((microseconds * 1_000).rounded()))
            sink(writer.interval(begin: time, end: end, identifier: identifier, name: key.rawValue, subsystem: subsystem, count: count))
            time = end
        }
        sink("\n</node>\n</trace-query-result>\n")
    }

    /// An Animation Hitches export: the `hitches` table (start and duration of each hitch,
    /// ns) and, when `updates` is not empty, the `hitches-updates` table of update durations
    /// (ns), one a frame from trace time 0 at `frameInterval` (ns).
    public static func hitchesExport(hitches: [(start: Int64, duration: Int64)], updates: [Int64] = [], frameInterval: Int64 = 8_333_333) -> String {
        var text = "<?xml version=\"1.0\"?>\n<trace-query-result>\n<node xpath='//trace-toc[1]/run[1]/data[1]/table[9]'>"
        var nextID = 1
        text += table("hitches", rows: hitches.map { ($0.start, $0.duration) }, nextID: &nextID)
        text += "\n</node>\n"
        if !updates.isEmpty {
            text += "<node xpath='//trace-toc[1]/run[1]/data[1]/table[10]'>"
            text += table("hitches-updates", rows: updates.enumerated().map { (Int64($0.offset) * frameInterval, $0.element) }, nextID: &nextID)
            text += "\n</node>\n"
        }
        return text + "</trace-query-result>\n"
    }

    /// A table of `start` (start-time) and `duration` columns, durations written once with
    /// an id and repeated by ref, as xctrace does; ids count on from `next` (one sequence
    /// per export file).
    private static func table(_ schema: String, rows: [(Int64, Int64)], nextID next: inout Int) -> String {
        var text = "<schema name=\"\(schema)\"><col><mnemonic>start</mnemonic><name>Start</name><engineering-type>start-time</engineering-type></col>"
            + "<col><mnemonic>duration</mnemonic><name>Duration</name><engineering-type>duration</engineering-type></col>"
            + "<col><mnemonic>process</mnemonic><name>Process</name><engineering-type>process</engineering-type></col></schema>"
        var ids: [Int64: Int] = [:]
        for (start, duration) in rows {
            text += "\n<row><start-time id=\"\(next)\" fmt=\"\(start / 1_000_000) ms\">\(start)</start-time>"
            next += 1
            if let id = ids[duration] {
                text += "<duration ref=\"\(id)\"/>"
            } else {
                ids[duration] = next
                text += "<duration id=\"\(next)\" fmt=\"\(Double(duration) / 1e6) ms\">\(duration)</duration>"
                next += 1
            }
            text += "<process fmt=\"ChatApp (42)\">42</process></row>"
        }
        return text
    }

    static let schema = "<schema name=\"os-signpost\">" + [
        ("time", "Time", "event-time"), ("thread", "Thread", "thread"), ("process", "Process", "process"),
        ("event-type", "Event Type", "event-type"), ("identifier", "Signpost ID", "os-signpost-identifier"),
        ("name", "Name", "signpost-name"), ("backtrace", "Backtrace", "backtrace"), ("subsystem", "Subsystem", "subsystem"),
        ("category", "Category", "category"), ("message", "Message", "os-log-metadata"),
    ].map { "<col><mnemonic>\($0.0)</mnemonic><name>\($0.1)</name><engineering-type>\($0.2)</engineering-type></col>" }.joined()
        + "</schema>"
}

/// Writes os-signpost rows as xctrace does: the first occurrence of a value with a new
/// `id`, every later one as `ref` to it.
private struct RowWriter {
    private var nextID = 1
    private var ids: [String: Int] = [:]

    /// `<element id="N" fmt="…">text</element>` the first time, `<element ref="N"/>` after;
    /// `remember: false` for values that never repeat (timestamps).
    private mutating func value(_ element: String, _ text: String, fmt: String? = nil, inner: String? = nil, remember: Bool = true) -> String {
        let key = "\(element)\u{0}\(text)\u{0}\(fmt ?? "")"
        if remember, let id = ids[key] { return "<\(element) ref=\"\(id)\"/>" }
        let id = nextID
        nextID += 1
        if remember { ids[key] = id }
        let format = fmt.map { " fmt=\"\($0)\"" } ?? ""
        return "<\(element) id=\"\(id)\"\(format)>\(inner ?? text)</\(element)>"
    }

    private mutating func row(time: Int64, type: String, identifier: String, name: String, subsystem: String, message: String?) -> String {
        let seconds = time / 1_000_000_000, rest = time % 1_000_000_000
        let clock = "\(seconds / 60):\(seconds % 60).\(rest / 1_000_000).\(rest / 1_000 % 1_000)"
        let process = value("process", "", fmt: "ChatApp (42)", inner: value("pid", "42", fmt: "42"))
        var text = "\n<row>" + value("event-time", String(time), fmt: clock, remember: false)
        text += value("thread", "", fmt: "Main Thread 0x1a2b (ChatApp, pid: 42)", inner: value("tid", "6699", fmt: "0x1a2b") + process)
        text += process + value("event-type", type, fmt: type) + identifier
        text += value("signpost-name", name, fmt: name) + "<sentinel/>"
        text += value("subsystem", subsystem, fmt: subsystem) + value("category", "ChatRig", fmt: "ChatRig")
        text += message.map { value("os-log-metadata", "", fmt: $0, inner: "<metadata>\($0)</metadata>") } ?? "<sentinel/>"
        return text + "</row>"
    }

    /// The text of a `Begin` row and its `End` row, the count (if any) in the end message.
    mutating func interval(begin: Int64, end: Int64, identifier: UInt64, name: String, subsystem: String, count: Int?) -> String {
        let hex = "0x" + String(identifier, radix: 16)
        let id = value("os-signpost-identifier", String(identifier), fmt: hex, remember: false)
        let definedID = nextID - 1
        return row(time: begin, type: "Begin", identifier: id, name: name, subsystem: subsystem, message: nil)
            + row(time: end, type: "End", identifier: "<os-signpost-identifier ref=\"\(definedID)\"/>", name: name, subsystem: subsystem,
            message: count.map { "n=\($0)" })
    }

    /// The text of a point `Event` row.
    mutating func event(time: Int64, name: String, subsystem: String) -> String {
        let id = value("os-signpost-identifier", "1", fmt: "0x1", remember: false)
        return row(time: time, type: "Event", identifier: id, name: name, subsystem: subsystem, message: nil)
    }
}
