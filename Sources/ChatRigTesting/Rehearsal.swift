import Foundation
import Reporting
import Scenarios
import Simulator
import Strategies

/// Runs scenarios against list controllers from a test, the way `chatrig run` runs them:
/// the same parsing, history, timeline, device profiles and seed, so a result equals the
/// command line's report for the same scenario and strategy, on any machine.
///
/// ```swift
/// import ChatRigTesting
/// import Testing
///
/// @Test func flingingBackLoadsEachPageOnce() throws {
///     let rehearsal = Rehearsal()
///     let scenario = try rehearsal.scenario(at: "Scenarios/fling-back.yaml")
///     let result = try rehearsal.run(scenario, controller: MessagesCoordinator(), named: "messages")
///     #expect(result[.duplicateLoadMore] == 0, "\(result)")
///     #expect(result.passed, "\(result)")
/// }
/// ```
///
/// In XCTest: `XCTAssertEqual(result[.duplicateLoadMore], 0, result.description)`.
public struct Rehearsal: Sendable {
    /// The runner the command line uses, with this rehearsal's strategies and devices.
    public var runner: SuiteRunner

    /// A rehearsal whose ``run(_:strategy:)`` knows the bundled strategies and
    /// `strategies` (one of the same name replaces a bundled one), on the device profiles in
    /// `devicesDirectory` (default: ChatRig's bundled ones).
    public init(adding strategies: [StrategyRegistry.Entry] = [], devicesDirectory: URL = Rehearsal.bundledDevicesDirectory) {
        var registry = StrategyRegistry.bundled
        for entry in strategies { registry.register(entry) }
        runner = SuiteRunner(controllers: registry, devicesDirectory: devicesDirectory)
    }

    /// ChatRig's own device profiles (`Scenarios/devices/` of the ChatRig checkout a team's
    /// tests build against).
    public static var bundledDevicesDirectory: URL { DeviceProfileLoader.bundledDirectory }

    // MARK: - Scenarios

    /// Parses and validates the scenario file at `path` (relative to the working directory,
    /// which `swift test` sets to the package root), its device checked against this
    /// rehearsal's profiles. Its `strategies:` are not checked: the controller a test passes
    /// is what runs.
    ///
    /// - Throws: ``ScenarioFileError``, every problem with its `file:line:column`.
    public func scenario(at path: String) throws(ScenarioFileError) -> Scenario {
        try scenario(at: URL(fileURLWithPath: path))
    }

    /// Parses and validates the scenario file at `url`; see ``scenario(at:)-(String)``.
    public func scenario(at url: URL) throws(ScenarioFileError) -> Scenario {
        try ScenarioParser.parse(contentsOf: url, knownDevices: try runner.devices.availableNames())
    }

    // MARK: - Running

    /// Runs `scenario` against `controller`, reported as the strategy `name` — a spec as
    /// scenario files write it, which the scenario's `per-strategy` expectations may name
    /// (`messages`, `"messages(loadMore: none)"`; default: the controller's type name). The
    /// instance serves this one run.
    ///
    /// - Throws: ``ScenarioFileError`` for a malformed name or an unknown device; a
    ///   simulator error when the scenario cannot run.
    public func run(_ scenario: Scenario, controller: any ChatListController, named name: String? = nil) throws -> RehearsalResult {
        let spec = try Self.spec(name ?? String(describing: type(of: controller)), in: scenario)
        return RehearsalResult(report: try runner.run(scenario, controller: controller, as: spec))
    }

    /// Runs `scenario` against a registered strategy, written as in scenario files:
    /// `natural`, `"flipped(unflip: cell)"`.
    ///
    /// - Throws: ``ScenarioFileError`` for a malformed or unknown strategy or device.
    public func run(_ scenario: Scenario, strategy: String) throws -> RehearsalResult {
        RehearsalResult(report: try runner.run(scenario, strategy: Self.spec(strategy, in: scenario)))
    }

    /// Loads the scenario file at `path` and runs it against `controller`.
    public func run(scenarioAt path: String, controller: any ChatListController, named name: String? = nil) throws -> RehearsalResult {
        try run(scenario(at: path), controller: controller, named: name)
    }

    private static func spec(_ text: String, in scenario: Scenario) throws(ScenarioFileError) -> StrategySpec {
        switch StrategySpecParser.parse(text) {
        case .success(let spec):
            return spec
        case .failure(let error):
            throw ScenarioFileError(ScenarioError(location: SourceLocation(path: scenario.name), kind: .invalidStrategySpec,
                                                  message: "'\(text)': \(error.message)"))
        }
    }
}
