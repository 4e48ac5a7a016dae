import Foundation

/// Reads the metrics columns of a large history fast: each key becomes a small integer
/// (interned once per scan: the same few dozen names repeat on every row), each number is
/// read from its bytes without making a string, and nothing is allocated per row once the
/// names are known. A row's keys are first compared with the key the previous row had at
/// the same position (rows written by one version of ChatRig list the same keys in the
/// same order), one `memcmp` each; only a key that differs is hashed and looked up.
/// ``MetricsJSON`` stays the reference: an object this scanner does not read (an escaped
/// key, a number it does not read exactly) gives nil and the caller falls back to it, so
/// the values are always a JSON parser's.
struct MetricsJSONScanner {
    /// The interned names.
    let names: MetricNames
    /// For each interned index, the row that last gave it (to find a key given twice).
    private var lastRow: [Int] = []
    private var row = 0
    /// The current row's (name index, value) pairs.
    private(set) var values: [(index: Int, value: Double)] = []
    /// The UTF-8 bytes of each interned name, by index (a copy of ``names``' own, read
    /// without a class access per key).
    private var nameBytes: [[UInt8]] = []
    /// The name index the previous row had at each position of its object.
    private var expected: [Int] = []

    init(names: MetricNames) {
        self.names = names
    }

    /// Reads `bytes` (a flat JSON object of numbers) into ``values``; false when it is not
    /// one this scanner reads (the caller falls back to ``MetricsJSON``).
    /// - Throws: ``MetricsJSON/RepeatedKey`` for a key given twice.
    mutating func read(_ bytes: UnsafeRawBufferPointer) throws(MetricsJSON.RepeatedKey) -> Bool {
        row += 1
        values.removeAll(keepingCapacity: true)
        // `index` is passed inout, not captured by local functions: a captured variable is
        // checked for exclusive access at run time, at every number.
        var index = 0
        let count = bytes.count
        func take(_ byte: UInt8, _ index: inout Int) -> Bool { Self.take(byte, bytes, &index) }
        guard take(UInt8(ascii: "{"), &index) else { return false }
        if take(UInt8(ascii: "}"), &index) { Self.skipSpaces(bytes, &index); return index == count }
        var position = 0
        repeat {
            guard take(UInt8(ascii: "\""), &index) else { return false }
            defer { position += 1 }
            if position < expected.count, let matched = match(expected[position], bytes, at: index) {
                index = matched
                guard take(UInt8(ascii: ":"), &index) else { return false }
                Self.skipSpaces(bytes, &index)
                guard let value = number(bytes, &index) else { return false }
                try note(expected[position], value)
                continue
            }
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
            guard take(UInt8(ascii: ":"), &index) else { return false }
            Self.skipSpaces(bytes, &index)
            guard let value = number(bytes, &index) else { return false }
            if position < expected.count { expected[position] = name } else { expected.append(name) }
            try note(name, value)
        } while take(UInt8(ascii: ","), &index)
        guard take(UInt8(ascii: "}"), &index) else { return false }
        Self.skipSpaces(bytes, &index)
        return index == count
    }

    @inline(__always)
    private static func skipSpaces(_ bytes: UnsafeRawBufferPointer, _ index: inout Int) {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 { index += 1 }
    }

    /// Skips spaces, then `byte` when it is next (true), else false.
    @inline(__always)
    private static func take(_ byte: UInt8, _ bytes: UnsafeRawBufferPointer, _ index: inout Int) -> Bool {
        skipSpaces(bytes, &index)
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Keeps the value of the name at `name`, throwing when the row gave it already.
    @inline(__always)
    private mutating func note(_ name: Int, _ value: Double) throws(MetricsJSON.RepeatedKey) {
        if lastRow[name] == row { throw MetricsJSON.RepeatedKey(key: names.name(name)) }
        lastRow[name] = row
        values.append((name, value))
    }

    /// The index just past the closing quote when the key at `start` is the name at `name`
    /// (its bytes, then `"`), else nil.
    @inline(__always)
    private func match(_ name: Int, _ bytes: UnsafeRawBufferPointer, at start: Int) -> Int? {
        nameBytes[name].withUnsafeBytes { expected in
            let end = start + expected.count
            guard end < bytes.count, bytes[end] == UInt8(ascii: "\""),
                  memcmp(bytes.baseAddress! + start, expected.baseAddress!, expected.count) == 0 else { return nil }
            return end + 1
        }
    }

    /// The index of the name `key` (valid UTF-8), interning it the first time.
    private mutating func intern(_ key: UnsafeRawBufferPointer, hash: UInt64) -> Int? {
        guard let name = names.index(of: key, hash: hash) else { return nil }
        while nameBytes.count < names.count {
            nameBytes.append(Array(names.name(nameBytes.count).utf8))
            lastRow.append(0)
        }
        return name
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
            let magnitude = Double(mantissa) / powersOfTen[fraction]
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

    /// 10^0 … 10^15, exact (held by the scanner: a static would be a lazy global, checked at every number).
    private let powersOfTen: [Double] = (0...15).map { exponent in (0..<exponent).reduce(1.0) { value, _ in value * 10 } }
}
