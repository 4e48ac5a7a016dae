import Testing
@testable import Scenarios

@Suite("Nearest-name suggestions and quantity literals")
struct NearestNameTests {
    @Test func editDistanceCountsTranspositionsAsOneEdit() {
        #expect(NearestName.editDistance(Array("duraton".unicodeScalars), Array("duration".unicodeScalars)) == 1)
        #expect(NearestName.editDistance(Array("ratoi".unicodeScalars), Array("ratio".unicodeScalars)) == 1)
        #expect(NearestName.editDistance(Array("".unicodeScalars), Array("abc".unicodeScalars)) == 3)
    }

    @Test func suggestionNeedsAPlausibleTypo() {
        #expect(NearestName.suggestion(for: "sed", among: ["seed", "name"]) == "seed")
        #expect(NearestName.suggestion(for: "zebra", among: ["seed", "name"]) == nil)
    }

    @Test func quantityLiteralSplitsNumberAndUnit() {
        #expect(QuantityLiteral("350ms") == QuantityLiteral(value: 350, unit: "ms"))
        #expect(QuantityLiteral("-1.5 s")?.value == -1.5)
        #expect(QuantityLiteral("4000pt/s")?.unit == "pt/s")
        #expect(QuantityLiteral("120/s")?.unit == "/s")
        #expect(QuantityLiteral(".5s")?.value == 0.5)
        #expect(QuantityLiteral("1e3µs")?.value == 1000)
        #expect(QuantityLiteral("fast") == nil)
        #expect(QuantityLiteral("nan") == nil)
    }
}

extension QuantityLiteral {
    init(value: Double, unit: String) {
        self.init("0")!
        self.value = value
        self.unit = unit
    }
}
