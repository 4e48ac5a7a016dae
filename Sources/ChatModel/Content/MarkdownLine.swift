/// The block-level meaning of one line of Markdown outside a code block.
///
/// A subset of CommonMark's block grammar sized for chat replies: ATX headings, fenced code
/// (```` ``` ```` / `~~~`, at most three spaces of indent), blockquotes, bullet and ordered
/// list items (at any indent, so nested lists are items too), blank lines and plain text.
/// Not modelled: setext headings, indented code blocks, tables, HTML blocks (their lines are
/// plain text).
///
/// Content ranges index the classified slice and exclude leading and trailing spaces.
enum MarkdownLine: Equatable {
    case blank
    case fence(marker: UInt8, length: Int, language: String?)
    case heading(level: Int, content: Range<Int>)
    case listItem(ordered: Bool, content: Range<Int>)
    case blockquote(content: Range<Int>)
    case text(content: Range<Int>)

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let hash = UInt8(ascii: "#")
    private static let greaterThan = UInt8(ascii: ">")
    private static let backtick = UInt8(ascii: "`")
    private static let tilde = UInt8(ascii: "~")

    private static func isSpace(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    /// Classifies `line` (without its line terminator). O(line length).
    static func classify(_ line: ArraySlice<UInt8>) -> MarkdownLine {
        var end = line.endIndex
        while end > line.startIndex, isSpace(line[end - 1]) { end -= 1 }
        var start = line.startIndex
        while start < end, isSpace(line[start]) { start += 1 }
        if start == end { return .blank }
        let indent = start - line.startIndex
        let first = line[start]

        if indent <= 3 {
            if first == backtick || first == tilde {
                let run = runLength(of: first, in: line, from: start, to: end)
                if run >= 3 {
                    let info = trimmed(line, (start + run)..<end)
                    if first == tilde || !line[info].contains(backtick) {
                        let word = line[info].prefix { !isSpace($0) }
                        let language = word.isEmpty ? nil : String(decoding: word, as: UTF8.self)
                        return .fence(marker: first, length: run, language: language)
                    }
                }
            }
            if first == hash {
                let level = runLength(of: hash, in: line, from: start, to: end)
                if level <= 6, start + level == end || isSpace(line[start + level]) {
                    return .heading(level: level, content: trimmed(line, (start + level)..<end))
                }
            }
            if first == greaterThan {
                return .blockquote(content: trimmed(line, (start + 1)..<end))
            }
        }
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "+") {
            if start + 1 == end || isSpace(line[start + 1]) {
                return .listItem(ordered: false, content: trimmed(line, (start + 1)..<end))
            }
        }
        if first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9") {
            var j = start
            while j < end, j - start < 9, line[j] >= UInt8(ascii: "0") && line[j] <= UInt8(ascii: "9") { j += 1 }
            if j < end, line[j] == UInt8(ascii: ".") || line[j] == UInt8(ascii: ")"),
               j + 1 == end || isSpace(line[j + 1]) {
                return .listItem(ordered: true, content: trimmed(line, (j + 1)..<end))
            }
        }
        return .text(content: start..<end)
    }

    /// Whether `line` closes a fence opened by `length` × `marker`: at most three spaces of
    /// indent, at least as many markers, then only spaces (CommonMark 4.5).
    static func closesFence(_ line: ArraySlice<UInt8>, marker: UInt8, length: Int) -> Bool {
        var start = line.startIndex
        while start < line.endIndex, line[start] == space, start - line.startIndex < 4 { start += 1 }
        guard start - line.startIndex <= 3 else { return false }
        let run = runLength(of: marker, in: line, from: start, to: line.endIndex)
        guard run >= length else { return false }
        return line[(start + run)...].allSatisfy(isSpace)
    }

    private static func runLength(of byte: UInt8, in line: ArraySlice<UInt8>, from start: Int, to end: Int) -> Int {
        var j = start
        while j < end, line[j] == byte { j += 1 }
        return j - start
    }

    private static func trimmed(_ line: ArraySlice<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, isSpace(line[lower]) { lower += 1 }
        while upper > lower, isSpace(line[upper - 1]) { upper -= 1 }
        return lower..<upper
    }
}
