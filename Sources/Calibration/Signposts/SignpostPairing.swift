import Foundation

/// Pairs the rows of an os-signpost table into intervals: a `Begin` waits, keyed by its
/// identifier and name, for the `End` with the same two; `Event` rows are points. Memory
/// is bounded by the intervals open at once.
public struct SignpostPairing: Sendable {
    /// Only signposts of this subsystem are read (nil: every subsystem).
    public var subsystem: String?
    /// `End` rows with no open `Begin` of the same identifier and name.
    public private(set) var unmatchedEnds = 0
    /// Rows of other subsystems, skipped.
    public private(set) var otherSubsystem = 0
    /// Trace time of the first `Event` named ``sessionEventName``: the moment the app's
    /// session log starts, which `calibrate --check` aligns the recording on.
    public private(set) var sessionStart: Int64?
    private var open: [String: (time: Int64, units: Double?)] = [:]

    /// The name of the point event an app emits when its session log starts.
    public static let sessionEventName = "chatrigSession"

    public init(subsystem: String? = nil) {
        self.subsystem = subsystem
    }

    /// `Begin`s still waiting for their `End` (for example, cut off by the recording's end).
    public var unclosed: Int { open.count }

    /// Reads one row of the os-signpost table of the export at `path`; returns the
    /// interval it closes, if any.
    ///
    /// - Throws: ``ExportError`` at the row for a time that is not a whole number of ns from
    ///   0, an `End` before its `Begin`, an unknown event type, or a message whose `n=` is
    ///   not a number.
    /// - Complexity: O(1) amortized.
    public mutating func add(_ row: ExportRow, path: String) throws(ExportError) -> SignpostInterval? {
        if let subsystem, row["subsystem"]?.text != subsystem && row["subsystem"]?.fmt != subsystem {
            otherSubsystem += 1
            return nil
        }
        guard let timeCell = row["time"], let time = Int64(timeCell.text), time >= 0 else {
            throw row.error("the event time '\(ExportText.quoted(row["time"]?.text ?? ""))' is not a whole number of nanoseconds from 0 (the recording's start)",
                            column: "time", path: path)
        }
        guard let typeCell = row["event-type"], let type = SignpostEventType(typeCell) else {
            throw row.error("unknown event type '\(ExportText.quoted(row["event-type"]?.fmt ?? row["event-type"]?.text ?? ""))'; expected Begin, End or Event",
                            column: "event-type", path: path)
        }
        let name = row["name"].map { $0.text.isEmpty ? $0.fmt ?? "" : $0.text } ?? ""
        let units = try Self.units(in: row, path: path)
        let key = "\(row["identifier"]?.identity ?? "")|\(name)"
        switch type {
        case .begin:
            open[key] = (time, units)
            return nil
        case .end:
            guard let begin = open.removeValue(forKey: key) else {
                unmatchedEnds += 1
                return nil
            }
            // Both times are ≥ 0, so the difference cannot overflow.
            guard time >= begin.time else {
                throw row.error("the End at \(time) ns comes before its Begin at \(begin.time) ns", column: "time", path: path)
            }
            return SignpostInterval(name: name, begin: begin.time, duration: time - begin.time, units: units ?? begin.units)
        case .event:
            if name == Self.sessionEventName && sessionStart == nil { sessionStart = time }
            return nil
        }
    }

    /// The `n=<count>` of the row's message, nil when it has none.
    static func units(in row: ExportRow, path: String) throws(ExportError) -> Double? {
        guard let message = row["message"] else { return nil }
        let text = message.fmt ?? message.text
        let separators = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: ",;"))
        for token in text.components(separatedBy: separators) where token.hasPrefix("n=") {
            let figure = token.dropFirst(2)
            guard let value = Double(figure), value.isFinite, value >= 0 else {
                throw row.error("the message '\(ExportText.quoted(text))' has n=\(ExportText.quoted(figure)), not a count (n=<number>)", column: "message", path: path)
            }
            return value
        }
        return nil
    }
}
