import Testing
@testable import Scenarios

@Suite("Strategy specs")
struct StrategySpecParserTests {
    @Test func nameAloneHasNoOptions() throws {
        #expect(try StrategySpecParser.parse("natural").get() == StrategySpec(name: "natural"))
    }

    @Test func optionsParseInOrder() throws {
        let spec = try StrategySpecParser.parse("flipped(unflip: cell, loadMore: scrollAndPrefetch)").get()
        #expect(spec.options.map(\.key) == ["unflip", "loadMore"])
        #expect(spec.options.map(\.value) == ["cell", "scrollAndPrefetch"])
    }

    @Test func variantsWithOptionsInAnotherOrderAreTheSame() throws {
        let a = try StrategySpecParser.parse("flipped(a: 1, b: 2)").get()
        let b = try StrategySpecParser.parse("flipped(b: 2, a: 1)").get()
        #expect(a != b)
        #expect(a.isSameVariant(as: b))
        #expect(!a.isSameVariant(as: StrategySpec(name: "flipped", options: [.init(key: "a", value: "1")])))
    }

    @Test(arguments: [
        ("", 0, "expected a strategy name, found nothing"),
        ("(x: y)", 0, "expected a strategy name, found '('"),
        ("flipped()", 8, "expected an option 'key: value' inside '()'"),
        ("flipped(unflip cell)", 15, "expected ':' after option 'unflip', found 'c'"),
        ("flipped(unflip: )", 16, "expected a value for option 'unflip', found ')'"),
        ("flipped(a: 1, a: 2)", 14, "option 'a' is given twice"),
        ("flipped(a: 1 b: 2)", 13, "expected ',' or ')' after option 'a', found 'b'"),
        ("flipped(a: 1", 7, "'(' is never closed; expected ')'"),
        ("flipped(a: 1) x", 14, "unexpected 'x' after the strategy"),
    ])
    func malformedSpecsReportOffsetAndReason(text: String, offset: Int, message: String) {
        guard case let .failure(error) = StrategySpecParser.parse(text) else {
            Issue.record("'\(text)' parsed")
            return
        }
        #expect(error.offset == offset)
        #expect(error.message == message)
    }

    /// Repeated keys were found by scanning every earlier option: a 400 KB spec of 40,000
    /// options took seconds per parse, growing with the square of its length.
    @Test func aSpecWithManyOptionsParsesAndFindsARepeatAtTheEnd() throws {
        let options = (0..<100_000).map { "k\($0): v" }
        let spec = try StrategySpecParser.parse("flipped(\(options.joined(separator: ", ")))").get()
        #expect(spec.options.count == 100_000)
        #expect(spec.options.last == StrategySpec.Option(key: "k99999", value: "v"))

        let repeated = "flipped(\(options.joined(separator: ", ")), k5: w)"
        guard case let .failure(error) = StrategySpecParser.parse(repeated) else {
            Issue.record("a repeated key parsed")
            return
        }
        #expect(error.message == "option 'k5' is given twice")
        #expect(error.offset == repeated.unicodeScalars.count - "k5: w)".unicodeScalars.count)
    }
}
