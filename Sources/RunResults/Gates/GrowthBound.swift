/// How much a metric may grow with the length of the conversation or of the reply: a `gate:`
/// (or thresholds file) entry such as `frameCostP99: { growth: 5% per 10x history }` — the
/// 99th-percentile frame cost may grow at most 5% each time the history is ten times longer —
/// or `frameCostP99: { growth: 10% per 10x reply }`, each time the streamed reply is ten times
/// longer (both: `growth: [5% per 10x history, 10% per 10x reply]`).
///
/// `sweep --history` and `sweep --reply-tokens` measure it over the sizes they run: an O(n)
/// per-token cost fails the bound while its absolute value is still under budget.
public struct GrowthBound: Hashable, Sendable {
    /// What grows tenfold.
    public enum Axis: String, Hashable, Sendable, CaseIterable {
        /// The conversation's history (`sweep --history`).
        case history
        /// The streamed reply's length in tokens (`sweep --reply-tokens`).
        case reply
    }

    /// The most the metric may grow per tenfold history, as a fraction (0.05 is 5%).
    public var perTenfold: Double
    /// What the bound is per tenfold of (default ``Axis/history``).
    public var axis: Axis = .history

    public init(perTenfold: Double) {
        self.perTenfold = perTenfold
    }

    public init(perTenfold: Double, axis: Axis) {
        self.perTenfold = perTenfold
        self.axis = axis
    }

    /// The metrics a history sweep measures, which a growth bound may name.
    public static let measurable = ["frameCostP99", "hitchTimeRatio"]

    /// Reads `5% per 10x history` or `10% per 10x reply` (also `10×`, `tenfold`); nil when it
    /// is not that shape.
    public init?(_ text: String) {
        let words = text.split(separator: " ").map(String.init)
        guard words.count == 4, words[1] == "per", let axis = Axis(rawValue: words[3]), ["10x", "10×", "tenfold"].contains(words[2]),
              words[0].hasSuffix("%"), let percent = Double(words[0].dropLast()), (0...1000).contains(percent) else { return nil }
        perTenfold = percent / 100
        self.axis = axis
    }

    /// `5% per 10x history`, `10% per 10x reply`.
    public var description: String {
        let percent = perTenfold * 100
        return (percent == percent.rounded() ? String(Int(percent)) : String(percent)) + "% per 10x \(axis.rawValue)"
    }
}
