/// How much a metric may grow with the length of the conversation: a `gate:` (or
/// thresholds file) entry such as `frameCostP99: { growth: 5% per 10x history }` — the
/// 99th-percentile frame cost may grow at most 5% each time the history is ten times longer.
///
/// `sweep --history` measures it over the history sizes it runs: an O(n) per-token cost fails
/// the bound while its absolute value is still under budget.
public struct GrowthBound: Hashable, Sendable {
    /// The most the metric may grow per tenfold history, as a fraction (0.05 is 5%).
    public var perTenfold: Double

    public init(perTenfold: Double) {
        self.perTenfold = perTenfold
    }

    /// The metrics a history sweep measures, which a growth bound may name.
    public static let measurable = ["frameCostP99", "hitchTimeRatio"]

    /// Reads `5% per 10x history` (also `10×`, `tenfold`); nil when it is not that shape.
    public init?(_ text: String) {
        let words = text.split(separator: " ").map(String.init)
        guard words.count == 4, words[1] == "per", words[3] == "history", ["10x", "10×", "tenfold"].contains(words[2]),
              words[0].hasSuffix("%"), let percent = Double(words[0].dropLast()), (0...1000).contains(percent) else { return nil }
        perTenfold = percent / 100
    }

    /// `5% per 10x history`.
    public var description: String {
        let percent = perTenfold * 100
        return (percent == percent.rounded() ? String(Int(percent)) : String(percent)) + "% per 10x history"
    }
}
