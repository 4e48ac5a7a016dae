/// One signpost interval of an export: a `Begin` and the `End` with the same identifier
/// and name.
public struct SignpostInterval: Hashable, Sendable {
    /// The signpost's name: a cost key (`cellCreate`) when the app follows the README.
    public var name: String
    /// Trace time of the `Begin`, ns.
    public var begin: Int64
    /// `End` time minus `Begin` time, ns.
    public var duration: Int64
    /// The unit count of a per-unit key (`n=<count>` in the end message, else the begin
    /// message), nil when neither message has one.
    public var units: Double?

    public init(name: String, begin: Int64, duration: Int64, units: Double?) {
        self.name = name
        self.begin = begin
        self.duration = duration
        self.units = units
    }

    /// The duration in µs, the unit of every cost figure.
    public var microseconds: Double { Double(duration) / 1_000 }
}

/// The kind of an os-signpost row (`OSSignpostType`).
enum SignpostEventType {
    case begin, end, event

    /// Reads the `event-type` cell: `Begin` / `End` / `Event` as Instruments writes them
    /// (`Begin Interval` in some versions), or the `os_signpost_type_t` codes 1, 2, 0.
    init?(_ cell: ExportCell) {
        for candidate in [cell.fmt ?? "", cell.text] {
            let word = candidate.trimmingCharacters(in: .whitespaces).lowercased()
            if word.hasPrefix("begin") || word == "1" { self = .begin; return }
            if word.hasPrefix("end") || word == "2" { self = .end; return }
            if word.hasPrefix("event") || word == "0" { self = .event; return }
        }
        return nil
    }
}
