/// Where a ``TextFlow`` takes the advances of the grapheme clusters it walks: a
/// ``TextMeasurer``, with a shortcut for a cluster that is one ASCII byte (most of chat
/// text), which the line breaker recognises without making a `Character`.
///
/// Both requirements must give exactly what the measurer's ``TextMeasurer/advance(of:in:)``
/// gives for the same cluster in the flow's font.
protocol ClusterAdvances {
    /// The advance of the cluster made of the one ASCII byte `byte` (below 0x80).
    func advance(ofASCII byte: UInt8) -> Double
    /// The advance of `character`.
    func advance(of character: Character) -> Double
}

/// Any measurer's advances in one font, asked cluster by cluster.
struct MeasuredAdvances<Measurer: TextMeasurer>: ClusterAdvances {
    let measurer: Measurer
    let font: Font

    @inline(__always)
    func advance(ofASCII byte: UInt8) -> Double {
        measurer.advance(of: Character(Unicode.Scalar(byte)), in: font)
    }

    @inline(__always)
    func advance(of character: Character) -> Double { measurer.advance(of: character, in: font) }
}

/// ``GlyphAdvanceMeasurer``'s advances in one font, an ASCII cluster read from a table of
/// em advances (``GlyphAdvanceMeasurer/asciiEms(for:)``) instead of classified and summed
/// scalar by scalar: the same products, `em × pointSize`, of the same ems (pinned by tests
/// for every ASCII byte, face and size).
struct GlyphAdvances: ClusterAdvances {
    let measurer: GlyphAdvanceMeasurer
    let font: Font
    private let asciiEms: [Double]

    init(measurer: GlyphAdvanceMeasurer, font: Font) {
        self.measurer = measurer
        self.font = font
        asciiEms = GlyphAdvanceMeasurer.asciiEms(for: font.face)
    }

    @inline(__always)
    func advance(ofASCII byte: UInt8) -> Double {
        let em = asciiEms[Int(byte & 0x7F)]
        return em.isNaN ? measurer.advance(of: Character(Unicode.Scalar(byte)), in: font) : em * font.pointSize
    }

    @inline(__always)
    func advance(of character: Character) -> Double { measurer.advance(of: character, in: font) }
}

extension GlyphAdvanceMeasurer {
    /// The em advance ``advance(of:in:)`` multiplies by the point size for each one-byte
    /// cluster, by byte; NaN where it is not such a product of the face's table alone (a line
    /// break, or a scalar without a glyph, which takes ``fallbackAdvance``).
    static func asciiEms(for face: FontFace) -> [Double] {
        switch face {
        case .system: proportionalASCIIEms
        case .monospaced: monospacedASCIIEms
        }
    }

    private static let proportionalASCIIEms = makeASCIIEms(.proportional)
    private static let monospacedASCIIEms = makeASCIIEms(.monospaced)

    private static func makeASCIIEms(_ table: GlyphAdvanceTable) -> [Double] {
        (0..<128).map { (value: UInt8) -> Double in
            switch CharacterClass(asciiByte: value) {
            case .newline, .wide, .emoji: .nan
            case .space, .word: ems(of: CollectionOfOne(Unicode.Scalar(value)), in: table, fallback: .nan)
            }
        }
    }
}
