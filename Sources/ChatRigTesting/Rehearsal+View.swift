import ChatRigSwiftUI
import Scenarios

extension Rehearsal {
    /// Runs `scenario` against a SwiftUI view, unchanged, through ChatRigSwiftUI: `view` makes
    /// it (once, for this run) and `adapter` hands the scenario's view-model events to the
    /// team's view model. Reported as the strategy `name` (default: the view's type name). A
    /// `snapshotError` finding — a row the adapter cannot name — makes the result fail.
    ///
    /// ```swift
    /// let model = ChatModel()
    /// let result = try Rehearsal().run(scenario, view: { ChatView(model: model) }, adapter: ChatAdapter(model: model))
    /// #expect(result.passed, "\(result)")
    /// ```
    ///
    /// - Throws: ``ScenarioFileError`` for a malformed name or an unknown device; a
    ///   simulator error when the scenario cannot run.
    public func run<Content: View, Adapter: SwiftUIListAdapter>(
        _ scenario: Scenario,
        view: @escaping @MainActor () -> Content,
        adapter: Adapter,
        named name: String? = nil
    ) throws -> RehearsalResult {
        let host = SwiftUIListHost(view: view, adapter: adapter)
        let result = try run(scenario, controller: host, named: name ?? String(describing: Content.self))
        return RehearsalResult(report: result.report, failsOnSnapshotError: true)
    }
}
