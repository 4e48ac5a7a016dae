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
}
