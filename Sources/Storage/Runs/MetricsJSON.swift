/// Reads the `metrics` and `hostMetrics` columns of the run history: a flat JSON object of
/// numbers, `{"frames":600,"hitches":2}`, as ``RunHistory`` writes them.
///
/// `JSONDecoder` spends about a hundred microseconds on each such object, which made
/// reading a history of a year of CI runs (10⁵ rows and more) take minutes; this reads the
/// bytes once. A key with an escape sequence or anything unusual gives nil, and the caller
/// falls back to its full decoder, so the result is always what a JSON parser reads. A
/// repeated key, which a JSON decoder takes silently (one value lost), throws.
enum MetricsJSON {
    /// A key given twice in one object.
    struct RepeatedKey: Error, Equatable {
        var key: String
    }

    /// The object's keys and values, or nil when the text is not a flat object of plain
    /// keys and numbers. O(length).
    static func parse(_ text: String) throws(RepeatedKey) -> [String: Double]? {
        let bytes = Array(text.utf8)
        var index = 0
        func skipSpaces() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
                index += 1
            }
        }
        func take(_ byte: UInt8) -> Bool {
            skipSpaces()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        func isNumberByte(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+")
        }
        guard take(UInt8(ascii: "{")) else { return nil }
        var result: [String: Double] = [:]
        if !take(UInt8(ascii: "}")) {
            repeat {
                guard take(UInt8(ascii: "\"")) else { return nil }
                let keyStart = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\") { return nil }
                    index += 1
                }
                guard index < bytes.count, let key = String(validating: bytes[keyStart..<index], as: UTF8.self) else { return nil }
                index += 1
                guard take(UInt8(ascii: ":")) else { return nil }
                skipSpaces()
                // JSON numbers carry no plus sign before them.
                guard index < bytes.count, bytes[index] != UInt8(ascii: "+") else { return nil }
                let numberStart = index
                while index < bytes.count, isNumberByte(bytes[index]) { index += 1 }
                guard let numberText = String(validating: bytes[numberStart..<index], as: UTF8.self), let value = Double(numberText) else { return nil }
                guard result.updateValue(value, forKey: key) == nil else { throw RepeatedKey(key: key) }
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")) else { return nil }
        }
        skipSpaces()
        return index == bytes.count ? result : nil
    }
}
