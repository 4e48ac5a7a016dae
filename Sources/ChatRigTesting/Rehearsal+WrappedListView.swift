import ChatRigSwiftUI
import ChatRigUIKit
import Scenarios

extension Rehearsal {
    /// Runs `scenario` against a SwiftUI view whose message list is a wrapped UIKit list (a
    /// `UIViewRepresentable` making a `UITableView` or `UICollectionView`), unchanged, through
    /// ChatRigSwiftUI and ChatRigUIKit (``ChatRigSwiftUI/SwiftUIWrappedListHost``): chosen over
    /// the plain SwiftUI form when `adapter` is a ``ChatRigSwiftUI/SwiftUIWrappedListAdapter``.
    /// One view controller is rehearsed at a time in a process, as for UIKit screens
    /// (``ChatRigUIKit/UIKitRehearsalScope``); call it from a nonisolated test.
    ///
    /// - Throws: ``ScenarioFileError`` for a malformed name or an unknown device; a
    ///   simulator error when the scenario cannot run.
    public func run<Content: View, Adapter: SwiftUIWrappedListAdapter>(
        _ scenario: Scenario,
        view: @escaping @MainActor () -> Content,
        adapter: Adapter,
        named name: String? = nil
    ) throws -> RehearsalResult {
        let host = SwiftUIWrappedListHost(view: view, adapter: adapter)
        let result = try UIKitRehearsalScope.run {
            try run(scenario, controller: host, named: name ?? String(describing: Content.self))
        }
        return RehearsalResult(report: result.report, failsOnSnapshotError: true)
    }
}
