import Simulator

extension StrategyRegistry.Entry {
    #if compiler(>=6.2)
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
    ///
    /// Swift 6.2 requires the adapter's metatype to be `SendableMetatype` (it crosses into the
    /// run's isolation); Swift 6.1, which the package declares and which has no such protocol,
    /// compiles the same function without it.
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
    #else
    /// A strategy that rehearses a UIKit view controller (Swift 6.1: see the 6.2 form's comment).
    public static func viewController<Adapter: UIKitListAdapter>(
        name: String,
        summary: String,
        options: [(key: String, values: [String])] = [],
        make: @escaping @Sendable (_ options: [String: String]) -> (Adapter.ViewController, Adapter)
    ) -> StrategyRegistry.Entry {
        StrategyRegistry.Entry(name: name, summary: summary, options: options) { values in
            let (controller, adapter) = make(values)
            return UIKitListHost(viewController: { controller }, adapter: adapter)
        }
    }
    #endif
}
