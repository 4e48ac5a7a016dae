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
/// Incremental: the flow remembers where its last two lines start, and the state of the line
/// at its last two break opportunities (after a space, a line break, a CJK character or an
/// emoji: where no word is pending). When ``update(text:measurer:)`` receives a text that
/// extends the previous one (a streamed chunk), lines before the last stay as they are and
/// only the last line onward is re-flowed, so a chunk costs O(last line + chunk) characters
/// instead of O(text). The result is identical to flowing the whole text (pinned by tests on
/// random chunkings): a completed line ends either at a line break or before a word that did
/// not fit, and appending can only make that word wider. The prefix check is a byte
/// comparison (`memcmp`), O(text) but far cheaper than layout.
///
/// The characters an update reports laid out (what a layout pass is charged for) are those
/// from the start of that last line; the walk itself resumes at the last break opportunity
/// before the old text's last character, whose line state depends on the text before it
/// only, so a chunk walks O(last word + chunk) characters (see ``ResumePoint``).
public struct TextFlow: Sendable {
    /// Where a line starts, with what the lines before it add up to.
    struct Checkpoint: Sendable, Equatable {
        var lineIndex: Int
        var maxWidthBefore: Double
        var utf8Offset: Int
        /// Grapheme clusters before ``utf8Offset``.
        var clusterIndex: Int
        static let origin = Checkpoint(lineIndex: 0, maxWidthBefore: 0, utf8Offset: 0, clusterIndex: 0)
    }

    /// The whole state of the greedy line breaker at a break opportunity: a point where no
    /// word is pending (after a space, a line break, a CJK character or an emoji), so
    /// everything before it is placed.
    ///
    /// Its state depends only on the text before ``position``: when that point lies before
    /// the old text's last grapheme cluster, an appended chunk can change neither the
    /// clusters before it (a cluster boundary depends on the characters before it and the
    /// one after it, and appending changes only the last cluster: a combining mark, an LF
    /// after CR, a ZWJ sequence) nor how they were placed, so flowing on from here gives
    /// what flowing from the start of the line gives.
    struct ResumePoint: Sendable, Equatable {
        var position: Checkpoint
        /// The pen on the current line, hanging spaces included.
        var lineAdvance: Double
        /// The width of the current line up to the end of its last non-space.
        var lineInk: Double
        var lineHasCharacters: Bool

        init(lineStart: Checkpoint) {
            position = lineStart
            lineAdvance = 0
            lineInk = 0
            lineHasCharacters = false
        }

        init(position: Checkpoint, lineAdvance: Double, lineInk: Double, lineHasCharacters: Bool) {
            self.position = position
            self.lineAdvance = lineAdvance
            self.lineInk = lineInk
            self.lineHasCharacters = lineHasCharacters
        }
    }

    public let font: Font
    /// The widest a line may be, in points.
    public let width: Double

    private var text = ""
    private var older = Checkpoint.origin
    private var newer = Checkpoint.origin
    /// The last two break opportunities the last flow passed, newest last.
    private var breaks = (older: ResumePoint(lineStart: .origin), newer: ResumePoint(lineStart: .origin))
    /// Whether an update may resume at a break opportunity inside the last line (off only
    /// for tests comparing with resuming at the line's start).
    var resumesInsideLines = true
    /// Whether the default measurer's ASCII advances are read from its table (off only for
    /// tests comparing with asking the measurer for every cluster).
    var usesASCIITable = true
    /// Lines of the current text.
    public private(set) var lineCount = 0
    /// The widest line of the current text, without hanging spaces, in points.
    public private(set) var maxLineWidth = 0.0
    /// Grapheme clusters laid out by the last ``update(text:measurer:)``: from the start of
    /// the line it re-flowed from to the end of the text.
    public private(set) var charactersLaidOutByLastUpdate = 0
    /// Grapheme clusters laid out since this flow was created.
    public private(set) var charactersLaidOut = 0
    /// Grapheme clusters in the current text: what a text view that lays its whole string
    /// out again when it changes (``TextHolding``) is charged for.
    public private(set) var clusterCount = 0
    /// Grapheme clusters the last update walked: those of ``charactersLaidOutByLastUpdate``
    /// from its resume point on.
    private(set) var charactersWalkedByLastUpdate = 0

    public init(font: Font, width: Double) {
        self.font = font
        self.width = width
    }

    /// Lays out `newText`, re-flowing only from the last line when it extends the text of
    /// the previous call, and nothing when it equals it (the unchanged blocks of a
    /// streamed message: O(1) when the storage is shared, else a byte comparison).
    /// Returns the number of grapheme clusters laid out (from the start of the last line).
    ///
    /// - Complexity: O(last word of the previous text + appended text) characters walked
    ///   for an extension, plus an O(text) byte comparison; O(text) otherwise.
    @discardableResult
    public mutating func update(text newText: String, measurer: some TextMeasurer) -> Int {
        let oldCount = text.utf8.count
        let start: Checkpoint
        var resume: ResumePoint?
        if newText.utf8.count >= oldCount, Self.hasUTF8Prefix(newText, text) {
            if newText.utf8.count == oldCount {
                // Adopting the new storage keeps the next comparison O(1).
                text = newText
                charactersLaidOutByLastUpdate = 0
                charactersWalkedByLastUpdate = 0
                return 0
            }
            start = newer.utf8Offset < oldCount || oldCount == 0 ? newer : older
            if resumesInsideLines {
                // The latest break before the old text's last cluster, on the line `start` begins.
                func usable(_ point: ResumePoint) -> Bool {
                    point.position.utf8Offset < oldCount && point.position.lineIndex == start.lineIndex
                        && point.position.utf8Offset >= start.utf8Offset
                }
                resume = usable(breaks.newer) ? breaks.newer : usable(breaks.older) ? breaks.older : nil
            }
        } else {
            start = .origin
        }
        text = newText
        older = start
        newer = start
        let from = resume ?? ResumePoint(lineStart: start)
        let walked = flow(from: from, measurer: measurer)
        clusterCount = from.position.clusterIndex + walked  // the walk runs to the text's end
        let laidOut = from.position.clusterIndex - start.clusterIndex + walked
        charactersWalkedByLastUpdate = walked
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

    /// Flows the text from `start` to its end; returns the grapheme clusters walked.
    ///
    /// The default measurer's advances come from its tables directly (``GlyphAdvances``, an
    /// ASCII cluster without making a `Character`); any other measurer is asked cluster by cluster.
    private mutating func flow(from start: ResumePoint, measurer: some TextMeasurer) -> Int {
        if usesASCIITable, let glyphs = measurer as? GlyphAdvanceMeasurer {
            return flow(from: start, advances: GlyphAdvances(measurer: glyphs, font: font))
        }
        return flow(from: start, advances: MeasuredAdvances(measurer: measurer, font: font))
    }

    /// The next cluster of `walk`: its class, its advance (0 for a line break, which is not
    /// measured) and its UTF-8 length.
    @inline(__always)
    static func nextCluster(
        _ walk: inout CharacterWalk, _ advances: some ClusterAdvances
    ) -> (kind: CharacterClass, advance: Double, length: Int)? {
        if let byte = walk.nextASCII() {
            let kind = CharacterClass(asciiByte: byte)
            return (kind, kind == .newline ? 0 : advances.advance(ofASCII: byte), 1)
        }
        guard let (character, length) = walk.next() else { return nil }
        let kind = CharacterClass(character)
        return (kind, kind == .newline ? 0 : advances.advance(of: character), length)
    }

    /// Walks the text from `start` to its end through a ``LineBreaker`` and keeps the lines,
    /// width, line starts and break opportunities it ends with.
    private mutating func flow(from start: ResumePoint, advances: some ClusterAdvances) -> Int {
        var breaker = LineBreaker(from: start, older: older, newer: newer, width: width)
        var walk = CharacterWalk(text, fromUTF8Offset: start.position.utf8Offset)
        while let (kind, advance, length) = Self.nextCluster(&walk, advances) {
            breaker.take(kind, advance: advance, length: length, text: text, advances: advances)
        }
        breaker.finish(text: text, advances: advances)
        older = breaker.older
        newer = breaker.newer
        breaks = (breaker.breakBefore, breaker.lastBreak)
        lineCount = breaker.lineCount
        maxLineWidth = breaker.maxLineWidth
        return breaker.cluster - start.position.clusterIndex
    }
}
