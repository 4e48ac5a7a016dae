import Scenarios
import Simulator
import Strategies
import SuiteRunning

/// The registry makes a suite's controllers: `chatrig` passes the bundled strategies with a
/// team's added (`ChatRig.main(strategies:)`), a team's tooling passes its own registry.
extension StrategyRegistry: ControllerFactory {
    public var strategyNames: [String] { names }

    /// Checks the name and each option as making would, without making a controller.
    public func problem(with spec: StrategySpec) -> String? {
        do throws(StrategyError) {
            try validate(name: spec.name, options: spec.options.map { ($0.key, $0.value) })
            return nil
        } catch {
            return error.description
        }
    }

    public func makeController(for spec: StrategySpec) throws -> any ChatListController {
        try makeController(name: spec.name, options: spec.options.map { ($0.key, $0.value) })
    }
}
