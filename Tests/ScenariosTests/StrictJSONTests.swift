import Foundation
import Scenarios
import Testing

/// The strict JSON check run before Foundation parses a report, baseline or log line: what
/// Foundation takes silently (a repeated key, a trailing comma) is refused at its line and
/// column, and every JSON text is accepted.
@Suite struct StrictJSONTests {
    private func problem(_ text: String) -> StrictJSON.Problem? {
        do {
            try StrictJSON.check(Data(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func aRepeatedKeyIsRefusedAtItsSecondOccurrenceNamingTheFirst() {
        let text = "{\n  \"runs\": [{\n    \"frames\": 240,\n    \"hitches\": 2,\n    \"frames\": 250\n  }]\n}\n"
        #expect(problem(text)?.description == "5:5: the key 'frames' appears twice in one object (first at line 3, column 5)")
        #expect(problem(#"{"a": 1, "b": {"c": 2}, "a": 3}"#)?.description == "1:25: the key 'a' appears twice in one object (first at column 2)")
    }

    @Test func keysAreComparedAsDecoded() {
        #expect(problem(#"{"a": 1, "\u0061": 2}"#)?.description == "1:10: the key 'a' appears twice in one object (first at column 2)")
        #expect(problem(#"{"é": 1, "é": 2}"#)?.description == "1:10: the key 'é' appears twice in one object (first at column 2)",
                "columns count Unicode scalars, not bytes")
        #expect(problem(#"{"\ud83d\ude00": 1, "😀": 2}"#)?.message == "the key '😀' appears twice in one object (first at column 2)")
    }

    @Test func theSameKeyInAnotherObjectIsNoRepeat() {
        #expect(problem(#"{"a": {"a": 1}, "b": [{"a": 1}, {"a": 2}], "c": {"b": {"a": {}}}}"#) == nil)
    }

    @Test(arguments: [
        (#"{"a": 1,}"#, "1:8: a trailing comma before '}'"),
        ("[1, 2,\n]", "1:6: a trailing comma before ']'"),
        (#"{"runs": [{"frames": 1}, ]}"#, "1:24: a trailing comma before ']'"),
        ("{,}", "1:2: expected a key in double quotes, found ','"),
    ])
    func aTrailingCommaIsRefusedAtTheComma(text: String, expected: String) {
        #expect(problem(text)?.description == expected)
    }

    @Test(arguments: [
        (#"{"a": 1"#, "1:8: the document ends early (truncated?)"),
        (#"{"a": tr"#, "1:7: the document ends early (truncated?)"),
        (#"{"a": "x"#, "1:7: a string is not closed (truncated?)"),
        (#"{"a": 01}"#, "1:7: an invalid number"),
        (#"{"a": 1.}"#, "1:7: an invalid number"),
        (#"{"a": +1}"#, "1:7: unexpected '+' where a value belongs"),
        (#"{"a": nul}"#, "1:7: unexpected 'n' where a value belongs"),
        ("{\"a\": \"x\ty\"}", "1:9: a control character inside a string (write it as an escape such as \\n)"),
        (#"{"a": "\x"}"#, "1:8: an unknown escape sequence"),
        (#"{"a": "\u12"}"#, "1:8: \\u must be followed by four hexadecimal digits"),
        (#"{"a": 1} {}"#, "1:10: unexpected '{' after the end of the document"),
        (#"{"a" 1}"#, "1:6: expected ':' after a key, found '1'"),
        (#"[1 2]"#, "1:4: expected ',' or ']', found '2'"),
        ("", "1:1: the document ends early (truncated?)"),
    ])
    func aSyntaxErrorIsRefusedAtItsPlace(text: String, expected: String) {
        #expect(problem(text)?.description == expected)
    }

    @Test func nestingIsBoundedAtFiveHundredTwelveLevels() {
        let deepest = String(repeating: "[", count: StrictJSON.maxDepth) + String(repeating: "]", count: StrictJSON.maxDepth)
        #expect(problem(deepest) == nil)
        let deeper = "[" + deepest + "]"
        #expect(problem(deeper)?.description == "1:513: nested deeper than 512 levels of arrays and objects")
        let hostile = String(repeating: "[", count: 100_000)
        #expect(problem(hostile)?.line == 1)
    }

    @Test func everyJSONTextIsAccepted() throws {
        let texts = [
            "\u{FEFF}{}", "[]", "null", "true", "-0", "0.5e-3", "1E+9", #""\"\\\/\b\f\n\r\t\u00e9""#,
            " {\r\n\t\"a\" : [ 1 , { \"b\" : null } , \"😀\" ] } ",
            #"{"scenario": "s", "strategy": "natural", "metrics": {"frames": 240, "hitchTimeRatio": 1.25}}"#,
        ]
        for text in texts {
            #expect(problem(text) == nil, "\(text)")
            #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)) != nil, "Foundation reads \(text) too")
        }
    }
}
