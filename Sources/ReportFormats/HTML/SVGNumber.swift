/// Coordinates printed short: at most one decimal, no trailing zero (`12`, `12.5`).
/// Charts are drawn to the pixel, so a tenth is more precision than the eye has.
enum SVGNumber {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let tenths = Int64((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let magnitude = abs(tenths)
        return magnitude % 10 == 0 ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }
}
