import Simulator

extension StrategyRegistry.Entry {
    /// A strategy that rehearses a SwiftUI view: `make` builds, on the main actor (the run's
    /// thread stands in for it), for the options a scenario or `--strategy` gives, the adapter
    /// (holding the team's view model) and the view for one run.
    ///
    /// ```swift
    /// ChatRig.main(strategies: [
    ///     .view(name: "chat-view", summary: "Our SwiftUI chat screen") { _ in
    ///         let model = ChatModel()
    ///         return (ChatAdapter(model: model), { ChatView(model: model) })
    ///     },
    /// ])
    /// ```
    public static func view<Content: View, Adapter: SwiftUIListAdapter>(
        name: String,
        summary: String,
        options: [(key: String, values: [String])] = [],
        make: @escaping @MainActor @Sendable (_ options: [String: String]) -> (Adapter, @MainActor () -> Content)
    ) -> StrategyRegistry.Entry {
        StrategyRegistry.Entry(name: name, summary: summary, options: options) { values in
            let (adapter, view) = MainActorBridge.run { make(values) }
            return SwiftUIListHost(view: view, adapter: adapter)
        }
    }
}
