import Simulator
import Strategies
import Testing

/// Each design declares its options once (`DesignOptions`): the registry lists, checks and
/// applies them from that declaration.
@Suite struct DesignOptionsTests {
    /// What `list` prints for `flipped`: each key with its values, the default (the
    /// property's value in `Options()`) first.
    @Test func theRegistryListsADesignsDeclaredOptionsWithTheirDefaultsFirst() throws {
        let entry = try #require(StrategyRegistry.bundled.entry(named: "flipped"))
        #expect(entry.options.map(\.key) == ["unflip", "apply", "animate", "loadMore", "newerPage"])
        #expect(entry.options[0].values == ["contentView", "cell"])
        #expect(entry.options.map(\.key) == FlippedListController.Options.declared.map(\.option.key))
    }

    @Test func aWrittenValueSetsItsPropertyAndTheRestKeepTheirDefaults() throws {
        let made = try StrategyRegistry.bundled.makeController(name: "flipped", options: [("unflip", "cell")])
        let controller = try #require(made as? FlippedListController)
        var expected = FlippedListController.Options()
        expected.unflip = .cell
        #expect(controller.options == expected)
        let byDefault = try #require(try StrategyRegistry.bundled.makeController(name: "flipped", options: []) as? FlippedListController)
        #expect(byDefault.options == FlippedListController.Options())
    }

    /// Every bundled design's entry lists exactly the options its declaration holds: 33 keys
    /// over seven designs, each spelled once.
    @Test func everyBundledEntryListsItsDesignsDeclaration() {
        let declared: [String: [String]] = [
            "flipped": FlippedListController.Options.declared.map(\.option.key),
            "iris": IrisListController.Options.declared.map(\.option.key),
            "sparkifire": SparkiFireListController.Options.declared.map(\.option.key),
            "v0": V0ListController.Options.declared.map(\.option.key),
            "personal-llm": PersonalLLMListController.Options.declared.map(\.option.key),
            "reported": ReportedListController.Options.declared.map(\.option.key),
            "reported-swiftui": ReportedStackListController.Options.declared.map(\.option.key),
        ]
        for entry in StrategyRegistry.bundled.entries {
            #expect(entry.options.map(\.key) == (declared[entry.name] ?? []), "\(entry.name)")
        }
        // 33, and iris's textViews, updates, finishedReplies and reported-swiftui's streamingText;
        // the third batch's reported updates, onFinish and reported-swiftui rowUpdates, composer.
        #expect(declared.values.map(\.count).reduce(0, +) == 41)
    }
}
