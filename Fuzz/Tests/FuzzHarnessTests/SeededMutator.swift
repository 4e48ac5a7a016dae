import ChatModel

/// Deterministic mutations of fuzz seeds, in the manner of libFuzzer's mutators (bit flips,
/// byte changes, insertions, erasures, duplicated ranges, dictionary tokens, numbers swapped
/// for extreme ones, truncation, splicing two seeds), stacked one to four deep.
///
/// Not coverage-guided — that is `make fuzz` — but every input is a function of the seed, so
/// a failure in the test build reproduces exactly, and each run of the tests tries the same
/// thousands of near-valid inputs on every parser a user's text reaches.
struct SeededMutator {
    private var random: SeededRandom
    private let seeds: [[UInt8]]

    /// Numbers at and beyond the limits of the types the readers read them into, and the
    /// spellings YAML gives the special values: what a number in an input is swapped for.
    static let numbers: [[UInt8]] = [
        "-1", "0", "-0", "1e309", "-1e309", "1e-400", "4.9e-324", "9223372036854775807", "9223372036854775808",
        "18446744073709551616", "-9223372036854775809", "2147483648", "1e15", "1e18", "nan", ".nan", ".inf", "-.inf",
    ].map { Array($0.utf8) }

    /// Tokens the readers give meaning to: the numbers above, YAML and JSON syntax, line
    /// ends, and text whose bytes and characters differ (combining marks, emoji, a
    /// byte-order mark).
    static let dictionary: [[UInt8]] = numbers + [
        "null", "~", "true", "false", "\"", "'", ":", ": ", "- ", "-", "{", "}", "[", "]", ",", "#", "&a ", "*a", "!!str ",
        "<<: ", "|", ">", "\\", "\\u0000", "\r\n", "\r", "\n", "\t", "\u{FEFF}", "é", "e\u{301}", "👍🏽", "\u{0}",
        "data: ", ": t=", ": dt=", "event: ", "[DONE]", "ms", "s", "x", "@", "%",
    ].map { Array($0.utf8) }

    init(seed: UInt64, seeds: [[UInt8]]) {
        random = SeededRandom(seed: seed)
        self.seeds = seeds
    }

    /// The next mutant of `input`: one to four mutations applied in turn.
    mutating func mutate(_ input: [UInt8]) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            apply(to: &bytes)
        }
        return bytes
    }

    private mutating func apply(to bytes: inout [UInt8]) {
        switch Int.random(in: 0..<9, using: &random) {
        case 0 where !bytes.isEmpty:   // flip a bit
            let at = index(in: bytes)
            bytes[at] ^= 1 << UInt8.random(in: 0..<8, using: &random)
        case 1 where !bytes.isEmpty:   // change a byte
            bytes[index(in: bytes)] = UInt8.random(in: 0...255, using: &random)
        case 2:   // insert random bytes
            let count = Int.random(in: 1...4, using: &random)
            bytes.insert(contentsOf: (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }, at: position(in: bytes))
        case 3 where !bytes.isEmpty:   // erase a range
            let start = index(in: bytes)
            bytes.removeSubrange(start..<min(bytes.count, start + Int.random(in: 1...16, using: &random)))
        case 4 where !bytes.isEmpty:   // copy a range elsewhere
            let start = index(in: bytes)
            let range = bytes[start..<min(bytes.count, start + Int.random(in: 1...32, using: &random))]
            bytes.insert(contentsOf: Array(range), at: position(in: bytes))
        case 5:   // insert a dictionary token
            bytes.insert(contentsOf: token(), at: position(in: bytes))
        case 6:   // a number becomes another, often an extreme one
            replaceNumber(in: &bytes)
        case 7 where !bytes.isEmpty:   // truncate
            bytes.removeSubrange(index(in: bytes)...)
        case 8 where !seeds.isEmpty:   // splice: a prefix of this input, a suffix of another seed
            let other = seeds[Int.random(in: 0..<seeds.count, using: &random)]
            bytes = Array(bytes[..<position(in: bytes)]) + Array(other[position(in: other)...])
        default:
            bytes.insert(contentsOf: token(), at: position(in: bytes))
        }
    }

    private mutating func replaceNumber(in bytes: inout [UInt8]) {
        let digits = bytes.indices.filter { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[$0]) }
        guard !digits.isEmpty else { return bytes.insert(contentsOf: token(), at: position(in: bytes)) }
        var start = digits[Int.random(in: 0..<digits.count, using: &random)], end = start + 1
        while start > 0, Self.isNumeric(bytes[start - 1]) { start -= 1 }
        while end < bytes.count, Self.isNumeric(bytes[end]) { end += 1 }
        bytes.replaceSubrange(start..<end, with: Self.numbers[Int.random(in: 0..<Self.numbers.count, using: &random)])
    }

    private static func isNumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "e")
    }

    private mutating func token() -> [UInt8] {
        Self.dictionary[Int.random(in: 0..<Self.dictionary.count, using: &random)]
    }

    /// A byte of a non-empty input.
    private mutating func index(in bytes: [UInt8]) -> Int { Int.random(in: 0..<bytes.count, using: &random) }

    /// A place between bytes, the ends included.
    private mutating func position(in bytes: [UInt8]) -> Int { Int.random(in: 0...bytes.count, using: &random) }
}
