import Simulator

extension StrategyRegistry.Entry {
    /// A strategy that rehearses a UIKit view controller: `make` builds, for the options a
    /// scenario or `--strategy` gives, a fresh view controller and its adapter for one run.
    ///
    /// ```swift
    /// ChatRig.main(strategies: [
    ///     .viewController(name: "chat-screen", summary: "Our chat screen",
    ///                     options: [(key: "follow", values: ["completion", "displayLink"])]) { options in
    ///         (ChatViewController(follow: options["follow"] ?? "completion"), ChatAdapter())
    ///     },
    /// ])
    /// ```
    public static func viewController<Adapter: UIKitListAdapter & SendableMetatype>(
        name: String,
        summary: String,
        options: [(key: String, values: [String])] = [],
        make: @escaping @Sendable @MainActor (_ options: [String: String]) -> (Adapter.ViewController, Adapter)
    ) -> StrategyRegistry.Entry {
        StrategyRegistry.Entry(name: name, summary: summary, options: options) { values in
            let (controller, adapter) = MainActorBridge.run { make(values) }
            return UIKitListHost(viewController: { controller }, adapter: adapter)
        }
    }
}
