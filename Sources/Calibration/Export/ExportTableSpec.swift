/// The tables of an `xctrace export` ChatRig reads, and the columns it needs from each.
///
/// An export is `<trace-query-result>` holding one `<node>` per exported table; a node
/// starts with `<schema name="…">` listing its columns (`<col>` with `<mnemonic>`,
/// `<name>` and `<engineering-type>`), then one `<row>` a record whose n-th element is the
/// n-th column's value (`<sentinel/>` when empty). Columns are found by mnemonic; a table
/// may have more columns than these (they are skipped), but not fewer.
public struct ExportTableSpec: Hashable, Sendable {
    /// The schema's `name` attribute.
    public var schema: String
    /// Mnemonics of the columns every row must have, in the order rows are handed on.
    public var required: [String]
    /// Mnemonics read when the table has them, handed on after ``required``.
    public var optional: [String]
    /// How much of each column (by mnemonic) is kept for later `ref`s to it; columns not
    /// listed are read as ``ColumnValue/identity``.
    public var retention: [String: ColumnValue]

    /// What a reader keeps of a column's values so later rows can `ref` them.
    public enum ColumnValue: Hashable, Sendable {
        /// Only the value's identity (its `id`, or its text when it has none): enough to
        /// tell two values apart, nothing stored per value.
        case identity
        /// The text and `fmt` of every distinct value: for columns with few distinct values
        /// (names, event types, messages, durations).
        case value
        /// The text of the latest `count` values only: for columns whose values are unique
        /// per row and sorted (timestamps), where a `ref` can only repeat a recent one.
        case recent(Int)
    }

    /// Every column handed on, required first.
    public var columns: [String] { required + optional }

    /// The os-signpost table (Instruments' os_signpost instrument and Points of Interest):
    /// one row per `Begin`, `End` or `Event` of a signpost.
    public static let signposts = ExportTableSpec(
        schema: "os-signpost",
        required: ["time", "event-type", "identifier", "name"],
        optional: ["subsystem", "category", "message"],
        retention: ["time": .recent(256), "event-type": .value, "name": .value,
                    "subsystem": .value, "category": .value, "message": .value]
    )

    /// The Animation Hitches instrument's hitch table: one row per hitch, its `start` and
    /// its `duration` (the time the frame was late), ns.
    public static let hitches = ExportTableSpec(
        schema: "hitches", required: ["start", "duration"], optional: [],
        retention: ["start": .recent(256), "duration": .value]
    )

    /// The Animation Hitches instrument's per-frame update table: one row per commit of
    /// the app's main thread (`start`, `duration`, ns), the work ChatRig models a frame's
    /// cost as.
    public static let updates = ExportTableSpec(
        schema: "hitches-updates", required: ["start", "duration"], optional: [],
        retention: ["start": .recent(256), "duration": .value]
    )

    /// The tables `chatrig calibrate` reads; any other schema in an export is an error.
    public static let known: [ExportTableSpec] = [signposts, hitches, updates]
}
