import ChatModel
import Foundation
import ReportModel
import RunResults

/// Reads back what ChatRig wrote: a `report.json`, a report folder holding one, or a
/// baseline file (``BaselineWriter``), as a ``SuiteReport`` for `compare`, `merge` and
/// `run --baseline`.
///
/// Reading is strict, because a baseline is committed and may have been edited by hand:
/// every run must name its scenario, strategy, device and seed, every metric must be a
/// ``Metric`` name with a finite number, `swiftUI` (a run of a SwiftUI list, whose
/// `snapshotApplies` are body evaluations) is `true` when present, a pair may appear once, and the schema version
/// must be this build's (``SuiteReport/schemaVersion``, ``BaselineWriter/schemaVersion``)
/// unless `allowingUnknownSchema`. The first problem is thrown as a one-line
/// ``ReportReadError`` naming the file; a report read back has no recordings.
///
/// - Complexity: O(size of the file).
public struct ReportReader: Sendable {
    /// Whether a schema version other than this build's is read anyway (best effort).
    public var allowsUnknownSchema: Bool

    public init(allowsUnknownSchema: Bool = false) {
        self.allowsUnknownSchema = allowsUnknownSchema
    }

    /// What was read, and what it was.
    public struct Document: Sendable {
        public var report: SuiteReport
        /// The file read (`…/report.json` for a folder).
        public var path: String
        /// Whether it was a baseline file rather than a run's report.
        public var isBaseline: Bool
    }

    /// Reads `path`: a report folder (its `report.json`), a `report.json` or a baseline.
    public func read(_ path: String) throws(ReportReadError) -> Document {
        let (data, file) = try Self.contents(of: path)
        return try read(data: data, path: file)
    }

    /// Reads a document already in memory; `path` names it in errors.
    public func read(data: Data, path: String) throws(ReportReadError) -> Document {
        func fail(_ reason: String) -> ReportReadError { ReportReadError(path: path, reason: reason) }
        do {
            try StrictJSON.check(data)
        } catch {
            throw ReportReadError(path: "\(path):\(error.line):\(error.column)", reason: error.message)
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
        } catch {
            throw fail("not valid JSON (truncated or hand-edited?)")
        }
        guard let root = object as? [String: Any] else { throw fail("not a ChatRig report: the document is not a JSON object") }
        let isBaseline = root[Key.Document.format] as? String == BaselineWriter.format
        if root[Key.Document.format] != nil, !isBaseline { throw fail("not a ChatRig report: unknown format \(Self.describe(root[Key.Document.format]))") }
        guard let versionValue = root[Key.Document.schemaVersion] else { throw fail("not a ChatRig report: no 'schemaVersion'") }
        guard let version = Self.integer(versionValue) else {
            throw fail("'schemaVersion' must be a whole number, found \(Self.describe(versionValue))")
        }
        let known = isBaseline ? BaselineWriter.schemaVersion : SuiteReport.schemaVersion
        if version != known, !allowsUnknownSchema {
            throw fail("unknown \(isBaseline ? "baseline" : "report") schema version \(version) (this chatrig reads \(known)); pass --allow-mismatch to try anyway")
        }
        guard let tool = root[Key.Document.tool] as? [String: Any], let toolName = tool[Key.Tool.name] as? String,
              let toolVersion = tool[Key.Tool.version] as? String else {
            throw fail("not a ChatRig report: no 'tool' name and version")
        }
        guard let runObjects = root[Key.Document.runs] as? [Any] else { throw fail("no 'runs' list") }
        var runs: [RunReport] = []
        runs.reserveCapacity(runObjects.count)
        var seen = Set<String>()
        for (index, object) in runObjects.enumerated() {
            let run: RunReport
            do {
                run = try Self.run(object)
            } catch {
                throw fail("run \(index + 1): \(error.reason)")
            }
            guard seen.insert(run.result.scenario + "\u{0}" + run.result.strategy).inserted else {
                throw fail("run \(index + 1): \(run.result.scenario) · \(run.result.strategy) appears twice")
            }
            runs.append(run)
        }
        var shard: ShardPosition?
        if let object = root[Key.Document.shard] {
            guard let s = object as? [String: Any], let index = Self.integer(s[Key.Shard.index]), let count = Self.integer(s[Key.Shard.count]),
                  let total = Self.integer(s[Key.Shard.totalRuns]), let positions = (s[Key.Shard.positions] as? [Any])?.compactMap(Self.integer),
                  positions.count == runs.count, (1...Shard.maxCount).contains(count), (1...count).contains(index),
                  total >= runs.count, positions.allSatisfy({ (0..<total).contains($0) }) else {
                throw fail("'shard' must hold index (1 to count), count (1 to \(Shard.maxCount)), totalRuns and a position within them for each run")
            }
            let suite = s[Key.Shard.suite] as? String
            if s[Key.Shard.suite] != nil, suite == nil { throw fail("'shard.suite' must be a string") }
            shard = ShardPosition(index: index, count: count, totalRuns: total, positions: positions, suite: suite)
        }
        return Document(report: SuiteReport(toolName: toolName, toolVersion: toolVersion, runs: runs, shard: shard),
                        path: path, isBaseline: isBaseline)
    }

    // MARK: - Runs

    /// The document's keys, spelled once with the writers'.
    private typealias Key = ReportKey

    private struct Problem: Error { var reason: String }

    private static func run(_ object: Any) throws(Problem) -> RunReport {
        guard let run = object as? [String: Any] else { throw Problem(reason: "not a JSON object") }
        func text(_ key: Key.Run) throws(Problem) -> String {
            guard let value = run[key] as? String, !value.isEmpty else { throw Problem(reason: "'\(key)' must be a non-empty string") }
            return value
        }
        let scenario = try text(.scenario), strategy = try text(.strategy), device = try text(.device)
        guard let seed = ReportFigure.seed(run[Key.Run.seed]) else {
            throw Problem(reason: "'seed' must be a whole number from 0 to \(UInt64.max)")
        }
        let label = "\(scenario) · \(strategy)"
        let metrics = try metricSet(run[Key.Run.metrics], key: .metrics, kind: .deterministic, label: label)
        let hostMetrics = run[Key.Run.hostMetrics] == nil ? MetricSet() : try metricSet(run[Key.Run.hostMetrics], key: .hostMetrics, kind: .host, label: label)
        var duration = VirtualDuration.zero
        if let value = run[Key.Run.duration] {
            guard let seconds = ReportFigure.number(value), seconds >= 0, seconds <= Self.maxSeconds,
                  let parsed = VirtualDuration(roundingMicroseconds: seconds * 1_000_000) else {
                throw Problem(reason: "\(label): 'duration' must be a number of seconds from 0 to \(Int(Self.maxSeconds))")
            }
            duration = parsed
        }
        let findings = try Self.findings(run[Key.Run.findings], label: label)
        let expectations = try Self.expectations(run[Key.Run.expectations], label: label)
        let samples = try Self.hostSamples(run[Key.Run.hostSamples], label: label)
        let gate = try Self.gate(run[Key.Run.gate], label: label)
        var result = RunResult(scenario: scenario, strategy: strategy, device: device, seed: seed, duration: duration,
                               metrics: metrics, hostMetrics: hostMetrics, findings: findings)
        if let flag = run[Key.Run.swiftUI] {
            // The writer puts it only on runs of a SwiftUI list, always as `true`.
            guard isTrue(flag) else { throw Problem(reason: "\(label): 'swiftUI' must be true (it marks a run of a SwiftUI list) or absent") }
            result.usedLazyStack = true
        }
        if let object = run[Key.Run.costAttribution] {
            do {
                result.costAttribution = try CostAttributionJSON.read(object)
            } catch {
                throw Problem(reason: "\(label): \(error.reason)")
            }
        }
        return RunReport(result: result, expectations: expectations, gate: gate, hostSamples: samples)
    }

    /// A run's `findings`: each with a frame, time, known kind, message and occurrences
    /// within a run's bounds.
    private static func findings(_ object: Any?, label: String) throws(Problem) -> [Finding] {
        try (object as? [Any] ?? []).map { (object: Any) throws(Problem) -> Finding in
            guard let f = object as? [String: Any], let frame = integer(f[Key.Finding.frame]), frame >= 0, frame <= Self.maxFrames,
                  let time = ReportFigure.number(f[Key.Finding.time]), time >= 0, time <= Self.maxSeconds,
                  let kind = (f[Key.Finding.kind] as? String).flatMap(Finding.Kind.init(rawValue:)), let message = f[Key.Finding.message] as? String,
                  let occurrences = f[Key.Finding.occurrences] == nil ? 1 : integer(f[Key.Finding.occurrences]), occurrences >= 1,
                  occurrences <= Self.maxFrames else {
                throw Problem(reason: "\(label): a finding needs a frame from 0 to \(Self.maxFrames), a time from 0 to \(Int(Self.maxSeconds)) s, "
                    + "a known kind, a message and occurrences from 1 to \(Self.maxFrames)")
            }
            return Finding(frame: frame, time: time, kind: kind, message: message, occurrences: occurrences)
        }
    }

    /// A run's `expectations`, each a known metric, an operator, a bound and the actual value.
    private static func expectations(_ object: Any?, label: String) throws(Problem) -> [ExpectationResult] {
        try (object as? [Any] ?? []).map { (object: Any) throws(Problem) -> ExpectationResult in
            guard let e = object as? [String: Any], let metric = (e[Key.Expectation.metric] as? String).flatMap(Metric.init(name:)),
                  let comparison = (e[Key.Expectation.op] as? String).flatMap(Comparison.init(rawValue:)),
                  let value = ReportFigure.number(e[Key.Expectation.value]), abs(value) <= FigureLimits.maxFigureMagnitude,
                  let actual = ReportFigure.number(e[Key.Expectation.actual]), ReportFigure.problem(actual, of: metric) == nil else {
                throw Problem(reason: "\(label): an expectation needs a known metric, an operator, a value within ±1e15 and the actual value")
            }
            return ExpectationResult(Expectation(metric: metric, comparison: comparison, value: value), actual: actual)
        }
    }

    /// A run's `hostSamples`: host metrics only, each a non-empty list of valid figures.
    private static func hostSamples(_ object: Any?, label: String) throws(Problem) -> MetricSamples {
        var samples = MetricSamples()
        if let object {
            guard let map = object as? [String: Any] else { throw Problem(reason: "\(label): 'hostSamples' must be an object") }
            for metric in Metric.host {
                guard let list = map[metric.name] else { continue }
                guard let values = list as? [Any], !values.isEmpty else { throw Problem(reason: "\(label): hostSamples.\(metric) must be a list of numbers") }
                samples[metric] = try values.map { (value: Any) throws(Problem) -> Double in
                    guard let number = ReportFigure.number(value) else { throw Problem(reason: "\(label): hostSamples.\(metric) must hold numbers") }
                    if let problem = ReportFigure.problem(number, of: metric) { throw Problem(reason: "\(label): hostSamples.\(metric) \(problem)") }
                    return number
                }
            }
            if let unknown = map.keys.first(where: { Metric(name: $0)?.kind != .host }) {
                throw Problem(reason: "\(label): unknown host metric '\(unknown)' in hostSamples")
            }
        }
        return samples
    }

    /// A run's `gate`: known metrics, each with `absolute` and `relative` within a gate's bounds.
    private static func gate(_ object: Any?, label: String) throws(Problem) -> GateTolerances {
        var gate = GateTolerances()
        if let object {
            guard let map = object as? [String: Any] else { throw Problem(reason: "\(label): 'gate' must be an object") }
            for metric in Metric.all {
                guard let entry = map[metric.name] else { continue }
                guard let t = entry as? [String: Any], let absolute = ReportFigure.number(t[Key.Tolerance.absolute] ?? 0),
                      let relative = ReportFigure.number(t[Key.Tolerance.relative] ?? 0),
                      (0...FigureLimits.maxFigureMagnitude).contains(absolute), (0...Self.maxRelativeTolerance).contains(relative) else {
                    throw Problem(reason: "\(label): gate.\(metric) must hold 'absolute' from 0 to 1e15 and 'relative' from 0 to 10 (1000%), as a gate: block does")
                }
                gate[metric] = Tolerance(absolute: absolute, relative: relative)
            }
            if let unknown = map.keys.first(where: { Metric(name: $0) == nil }) {
                throw Problem(reason: "\(label): unknown metric '\(unknown)' in gate")
            }
        }
        return gate
    }

    /// A `metrics` or `hostMetrics` object, rebuilt in ``Metric/all`` order (the order the
    /// writer uses), so a report read back serialises as written.
    private static func metricSet(_ object: Any?, key: Key.Run, kind: Metric.Kind, label: String) throws(Problem) -> MetricSet {
        guard let map = object as? [String: Any] else { throw Problem(reason: "\(label): '\(key)' must be an object of numbers") }
        var set = MetricSet()
        for metric in Metric.all where metric.kind == kind {
            guard let value = map[metric.name] else { continue }
            guard let number = ReportFigure.number(value) else { throw Problem(reason: "\(label): \(key).\(metric) must be a number") }
            if let problem = ReportFigure.problem(number, of: metric) { throw Problem(reason: "\(label): \(key).\(metric) \(problem)") }
            set[metric] = number
        }
        if set.count != map.count, let unknown = map.keys.sorted().first(where: { Metric(name: $0)?.kind != kind }) {
            throw Problem(reason: "\(label): unknown metric '\(unknown)' in \(key)")
        }
        return set
    }

    /// Longest run a report can hold, s: ``FigureLimits/maxRunDuration``.
    static let maxSeconds = FigureLimits.maxRunDuration.seconds
    /// Most frames a run can have: its longest duration at the highest refresh rate
    /// (864,000), which bounds a finding's frame and the frames it occurred in — and keeps
    /// them exact in the JSON numbers the writer writes them as (a larger count, such as
    /// 2⁶³ − 1, would be written rounded and not read back).
    static let maxFrames = Int(FigureLimits.maxRunDuration.seconds) * FigureLimits.maxRefreshRate
    /// Largest `relative` of a gate: 10 (1000 %), as `gate:` blocks accept.
    static let maxRelativeTolerance = 10.0

    /// Whether `value` is the JSON literal `true` (not a number such as `1`).
    private static func isTrue(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return ReportFigure.isBoolean(number) && number.boolValue
    }

    private static func integer(_ value: Any?) -> Int? {
        ReportFigure.integer(value)
    }

    private static func describe(_ value: Any?) -> String {
        switch value {
        case let text as String: "'\(text)'"
        case let number as NSNumber: ReportFigure.isBoolean(number) ? "\(number.boolValue)" : "\(number)"
        case is [Any]: "a list"
        case is [String: Any]: "an object"
        default: "null"
        }
    }
}
