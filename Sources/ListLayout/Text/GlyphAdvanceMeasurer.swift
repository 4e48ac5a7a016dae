/// The default ``TextMeasurer``: real glyph advances of real proportional fonts.
///
/// Advances come from tables generated from Inter Regular (closest open font to SF Pro),
/// DejaVu Sans (Hebrew, Arabic) and DejaVu Sans Mono (code) by
/// `scripts/fonts/generate_advance_tables.py`. Layout is kerning-free. Rules for a grapheme
/// cluster (`Character`):
/// - an emoji sequence (ZWJ families, flags, keycaps, skin tones) is ``emojiAdvance`` em;
/// - a CJK ideograph, kana, hangul or full-width form is 1 em (full width);
/// - otherwise the sum of its scalars' advances; combining marks, joiners and variation
///   selectors have zero advance; a scalar outside the tables takes ``fallbackAdvance`` em;
/// - a tab is four spaces wide.
///
/// Line height is the font's natural line height, (ascender + descender + line gap) ×
/// size, which is what `UIFont.lineHeight` returns and what `UILabel` stacks lines by:
/// Inter at 17 pt gives 20.57 pt. Reference: SF Pro's `hhea` metrics (ascender 1950,
/// descender 494, units per em 2048) give `UIFont.systemFont(ofSize: 17).lineHeight` =
/// 20.29 pt; Apple's Human Interface Guidelines (Typography, Dynamic Type sizes, Large)
/// list Body as 17 pt with 22 pt leading and Caption 1 as 12 pt with 16 pt leading — the
/// leading includes the extra spacing SwiftUI's `Text` adds, which `UILabel` does not.
public struct GlyphAdvanceMeasurer: TextMeasurer, Hashable {
    /// Advance of a scalar the tables do not cover, in em (about a lowercase letter).
    public var fallbackAdvance: Double
    /// Advance of an emoji cluster, in em (Apple Color Emoji is about 1.2 em wide).
    public var emojiAdvance: Double

    public init(fallbackAdvance: Double = 0.6, emojiAdvance: Double = 1.2) {
        self.fallbackAdvance = fallbackAdvance
        self.emojiAdvance = emojiAdvance
    }

    public func advance(of character: Character, in font: Font) -> Double {
        switch CharacterClass(character) {
        case .newline:
            return 0
        case .emoji:
            return emojiAdvance * font.pointSize
        case .wide:
            return font.pointSize
        case .space, .word:
            return Self.ems(of: character.unicodeScalars, in: Self.table(for: font.face), fallback: fallbackAdvance)
                * font.pointSize
        }
    }

    /// The advance of a cluster of spaces or word characters, in em: the sum of its scalars'.
    static func ems(of scalars: some Sequence<Unicode.Scalar>, in table: GlyphAdvanceTable, fallback: Double) -> Double {
        var em = 0.0
        for scalar in scalars {
            if scalar.value == 0x09 {
                em += 4 * (table.advance(of: " ") ?? fallback)
            } else if hasZeroAdvance(scalar) {
                continue
            } else {
                em += table.advance(of: scalar) ?? fallback
            }
        }
        return em
    }

    public func lineHeight(of font: Font) -> Double {
        Self.table(for: font.face).lineHeight * font.pointSize
    }

    static func table(for face: FontFace) -> GlyphAdvanceTable {
        switch face {
        case .system: .proportional
        case .monospaced: .monospaced
        }
    }

    /// Nonspacing and enclosing marks, format characters (ZWJ, ZWNJ, bidi controls) and
    /// variation selectors draw without advancing the pen.
    static func hasZeroAdvance(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII: only the C0 controls and DEL are zero-width (general category Cc), so the
        // category table is not consulted for the bulk of chat text. Pinned against
        // ``hasZeroAdvanceByCategory(_:)`` for every ASCII scalar.
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        return hasZeroAdvanceByCategory(scalar)
    }

    /// ``hasZeroAdvance(_:)`` from the scalar's general category, for any scalar.
    static func hasZeroAdvanceByCategory(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return true
        default:
            return (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value)
        }
    }
}
