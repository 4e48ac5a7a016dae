import Simulator

extension StrategyRegistry {
    /// The strategies that ship with ChatRig, each with the options its design declares
    /// once (``DesignOptions``).
    public static let bundled: StrategyRegistry = {
        var registry = StrategyRegistry()
        registry.register(Entry(
            name: "flipped",
            summary: "Inverted collection view (y-scale −1, snapshot reversed), date separator inside each day's first cell, its known bugs fixed; options restore them."
        ) { (options: FlippedListController.Options) in FlippedListController(options: options) })
        registry.register(Entry(
            name: "natural",
            summary: "Natural order, opens at the bottom, follows streams, anchors pagination."
        ) { _ in NaturalListController() })
        registry.register(Entry(
            name: "iris",
            summary: "Natural order, messages and typing-indicator sections, an animated apply on every update with unchanged identifiers (stale streaming text), scroll-to-bottom from the apply completion past the input bar, a linear lookup, new date formatter and full re-parse per configure, an input bar that grows over the newest message, typing dots animating on after they leave, one label for the whole reply re-laid out and re-parsed on every chunk; options fix each (textViews: perBlock or textKit2, updates: coalesced, finishedReplies: frozen)."
        ) { (options: IrisListController.Options) in IrisListController(options: options) })
        registry.register(Entry(
            name: "sparkifire",
            summary: "SwiftUI LazyVStack, replies arrive whole behind a typing row, scrolls on count change; saves the whole history as JSON after each reply; no send while loading, personalities, Start Fresh and a 24 h reset."
        ) { (options: SparkiFireListController.Options) in SparkiFireListController(options: options) })
        registry.register(Entry(
            name: "v0",
            summary: "SwiftUI, each sent message scrolled to the top over a shrinking blank margin, words fading in a few at a time, markdown re-rendered per chunk."
        ) { (options: V0ListController.Options) in V0ListController(options: options) })
        registry.register(Entry(
            name: "personal-llm",
            summary: "SwiftUI ScrollViewReader list of an on-device RAG chat: auto-scroll on count change to an id no row has, whole list re-evaluated per token, retrieval before the first token, composer growing to 5 lines and disabled while generating."
        ) { (options: PersonalLLMListController.Options) in PersonalLLMListController(options: options) })
        registry.register(Entry(
            name: "reported",
            summary: "Natural order, written as public chat-list bug reports describe their code; each option restores one report's bug (scroll to the bottom after a page when the newest message is mine, scroll to the last item on every keystroke, open at the oldest and jump later, scroll to the last item past the section inset, reload or scroll on an incoming message, a page request from each of the oldest rows, follow every chunk, images sized late, reload a streaming message instead of reconfiguring it)."
        ) { (options: ReportedListController.Options) in ReportedListController(options: options) })
        registry.register(Entry(
            name: "reported-swiftui",
            summary: "SwiftUI ScrollViewReader list written as LLM-client bug reports describe it; autoScroll restores a list that never scrolls (none) or follows only a new message, not a growing reply (onCountChange); opening: scrollToLastOnAppear opens with scrollTo(last, anchor: .bottom) in onAppear instead of defaultScrollAnchor(.bottom)."
        ) { (options: ReportedStackListController.Options) in ReportedStackListController(options: options) })
        return registry
    }()
}
