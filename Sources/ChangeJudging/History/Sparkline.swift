/// A text sparkline: one block character a value, scaled from the series' minimum (▁) to
/// its maximum (█); a constant series is a flat line of ▁.
public enum Sparkline {
    static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// - Complexity: O(n).
    public static func render(_ values: [Double]) -> String {
        guard let low = values.min(), let high = values.max() else { return "" }
        guard high > low else { return String(repeating: blocks[0], count: values.count) }
        return String(values.map { value in
            blocks[min(blocks.count - 1, Int(((value - low) / (high - low) * Double(blocks.count - 1)).rounded()))]
        })
    }
}
