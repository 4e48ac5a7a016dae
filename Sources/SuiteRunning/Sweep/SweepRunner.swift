import Foundation
import Scenarios
import Simulator

/// Runs a ``SweepRequest``: a ``RateSearch`` per strategy and device, checks of each
/// search's assumption, and a run per strategy, device and history size, using up to
/// ``jobs`` threads.
///
/// Independent work runs at once. First every rate search (its probes one after another,
/// as each rate depends on the last) and every history run; then every check probe of
/// every search. Deterministic results do not depend on ``jobs``; host figures do (runs
/// share the machine), except held memory, which each run counts on its own thread.
public struct SweepRunner: Sendable {
    /// Where each run's controller comes from.
    public var controllers: any ControllerFactory
    /// Runs at once (default: the machine's active cores).
    public var jobs: Int

    public init(controllers: some ControllerFactory, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.controllers = controllers
        self.jobs = max(1, jobs)
    }

    /// Why a sweep cannot run.
    public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The flag or file at fault.
        public var subject: String
        public var message: String
        public var description: String { "\(subject): error: \(message)" }
    }

    private enum Job: Sendable {
        case search(pair: Int)
        case history(pair: Int, size: Int)
        case replyLength(pair: Int, tokens: Int)
        case check(pair: Int, rate: Double)
    }

    private enum JobResult: Sendable {
        case search(pair: Int, RateSearch.Outcome, [MeasuredProbe])
        case history(pair: Int, HistoryPoint)
        case replyLength(pair: Int, ReplyLengthPoint)
        case check(pair: Int, MeasuredProbe)
    }

    private struct MeasuredProbe: Sendable {
        var probe: RateSearch.Probe
        var wallSeconds: Double
    }

    /// Checks a search may add: two on each side of its answer.
    private static let checksPerSearch = 4

    /// Runs the sweep.
    ///
    /// - Parameter progress: called after each run with (runs done, most runs in all, what
    ///   ran), from the worker threads, one call at a time.
    /// - Throws: ``InputError`` when rates are asked of a scenario that streams no reply;
    ///   what a run throws.
    public func run(_ request: SweepRequest, progress: @escaping @Sendable (Int, Int, String) -> Void = { _, _, _ in }) throws -> SweepReport {
        if request.rates != nil, !request.scenario.hasReplies {
            throw InputError(subject: "--rate", message: "scenario '\(request.scenario.name)' streams no reply whose rate could vary")
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let pairs = request.pairs
        let search = request.rates.map { RateSearch(range: $0, resolution: request.resolution) }
        let perSearch = search.map { $0.maximumProbes + Self.checksPerSearch } ?? 0
        let counter = ProgressCounter(total: pairs.count * (perSearch + request.historySizes.count + request.replyTokenCounts.count),
                                      report: progress)

        // Phase 1: searches first, then the largest histories first, so the longest jobs
        // start early and the tail balances.
        let firstPhase = (search == nil ? [] : pairs.indices.map { Job.search(pair: $0) })
            + request.historySizes.reversed().flatMap { size in pairs.indices.map { Job.history(pair: $0, size: size) } }
            + request.replyTokenCounts.reversed().flatMap { tokens in pairs.indices.map { Job.replyLength(pair: $0, tokens: tokens) } }
        var results = try runJobs(firstPhase, request: request, search: search, pairs: pairs, counter: counter)

        // Phase 2: the checks of every search, all independent.
        var secondPhase: [Job] = []
        for case let .search(pair, outcome, probes) in results {
            let rates = search!.checkRates(after: outcome, probes: probes.map(\.probe))
            secondPhase += rates.map { Job.check(pair: pair, rate: $0) }
            counter.skip(perSearch - probes.count - rates.count)
        }
        results += try runJobs(secondPhase, request: request, search: search, pairs: pairs, counter: counter)

        return report(request, pairs: pairs, results: results, start: start)
    }

    private func runJobs(
        _ work: [Job], request: SweepRequest, search: RateSearch?,
        pairs: [(strategy: StrategySpec, device: DeviceProfile)], counter: ProgressCounter
    ) throws -> [JobResult] {
        let controllers = controllers
        return try ParallelJobs.run(count: work.count, width: jobs) { index -> JobResult in
            switch work[index] {
            case let .search(pair):
                var measured: [MeasuredProbe] = []
                let (outcome, _) = try search!.run { rate in
                    let probe = try Self.probe(rate, request: request, pair: pairs[pair], controllers: controllers, counter: counter)
                    measured.append(probe)
                    return probe.probe
                }
                return .search(pair: pair, outcome, measured)
            case let .check(pair, rate):
                return .check(pair: pair, try Self.probe(rate, request: request, pair: pairs[pair], controllers: controllers, counter: counter))
            case let .history(pair, size):
                let (strategy, device) = pairs[pair]
                let outcome = try ScenarioReplay(scenario: request.scenario.withHistory(size), strategy: strategy,
                                                 device: device, controllers: controllers).run()
                counter.step("\(strategy) · \(device.name) · history \(SweepFormat.count(size))")
                return .history(pair: pair, HistoryPoint(
                    history: size,
                    frameCostP99: try outcome.result.metrics.value(of: .frameCostP99),
                    hitchTimeRatio: try outcome.result.metrics.value(of: .hitchTimeRatio),
                    hostFrameTimeP99: try outcome.result.hostMetrics.value(of: .hostFrameTimeP99),
                    hostHeldBytes: outcome.heldBytes,
                    hostStartupSeconds: outcome.startupSeconds,
                    hostWallSeconds: outcome.startupSeconds + (try outcome.result.hostMetrics.value(of: .hostWallSeconds))))
            case let .replyLength(pair, tokens):
                let (strategy, device) = pairs[pair]
                let outcome = try ScenarioReplay(scenario: request.scenario.withReplyTokens(tokens), strategy: strategy,
                                                 device: device, controllers: controllers).run()
                counter.step("\(strategy) · \(device.name) · reply \(SweepFormat.count(tokens)) tokens")
                return .replyLength(pair: pair, try ReplyLengthPoint(
                    tokens: tokens, result: outcome.result,
                    hostWallSeconds: outcome.startupSeconds + (try outcome.result.hostMetrics.value(of: .hostWallSeconds))))
            }
        }
    }

    /// One run of the scenario with every reply at `rate`, judged by the criterion.
    private static func probe(
        _ rate: Double, request: SweepRequest, pair: (strategy: StrategySpec, device: DeviceProfile),
        controllers: any ControllerFactory, counter: ProgressCounter
    ) throws -> MeasuredProbe {
        let outcome = try ScenarioReplay(scenario: request.scenario.withReplyRate(rate), strategy: pair.strategy,
                                         device: pair.device, controllers: controllers).run()
        let value = try outcome.result.metrics.value(of: request.criterion.metric)
        counter.step("\(pair.strategy) · \(pair.device.name) · \(SweepFormat.rate(rate))")
        return MeasuredProbe(
            probe: RateSearch.Probe(rate: rate, value: value, passed: request.criterion.isSatisfied(by: value)),
            wallSeconds: outcome.startupSeconds + (try outcome.result.hostMetrics.value(of: .hostWallSeconds)))
    }

    /// Gathers the jobs' results by pair, in the request's order.
    private func report(
        _ request: SweepRequest, pairs: [(strategy: StrategySpec, device: DeviceProfile)], results: [JobResult], start: UInt64
    ) -> SweepReport {
        var searches: [Int: (RateSearch.Outcome, [MeasuredProbe])] = [:]
        var checks = Array(repeating: [MeasuredProbe](), count: pairs.count)
        var points = Array(repeating: [HistoryPoint](), count: pairs.count)
        var lengths = Array(repeating: [ReplyLengthPoint](), count: pairs.count)
        for result in results {
            switch result {
            case let .search(pair, outcome, probes): searches[pair] = (outcome, probes)
            case let .check(pair, probe): checks[pair].append(probe)
            case let .history(pair, point): points[pair].append(point)
            case let .replyLength(pair, point): lengths[pair].append(point)
            }
        }
        let series = pairs.indices.compactMap { pair -> RateSeries? in
            guard let (outcome, probes) = searches[pair] else { return nil }
            let sortedChecks = checks[pair].sorted { $0.probe.rate < $1.probe.rate }
            return RateSeries(
                strategy: pairs[pair].strategy.description, device: pairs[pair].device.name, outcome: outcome,
                probes: probes.map(\.probe), probeWallSeconds: probes.map(\.wallSeconds),
                checks: sortedChecks.map(\.probe), checkWallSeconds: sortedChecks.map(\.wallSeconds),
                violations: MonotonicityCheck.violations(in: probes.map(\.probe) + sortedChecks.map(\.probe),
                                                         criterion: request.criterion))
        }
        let curves = request.historySizes.isEmpty ? [] : pairs.indices.map { pair in
            HistoryCurve(strategy: pairs[pair].strategy.description, device: pairs[pair].device.name,
                         points: points[pair].sorted { $0.history < $1.history })
        }
        var report = SweepReport(
            toolVersion: ChatRigVersion.current, scenario: request.scenario.name, seed: request.scenario.seed,
            criterion: request.criterion, rates: request.rates, resolution: request.resolution,
            series: series, historyCurves: curves, jobs: jobs,
            wallSeconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        report.replyLengthCurves = request.replyTokenCounts.isEmpty ? [] : pairs.indices.map { pair in
            ReplyLengthCurve(strategy: pairs[pair].strategy.description, device: pairs[pair].device.name,
                             points: lengths[pair].sorted { $0.tokens < $1.tokens })
        }
        return report
    }
}

/// Counts finished runs across threads and reports each to a progress callback.
private final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: @Sendable (Int, Int, String) -> Void

    init(total: Int, report: @escaping @Sendable (Int, Int, String) -> Void) {
        self.total = total
        self.report = report
    }

    func step(_ label: String) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        report(done, total, label)
    }

    /// Runs a search did not need: counted as done so the total stays an upper bound.
    func skip(_ count: Int) {
        lock.lock()
        defer { lock.unlock() }
        done += max(0, count)
    }
}
