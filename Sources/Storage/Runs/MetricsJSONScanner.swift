/// Reads the metrics columns of a large history fast: each key becomes a small integer
/// (interned once per scan: the same few dozen names repeat on every row), each number is
/// read from its bytes without making a string, and nothing is allocated per row once the
/// names are known. ``MetricsJSON`` stays the reference: an object this scanner does not read
/// (an escaped key, a number it does not read exactly) gives nil and the caller falls back
/// to it, so the values are always a JSON parser's.
struct MetricsJSONScanner {
    /// The interned names.
    let names: MetricNames
    /// For each interned index, the row that last gave it (to find a key given twice).
    private var lastRow: [Int] = []
    private var row = 0
    /// The current row's (name index, value) pairs.
    private(set) var values: [(index: Int, value: Double)] = []

    init(names: MetricNames) {
        self.names = names
    }

    /// Reads `bytes` (a flat JSON object of numbers) into ``values``; false when it is not
    /// one this scanner reads (the caller falls back to ``MetricsJSON``).
    /// - Throws: ``MetricsJSON/RepeatedKey`` for a key given twice.
    mutating func read(_ bytes: UnsafeRawBufferPointer) throws(MetricsJSON.RepeatedKey) -> Bool {
        row += 1
        values.removeAll(keepingCapacity: true)
        var index = 0
        let count = bytes.count
        @inline(__always) func skipSpaces() {
            while index < count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 { index += 1 }
        }
        @inline(__always) func take(_ byte: UInt8) -> Bool {
            skipSpaces()
            guard index < count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        guard take(UInt8(ascii: "{")) else { return false }
        if take(UInt8(ascii: "}")) { skipSpaces(); return index == count }
        repeat {
            guard take(UInt8(ascii: "\"")) else { return false }
            let keyStart = index
            var hash: UInt64 = 0xcbf29ce484222325
            while index < count, bytes[index] != UInt8(ascii: "\"") {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") || byte < 0x20 { return false }
                hash = (hash ^ UInt64(byte)) &* 0x100000001b3
                index += 1
            }
            guard index < count else { return false }
            guard let name = intern(UnsafeRawBufferPointer(rebasing: bytes[keyStart..<index]), hash: hash) else { return false }
            index += 1
            guard take(UInt8(ascii: ":")) else { return false }
            skipSpaces()
            guard let value = number(bytes, &index) else { return false }
            while lastRow.count <= name { lastRow.append(0) }
            if lastRow[name] == row { throw MetricsJSON.RepeatedKey(key: names.name(name)) }
            lastRow[name] = row
            values.append((name, value))
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")) else { return false }
        skipSpaces()
        return index == count
    }

    /// The index of the name `key` (valid UTF-8), interning it the first time.
    private mutating func intern(_ key: UnsafeRawBufferPointer, hash: UInt64) -> Int? {
        names.index(of: key, hash: hash)
    }

    /// A JSON number at `index` read exactly: an integer of up to 15 digits, or one with
    /// a fraction of up to 15 digits in all (digits ÷ 10^k with both exact doubles, which
    /// IEEE division rounds correctly); anything else (exponents, longer numbers) through
    /// `Double(String)`. Nil when it is not a JSON number.
    private func number(_ bytes: UnsafeRawBufferPointer, _ index: inout Int) -> Double? {
        let start = index, count = bytes.count
        var negative = false
        if index < count, bytes[index] == UInt8(ascii: "-") { negative = true; index += 1 }
        var mantissa: UInt64 = 0, digits = 0, fraction = 0
        let integerStart = index
        while index < count, (0x30...0x39).contains(bytes[index]) {
            mantissa = mantissa &* 10 &+ UInt64(bytes[index] - 0x30)
            digits += 1
            index += 1
        }
        guard digits > 0 else { return nil }
        // JSON allows no leading zero before other digits.
        if digits > 1 && bytes[integerStart] == 0x30 { return nil }
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < count, (0x30...0x39).contains(bytes[index]) {
                mantissa = mantissa &* 10 &+ UInt64(bytes[index] - 0x30)
                digits += 1
                index += 1
            }
            fraction = index - fractionStart
            guard fraction > 0 else { return nil }
        }
        let exponent = index < count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E"))
        if !exponent && digits <= 15 {
            let magnitude = Double(mantissa) / Self.powersOfTen[fraction]
            return negative ? -magnitude : magnitude
        }
        if exponent {
            index += 1
            if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            let exponentStart = index
            while index < count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            guard index > exponentStart else { return nil }
        }
        guard let text = String(validating: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self) else { return nil }
        return Double(text)
    }

    private static let powersOfTen: [Double] = (0...15).map { exponent in (0..<exponent).reduce(1.0) { value, _ in value * 10 } }
}
