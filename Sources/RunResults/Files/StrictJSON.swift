import Foundation

/// A strict check of a JSON text's syntax (RFC 8259), run before Foundation parses it.
///
/// Foundation's parsers are lenient where a hand-edited report, baseline or event log must
/// not be: a key repeated in one object is taken silently (the last wins in
/// `JSONSerialization`, the first in `JSONDecoder`'s keyed containers), and a comma before
/// a closing bracket is accepted. Either hides an edit, so either is refused here with the
/// line and column of the offending place — for a repeated key, its second occurrence,
/// naming the first. Keys are compared as decoded (`"a"` and `"\u0061"` are one key).
///
/// The scan keeps no tree: only the keys of the objects still open (at most ``maxDepth``
/// of them). Columns count Unicode scalars, as ``SourceLocation`` does.
///
/// - Complexity: O(n) time in the text's length; memory O(keys of the open objects).
package enum StrictJSON {
    /// Where and why a text is not strict JSON.
    package struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// 1-based line and column (Unicode scalars).
        package var line: Int
        package var column: Int
        package var message: String

        /// `line:column: message`.
        package var description: String { "\(line):\(column): \(message)" }
    }

    /// Deepest nesting of arrays and objects accepted: 512, as `JSONSerialization` allows.
    package static let maxDepth = 512

    /// Throws the first problem of `data` as JSON: a syntax error, a repeated key, a trailing
    /// comma, or nesting deeper than ``maxDepth``. A leading UTF-8 byte order mark is skipped.
    package static func check(_ data: Data) throws(Problem) {
        let problem = data.withUnsafeBytes { raw -> Problem? in
            var scanner = StrictJSONScanner(bytes: raw.bindMemory(to: UInt8.self))
            do throws(Problem) {
                try scanner.document()
                return nil
            } catch {
                return error
            }
        }
        if let problem { throw problem }
    }

    /// The document `data` holds, as a ``JSONValue`` tree (objects in document order),
    /// built in the same pass that checks it: the first problem is thrown as ``check(_:)``
    /// throws it. A whole number from 2⁵³ to 2⁶⁴ − 1 written without a fraction or exponent
    /// is read exactly (``JSONValue/integer(_:)``); every other number as a `Double`.
    ///
    /// - Complexity: O(n) in the text's length.
    package static func parse(_ data: Data) throws(Problem) -> JSONValue {
        let outcome = data.withUnsafeBytes { raw -> Result<JSONValue, Problem> in
            var scanner = StrictJSONScanner(bytes: raw.bindMemory(to: UInt8.self))
            scanner.tree = JSONTreeBuilder()
            do throws(Problem) {
                try scanner.document()
                return .success(scanner.tree?.root ?? .null)
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }
}

/// One pass over the bytes with an explicit stack of open containers (no recursion, so depth
/// costs no call stack).
struct StrictJSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// Per open container: nil for an array, the keys seen (with their offsets) for an object.
    var stack: [[String: Int]?] = []
    /// The tree being built when the scan parses (``StrictJSON/parse(_:)``); nil for a check.
    var tree: JSONTreeBuilder?

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func document() throws(StrictJSON.Problem) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while true {
            // A container just opened has its first element next; anything else is complete.
            if try value() { continue }
            try afterValue()
            if stack.isEmpty { break }
        }
        skipSpace()
        if index < bytes.count { throw problem(at: index, "unexpected \(shown(index)) after the end of the document") }
    }

    /// One value, or the opening of a non-empty container: its bracket is pushed (an object's
    /// first key read) and true returned.
    private mutating func value() throws(StrictJSON.Problem) -> Bool {
        skipSpace()
        guard index < bytes.count else { throw problem(at: index, "the document ends early (truncated?)") }
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard stack.count < StrictJSON.maxDepth else {
                throw problem(at: index, "nested deeper than \(StrictJSON.maxDepth) levels of arrays and objects")
            }
            let isObject = bytes[index] == UInt8(ascii: "{")
            let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == close {
                index += 1
                tree?.add(isObject ? .object([]) : .array([]))
                return false
            }
            stack.append(isObject ? [:] : nil)
            tree?.open(object: isObject)
            if isObject { try key() }
            return true
        case UInt8(ascii: "\""):
            let text = try string()
            tree?.add(.string(text))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = index
            try number()
            tree?.add(JSONTreeBuilder.number(bytes[start..<index]))
        case UInt8(ascii: "t"): try literal("true"); tree?.add(.bool(true))
        case UInt8(ascii: "f"): try literal("false"); tree?.add(.bool(false))
        case UInt8(ascii: "n"): try literal("null"); tree?.add(.null)
        default:
            throw problem(at: index, "unexpected \(shown(index)) where a value belongs")
        }
        return false
    }

    /// After a value: closes finished containers; stops after a comma (and the next key) or
    /// when the outermost value is complete.
    private mutating func afterValue() throws(StrictJSON.Problem) {
        while let top = stack.last {
            skipSpace()
            let close = top == nil ? UInt8(ascii: "]") : UInt8(ascii: "}")
            guard index < bytes.count else { throw problem(at: index, "the document ends early (truncated?)") }
            if bytes[index] == close {
                index += 1
                stack.removeLast()
                tree?.close()
                continue
            }
            guard bytes[index] == UInt8(ascii: ",") else {
                throw problem(at: index, "expected ',' or '\(Character(Unicode.Scalar(close)))', found \(shown(index))")
            }
            let comma = index
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") || bytes[index] == UInt8(ascii: "]") {
                throw problem(at: comma, "a trailing comma before '\(Character(Unicode.Scalar(bytes[index])))'")
            }
            if top != nil { try key() }
            return
        }
    }

    /// A key and its colon; a key already in the open object is refused here.
    private mutating func key() throws(StrictJSON.Problem) {
        skipSpace()
        guard index < bytes.count else { throw problem(at: index, "the document ends early (truncated?)") }
        guard bytes[index] == UInt8(ascii: "\"") else { throw problem(at: index, "expected a key in double quotes, found \(shown(index))") }
        let start = index
        let name = try string()
        if let first = stack[stack.count - 1]?.updateValue(start, forKey: name) {
            let (line, column) = position(of: first), here = problem(at: start, "")
            let place = line == here.line ? "column \(column)" : "line \(line), column \(column)"
            throw problem(at: start, "the key '\(name)' appears twice in one object (first at \(place))")
        }
        tree?.key(name)
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw problem(at: index, index < bytes.count ? "expected ':' after a key, found \(shown(index))" : "the document ends early (truncated?)")
        }
        index += 1
    }

    /// A string from its opening quote; returns it decoded (escapes resolved).
    private mutating func string() throws(StrictJSON.Problem) -> String {
        let open = index
        index += 1
        var decoded: [UInt8] = []
        var escaped = false
        var segment = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let string = escaped ? String(validating: decoded + bytes[segment..<index], as: UTF8.self)
                    : String(validating: bytes[segment..<index], as: UTF8.self)
                index += 1
                guard let string else { throw problem(at: open, "a string that is not UTF-8 text") }
                return string
            }
            if byte < 0x20 { throw problem(at: index, "a control character inside a string (write it as an escape such as \\n)") }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                decoded += bytes[segment..<index]
                try escape(into: &decoded)
                segment = index
                continue
            }
            index += 1
        }
        throw problem(at: open, "a string is not closed (truncated?)")
    }

    /// An escape sequence from its backslash, appended as UTF-8.
    private mutating func escape(into out: inout [UInt8]) throws(StrictJSON.Problem) {
        let start = index
        guard index + 1 < bytes.count else { throw problem(at: start, "a string is not closed (truncated?)") }
        let letter = bytes[index + 1]
        index += 2
        if let byte = Self.simpleEscapes[letter] {
            out.append(byte)
            return
        }
        guard letter == UInt8(ascii: "u") else { throw problem(at: start, "an unknown escape sequence") }
        var scalar = try hex4(escapeAt: start)
        if (0xD800..<0xDC00).contains(scalar), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
            let low = index
            index += 2
            let second = try hex4(escapeAt: low)
            guard (0xDC00..<0xE000).contains(second) else { throw problem(at: low, "a lone half of a UTF-16 surrogate pair") }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (second - 0xDC00)
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw problem(at: start, "a lone half of a UTF-16 surrogate pair") }
        out += Array(String(Character(unicode)).utf8)
    }

    /// `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`: the letter and the byte it stands for.
    private static let simpleEscapes: [UInt8: UInt8] = [
        0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 0x08, 0x66: 0x0C, 0x6E: 0x0A, 0x72: 0x0D, 0x74: 0x09,
    ]

    private mutating func hex4(escapeAt start: Int) throws(StrictJSON.Problem) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else {
                throw problem(at: start, "\\u must be followed by four hexadecimal digits")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
    private mutating func number() throws(StrictJSON.Problem) {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        var invalid: StrictJSON.Problem { problem(at: start, "an invalid number") }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let leadingZero = index < bytes.count && bytes[index] == UInt8(ascii: "0")
        let whole = digits()
        guard whole > 0, !(leadingZero && whole > 1) else { throw invalid }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw invalid }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw invalid }
        }
    }

    private mutating func literal(_ word: StaticString) throws(StrictJSON.Problem) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        let available = min(expected.count, bytes.count - index)
        guard available == expected.count, bytes[index..<index + available].elementsEqual(expected) else {
            let truncated = bytes[index..<index + available].elementsEqual(expected.prefix(available))
            throw problem(at: index, truncated ? "the document ends early (truncated?)" : "unexpected \(shown(index)) where a value belongs")
        }
        index += expected.count
    }

    private mutating func skipSpace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    // MARK: Places

    /// The character at `offset` for a message: `'x'`, or its code for a control character.
    private func shown(_ offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the document" }
        let byte = bytes[offset]
        return (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : String(format: "byte 0x%02X", byte)
    }

    private func problem(at offset: Int, _ message: String) -> StrictJSON.Problem {
        let (line, column) = position(of: offset)
        return StrictJSON.Problem(line: line, column: column, message: message)
    }

    /// 1-based line and column (Unicode scalars: UTF-8 continuation bytes are not counted)
    /// of `offset`. O(offset): only computed for an error.
    private func position(of offset: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in bytes[0..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
