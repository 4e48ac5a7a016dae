import ChatModel
import Foundation
import RunResults
import Yams

/// Reads scenario files: YAML composed by Yams into a node tree, then walked and validated
/// strictly, every problem reported with its file, line and column.
///
/// ```swift
/// let scenario = try ScenarioParser.parse(contentsOf: url)
/// ```
///
/// All problems of a file are collected and thrown together, sorted by position, as one
/// ``ScenarioFileError``; each prints as
/// `path/to/file.yaml:12:5: error: unknown key 'duraton' in scenario; did you mean 'duration'?`.
///
/// ## Format
///
/// The core keys are fixed (later keys are added, never changed); every key below is optional unless marked.
///
/// | key | value | default |
/// |---|---|---|
/// | `name` | **required**, `[a-z0-9-]+` | |
/// | `summary` | text | empty |
/// | `device` | profile name, `[a-z0-9-]+` | `iphone-15-pro` |
/// | `deviceOverrides` | `{ refreshRate: 60Hz, composerHeight: 80pt, keyboard: { portrait, landscape }, costs: { configureText: 120µs } }` | none |
/// | `seed` | whole number ≥ 0 | 1 |
/// | `strategies` | non-empty list of specs: `flipped`, `"flipped(unflip: cell)"` | every bundled strategy (`nil`) |
/// | `duration` | > 0, `20s` | latest nominal end of the timeline + 2 s |
/// | `conversation` | `{ history ≥ 0, pageSize ≥ 1, pageLatency, mix: { text, images, thinking, code } }` | 0, 50, 100ms, 0.85/0.1/0.05/0 |
/// | `conversation.messages` | a message store's path relative to the file's folder (``StoredConversation``), instead of `history` and `mix` | none: a generated history |
/// | `timeline` | list of entries: `at` plus exactly one action | empty |
/// | `expect` | metric → expectation, plus `per-strategy` | none |
/// | `gate` | metric → `{ absolute, relative: 5% }`: tolerances against a baseline (``GateTolerances``) | none |
///
/// **Units** are written out: `ms`/`s` for time (`350ms`, `1.5s`), `pt` for distance,
/// `/s` for rates (`120/s`), `pt/s` for velocities, `µs`/`us`/`ms` for cost figures, `Hz` for
/// refresh rates. A number without its unit is an error naming the unit expected — even 0
/// (`0s`, `0pt`). Counts and fractions (`tokens`, `jitter`) are bare numbers.
///
/// **Limits**: every number, text and the file itself is bounded by ``ScenarioLimits``
/// (`duration` ≤ 3600s, `tokens` ≤ 131072, `history` ≤ 100000, …); a value beyond its bound
/// is an ``ScenarioError/Kind/outOfRange`` error at its line and column. Aliases, nesting and
/// file size are checked before the YAML tree is built.
///
/// **Strategy specs** are a name and optional `key: value` options in parentheses. YAML
/// reads an unquoted `: ` as a mapping, so a spec with options must be quoted:
/// `strategies: [natural, "flipped(unflip: cell, loadMore: scrollAndPrefetch)"]`.
///
/// **Timeline actions** (see ``ScenarioAction``): each action is declared once, with its
/// key, decoding and limits, in a ``TimelineActionDeclaration`` under
/// `Sources/Scenarios/Actions/`; Scenarios/README.md's action reference lists every one by
/// its declaration's doc line (a test holds the two equal). A streamed `reply` needs
/// `tokens` and `rate` (`ttft` 0ms, `jitter` 0...1 = 0, `distribution: uniform | normal` =
/// uniform, `chunk: a...b` = 1...1, `thinking` = 0, `citations` = 0, `failAfter` < tokens,
/// `whole: true` = one piece at `ttft`, without the stream keys); a recorded one names its
/// `transcript` (see ``TranscriptReply``); `stop: reply` needs an earlier reply.
/// Entries must be in order of `at` — an entry earlier than the one before it is an error
/// rather than silently re-ordered; entries at the same time keep file order (a `send` and
/// its `reply` at 0.5s). With an explicit `duration`, no entry may come after it.
///
/// **Expectations** (see ``Expectation``): a bare number means equals; a string is an
/// operator (`==`, `!=`, `<`, `<=`, `>`, `>=`) and a number with an optional unit that must
/// match the metric (``MetricUnit``): `"<= 5 ms/s"`, `"< 600"`. Metric names are the
/// deterministic, gateable ones of ``Metric``; a typo gets the nearest name suggested.
/// Per-strategy expectations override the general ones (``ExpectationSet``):
///
/// ```yaml
/// strategies: [natural, "flipped(loadMore: scrollAndPrefetch)"]
/// expect:
///   duplicateLoadMore: 0
///   per-strategy:
///     "flipped(loadMore: scrollAndPrefetch)":
///       duplicateLoadMore: ">= 1"
/// ```
///
/// Each `per-strategy` key must name a strategy listed in `strategies` (options in any
/// order), so `strategies` must be given when `per-strategy` is used.
public enum ScenarioParser {
    /// The top-level keys of a scenario file.
    public static let topLevelKeys = [
        "name", "summary", "device", "deviceOverrides", "seed", "strategies", "duration",
        "conversation", "timeline", "expect", "gate",
    ]

    /// Parses the scenario file at `url`. Errors name the file by `url.relativePath`.
    ///
    /// - Parameters:
    ///   - knownDevices: when given, `device:` must be one of these names (an
    ///     ``ScenarioError/Kind/unknownDevice(name:known:)`` at the value otherwise).
    ///   - strategyCheck: when given, every strategy of `strategies:` must pass it (it
    ///     returns the problem, or `nil`); a failure is an
    ///     ``ScenarioError/Kind/unknownStrategy(_:)`` at the strategy's line and column.
    public static func parse(
        contentsOf url: URL, knownDevices: [String]? = nil, strategyCheck: ((StrategySpec) -> String?)? = nil
    ) throws(ScenarioFileError) -> Scenario {
        let text = try FileText.read(url)
        return try parse(yaml: text, path: url.relativePath, knownDevices: knownDevices, strategyCheck: strategyCheck)
    }

    /// Parses scenario `yaml`; `path` names the file in errors.
    ///
    /// - Complexity: O(*n*) in the size of the text, plus O(*t*) per per-strategy key for
    ///   *t* listed strategies.
    public static func parse(
        yaml: String, path: String, knownDevices: [String]? = nil, strategyCheck: ((StrategySpec) -> String?)? = nil
    ) throws(ScenarioFileError) -> Scenario {
        let root: Node
        switch YAMLDocument.compose(yaml, path: path) {
        case let .success(node): root = node
        case let .failure(error): throw ScenarioFileError(error)
        }
        var context = DecodingContext(path: path, strategyCheck: strategyCheck)
        let scenario = context.scenario(root, knownDevices: knownDevices)
        guard context.errors.isEmpty, let scenario else {
            throw ScenarioFileError(context.errors)
        }
        return scenario
    }
}

extension DecodingContext {
    /// A whole scenario file.
    mutating func scenario(_ node: Node, knownDevices: [String]?) -> Scenario? {
        guard let reader = mapping(node, what: "scenario", allowedKeys: ScenarioParser.topLevelKeys) else { return nil }

        let name = required("name", in: reader).flatMap { identifier($0, key: "name") }
        let summary = reader["summary"].map { string($0, key: "summary", maxLength: ScenarioLimits.maxSummaryLength) } ?? ""
        let device = reader["device"].map { deviceName($0, knownDevices: knownDevices) } ?? Scenario.defaultDevice
        let overrides = reader["deviceOverrides"].map { deviceOverrides($0) } ?? DeviceOverrides()
        let seed = reader["seed"].map { unsignedInteger($0, key: "seed") } ?? Scenario.defaultSeed
        let strategies = reader["strategies"].map { self.strategies($0) }
        let duration = reader["duration"].map { self.duration($0, key: "duration", positive: true, upTo: ScenarioLimits.maxDuration) }
        let conversation = reader["conversation"].map { self.conversation($0) } ?? ConversationSpec()
        let timeline = reader["timeline"].map { self.timeline($0, duration: duration ?? nil, durationGiven: duration != nil) } ?? []
        let expectations = reader["expect"].map {
            expectationSet($0, strategies: strategies ?? nil, strategiesValid: strategies.map { $0 != nil } ?? true)
        } ?? ExpectationSet()
        let gate = reader["gate"].map { gateTolerances($0, what: "gate") } ?? GateTolerances()

        guard let name, let summary, let device, let overrides, let seed, let conversation,
              let timeline, let expectations, let gate else { return nil }
        let resolvedStrategies: [StrategySpec]?
        switch strategies {
        case .none: resolvedStrategies = nil
        case let .some(.some(list)): resolvedStrategies = list
        case .some(.none): return nil
        }
        let resolvedDuration: VirtualDuration?
        switch duration {
        case .none: resolvedDuration = nil
        case let .some(.some(value)): resolvedDuration = value
        case .some(.none): return nil
        }
        return Scenario(
            name: name, summary: summary, device: device, deviceOverrides: overrides, seed: seed,
            strategies: resolvedStrategies, duration: resolvedDuration, conversation: conversation,
            timeline: timeline, expectations: expectations, gate: gate
        )
    }

    private mutating func deviceName(_ node: Node, knownDevices: [String]?) -> String? {
        guard let name = identifier(node, key: "device") else { return nil }
        if let knownDevices, !knownDevices.contains(name) {
            report(DeviceProfileLoader.unknownDevice(name, known: knownDevices, at: location(of: node)))
            return nil
        }
        return name
    }
}
