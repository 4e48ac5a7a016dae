import ChatModel
import Foundation
import Mocks
import ReportFormats
import ReportModel
import Scenarios
import Simulator
import Storage

/// Runs scenario files against strategies and evaluates their expectations: the engine
/// behind `chatrig run`, usable from tests and from a team's own tooling.
public struct SuiteRunner: Sendable {
    /// Where each run's controller comes from; plans check strategies against it without
    /// making controllers.
    public var controllers: any ControllerFactory
    public var devices: DeviceProfileLoader

    /// A runner of the strategies `controllers` makes (`StrategyRegistry.bundled` for
    /// ChatRig's own), on the device profiles in `devicesDirectory`.
    public init(controllers: some ControllerFactory, devicesDirectory: URL) {
        self.controllers = controllers
        devices = DeviceProfileLoader(directory: devicesDirectory)
    }

    // MARK: - Planning (all validation happens here)

    /// Parses and validates every file under `paths`, resolving devices and strategies, and
    /// opens each stored conversation (`messages:`) to check it, so `validate` reports it.
    ///
    /// - Parameters:
    ///   - strategies: specs that replace each scenario's `strategies` (empty: keep them).
    ///   - device, seed: overrides of each scenario's.
    /// - Throws: ``ScenarioFileError`` holding every problem found, each with its location.
    public func plan(paths: [String], strategies: [String], device: String?, seed: UInt64?) throws(ScenarioFileError) -> SuitePlan {
        let controllers = controllers
        let strategyCheck: (StrategySpec) -> String? = { controllers.problem(with: $0) }
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
                if let stored = scenario.conversation.messages { _ = try StoredConversationFile(stored) }
                guard deviceIsKnown else { continue } // reported once, at --device
                let profile = try devices.profile(for: scenario)
                let specs = overrideSpecs.isEmpty
                    ? (scenario.strategies ?? controllers.strategyNames.map { StrategySpec(name: $0) })
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
    /// Pairs run on up to `schedule.jobs` threads; the report lists them in plan order, so
    /// its deterministic part is byte-identical whatever the number of jobs. With
    /// `schedule.repetitions` > 1 each pair runs that many times: the deterministic
    /// metrics and findings must agree (``NondeterminismError`` otherwise), the report's
    /// host metrics are the samples' medians and ``RunReport/hostSamples`` keeps them all.
    ///
    /// - Parameters:
    ///   - traceDestination: where frame traces go, if anywhere (the first repetition's).
    ///   - progress: called as each run starts with (runs started before it, runs in all,
    ///     label); calls are serialised, never concurrent.
    public func run(
        _ plan: SuitePlan,
        schedule: RunSchedule = RunSchedule(),
        traceDestination: TraceDestination? = nil,
        progress: (Int, Int, String) -> Void = { _, _, _ in }
    ) throws -> SuiteReport {
        let pairs = plan.scenarios.indices.flatMap { s in plan.scenarios[s].strategies.map { (scenario: s, spec: $0) } }
        let repetitions = max(1, schedule.repetitions)
        let outputs = try withoutActuallyEscaping(progress) { progress in
            let relay = ProgressRelay(progress, total: pairs.count * repetitions)
            return try ParallelJobs.run(count: pairs.count * repetitions, width: schedule.jobs) { job -> PairRun in
                let pair = pairs[job / repetitions], repetition = job % repetitions
                let planned = plan.scenarios[pair.scenario]
                relay.started("\(planned.scenario.name) · \(pair.spec)" + (repetitions > 1 ? " (\(repetition + 1)/\(repetitions))" : ""))
                let controller = try controllers.makeController(for: pair.spec)
                return try runPair(planned, spec: pair.spec, controller: controller, isFirst: repetition == 0,
                                   tracing: traceDestination != nil)
            }
        }
        var runs: [RunReport] = []
        var traces = TraceSink(destination: traceDestination)
        for (index, pair) in pairs.enumerated() {
            let planned = plan.scenarios[pair.scenario]
            let samples = Array(outputs[index * repetitions ..< (index + 1) * repetitions])
            let first = samples[0]
            let run = try report(of: planned, spec: pair.spec, samples: samples)
            try traces.add(scenario: planned.scenario.name, strategy: pair.spec.description, trace: first.trace ?? [],
                           findings: run.result.findings, inputs: first.inputs, budget: planned.device.frameBudget.milliseconds)
            if index == pairs.count - 1 || pairs[index + 1].scenario != pair.scenario {
                try traces.finishScenario(planned.scenario.name)
            }
            runs.append(run)
        }
        return SuiteReport(toolVersion: ChatRigVersion.current, runs: runs, shard: plan.shard)
    }

    /// The report of one pair from its runs (one per repetition): they must agree on every
    /// deterministic figure (``NondeterminismError`` otherwise); with more than one, host
    /// metrics are the samples' medians. Expectations are evaluated on the result.
    func report(of planned: SuitePlan.PlannedScenario, spec: StrategySpec, samples: [PairRun]) throws -> RunReport {
        try NondeterminismError.check(samples.map(\.result))
        var result = samples[0].result
        var hostSamples = MetricSamples()
        if samples.count > 1 {
            for metric in Metric.host {
                let values = samples.compactMap { $0.result.hostMetrics[metric] }
                guard values.count == samples.count else { continue }
                hostSamples[metric] = values
                result.hostMetrics[metric] = Median.of(values)
            }
        }
        let expectations = try planned.scenario.expectations.expectations(for: spec).map { expectation in
            ExpectationResult(expectation, actual: try result.metrics.value(of: expectation.metric))
        }
        return RunReport(result: result, expectations: expectations, recording: samples[0].recording,
                         gate: planned.scenario.gate, hostSamples: hostSamples)
    }

    /// One run of one pair against `controller`, made for it: its result, and for the first
    /// repetition its recording for `report.html` and, when tracing, its frame trace.
    func runPair(_ planned: SuitePlan.PlannedScenario, spec: StrategySpec, controller: any ChatListController,
                 isFirst: Bool, tracing: Bool) throws -> PairRun {
        let scenario = planned.scenario
        let history = try HistoryFixture(scenario: scenario)
        let timeline = ScenarioCompiler.timeline(for: scenario)
        let inputs = InputMark.marks(of: timeline)  // each compiled action carries its mark
        let configuration = RunConfiguration(
            scenario: scenario.name, strategy: spec.description, device: planned.device, seed: scenario.seed,
            duration: scenario.duration, timeline: timeline, pageSize: scenario.conversation.pageSize,
            recordsTrace: tracing && isFirst
        )
        let simulation = try Simulation(configuration: configuration, controller: controller,
                                        history: history.makeHistory(), citations: history.citations)
        // report.html draws every run: its frames stream into a compact recording.
        let recorder = isFirst ? RunRecorder(frameInterval: planned.device.frameInterval.seconds,
                                             budget: planned.device.frameBudget.milliseconds) : nil
        if let recorder { simulation.frameObserver = recorder.add }
        let output = try simulation.run()
        let recording = recorder?.recording(summary: scenario.summary, inputs: inputs, screen: ScreenGeometry(device: planned.device))
        return PairRun(result: output.result, recording: recording, trace: tracing && isFirst ? output.trace : nil, inputs: inputs)
    }
}
