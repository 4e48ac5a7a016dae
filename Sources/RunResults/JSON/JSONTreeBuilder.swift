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
    /// records' range checks refuse those) — the same on every platform.
    static func number(_ literal: Slice<UnsafeBufferPointer<UInt8>>) -> JSONValue {
        if let exact = exactDecimal(literal) { return .number(exact) }
        let text = String(decoding: literal, as: UTF8.self)
        let isWhole = !literal.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        if isWhole, let whole = UInt64(text), whole >= 1 << 53 { return .integer(whole) }
        // Swift's own parser, correctly rounded.
        return .number(Double(text) ?? .nan)
    }

    /// `-?digits(.digits)?` with at most 15 digits in all (what ChatRig writes: every figure
    /// has at most 6 decimals), computed without a parser: the digits as a whole number below
    /// 10¹⁵ and the power of ten are both exact doubles, so one division is correctly
    /// rounded — the `Double` a correctly rounding parser returns (Clinger's fast path).
    /// nil for any other literal.
    private static func exactDecimal(_ literal: Slice<UnsafeBufferPointer<UInt8>>) -> Double? {
        var digits: Int64 = 0, count = 0, decimals = 0, negative = false, afterPoint = false
        // Indices into the buffer rather than the slice's iterator: the loop runs for every number.
        let bytes = literal.base
        var index = literal.startIndex
        while index < literal.endIndex {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits = digits * 10 + Int64(byte - UInt8(ascii: "0"))
                count += 1
                if afterPoint { decimals += 1 }
            case UInt8(ascii: "-"): negative = true
            case UInt8(ascii: "."): afterPoint = true
            default: return nil  // an exponent
            }
            if count > 15 { return nil }
        }
        let magnitude = Double(digits) / powersOfTen[decimals]
        return negative ? -magnitude : magnitude
    }

    /// 10⁰ … 10¹⁵, each exact.
    private static let powersOfTen: [Double] = (0...15).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }
}
