import Simulator

extension StrategyRegistry.Entry {
    /// A strategy that rehearses a SwiftUI view whose message list is a wrapped UIKit list
    /// (``SwiftUIWrappedListHost``): chosen over the plain form when the adapter is a
    /// ``SwiftUIWrappedListAdapter``. `make` builds, on the main actor, for the options a
    /// scenario or `--strategy` gives, the adapter and the view for one run.
    public static func view<Content: View, Adapter: SwiftUIWrappedListAdapter>(
        name: String,
        summary: String,
        options: [(key: String, values: [String])] = [],
        make: @escaping @MainActor @Sendable (_ options: [String: String]) -> (Adapter, @MainActor () -> Content)
    ) -> StrategyRegistry.Entry {
        StrategyRegistry.Entry(name: name, summary: summary, options: options) { values in
            let (adapter, view) = MainActorBridge.run { make(values) }
            return SwiftUIWrappedListHost(view: view, adapter: adapter)
        }
    }
}
