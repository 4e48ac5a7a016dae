import ChatRigUIKit
import Scenarios

extension Rehearsal {
    /// Runs `scenario` against a UIKit view controller, unchanged, through ChatRigUIKit:
    /// `viewController` makes it (once, for this run) and `adapter` maps the scenario's
    /// view-model events onto its update methods. Reported as the strategy `name` (default:
    /// the view controller's type name). A `snapshotError` finding — UIKit would have
    /// raised — makes the result fail. `viewController` runs as main-actor code, on the thread
    /// that runs the rehearsal; one view controller is rehearsed at a time in a process
    /// (``ChatRigUIKit/UIKitRehearsalScope``). Call it from a nonisolated test: Foundation on
    /// Linux delivers the app's `queue: .main` observers through the main queue, which a
    /// main-actor test would be blocking.
    ///
    /// ```swift
    /// let result = try Rehearsal().run(scenario, viewController: { ChatViewController() }, adapter: ChatAdapter())
    /// #expect(result.passed, "\(result)")
    /// ```
    ///
    /// - Throws: ``ScenarioFileError`` for a malformed name or an unknown device; a
    ///   simulator error when the scenario cannot run.
    public func run<Adapter: UIKitListAdapter>(
        _ scenario: Scenario,
        viewController: @escaping @MainActor () -> Adapter.ViewController,
        adapter: Adapter,
        named name: String? = nil
    ) throws -> RehearsalResult {
        let host = UIKitListHost(viewController: viewController, adapter: adapter)
        let result = try UIKitRehearsalScope.run {
            try run(scenario, controller: host, named: name ?? String(describing: Adapter.ViewController.self))
        }
        return RehearsalResult(report: result.report, failsOnSnapshotError: true)
    }
}
