import Simulator

/// Named list controllers, as scenario files and `--strategy` refer to them.
///
/// A strategy is written `name` or `name(key: value, …)`; each entry knows its options and
/// rejects unknown keys and values with the valid ones listed. Teams register their own
/// controllers the same way the bundled ones are registered:
///
/// ```swift
/// var registry = StrategyRegistry.bundled
/// registry.register(StrategyRegistry.Entry(name: "ours", summary: "Our list coordinator") { _ in OurController() })
/// ```
public struct StrategyRegistry: Sendable {
    /// One registered strategy.
    public struct Entry: Sendable {
        public var name: String
        public var summary: String
        /// Option keys and their allowed values, for help and validation; the first value is
        /// the default.
        public var options: [(key: String, values: [String])]
        public var make: @Sendable (_ options: [String: String]) -> any ChatListController

        public init(
            name: String,
            summary: String,
            options: [(key: String, values: [String])] = [],
            make: @escaping @Sendable (_ options: [String: String]) -> any ChatListController
        ) {
            self.name = name
            self.summary = summary
            self.options = options
            self.make = make
        }
    }

    public private(set) var entries: [Entry] = []

    public init() {}

    /// Adds `entry`, replacing one of the same name.
    public mutating func register(_ entry: Entry) {
        entries.removeAll { $0.name == entry.name }
        entries.append(entry)
    }

    /// The names of every registered strategy, in registration order.
    public var names: [String] { entries.map(\.name) }

    public func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

    /// Makes a controller for `name` with `options`, validating every key and value.
    public func makeController(name: String, options: [(key: String, value: String)]) throws(StrategyError) -> any ChatListController {
        let (entry, resolved) = try resolve(name: name, options: options)
        return entry.make(resolved)
    }

    /// Checks `name` and every option key and value as ``makeController(name:options:)``
    /// does, without making a controller.
    public func validate(name: String, options: [(key: String, value: String)]) throws(StrategyError) {
        _ = try resolve(name: name, options: options)
    }

    /// The entry for `name` and its options by key, each key and value checked.
    private func resolve(name: String, options: [(key: String, value: String)]) throws(StrategyError) -> (Entry, [String: String]) {
        guard let entry = entry(named: name) else {
            throw .unknownStrategy(name, known: names)
        }
        var resolved: [String: String] = [:]
        for (key, value) in options {
            guard let allowed = entry.options.first(where: { $0.key == key }) else {
                throw .unknownOption(strategy: name, key: key, known: entry.options.map(\.key))
            }
            guard allowed.values.contains(value) else {
                throw .invalidValue(strategy: name, key: key, value: value, allowed: allowed.values)
            }
            resolved[key] = value
        }
        return (entry, resolved)
    }

    /// The strategies that ship with ChatRig.
    public static let bundled: StrategyRegistry = {
        var registry = StrategyRegistry()
        registry.register(Entry(
            name: "flipped",
            summary: "Inverted collection view (y-scale −1, snapshot reversed), date separator inside each day's first cell, its known bugs fixed; options restore them.",
            options: [
                StrategyOption("unflip", default: FlippedListController.Options().unflip),
                StrategyOption("apply", default: FlippedListController.Options().apply),
                StrategyOption("animate", default: FlippedListController.Options().animate),
                StrategyOption("loadMore", default: FlippedListController.Options().loadMore),
                StrategyOption("newerPage", default: FlippedListController.Options().newerPage),
            ]
        ) { options in
            var o = FlippedListController.Options()
            o.unflip = options["unflip"]
            o.apply = options["apply"]
            o.animate = options["animate"]
            o.loadMore = options["loadMore"]
            o.newerPage = options["newerPage"]
            return FlippedListController(options: o)
        })
        registry.register(Entry(
            name: "natural",
            summary: "Natural order, opens at the bottom, follows streams, anchors pagination."
        ) { _ in NaturalListController() })
        registry.register(Entry(
            name: "iris",
            summary: "Natural order, messages and typing-indicator sections, an animated apply on every update with unchanged identifiers (stale streaming text), scroll-to-bottom from the apply completion past the input bar, a linear lookup, new date formatter and full re-parse per configure, an input bar that grows over the newest message, typing dots animating on after they leave, one label for the whole reply re-laid out and re-parsed on every chunk; options fix each (textViews: perBlock or textKit2, updates: coalesced, finishedReplies: frozen).",
            options: [
                StrategyOption("reconfigure", default: IrisListController.Options().reconfigure),
                StrategyOption("animate", default: IrisListController.Options().animate),
                StrategyOption("generatingApply", default: IrisListController.Options().generatingApply),
                StrategyOption("follow", default: IrisListController.Options().follow),
                StrategyOption("scrollTarget", default: IrisListController.Options().scrollTarget),
                StrategyOption("configure", default: IrisListController.Options().configure),
                StrategyOption("composerGrowth", default: IrisListController.Options().composerGrowth),
                StrategyOption("typingDots", default: IrisListController.Options().typingDots),
                StrategyOption("textViews", default: IrisListController.Options().textViews),
                StrategyOption("updates", default: IrisListController.Options().updates),
                StrategyOption("finishedReplies", default: IrisListController.Options().finishedReplies),
            ]
        ) { options in
            var o = IrisListController.Options()
            o.reconfigure = options["reconfigure"]
            o.animate = options["animate"]
            o.generatingApply = options["generatingApply"]
            o.follow = options["follow"]
            o.scrollTarget = options["scrollTarget"]
            o.configure = options["configure"]
            o.composerGrowth = options["composerGrowth"]
            o.typingDots = options["typingDots"]
            o.textViews = options["textViews"]
            o.updates = options["updates"]
            o.finishedReplies = options["finishedReplies"]
            return IrisListController(options: o)
        })
        registry.register(Entry(
            name: "sparkifire",
            summary: "SwiftUI LazyVStack, replies arrive whole behind a typing row, scrolls on count change; saves the whole history as JSON after each reply; no send while loading, personalities, Start Fresh and a 24 h reset.",
            options: [
                StrategyOption("persist", default: SparkiFireListController.Options().persist),
            ]
        ) { options in
            var o = SparkiFireListController.Options()
            o.persist = options["persist"]
            return SparkiFireListController(options: o)
        })
        registry.register(Entry(
            name: "v0",
            summary: "SwiftUI, each sent message scrolled to the top over a shrinking blank margin, words fading in a few at a time, markdown re-rendered per chunk.",
            options: [
                StrategyOption("reveal", default: V0ListController.Options().reveal),
                StrategyOption("markdown", default: V0ListController.Options().markdown),
                StrategyOption("scrollDebounce", default: V0ListController.Options().scrollDebounce),
            ]
        ) { options in
            var o = V0ListController.Options()
            o.reveal = options["reveal"]
            o.markdown = options["markdown"]
            o.scrollDebounce = options["scrollDebounce"]
            return V0ListController(options: o)
        })
        registry.register(Entry(
            name: "personal-llm",
            summary: "SwiftUI ScrollViewReader list of an on-device RAG chat: auto-scroll on count change to an id no row has, whole list re-evaluated per token, retrieval before the first token, composer growing to 5 lines and disabled while generating.",
            options: [
                StrategyOption("scrollTarget", default: PersonalLLMListController.Options().scrollTarget),
                StrategyOption("scrollOn", default: PersonalLLMListController.Options().scrollOn),
                StrategyOption("observe", default: PersonalLLMListController.Options().observe),
                StrategyOption("composerGrowth", default: PersonalLLMListController.Options().composerGrowth),
            ]
        ) { options in
            var o = PersonalLLMListController.Options()
            o.scrollTarget = options["scrollTarget"]
            o.scrollOn = options["scrollOn"]
            o.observe = options["observe"]
            o.composerGrowth = options["composerGrowth"]
            return PersonalLLMListController(options: o)
        })
        registry.register(Entry(
            name: "reported",
            summary: "Natural order, written as public chat-list bug reports describe their code; each option restores one report's bug (scroll to the bottom after a page when the newest message is mine, scroll to the last item on every keystroke, open at the oldest and jump later, scroll to the last item past the section inset, reload or scroll on an incoming message, a page request from each of the oldest rows, follow every chunk, images sized late, reload a streaming message instead of reconfiguring it).",
            options: [
                StrategyOption("afterPage", default: ReportedListController.Options().afterPage),
                StrategyOption("onKeystroke", default: ReportedListController.Options().onKeystroke),
                StrategyOption("opening", default: ReportedListController.Options().opening),
                StrategyOption("toBottom", default: ReportedListController.Options().toBottom),
                StrategyOption("onIncoming", default: ReportedListController.Options().onIncoming),
                StrategyOption("loadMore", default: ReportedListController.Options().loadMore),
                StrategyOption("whileStreaming", default: ReportedListController.Options().whileStreaming),
                StrategyOption("attachments", default: ReportedListController.Options().attachments),
                StrategyOption("keyboard", default: ReportedListController.Options().keyboard),
                StrategyOption("onUpdate", default: ReportedListController.Options().onUpdate),
            ]
        ) { options in
            var o = ReportedListController.Options()
            o.afterPage = options["afterPage"]
            o.onKeystroke = options["onKeystroke"]
            o.opening = options["opening"]
            o.toBottom = options["toBottom"]
            o.onIncoming = options["onIncoming"]
            o.loadMore = options["loadMore"]
            o.whileStreaming = options["whileStreaming"]
            o.attachments = options["attachments"]
            o.keyboard = options["keyboard"]
            o.onUpdate = options["onUpdate"]
            return ReportedListController(options: o)
        })
        registry.register(Entry(
            name: "reported-swiftui",
            summary: "SwiftUI ScrollViewReader list written as LLM-client bug reports describe it; autoScroll restores a list that never scrolls (none) or follows only a new message, not a growing reply (onCountChange); opening: scrollToLastOnAppear opens with scrollTo(last, anchor: .bottom) in onAppear instead of defaultScrollAnchor(.bottom); streamingText: wholeMarkdown parses the whole reply as markdown into one view on every update, markdownBlocks draws one Text per block, parsed incrementally.",
            options: [StrategyOption("autoScroll", default: ReportedStackListController.Options().autoScroll),
                      StrategyOption("opening", default: ReportedStackListController.Options().opening),
                      StrategyOption("streamingText", default: ReportedStackListController.Options().streamingText)]
        ) { options in
            var o = ReportedStackListController.Options()
            o.autoScroll = options["autoScroll"]
            o.opening = options["opening"]
            o.streamingText = options["streamingText"]
            return ReportedStackListController(options: o)
        })
        return registry
    }()
}

/// A strategy name or option that the registry does not know.
public enum StrategyError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownStrategy(String, known: [String])
    case unknownOption(strategy: String, key: String, known: [String])
    case invalidValue(strategy: String, key: String, value: String, allowed: [String])

    public var description: String {
        switch self {
        case let .unknownStrategy(name, known):
            "unknown strategy '\(name)'; known strategies: \(known.joined(separator: ", "))"
        case let .unknownOption(strategy, key, known):
            known.isEmpty
                ? "strategy '\(strategy)' takes no options (got '\(key)')"
                : "strategy '\(strategy)' has no option '\(key)'; its options: \(known.joined(separator: ", "))"
        case let .invalidValue(strategy, key, value, allowed):
            "strategy '\(strategy)': '\(value)' is not a value of '\(key)'; use one of \(allowed.joined(separator: ", "))"
        }
    }
}
