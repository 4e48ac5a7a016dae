/// Strips inline Markdown from one line and measures what it styled.
///
/// A deliberately small subset of CommonMark's inline grammar, enough for the shape of chat
/// replies: code spans (a backtick run closed by a run of the same length), `**strong**` /
/// `__strong__`, `*emphasis*` / `_emphasis_` (underscores only at word boundaries, so
/// `snake_case` stays literal), `[label](url)` links and backslash escapes of ASCII
/// punctuation. A marker without a matching closer stays literal, which is also how a
/// half-streamed `**bol` is shown. Markup does not span lines: each line is rendered on its
/// own, which keeps incremental segmentation local to the last line.
///
/// Works on UTF-8 bytes; every marker is ASCII, so splitting at markers never splits a
/// scalar. Complexity O(n) for ordinary text, O(n²) worst case for long runs of unmatched
/// openers.
struct InlineMarkdownRenderer {
    private(set) var output: [UInt8] = []
    private(set) var markup = InlineMarkup()

    private static let backtick = UInt8(ascii: "`")
    private static let star = UInt8(ascii: "*")
    private static let underscore = UInt8(ascii: "_")
    private static let openBracket = UInt8(ascii: "[")
    private static let closeBracket = UInt8(ascii: "]")
    private static let openParen = UInt8(ascii: "(")
    private static let closeParen = UInt8(ascii: ")")
    private static let backslash = UInt8(ascii: "\\")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")

    /// Renders `line`, returning the displayed text and its markup.
    ///
    /// A line without any marker byte (most prose: the unfinished line of a streamed
    /// paragraph is rendered again on every chunk) is shown as it is, without building the
    /// output byte by byte; ``renderMarkers(_:)`` gives the same for it (pinned by tests).
    static func render(_ line: ArraySlice<UInt8>) -> (text: String, markup: InlineMarkup) {
        var buffer: [UInt8] = []
        return render(line, reusing: &buffer)
    }

    /// ``render(_:)``, building the displayed bytes in `buffer` (its contents are replaced;
    /// its capacity is kept for the next line), so rendering the unfinished line of a streamed
    /// paragraph again on every chunk allocates only the resulting text.
    static func render(_ line: ArraySlice<UInt8>, reusing buffer: inout [UInt8]) -> (text: String, markup: InlineMarkup) {
        if !line.contains(where: isSpecial) { return (String(decoding: line, as: UTF8.self), InlineMarkup()) }
        return renderMarkers(line, reusing: &buffer)
    }

    /// Renders `line` marker by marker: the general path of ``render(_:)``.
    static func renderMarkers(_ line: ArraySlice<UInt8>) -> (text: String, markup: InlineMarkup) {
        var buffer: [UInt8] = []
        return renderMarkers(line, reusing: &buffer)
    }

    private static func renderMarkers(_ line: ArraySlice<UInt8>, reusing buffer: inout [UInt8]) -> (text: String, markup: InlineMarkup) {
        var renderer = InlineMarkdownRenderer()
        swap(&renderer.output, &buffer)
        renderer.output.removeAll(keepingCapacity: true)
        renderer.output.reserveCapacity(line.count)
        renderer.renderInline(line)
        let text = String(decoding: renderer.output, as: UTF8.self)
        swap(&renderer.output, &buffer)
        return (text, renderer.markup)
    }

    private static func characters(_ bytes: ArraySlice<UInt8>) -> Int {
        // ASCII-only runs count one Character a byte (except CR LF, which never occurs
        // inside a line); anything else goes through grapheme breaking.
        if bytes.allSatisfy({ $0 < 0x80 }) { return bytes.count }
        return String(decoding: bytes, as: UTF8.self).count
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        // Letters, digits and every non-ASCII byte count as word characters.
        byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }

    private static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte)
            || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
    }

    private static func runLength(of byte: UInt8, in s: ArraySlice<UInt8>, from i: Int) -> Int {
        var j = i
        while j < s.endIndex && s[j] == byte { j += 1 }
        return j - i
    }

    private mutating func renderInline(_ s: ArraySlice<UInt8>) {
        var i = s.startIndex
        while i < s.endIndex {
            let byte = s[i]
            switch byte {
            case Self.backtick:
                i = renderCodeSpan(s, at: i)
            case Self.star, Self.underscore:
                i = renderEmphasis(s, at: i)
            case Self.openBracket:
                i = renderLink(s, at: i)
            case Self.backslash where i + 1 < s.endIndex && Self.isASCIIPunctuation(s[i + 1]):
                output.append(s[i + 1])
                markup.markerCharacters += 1
                i += 2
            default:
                var j = i + 1
                while j < s.endIndex, !Self.isSpecial(s[j]) { j += 1 }
                output.append(contentsOf: s[i..<j])
                i = j
            }
        }
    }

    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == backtick || byte == star || byte == underscore || byte == openBracket || byte == backslash
    }

    /// A backtick run closed by a run of exactly the same length; otherwise literal.
    private mutating func renderCodeSpan(_ s: ArraySlice<UInt8>, at i: Int) -> Int {
        let n = Self.runLength(of: Self.backtick, in: s, from: i)
        var j = i + n
        while j < s.endIndex {
            if s[j] == Self.backtick {
                let m = Self.runLength(of: Self.backtick, in: s, from: j)
                if m == n {
                    let content = s[(i + n)..<j]
                    output.append(contentsOf: content)
                    markup.codeCharacters += Self.characters(content)
                    markup.markerCharacters += 2 * n
                    return j + m
                }
                j += m
            } else {
                j += 1
            }
        }
        output.append(contentsOf: s[i..<(i + n)])
        return i + n
    }

    /// `**x**` / `__x__` (strong) or `*x*` / `_x_` (emphasis); content must not start or end
    /// with a space; underscores must sit at word boundaries.
    private mutating func renderEmphasis(_ s: ArraySlice<UInt8>, at i: Int) -> Int {
        let marker = s[i]
        let run = Self.runLength(of: marker, in: s, from: i)
        if marker == Self.underscore, i > s.startIndex, Self.isWordByte(s[i - 1]) {
            output.append(contentsOf: s[i..<(i + run)])
            return i + run
        }
        for width in (run >= 2 ? [2, 1] : [1]) {
            if let close = findCloser(marker, width: width, in: s, after: i + width) {
                let contentStart = output.count
                renderInline(s[(i + width)..<close])
                let characters = Self.characters(output[contentStart...])
                if width == 2 { markup.strongCharacters += characters } else { markup.emphasisCharacters += characters }
                markup.markerCharacters += 2 * width
                return close + width
            }
        }
        output.append(contentsOf: s[i..<(i + run)])
        return i + run
    }

    private func findCloser(_ marker: UInt8, width: Int, in s: ArraySlice<UInt8>, after start: Int) -> Int? {
        guard start < s.endIndex, !Self.isSpace(s[start]), s[start] != marker else { return nil }
        var j = start + 1
        while j + width <= s.endIndex {
            if s[j] == marker {
                let run = Self.runLength(of: marker, in: s, from: j)
                let leftOK = !Self.isSpace(s[j - 1])
                let rightOK = marker != Self.underscore || j + run >= s.endIndex || !Self.isWordByte(s[j + run])
                if run >= width, leftOK, rightOK { return j }
                j += run
            } else {
                j += 1
            }
        }
        return nil
    }

    /// `[label](url)`; otherwise the bracket is literal.
    private mutating func renderLink(_ s: ArraySlice<UInt8>, at i: Int) -> Int {
        guard let close = s[(i + 1)...].firstIndex(of: Self.closeBracket),
              close + 1 < s.endIndex, s[close + 1] == Self.openParen,
              let end = s[(close + 2)...].firstIndex(of: Self.closeParen)
        else {
            output.append(Self.openBracket)
            return i + 1
        }
        let labelStart = output.count
        renderInline(s[(i + 1)..<close])
        markup.linkCharacters += Self.characters(output[labelStart...])
        markup.markerCharacters += 1 + Self.characters(s[close...end])
        return end + 1
    }
}
