/// Builds a ``JSONValue`` tree as ``StrictJSON`` scans a document: the scanner reports each
/// value, each opened and closed container and each key, in document order.
///
/// Open containers are kept on stacks of their own (no recursion, no copy of a growing
/// array), so a document costs O(n) to build whatever its nesting.
struct JSONTreeBuilder {
    /// Per open container, whether it is an object.
    private var kinds: [Bool] = []
    private var arrays: [[JSONValue]] = []
    private var objects: [[(String, JSONValue)]] = []
    /// The key of the value each open object expects next.
    private var keys: [String] = []
    /// The document, once its outermost value is complete.
    private(set) var root: JSONValue = .null

    mutating func open(object: Bool) {
        kinds.append(object)
        if object {
            objects.append([])
            keys.append("")
        } else {
            arrays.append([])
        }
    }

    mutating func key(_ name: String) {
        keys[keys.count - 1] = name
    }

    /// A complete value: the next element of the innermost open container, or the document.
    mutating func add(_ value: JSONValue) {
        guard let isObject = kinds.last else {
            root = value
            return
        }
        if isObject {
            objects[objects.count - 1].append((keys[keys.count - 1], value))
        } else {
            arrays[arrays.count - 1].append(value)
        }
    }

    mutating func close() {
        if kinds.removeLast() {
            keys.removeLast()
            add(.object(objects.removeLast()))
        } else {
            add(.array(arrays.removeLast()))
        }
    }

    /// The value of a number literal the scanner has checked: exact digits for a whole
    /// number from 2⁵³ (where a `Double` stops holding every whole number) to 2⁶⁴ − 1,
    /// otherwise the `Double` nearest to it (±infinity beyond the `Double` range; the
    /// records' range checks refuse those). Swift's own parser, the same on every platform.
    static func number(_ literal: Slice<UnsafeBufferPointer<UInt8>>) -> JSONValue {
        let text = String(decoding: literal, as: UTF8.self)
        let isWhole = !literal.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        if isWhole, let whole = UInt64(text), whole >= 1 << 53 { return .integer(whole) }
        return .number(Double(text) ?? .nan)
    }
}
