/// A JSON document with ordered objects, serialised byte-for-byte deterministically.
///
/// Reports are compared byte for byte between runs, so serialisation must not depend on
/// dictionary order or on the platform's number formatting: objects keep insertion order and
/// numbers are printed by ``JSONValue/formatNumber(_:)``.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    /// A whole number written exactly as its digits, for values a `Double` cannot hold
    /// exactly (a seed above 2⁵³). Below 10¹⁵ it serialises as ``number(_:)`` does.
    case integer(UInt64)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.integer(a), .integer(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case (.null, _), (.bool, _), (.number, _), (.integer, _), (.string, _), (.array, _), (.object, _): false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(serialized())
    }

    /// The value of `key` in an object, or nil. O(n) in the object's size.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    /// Serialises the value. `indent` > 0 pretty-prints with that many spaces a level.
    public func serialized(indent: Int = 0) -> String {
        var out = ""
        write(to: &out, indent: indent, level: 0)
        return out
    }

    private func write(to out: inout String, indent: Int, level: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += JSONValue.formatNumber(n)
        case .integer(let n): out += String(n)
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent, level + 1)
                item.write(to: &out, indent: indent, level: level + 1)
            }
            newline(&out, indent, level)
            out += "]"
        case .object(let pairs):
            if pairs.isEmpty { out += "{}"; return }
            out += "{"
            for (i, (key, value)) in pairs.enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent, level + 1)
                JSONValue.writeString(key, to: &out)
                out += indent > 0 ? ": " : ":"
                value.write(to: &out, indent: indent, level: level + 1)
            }
            newline(&out, indent, level)
            out += "}"
        }
    }

    private func newline(_ out: inout String, _ indent: Int, _ level: Int) {
        guard indent > 0 else { return }
        out += "\n"
        out += String(repeating: " ", count: indent * level)
    }

    /// Formats a number the same way on every platform: integers without a fraction,
    /// other values rounded to 6 significant decimals after the point, trailing zeros
    /// dropped. Non-finite values (never produced by a correct run) print as `null`.
    /// `value` as ``formatNumber(_:)`` writes it and a reader reads it back, so a value of a
    /// run in memory compares equal to the same value read from its `report.json`.
    public static func roundedAsWritten(_ value: Double) -> Double {
        guard value.isFinite, abs(value) < 1e15, value != value.rounded() else { return value }
        return (value * 1_000_000).rounded() / 1_000_000
    }

    public static func formatNumber(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        // Beyond 10¹⁵ every double is whole; scaling it by 10⁶ could overflow to infinity.
        guard abs(value) < 1e15 else { return value.description }
        if value == value.rounded() { return String(Int64(value)) }
        let scaled = (value * 1_000_000).rounded() / 1_000_000
        if scaled == scaled.rounded(), abs(scaled) < 1e15 { return String(Int64(scaled)) }
        // Swift's description is the shortest round-tripping form, identical on every platform.
        return scaled.description
    }

    private static func writeString(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
