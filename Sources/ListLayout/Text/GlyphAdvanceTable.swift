/// Advance widths of one font face, in 1/4096 em, for the Unicode ranges chat text uses.
///
/// The tables themselves are generated from real fonts by
/// `scripts/fonts/generate_advance_tables.py` (see `GlyphAdvanceTables.swift`); nothing
/// reads a font file at run time.
struct GlyphAdvanceTable: Sendable {
    /// A contiguous run of scalars starting at `first`, one advance per scalar.
    struct Range: Sendable {
        var first: UInt32
        var advances: [UInt16]
    }

    static let unitsPerEm: Double = 4096
    static let missing: UInt16 = 0xFFFF

    /// Ascender, descender (positive, below the baseline) and line gap, in em.
    var ascender: Double
    var descender: Double
    var lineGap: Double
    private var ranges: [Range]
    private var uniformAdvance: UInt16?

    init(ascender: Double, descender: Double, lineGap: Double, ranges: [Range]) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.ranges = ranges.sorted { $0.first < $1.first }
        self.uniformAdvance = nil
    }

    init(ascender: Double, descender: Double, lineGap: Double, uniformAdvance: UInt16) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.ranges = []
        self.uniformAdvance = uniformAdvance
    }

    /// The natural line height in em: ascender + descender + line gap, as `UIFont.lineHeight`
    /// computes it from the font's `hhea` metrics.
    var lineHeight: Double { ascender + descender + lineGap }

    /// The advance of `scalar` in em, or `nil` when the face has no glyph for it. O(ranges).
    func advance(of scalar: Unicode.Scalar) -> Double? {
        if let uniformAdvance { return Double(uniformAdvance) / Self.unitsPerEm }
        let value = scalar.value
        for range in ranges where value >= range.first {
            let offset = Int(value - range.first)
            guard offset < range.advances.count else { continue }
            let advance = range.advances[offset]
            return advance == Self.missing ? nil : Double(advance) / Self.unitsPerEm
        }
        return nil
    }
}
