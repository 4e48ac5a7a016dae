import Simulator
import Strategies
import Testing

/// Typed strategy options: declared values, defaults, and the registry's checks of them.
@Suite struct StrategyOptionTests {
    enum Guard: String, CaseIterable { case none, inFlightFlag, cursorSet }

    final class Probe: ChatListController {
        let guardKind: Guard
        let animates: Bool
        init(guardKind: Guard, animates: Bool) {
            self.guardKind = guardKind
            self.animates = animates
        }
    }

    static let entry = StrategyRegistry.Entry(
        name: "probe", summary: "records its options",
        options: [StrategyOption("guard", default: Guard.inFlightFlag), StrategyOption("animate", default: false)]
    ) { options in Probe(guardKind: options["guard"], animates: options["animate"]) }

    @Test func aDeclaredOptionListsItsDefaultFirst() {
        #expect(StrategyOption("guard", default: Guard.inFlightFlag).values == ["inFlightFlag", "none", "cursorSet"])
        #expect(StrategyOption("animate", default: false).values == ["false", "true"])
        #expect(Self.entry.options.map(\.key) == ["guard", "animate"])
    }

    @Test func unwrittenOptionsTakeTheirDefaults() throws {
        var registry = StrategyRegistry()
        registry.register(Self.entry)
        let plain = try #require(try registry.makeController(name: "probe", options: []) as? Probe)
        #expect(plain.guardKind == .inFlightFlag)
        #expect(plain.animates == false)
        let written = try #require(try registry.makeController(name: "probe", options: [("guard", "cursorSet"), ("animate", "true")]) as? Probe)
        #expect(written.guardKind == .cursorSet)
        #expect(written.animates == true)
    }

    @Test func theRegistryRejectsUndeclaredKeysAndValuesListingTheDeclaredOnes() {
        var registry = StrategyRegistry()
        registry.register(Self.entry)
        #expect(throws: StrategyError.invalidValue(strategy: "probe", key: "guard", value: "always", allowed: ["inFlightFlag", "none", "cursorSet"])) {
            try registry.makeController(name: "probe", options: [("guard", "always")])
        }
        #expect(throws: StrategyError.unknownOption(strategy: "probe", key: "gaurd", known: ["guard", "animate"])) {
            try registry.makeController(name: "probe", options: [("gaurd", "none")])
        }
    }
}
