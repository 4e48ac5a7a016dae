#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Greedy, kerning-free line breaking of one text at one width, kept incrementally.
///
/// Rules (what `UILabel` with `.byWordWrapping` does, minus kerning and hyphenation):
/// - lines break at spaces; spaces at the end of a line hang (they never force a wrap and
///   do not count in the line's width);
/// - a word that does not fit on a non-empty line moves to the next line; a word wider
///   than a whole line is broken between grapheme clusters, each line taking as many as
///   fit (at least one);
/// - a line may break before and after any CJK character or emoji;
/// - LF, CR, CR LF, U+2028 and U+2029 end a line; an empty text has no lines and a final
///   line break does not open a new one.
///
/// Incremental: the flow remembers where its last two lines start. When ``update(text:measurer:)``
/// receives a text that extends the previous one (a streamed chunk), lines before the
/// last stay as they are and only the last line onward is re-flowed, so a chunk costs
/// O(last line + chunk) characters instead of O(text). The result is identical to flowing
/// the whole text (pinned by tests on random chunkings): a completed line ends either at a
/// line break or before a word that did not fit, and appending can only make that word
/// wider. The prefix check is a byte comparison (`memcmp`), O(text) but far cheaper than
/// layout.
public struct TextFlow: Sendable {
    /// Where a line starts, with what the lines before it add up to.
    struct Checkpoint: Sendable, Equatable {
        var lineIndex: Int
        var maxWidthBefore: Double
        var utf8Offset: Int
        static let origin = Checkpoint(lineIndex: 0, maxWidthBefore: 0, utf8Offset: 0)
    }

    public let font: Font
    /// The widest a line may be, in points.
    public let width: Double

    private var text = ""
    private var older = Checkpoint.origin
    private var newer = Checkpoint.origin
    /// Lines of the current text.
    public private(set) var lineCount = 0
    /// The widest line of the current text, without hanging spaces, in points.
    public private(set) var maxLineWidth = 0.0
    /// Grapheme clusters laid out by the last ``update(text:measurer:)``.
    public private(set) var charactersLaidOutByLastUpdate = 0
    /// Grapheme clusters laid out since this flow was created.
    public private(set) var charactersLaidOut = 0

    public init(font: Font, width: Double) {
        self.font = font
        self.width = width
    }

    /// Lays out `newText`, re-flowing only from the last line when it extends the text of
    /// the previous call, and nothing when it equals it (the unchanged blocks of a
    /// streamed message: O(1) when the storage is shared, else a byte comparison).
    /// Returns the number of grapheme clusters laid out.
    @discardableResult
    public mutating func update(text newText: String, measurer: some TextMeasurer) -> Int {
        let oldCount = text.utf8.count
        let start: Checkpoint
        if newText.utf8.count >= oldCount, Self.hasUTF8Prefix(newText, text) {
            if newText.utf8.count == oldCount {
                // Adopting the new storage keeps the next comparison O(1).
                text = newText
                charactersLaidOutByLastUpdate = 0
                return 0
            }
            start = newer.utf8Offset < oldCount || oldCount == 0 ? newer : older
        } else {
            start = .origin
        }
        text = newText
        older = start
        newer = start
        let laidOut = flow(from: start, measurer: measurer)
        charactersLaidOutByLastUpdate = laidOut
        charactersLaidOut += laidOut
        return laidOut
    }

    /// Lines, width and height of the current text.
    public func metrics(measurer: some TextMeasurer) -> TextMetrics {
        TextMetrics(lineCount: lineCount, width: maxLineWidth, height: Double(lineCount) * measurer.lineHeight(of: font))
    }

    /// Whether `prefix`'s UTF-8 bytes start `text`'s. O(prefix) byte comparisons; O(1) when
    /// both share one storage (a string compared with an unchanged copy of itself).
    static func hasUTF8Prefix(_ text: String, _ prefix: String) -> Bool {
        if prefix.isEmpty { return true }
        var text = text, prefix = prefix
        let fast = text.withUTF8 { whole in
            prefix.withUTF8 { head in
                whole.count >= head.count && memoryEquals(whole.baseAddress!, head.baseAddress!, head.count)
            }
        }
        return fast
    }

    /// The C library's `memcmp` (vectorised: tens of bytes a cycle, where a byte-by-byte
    /// loop managed about one), so the check stays far below the copy an append to a
    /// shared string already makes of the text.
    private static func memoryEquals(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        a == b || memcmp(a, b, count) == 0
    }

    // MARK: The greedy line breaker

    private mutating func flow(from start: Checkpoint, measurer: some TextMeasurer) -> Int {
        let tolerance = 1e-9
        var lineIndex = start.lineIndex
        var maxWidth = start.maxWidthBefore
        var lineAdvance = 0.0      // pen position, hanging spaces included
        var lineInk = 0.0          // width up to the end of the last non-space
        var lineHasCharacters = false
        var word: [(offset: Int, width: Double)] = []
        var wordWidth = 0.0
        var offset = start.utf8Offset
        var laidOut = 0

        func endLine(nextLineStart: Int) {
            maxWidth = max(maxWidth, lineInk)
            lineIndex += 1
            older = newer
            newer = Checkpoint(lineIndex: lineIndex, maxWidthBefore: maxWidth, utf8Offset: nextLineStart)
            lineAdvance = 0
            lineInk = 0
            lineHasCharacters = false
        }

        func place(_ width: Double) {
            lineAdvance += width
            lineInk = lineAdvance
            lineHasCharacters = true
        }

        /// Places one unbreakable run (a word, or one CJK character or emoji).
        func placeRun(_ pieces: [(offset: Int, width: Double)], total: Double) {
            guard let first = pieces.first else { return }
            if lineAdvance + total <= width + tolerance {
                place(total)
                return
            }
            if lineHasCharacters {
                endLine(nextLineStart: first.offset)
                if total <= width + tolerance {
                    place(total)
                    return
                }
            }
            // Wider than a whole line: break between grapheme clusters.
            for piece in pieces {
                if lineHasCharacters && lineAdvance + piece.width > width + tolerance {
                    endLine(nextLineStart: piece.offset)
                }
                place(piece.width)
            }
        }

        func flushWord() {
            placeRun(word, total: wordWidth)
            word.removeAll(keepingCapacity: true)
            wordWidth = 0
        }

        var walk = CharacterWalk(text, fromUTF8Offset: start.utf8Offset)
        while let (character, length) = walk.next() {
            laidOut += 1
            switch CharacterClass(character) {
            case .word:
                let advance = measurer.advance(of: character, in: font)
                word.append((offset, advance))
                wordWidth += advance
            case .space:
                flushWord()
                lineAdvance += measurer.advance(of: character, in: font)
                lineHasCharacters = true
            case .wide, .emoji:
                flushWord()
                let advance = measurer.advance(of: character, in: font)
                placeRun([(offset, advance)], total: advance)
            case .newline:
                flushWord()
                endLine(nextLineStart: offset + length)
            }
            offset += length
        }
        flushWord()
        lineCount = lineIndex + (lineHasCharacters ? 1 : 0)
        maxLineWidth = max(maxWidth, lineInk)
        return laidOut
    }
}
