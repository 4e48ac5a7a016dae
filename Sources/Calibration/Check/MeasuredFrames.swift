import Foundation

/// What an Animation Hitches recording measured: each hitch (from the `hitches` table),
/// each main-thread update's duration (from `hitches-updates`, when exported), and the
/// trace time the app's session log starts at (the `chatrigSession` signpost event).
public struct MeasuredFrames: Hashable, Sendable {
    /// One hitch: trace time it starts and how late its frame was, ns.
    public struct Hitch: Hashable, Sendable {
        public var start: Int64
        public var duration: Int64

        public init(start: Int64, duration: Int64) {
            self.start = start
            self.duration = duration
        }
    }

    /// Hitches in trace-time order, each once (Instruments may list a hitch once per
    /// containment level).
    public var hitches: [Hitch] = []
    /// Durations of the app's updates (commits), ms; empty when the table was not exported.
    public var updates: [Double] = []
    /// Trace time of the session log's start, ns, when the recording has the event.
    public var sessionStart: Int64?

    public init() {}

    /// Reads the hitch, update and signpost tables of `files`.
    ///
    /// - Throws: ``ExportError`` for a bad file, a value that is not a whole number of ns,
    ///   or when no file has a `hitches` table.
    public static func read(_ files: [(url: URL, path: String)]) throws(ExportError) -> MeasuredFrames {
        var measured = MeasuredFrames()
        var seen: Set<Hitch> = []
        var sawHitchTable = false
        for file in files {
            var pairing = SignpostPairing()
            let summary = try ExportReader.read(file.url, path: file.path) { (row: ExportRow) throws(ExportError) in
                switch row.table.schema {
                case ExportTableSpec.hitches.schema:
                    let hitch = Hitch(start: try nanoseconds(row, "start", path: file.path),
                                      duration: try nanoseconds(row, "duration", path: file.path))
                    if seen.insert(hitch).inserted { measured.hitches.append(hitch) }
                case ExportTableSpec.updates.schema:
                    measured.updates.append(Double(try nanoseconds(row, "duration", path: file.path)) / 1_000_000)
                default:
                    _ = try pairing.add(row, path: file.path)
                }
            }
            sawHitchTable = sawHitchTable || summary.rows[ExportTableSpec.hitches.schema] != nil
            if measured.sessionStart == nil { measured.sessionStart = pairing.sessionStart }
        }
        guard sawHitchTable else {
            throw ExportError(path: files.map(\.path).joined(separator: ", "),
                              message: "no hitches table: record with the Animation Hitches template and export it with xctrace export --xpath '/trace-toc/run[@number=\"1\"]/data/table[@schema=\"hitches\"]'")
        }
        measured.hitches.sort { ($0.start, $0.duration) < ($1.start, $1.duration) }
        return measured
    }

    private static func nanoseconds(_ row: ExportRow, _ column: String, path: String) throws(ExportError) -> Int64 {
        guard let text = row[column]?.text, let value = Int64(text), value >= 0 else {
            throw row.error("'\(ExportText.quoted(row[column]?.text ?? ""))' is not a whole number of nanoseconds", column: column, path: path)
        }
        return value
    }
}
