import Scenarios
import Simulator

/// Where a suite's list controllers come from: each strategy spec checked without making a
/// controller, and a new controller made for each run.
///
/// ``SuiteRunner``, ``SweepRunner`` and ``ScenarioReplay`` take one as a parameter and
/// default to none: the command line passes the bundled strategies with any a team added
/// (`StrategyRegistry` conforms, in `Reporting`), a team's tooling passes its own.
public protocol ControllerFactory: Sendable {
    /// The strategies a scenario that names none runs against, in order.
    var strategyNames: [String] { get }

    /// Why `spec` cannot be made, or `nil` when it can: its name and every option key and
    /// value checked, no controller made.
    func problem(with spec: StrategySpec) -> String?

    /// A new controller for one run of `spec`.
    ///
    /// - Throws: what ``problem(with:)`` describes, when `spec` cannot be made.
    func makeController(for spec: StrategySpec) throws -> any ChatListController
}
