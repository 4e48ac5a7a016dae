import Simulator
import Strategies
import Testing

/// The registry checks a strategy's name and options without making a controller, with the
/// same errors making reports.
@Suite struct RegistryValidationTests {
    /// A registry of one strategy with one option; with `failOnMake` its factory fails the
    /// test when called.
    static func registry(failOnMake: Bool) -> StrategyRegistry {
        var registry = StrategyRegistry()
        registry.register(StrategyRegistry.Entry(
            name: "watched", summary: "one option", options: [(key: "mode", values: ["a", "b"])]
        ) { _ in
            if failOnMake { Issue.record("validation made a controller") }
            return NaturalListController()
        })
        return registry
    }

    @Test func aKnownNameAndOptionsPassWithoutMakingAController() throws {
        try Self.registry(failOnMake: true).validate(name: "watched", options: [("mode", "b")])
        try Self.registry(failOnMake: true).validate(name: "watched", options: [])
    }

    @Test func validationThrowsWhatMakingThrows() {
        let cases: [(name: String, options: [(key: String, value: String)], error: StrategyError)] = [
            ("missing", [], .unknownStrategy("missing", known: ["watched"])),
            ("watched", [("speed", "a")], .unknownOption(strategy: "watched", key: "speed", known: ["mode"])),
            ("watched", [("mode", "c")], .invalidValue(strategy: "watched", key: "mode", value: "c", allowed: ["a", "b"])),
        ]
        for (name, options, expected) in cases {
            #expect(throws: expected) { try Self.registry(failOnMake: true).validate(name: name, options: options) }
            #expect(throws: expected) { _ = try Self.registry(failOnMake: false).makeController(name: name, options: options) }
        }
    }
}
