import Foundation
import Scenarios
import Simulator
import Strategies

/// Runs a ``SweepRequest``: a ``RateSearch`` per strategy and device, and a run per
/// strategy, device and history size, using up to ``jobs`` threads.
///
/// Independent work runs at once: every rate search (its own probes one after another, as
/// each rate depends on the last) and every history run is a job for the next free thread.
/// Deterministic results do not depend on ``jobs``; host figures do (threads share the
/// machine), except held memory, which each run counts on its own thread.
public struct SweepRunner: Sendable {
    public var registry: StrategyRegistry
    /// Probes run at once (default: the machine's active cores).
    public var jobs: Int

    public init(registry: StrategyRegistry = .bundled, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.registry = registry
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
    }

    private enum JobResult: Sendable {
        case search(RateSeries)
        case history(pair: Int, HistoryPoint)
    }

    /// Runs the sweep.
    ///
    /// - Parameter progress: called after each probe with (probes done, most probes in
    ///   all, what ran), from the worker threads, one call at a time.
    /// - Throws: ``InputError`` when rates are asked of a scenario that streams no reply;
    ///   what a run throws.
    public func run(_ request: SweepRequest, progress: @escaping @Sendable (Int, Int, String) -> Void = { _, _, _ in }) throws -> SweepReport {
        if request.rates != nil, !request.scenario.hasReplies {
            throw InputError(subject: "--rate", message: "scenario '\(request.scenario.name)' streams no reply whose rate could vary")
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let pairs = request.pairs
        let search = request.rates.map { RateSearch(range: $0, resolution: request.resolution) }
        // Searches first, then largest histories first: the longest jobs start early and
        // the tail balances.
        let work = (search == nil ? [] : pairs.indices.map { Job.search(pair: $0) })
            + request.historySizes.reversed().flatMap { size in pairs.indices.map { Job.history(pair: $0, size: size) } }

        let counter = ProgressCounter(total: pairs.count * (search?.maximumProbes ?? 0) + pairs.count * request.historySizes.count,
                                      report: progress)
        let registry = registry
        let results = try ParallelJobs.run(count: work.count, width: jobs) { index -> JobResult in
            switch work[index] {
            case let .search(pair):
                let (strategy, device) = pairs[pair]
                return .search(try Self.search(search!, request: request, strategy: strategy, device: device,
                                               registry: registry, counter: counter))
            case let .history(pair, size):
                let (strategy, device) = pairs[pair]
                let outcome = try ScenarioReplay(scenario: request.scenario.withHistory(size), strategy: strategy,
                                                 device: device, registry: registry).run()
                counter.step("\(strategy) · \(device.name) · history \(size)")
                return .history(pair: pair, HistoryPoint(
                    history: size,
                    frameCostP99: outcome.result.metrics[.frameCostP99] ?? 0,
                    hitchTimeRatio: outcome.result.metrics[.hitchTimeRatio] ?? 0,
                    hostFrameTimeP99: outcome.result.hostMetrics[.hostFrameTimeP99] ?? 0,
                    hostHeldBytes: outcome.heldBytes,
                    hostStartupSeconds: outcome.startupSeconds,
                    hostWallSeconds: outcome.result.hostMetrics[.hostWallSeconds].map { $0 + outcome.startupSeconds } ?? 0))
            }
        }

        var series: [RateSeries] = []
        var points = Array(repeating: [HistoryPoint](), count: pairs.count)
        for result in results {
            switch result {
            case let .search(found): series.append(found)
            case let .history(pair, point): points[pair].append(point)
            }
        }
        let curves = request.historySizes.isEmpty ? [] : pairs.indices.map { pair in
            HistoryCurve(strategy: pairs[pair].strategy.description, device: pairs[pair].device.name,
                         points: points[pair].sorted { $0.history < $1.history })
        }
        return SweepReport(
            toolVersion: ChatRigVersion.current, scenario: request.scenario.name, seed: request.scenario.seed,
            criterion: request.criterion, rates: request.rates, resolution: request.resolution,
            series: series, historyCurves: curves, jobs: self.jobs,
            wallSeconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }

    /// One strategy's rate search on one device: its probes in sequence.
    private static func search(
        _ search: RateSearch, request: SweepRequest, strategy: StrategySpec, device: DeviceProfile,
        registry: StrategyRegistry, counter: ProgressCounter
    ) throws -> RateSeries {
        let metric = request.criterion.metric
        var wallSeconds: [Double] = []
        let (outcome, probes) = try search.run { rate in
            let replay = ScenarioReplay(scenario: request.scenario.withReplyRate(rate), strategy: strategy,
                                        device: device, registry: registry)
            let outcome = try replay.run()
            let value = outcome.result.metrics[metric] ?? 0
            wallSeconds.append(outcome.startupSeconds + (outcome.result.hostMetrics[.hostWallSeconds] ?? 0))
            counter.step("\(strategy) · \(device.name) · \(SweepFormat.rate(rate))")
            return RateSearch.Probe(rate: rate, value: value, passed: request.criterion.isSatisfied(by: value))
        }
        counter.skip(search.maximumProbes - probes.count)
        return RateSeries(strategy: strategy.description, device: device.name, outcome: outcome, probes: probes,
                          probeWallSeconds: wallSeconds,
                          violations: MonotonicityCheck.violations(in: probes, criterion: request.criterion))
    }
}

/// Counts finished probes across threads and reports each to a progress callback.
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

    /// Probes a search did not need: counted as done so the total stays an upper bound.
    func skip(_ count: Int) {
        lock.lock()
        defer { lock.unlock() }
        done += max(0, count)
    }
}
