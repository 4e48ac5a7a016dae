import Foundation
import RunResults
import Testing

/// The JSON tree, its parser and the Codable coder pair every report record goes through:
/// the same bytes and the same numbers on every platform, strict where Foundation is lenient.
@Suite struct JSONValueCoderTests {
    private struct Sample: Codable, Equatable {
        var name: String
        var count: Int
        var seed: UInt64
        var ratio: Double
        var flag: Bool
        var list: [Int]
        var note: String?
    }

    private func parse(_ text: String) throws -> JSONValue {
        try StrictJSON.parse(Data(text.utf8))
    }

    @Test func parsingKeepsObjectOrderAndReadsBackWhatSerialisationWrote() throws {
        let value: JSONValue = .object([
            ("z", .number(1.5)), ("a", .array([.bool(true), .null, .string("é \"q\"\n\u{1}")])), ("m", .object([])),
            ("seed", .integer(UInt64.max)), ("neg", .number(-0.25)), ("list", .array([])),
        ])
        for indent in [0, 2] {
            let text = value.serialized(indent: indent)
            #expect(try parse(text) == value)
            #expect(try parse(text).serialized(indent: indent) == text)
        }
    }

    @Test func wholeNumbersAreExactFromTwoToThe53AndDoublesBelow() throws {
        #expect(try parse("9007199254740993") == .integer(9_007_199_254_740_993))
        #expect(try parse("18446744073709551615") == .integer(UInt64.max))
        #expect(try parse("7") == .number(7))
        #expect(try parse("18446744073709551616") == .number(18_446_744_073_709_551_616))
        #expect(try parse("1e400") == .number(.infinity))
        #expect(try parse("-2.5e-3") == .number(-0.0025))
    }

    @Test func theParserRefusesWhatTheStrictScanRefusesAtTheSamePlace() {
        for text in [#"{"a": 1, "a": 2}"#, "[1,]", #"{"a": tru}"#, "[1] 2"] {
            var parsed: StrictJSON.Problem?, checked: StrictJSON.Problem?
            do { _ = try StrictJSON.parse(Data(text.utf8)) } catch { parsed = error }
            do { try StrictJSON.check(Data(text.utf8)) } catch { checked = error }
            #expect(parsed != nil && parsed == checked, "\(text)")
        }
    }

    @Test func recordsRoundTripThroughTheCoderPair() throws {
        let sample = Sample(name: "s", count: -3, seed: UInt64.max, ratio: 0.125, flag: true, list: [1, 2], note: nil)
        let tree = try JSONValueEncoder().encode(sample)
        #expect(tree.serialized() == #"{"name":"s","count":-3,"seed":18446744073709551615,"ratio":0.125,"flag":true,"list":[1,2]}"#)
        #expect(try JSONValueDecoder().decode(Sample.self, from: tree) == sample)
        #expect(try JSONValueDecoder().decode(Sample.self, from: parse(tree.serialized(indent: 2))) == sample)
    }

    @Test func signedIntegersAreNumbersAndUnsignedOnesExactDigits() throws {
        #expect(try JSONValueEncoder().encode(Int(7)) == .number(7))
        #expect(try JSONValueEncoder().encode(UInt64(7)) == .integer(7))
        #expect(try JSONValueEncoder().encode([Float(0.5)]) == .array([.number(0.5)]))
    }

    @Test func theDecoderIsStrictWhereFoundationIsLenient() throws {
        let decoder = JSONValueDecoder()
        #expect(throws: DecodingError.self) { try decoder.decode(Double.self, from: .bool(true)) }
        #expect(throws: DecodingError.self) { try decoder.decode(Bool.self, from: .number(1)) }
        #expect(throws: DecodingError.self) { try decoder.decode(String.self, from: .null) }
        #expect(try decoder.decode(Int.self, from: .number(7.0)) == 7)
        #expect(throws: DecodingError.self) { try decoder.decode(Int.self, from: .number(7.5)) }
        // Written as a fraction above 2⁵³ the number has already been rounded: not a seed.
        #expect(throws: DecodingError.self) { try decoder.decode(UInt64.self, from: parse("9007199254740993.0")) }
        #expect(try decoder.decode(UInt64.self, from: parse("9007199254740993")) == 9_007_199_254_740_993)
        #expect(throws: DecodingError.self) { try decoder.decode(UInt8.self, from: .number(256)) }
        #expect(throws: DecodingError.self) { try decoder.decode(UInt64.self, from: .number(-1)) }
        // `null` is a value, not an absent key: a record asking for the key gets it.
        let object = try parse(#"{"name": null}"#)
        #expect(throws: DecodingError.self) { try decoder.decode([String: String].self, from: object) }
    }

    @Test func recordErrorsNameTheKeyPathAsReadersAlwaysHave() {
        #expect(JSONRecordError("must be a number", at: ["frames"]).under("metrics").within("s · natural").within("run 1").description
                == "run 1: s · natural: metrics.frames must be a number")
        #expect(JSONRecordError("must be a number", at: ["duration"]).description == "'duration' must be a number")
        #expect(JSONRecordError.unknown("metric", "x").under("gate").description == "unknown metric 'x' in gate")
        #expect(JSONRecordError.unknown("metric", "x").description == "unknown metric 'x'")
        #expect(JSONRecordError("no 'runs' list").description == "no 'runs' list")
    }

    @Test func aValueIsShownAsAMessageNamesIt() {
        #expect(JSONValue.string("1").shown == "'1'")
        #expect(JSONValue.number(1.5).shown == "1.5")
        #expect(JSONValue.array([]).shown == "a list")
        #expect(JSONValue.object([]).shown == "an object")
        #expect(JSONValue.null.shown == "null")
    }
}
