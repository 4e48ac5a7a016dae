/// How a timeline action is drawn on a run's time axis (the timelines of `report.html`,
/// Perfetto traces, filmstrips): its lane and its short label.
public struct ActionMark: Hashable, Sendable {
    /// The lane a mark is drawn in.
    public enum Kind: Sendable, Hashable {
        case send, reply, keyboard, gesture, other
    }

    public var kind: Kind
    /// Short text: `fling 8000 pt/s`, `drag 600 pt`, `keyboard up`.
    public var label: String

    public init(kind: Kind, label: String) {
        self.kind = kind
        self.label = label
    }

    /// A compact, fixed rendering of a number: integers as is, others with 2 decimals.
    /// Any `Double` renders, never traps: beyond ±10¹⁵ (past every limit a report's figures
    /// are held to, ``ScenarioLimits/maxExpectationMagnitude``) and for non-finite values,
    /// Swift's shortest round-tripping form.
    public static func format(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return value.description }
        if value == value.rounded() { return String(Int64(value)) }
        let hundredths = Int64((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let fraction = magnitude % 100
        return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// `+ 2 images`, or nothing without images.
    package static func images(_ count: Int) -> String {
        count > 0 ? " + \(count) image\(count == 1 ? "" : "s")" : ""
    }
}
