import ChatModel
import Foundation
import Mocks
import Scenarios
import Simulator
import Storage
import Strategies

/// Runs scenario files against strategies and evaluates their expectations: the engine
/// behind `chatrig run`, usable from tests and from a team's own tooling.
public struct SuiteRunner: Sendable {
    public var registry: StrategyRegistry
    public var devices: DeviceProfileLoader

    public init(registry: StrategyRegistry = .bundled, devicesDirectory: URL) {
        self.registry = registry
        devices = DeviceProfileLoader(directory: devicesDirectory)
    }

    // MARK: - Planning (all validation happens here)

    /// Parses and validates every file under `paths`, resolving devices and strategies.
    ///
    /// - Parameters:
    ///   - strategies: specs that replace each scenario's `strategies` (empty: keep them).
    ///   - device, seed: overrides of each scenario's.
    /// - Throws: ``ScenarioFileError`` holding every problem found, each with its location.
    public func plan(paths: [String], strategies: [String], device: String?, seed: UInt64?) throws(ScenarioFileError) -> SuitePlan {
        let registry = registry
        let strategyCheck: (StrategySpec) -> String? = { registry.problem(with: $0) }
        var errors: [ScenarioError] = []
        let knownDevices = (try? devices.availableNames()) ?? []
        var overrideSpecs: [StrategySpec] = []
        for text in strategies {
            switch StrategySpecParser.parse(text) {
            case .success(let spec):
                if let problem = strategyCheck(spec) {
                    errors.append(ScenarioError(location: SourceLocation(path: "--strategy"),
                                                kind: .unknownStrategy(spec.name), message: problem))
                } else if overrideSpecs.contains(where: { $0.isSameVariant(as: spec) }) {
                    errors.append(ScenarioError(location: SourceLocation(path: "--strategy"), kind: .invalidValue,
                                                message: "strategy '\(spec)' is given twice"))
                } else {
                    overrideSpecs.append(spec)
                }
            case .failure(let error):
                errors.append(ScenarioError(location: SourceLocation(path: "--strategy"), kind: .invalidStrategySpec,
                                            message: "'\(text)': \(error.message)"))
            }
        }
        let deviceIsKnown = device.map(knownDevices.contains) ?? true
        if let device, !deviceIsKnown {
            errors.append(ScenarioError(location: SourceLocation(path: "--device"), kind: .unknownDevice(name: device, known: knownDevices),
                                        message: "unknown device '\(device)'; known devices: \(knownDevices.joined(separator: ", "))"))
        }
        let files: [URL]
        do { files = try ScenarioSource.files(in: paths) } catch { throw ScenarioFileError(errors + error.errors) }
        if files.isEmpty {
            errors.append(ScenarioError(location: SourceLocation(path: paths.joined(separator: " ")), kind: .unreadableFile,
                                        message: "no scenario files (*.yaml) found"))
        }

        var planned: [SuitePlan.PlannedScenario] = []
        var names: [String: String] = [:]
        for file in files {
            do {
                var scenario = try ScenarioParser.parse(contentsOf: file, knownDevices: knownDevices, strategyCheck: strategyCheck)
                if let device { scenario.device = device }
                if let seed { scenario.seed = seed }
                if let other = names.updateValue(file.relativePath, forKey: scenario.name) {
                    errors.append(ScenarioError(location: SourceLocation(path: file.relativePath), kind: .invalidValue,
                                                message: "scenario name '\(scenario.name)' is also used by \(other)"))
                }
                guard deviceIsKnown else { continue } // reported once, at --device
                let profile = try devices.profile(for: scenario)
                let specs = overrideSpecs.isEmpty
                    ? (scenario.strategies ?? registry.names.map { StrategySpec(name: $0) })
                    : overrideSpecs
                planned.append(.init(file: file, scenario: scenario, device: profile, strategies: specs))
            } catch {
                errors.append(contentsOf: error.errors)
            }
        }
        if !errors.isEmpty { throw ScenarioFileError(errors) }
        return SuitePlan(scenarios: planned)
    }

    // MARK: - Running

    /// Runs every (scenario, strategy) pair of `plan` and evaluates the expectations.
    ///
    /// - Parameters:
    ///   - traceDestination: where frame traces go, if anywhere.
    ///   - progress: called before each run with (runs done, runs in all, label).
    public func run(
        _ plan: SuitePlan,
        traceDestination: TraceDestination? = nil,
        progress: (Int, Int, String) -> Void = { _, _, _ in }
    ) throws -> SuiteReport {
        var runs: [RunReport] = []
        var traces = TraceSink(destination: traceDestination)
        let total = plan.runCount
        for planned in plan.scenarios {
            let scenario = planned.scenario
            let history = try HistoryFixture(scenario: scenario)
            let timeline = ScenarioCompiler.timeline(for: scenario)
            let inputs = InputMark.marks(of: timeline)
            for spec in planned.strategies {
                progress(runs.count, total, "\(scenario.name) · \(spec)")
                let controller = try registry.makeController(name: spec.name, options: spec.options.map { ($0.key, $0.value) })
                let configuration = RunConfiguration(
                    scenario: scenario.name, strategy: spec.description, device: planned.device, seed: scenario.seed,
                    duration: scenario.duration, timeline: timeline, pageSize: scenario.conversation.pageSize,
                    recordsTrace: traceDestination != nil
                )
                let simulation = try Simulation(configuration: configuration, controller: controller,
                                                history: history.makeHistory(), citations: history.citations)
                // report.html draws every run: its frames stream into a compact recording.
                let recorder = RunRecorder(frameInterval: planned.device.frameInterval.seconds,
                                           budget: planned.device.frameBudget.milliseconds)
                simulation.frameObserver = recorder.add
                let output = try simulation.run()
                try traces.add(scenario: scenario.name, strategy: spec.description, trace: output.trace,
                               findings: output.result.findings, inputs: inputs, budget: planned.device.frameBudget.milliseconds)
                let expectations = try scenario.expectations.expectations(for: spec).map { expectation in
                    ExpectationResult(expectation, actual: try output.result.metrics.value(of: expectation.metric))
                }
                let recording = recorder.recording(summary: scenario.summary, inputs: inputs, screen: ScreenGeometry(device: planned.device))
                runs.append(RunReport(result: output.result, expectations: expectations, recording: recording))
            }
            try traces.finishScenario(scenario.name)
        }
        return SuiteReport(toolVersion: ChatRigVersion.current, runs: runs)
    }
}

/// The tool's version, written into every report.
public enum ChatRigVersion {
    public static let current = "0.1.0"
}
