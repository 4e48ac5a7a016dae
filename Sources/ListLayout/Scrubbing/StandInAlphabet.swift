/// The characters a scrubbed text draws its stand-ins from: for each character, others of
/// its script, case and width class whose advance in the list's proportional font is close
/// to its own, so that a stand-in line wraps where the original did.
///
/// - ASCII letters become consonants of the same case (no vowel or `y`: a stand-in word of
///   four letters or more is never an English word, so no original word is rebuilt by
///   chance) with an advance within ``tolerance`` of the original's, else the nearest three.
/// - ASCII digits become other digits.
/// - Other letters (Latin with diacritics, Greek, Cyrillic, Hebrew, Arabic, Devanagari, Thai,
///   any script the font tables cover) become letters of the same general category from
///   the same script's block, drawn the same way.
/// - Wide characters (``CharacterClass/wide``) become characters of their kind: a CJK
///   ideograph an ideograph, a kana a kana, a hangul syllable a hangul syllable — all one em.
/// - Emoji become emoji (U+1F600 to U+1F64F), all drawn ``GlyphAdvanceMeasurer/emojiAdvance`` em wide.
/// - Anything else (spaces, line breaks, punctuation, symbols, marks) is kept: it is the
///   text's structure (Markdown markers, list numbering punctuation, table pipes).
struct StandInAlphabet {
    /// Relative advance difference within which a stand-in counts as the same width: 12 %.
    static let tolerance = 0.12

    /// Candidates by the original scalar, computed on first use.
    private var candidates: [UInt32: [Unicode.Scalar]] = [:]

    /// The scalars of each kind of wide character, by the kind's first scalar.
    private var wideKinds: [UInt32: [Unicode.Scalar]] = [:]

    /// Stand-ins for `scalar`, or empty when it is kept. Letters' and digits' stand-ins never
    /// hold `scalar` itself; a wide character's kind does (the caller draws again on a hit).
    mutating func standIns(for scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        if let range = Self.wideRange(of: scalar.value) {
            if let known = wideKinds[range.lowerBound] { return known }
            let kind = range.compactMap(Unicode.Scalar.init)
            wideKinds[range.lowerBound] = kind
            return kind
        }
        if let known = candidates[scalar.value] { return known }
        let found = Self.compute(for: scalar)
        candidates[scalar.value] = found
        return found
    }

    private static let consonantsLower = Array("bcdfghjklmnpqrstvwxz".unicodeScalars)
    private static let consonantsUpper = Array("BCDFGHJKLMNPQRSTVWXZ".unicodeScalars)
    private static let digits = Array("0123456789".unicodeScalars)

    private static func compute(for scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        let value = scalar.value
        switch value {
        case 0x61...0x7A: return nearest(to: scalar, among: consonantsLower)
        case 0x41...0x5A: return nearest(to: scalar, among: consonantsUpper)
        case 0x30...0x39: return nearest(to: scalar, among: digits)
        case 0...0x7F: return []
        default: break
        }
        let category = scalar.properties.generalCategory
        guard category == .lowercaseLetter || category == .uppercaseLetter || category == .otherLetter else { return [] }
        let block = scriptBlock(of: value)
        let peers = block.compactMap(Unicode.Scalar.init).filter {
            $0.properties.generalCategory == category && GlyphAdvanceTable.proportional.advance(of: $0) != nil
        }
        return nearest(to: scalar, among: peers)
    }

    /// The scalars of the kind of the wide character `value`: ideographs, kana, hangul syllables.
    private static func wideRange(of value: UInt32) -> ClosedRange<UInt32>? {
        switch value {
        case 0x4E00...0x9FFF: 0x4E00...0x9FFF
        case 0x3041...0x3096: 0x3041...0x3096
        case 0x30A1...0x30FA: 0x30A1...0x30FA
        case 0xAC00...0xD7A3: 0xAC00...0xD7A3
        default: nil
        }
    }

    /// The block a letter's stand-ins come from: the script's letters where the script spans
    /// more than one 128-scalar block or shares it, else the 128-scalar block.
    private static func scriptBlock(of value: UInt32) -> ClosedRange<UInt32> {
        switch value {
        case 0x00C0...0x024F: 0x00C0...0x024F  // Latin-1 Supplement letters, Latin Extended-A and -B
        case 0x0370...0x03FF: 0x0370...0x03FF  // Greek
        case 0x0400...0x04FF: 0x0400...0x04FF  // Cyrillic
        case 0x0590...0x05FF: 0x05D0...0x05EA  // Hebrew letters
        case 0x0600...0x06FF: 0x0621...0x064A  // Arabic letters
        default: (value & ~0x7F)...(value | 0x7F)
        }
    }

    /// The candidates whose advance is within ``tolerance`` of `scalar`'s, else the three
    /// nearest; never `scalar`. Without an advance for `scalar`, every candidate.
    private static func nearest(to scalar: Unicode.Scalar, among all: [Unicode.Scalar]) -> [Unicode.Scalar] {
        let others = all.filter { $0 != scalar }
        let table = GlyphAdvanceTable.proportional
        guard let width = table.advance(of: scalar), width > 0 else { return others }
        let measured = others.compactMap { other in table.advance(of: other).map { (other, abs($0 - width) / width) } }
        let close = measured.filter { $0.1 <= tolerance }.map(\.0)
        if !close.isEmpty { return close }
        return measured.sorted { $0.1 < $1.1 }.prefix(3).map(\.0)
    }

    /// Emoji a stand-in emoji is drawn from.
    static let emoji: [Unicode.Scalar] = (0x1F600...0x1F64F).compactMap(Unicode.Scalar.init)
}
