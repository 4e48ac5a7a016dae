/// A message's content split into ``ContentSegment``s, kept up to date as chunks stream in.
///
/// Build it from a whole string with ``init(_:)`` or feed it chunks with ``append(_:)``; the
/// two agree exactly: for every way of cutting a string into chunks — through a tag
/// (`<th` + `ink>`, `</thi` + `nk>`), through a fence (` `` ` + `` `swift\n ``), between the
/// scalars of an emoji ZWJ sequence — the segments after the last chunk equal the segments
/// of the whole string.
///
/// ## Grammar
///
/// Thinking tags come first, as in the iris design (which finds `<think>(.*?)</think>` before
/// rendering anything else): a `<think>` anywhere outside a thinking block opens one — it
/// ends the line before it, and an open code block or paragraph with it — and everything up
/// to the next `</think>` is thinking text, Markdown included. Text after `</think>` starts
/// a new line. (The iris design's regex has no `dotMatchesLineSeparators`, so it misses multi-line
/// blocks; this models what it means to do, not that bug.) Outside thinking blocks, lines
/// are Markdown blocks as ``MarkdownLine`` describes, with inline markup rendered per line
/// (see ``ContentSegment`` for what the displayed text keeps). An unclosed `<think>` or
/// fence at the end is an open segment.
///
/// ## Incremental cost
///
/// The parser commits everything that no later input can change and keeps only the
/// unfinished tail: the current incomplete line (outside thinking blocks), or at most the
/// trailing whitespace and a partial `</think>` (inside one). What the tail shows at the
/// moment — a half-typed heading, the last line of a code block, a paragraph's last line —
/// is laid over the committed segments provisionally and taken back at the next append.
/// ``append(_:)`` therefore costs amortised O(chunk + tail) where the tail is the last
/// incomplete line: a thinking block streams in O(chunk) per append however long it grows,
/// code and Markdown in O(chunk + current line). A reply written as one very long line
/// without line breaks is the slow case: each append re-renders that line.
/// ``firstChangedSegmentIndex`` tells a layout which segments to re-measure.
public struct SegmentedContent: Sendable {
    /// The segments in reading order.
    public internal(set) var segments: [ContentSegment] = []

    /// The lowest index whose segment the last ``append(_:)`` may have changed, added or
    /// removed; segments before it are unchanged. Conservative: the provisional tail is
    /// re-laid on every append, so its index is reported even when it came out the same.
    /// `nil` when the append touched no segment.
    /// May equal `segments.count` when the append only removed segments (a provisional
    /// `-` list item becoming `--` in a paragraph).
    public private(set) var firstChangedSegmentIndex: Int?

    /// UTF-8 length of all text appended so far.
    public private(set) var utf8Count = 0

    enum Mode: Hashable, Sendable {
        case markdown
        case code(marker: UInt8, length: Int, hasLines: Bool)
        case thinking
    }

    var mode = Mode.markdown
    /// The unfinished tail as UTF-8.
    var tail: [UInt8] = []
    /// Leading bytes of ``tail`` already scanned in Markdown mode and found to hold no line
    /// break and to start no `<think>`: the next scan resumes there, so a long unfinished
    /// line is scanned once, not on every append. 0 in thinking mode.
    private var tailScanned = 0
    var provisional: ProvisionalRecord?
    /// Set by the provisional pass when it alters the last committed segment.
    var provisionalTouchedLast = false
    /// Where inline Markdown is rendered, kept between lines (``InlineMarkdownRenderer/render(_:reusing:)``).
    private var renderBuffer: [UInt8] = []

    private static let openTag = Array("<think>".utf8)
    private static let closeTag = Array("</think>".utf8)
    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// Empty content, ready for ``append(_:)``.
    public init() {}

    /// Segments `text` at once. O(text length).
    public init(_ text: some StringProtocol) {
        append(text)
    }

    /// Appends a streamed chunk and updates ``segments`` and ``firstChangedSegmentIndex``.
    ///
    /// Amortised O(chunk length + length of the unfinished tail), the tail being the last
    /// incomplete line outside thinking blocks and at most the trailing whitespace plus
    /// seven bytes of a partial `</think>` inside one. Earlier text is never re-scanned.
    public mutating func append(_ chunk: some StringProtocol) {
        // The bytes go in through one concrete path: called from another module, this
        // function is not specialised, and appending a generic UTF-8 view went byte by byte
        // through its protocol witnesses.
        let appended: Void? = chunk.utf8.withContiguousStorageIfAvailable { appendUTF8($0) }
        if appended == nil { Array(chunk.utf8).withUnsafeBufferPointer { appendUTF8($0) } }
    }

    /// ``append(_:)`` for a substring (a streamed text's new suffix), without going through
    /// `StringProtocol`'s witnesses when called from another module. Same cost.
    public mutating func append(_ chunk: Substring) {
        var chunk = chunk
        chunk.withUTF8 { appendUTF8($0) }
    }

    private mutating func appendUTF8(_ chunk: UnsafeBufferPointer<UInt8>) {
        firstChangedSegmentIndex = nil
        retractProvisional()
        tail.append(contentsOf: chunk)
        utf8Count += chunk.count
        commitFinishedInput()
        renderTailProvisionally()
    }

    // MARK: - Committing

    private mutating func commitFinishedInput() {
        var cursor = 0
        scanning: while cursor < tail.count {
            if mode == .thinking {
                if let close = Self.find(Self.closeTag, in: tail, from: cursor) {
                    appendThinking(tail[cursor..<close], closing: true)
                    closeLast()
                    mode = .markdown
                    cursor = close + Self.closeTag.count
                } else {
                    let held = heldThinkingStart(from: cursor)
                    appendThinking(tail[cursor..<held], closing: false)
                    cursor = held
                    break scanning
                }
            } else {
                var j = max(cursor, tailScanned)
                tailScanned = 0
                var opensThinking = false
                let lessThan = UInt8(ascii: "<"), newline = Self.newline
                while j < tail.count {
                    let byte = tail[j]
                    if byte == newline { break }
                    if byte == lessThan, Self.matches(Self.openTag, in: tail, at: j) {
                        opensThinking = true
                        break
                    }
                    j += 1
                }
                if j == tail.count {
                    // A `<think>` may still start in the last six bytes, once more arrive.
                    tailScanned = max(cursor, j - (Self.openTag.count - 1)) - cursor
                    break scanning
                }
                if opensThinking {
                    if j > cursor { processLine(Self.strippingCR(tail[cursor..<j]), isComplete: true) }
                    openThinking()
                    cursor = j + Self.openTag.count
                } else {
                    processLine(Self.strippingCR(tail[cursor..<j]), isComplete: true)
                    cursor = j + 1
                }
            }
        }
        tail.removeFirst(cursor)
    }

    /// Where the bytes that must wait start: trailing whitespace (trimmed if the block
    /// closes next) followed by a proper prefix of `</think>`.
    private func heldThinkingStart(from cursor: Int) -> Int {
        var held = tail.count
        for length in stride(from: min(Self.closeTag.count - 1, tail.count - cursor), through: 1, by: -1)
        where Self.matches(Self.closeTag[..<length], in: tail, at: tail.count - length) {
            held = tail.count - length
            break
        }
        while held > cursor, Self.isWhitespace(tail[held - 1]) { held -= 1 }
        return held
    }

    mutating func appendThinking(_ bytes: ArraySlice<UInt8>, closing: Bool) {
        let index = segments.count - 1
        var content = bytes
        if segments[index].text.isEmpty {
            while let first = content.first, Self.isWhitespace(first) { content.removeFirst() }
        }
        if closing {
            while let last = content.last, Self.isWhitespace(last) { content.removeLast() }
        }
        guard !content.isEmpty else { return }
        touch(index)
        segments[index].text += String(decoding: content, as: UTF8.self)
    }

    private mutating func openThinking() {
        closeLast()
        mode = .thinking
        addSegment(ContentSegment(kind: .thinking, text: "", isClosed: false))
    }

    /// Applies one line (without terminator). `isComplete` is false for the provisional
    /// last line, which keeps a heading open.
    mutating func processLine(_ line: ArraySlice<UInt8>, isComplete: Bool) {
        if case .code(let marker, let length, let hasLines) = mode {
            if MarkdownLine.closesFence(line, marker: marker, length: length) {
                closeLast()
                mode = .markdown
            } else {
                let index = segments.count - 1
                touch(index)
                if hasLines { segments[index].text += "\n" }
                segments[index].text += String(decoding: line, as: UTF8.self)
                mode = .code(marker: marker, length: length, hasLines: true)
            }
            return
        }
        switch MarkdownLine.classify(line) {
        case .blank:
            closeLast()
        case .fence(let marker, let length, let language):
            closeLast()
            mode = .code(marker: marker, length: length, hasLines: false)
            addSegment(ContentSegment(kind: .code(language: language), text: "", isClosed: false))
        case .heading(let level, let content):
            closeLast()
            addRendered(.heading(level: level), line[content], isClosed: isComplete)
        case .listItem(let ordered, let content):
            closeLast()
            addRendered(.listItem(ordered: ordered), line[content], isClosed: false)
        case .blockquote(let content):
            if openLastKind == .blockquote {
                continueLast(line[content])
            } else {
                closeLast()
                addRendered(.blockquote, line[content], isClosed: false)
            }
        case .text(let content):
            switch openLastKind {
            case .paragraph, .listItem, .blockquote: continueLast(line[content])
            case .thinking, .code, .heading, nil: addRendered(.paragraph, line[content], isClosed: false)
            }
        }
    }

    /// The kind of the last segment if a following plain line can continue it.
    private var openLastKind: ContentSegment.Kind? {
        guard let last = segments.last, !last.isClosed else { return nil }
        switch last.kind {
        case .paragraph, .blockquote, .listItem: return last.kind
        case .thinking, .code, .heading: return nil
        }
    }

    private mutating func addRendered(_ kind: ContentSegment.Kind, _ bytes: ArraySlice<UInt8>, isClosed: Bool) {
        let (text, markup) = InlineMarkdownRenderer.render(bytes, reusing: &renderBuffer)
        addSegment(ContentSegment(kind: kind, text: text, isClosed: isClosed, inlineMarkup: markup))
    }

    private mutating func continueLast(_ bytes: ArraySlice<UInt8>) {
        let index = segments.count - 1
        let (text, markup) = InlineMarkdownRenderer.render(bytes, reusing: &renderBuffer)
        touch(index)
        segments[index].text += "\n"
        segments[index].text += text
        segments[index].inlineMarkup += markup
    }

    private mutating func addSegment(_ segment: ContentSegment) {
        touch(segments.count)
        segments.append(segment)
    }

    private mutating func closeLast() {
        guard let last = segments.indices.last, !segments[last].isClosed else { return }
        touch(last)
        segments[last].isClosed = true
    }

    mutating func touch(_ index: Int) {
        if let committedCount = provisional?.committedCount, index == committedCount - 1 {
            provisionalTouchedLast = true
        }
        firstChangedSegmentIndex = min(firstChangedSegmentIndex ?? index, index)
    }

    // MARK: - Byte helpers

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    static func strippingCR(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.last == carriageReturn ? line.dropLast() : line
    }

    private static func matches(_ pattern: some Collection<UInt8>, in bytes: [UInt8], at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        return zip(bytes[index...], pattern).allSatisfy { $0 == $1 }
    }

    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var i = start
        while i + pattern.count <= bytes.count {
            if bytes[i] == pattern[0], matches(pattern, in: bytes, at: i) { return i }
            i += 1
        }
        return nil
    }
}
