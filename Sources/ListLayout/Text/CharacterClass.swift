/// How a grapheme cluster takes part in line breaking and measurement.
enum CharacterClass: Equatable {
    /// A hard line break: LF, CR, CR LF, NEL, U+2028, U+2029.
    case newline
    /// Breakable white space; hangs at the end of a line instead of wrapping.
    case space
    /// A CJK ideograph, kana, hangul syllable or full-width form: one em wide, and a line may
    /// break before and after it (no kinsoku rules are applied).
    case wide
    /// An emoji (presentation) sequence: about 1.2 em wide, breakable on both sides like
    /// UAX #14's ideographic class.
    case emoji
    /// Part of a word: breaks only at spaces, wide characters and emoji, or inside an
    /// over-long word.
    case word

    /// Whether a line may break on both sides of a character of this class.
    var isBreakableOnBothSides: Bool { self == .wide || self == .emoji }

    init(_ character: Character) {
        // One ASCII byte (the bulk of chat text): no ASCII scalar is wide or an emoji on its
        // own (keycaps need U+20E3 after the digit), so only the line-break and space rules
        // below apply; the Unicode property look-ups are skipped. Pinned against
        // ``init(classifying:)`` for every ASCII scalar.
        if character.utf8.count == 1, let byte = character.utf8.first {
            self.init(asciiByte: byte)
            return
        }
        self.init(classifying: character)
    }

    /// The class of a cluster that is the one ASCII byte `byte` (below 0x80).
    @inline(__always)
    init(asciiByte byte: UInt8) {
        switch byte {
        case 0x0A, 0x0B, 0x0C, 0x0D: self = .newline
        case 0x09, 0x20: self = .space
        default: self = .word
        }
    }

    /// The classification by Unicode properties, for any cluster.
    init(classifying character: Character) {
        let scalars = character.unicodeScalars
        let first = scalars.first!
        switch first.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
            self = .newline
            return
        case 0x09, 0x20, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000:
            // NBSP (U+00A0), U+2007 and U+202F are non-breaking: they stay `.word`.
            self = .space
            return
        default:
            break
        }
        if Self.isEmoji(scalars) {
            self = .emoji
        } else if Self.isWide(first.value) {
            self = .wide
        } else {
            self = .word
        }
    }

    /// East Asian Wide and Fullwidth blocks (UAX #11), coarsely.
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
             0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
             0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }

    /// Whether a cluster is drawn as an emoji: an Emoji_Presentation scalar, an emoji
    /// followed by VS16 (U+FE0F), a keycap sequence or a regional-indicator flag.
    static func isEmoji(_ scalars: Character.UnicodeScalarView) -> Bool {
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return true }
        guard first.properties.isEmoji else { return false }
        return scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
    }
}
