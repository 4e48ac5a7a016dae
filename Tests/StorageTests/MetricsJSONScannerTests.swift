@testable import Storage
import Testing

/// The history scanner reads what a JSON parser reads, exactly, or declines.
@Suite struct MetricsJSONScannerTests {
    static func scan(_ text: String) throws -> [String: Double]? {
        var scanner = MetricsJSONScanner(names: MetricNames())
        let read = try Array(text.utf8).withUnsafeBytes { try scanner.read($0) }
        guard read else { return nil }
        return Dictionary(uniqueKeysWithValues: scanner.values.map { (scanner.names.name($0.index), $0.value) })
    }

    @Test func numbersAreReadExactlyAsDoubleReadsThem() throws {
        for text in ["0", "600", "612.5", "0.1", "16.666666666666668", "123456789012345", "1234567890123456789", "1e15", "2.5E-3",
                     "999999999999999.9", "0.30000000000000004", "-0"] {
            #expect(try Self.scan("{\"a\":\(text)}")?["a"] == Double(text), "\(text)")
        }
    }

    @Test func whatItDoesNotReadIsDeclinedAndARepeatedKeyThrows() throws {
        #expect(try Self.scan("{\"fr\\u0061mes\":1}") == nil)
        #expect(try Self.scan("{\"a\":01}") == nil)
        #expect(try Self.scan("{\"a\":1,}") == nil)
        #expect(try Self.scan("{\"a\":+1}") == nil)
        #expect(try Self.scan(" { } ") == [:])
        #expect(throws: MetricsJSON.RepeatedKey.self) { try Self.scan("{\"a\":1,\"a\":2}") }
    }

    /// Reads `rows` with one scanner, as a history scan does, each row as a dictionary.
    static func scanRows(_ rows: [String]) throws -> [[String: Double]?] {
        var scanner = MetricsJSONScanner(names: MetricNames())
        return try rows.map { text in
            let read = try Array(text.utf8).withUnsafeBytes { try scanner.read($0) }
            guard read else { return nil }
            return Dictionary(uniqueKeysWithValues: scanner.values.map { (scanner.names.name($0.index), $0.value) })
        }
    }

    @Test func rowsWhoseKeysMoveNewOrLongerOrShorterReadAsAParserReadsThem() throws {
        // Each row's keys are first matched against the previous row's at the same position:
        // a prefix ("frame" vs "frames"), a longer key, a new key, a reordering, a missing one.
        let rows = [#"{"frames":1,"hitches":2}"#, #"{"frames":3,"hitches":4}"#, #"{"frame":5,"hitches":6}"#,
                    #"{"framesX":7,"hitches":8}"#, #"{"hitches":9,"frames":10}"#, #"{"frames":11}"#,
                    #"{"frames":12,"hitches":13,"new":14}"#, "{}", #"{"frames":15,"hitches":16}"#]
        let expected = try rows.map { try MetricsJSON.parse($0) }
        #expect(try Self.scanRows(rows) == expected)
    }

    @Test func aKeyRepeatedWhereThePreviousRowHadItStillThrows() throws {
        // The second row's second key matches the first row's second key by position.
        #expect(throws: MetricsJSON.RepeatedKey(key: "a")) { try Self.scanRows(["{\"b\":1,\"a\":2}", "{\"a\":1,\"a\":2}"]) }
        #expect(throws: MetricsJSON.RepeatedKey(key: "b")) { try Self.scanRows(["{\"a\":1,\"b\":2}", "{\"b\":1,\"b\":2}"]) }
    }
}
