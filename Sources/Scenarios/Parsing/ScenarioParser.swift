import ChatModel
import Foundation
import Yams

/// Reads scenario files: YAML composed by Yams into a node tree, then walked and validated
/// strictly, every problem reported with its file, line and column.
///
/// ```swift
/// let scenario = try ScenarioParser.parse(contentsOf: url)
/// ```
///
/// All problems of a file are collected and thrown together, sorted by position, as one
/// ``ScenarioFileError``. The format is documented in `Scenarios/README.md`.
public enum ScenarioParser {
    /// The top-level keys of a scenario file.
    public static let topLevelKeys = [
        "name", "summary", "device", "deviceOverrides", "seed", "strategies", "duration",
        "conversation", "timeline", "expect",
    ]

    /// Parses the scenario file at `url`. Errors name the file by `url.relativePath`.
    ///
    /// - Parameter knownDevices: when given, `device:` must be one of these names (an
    ///   ``ScenarioError/Kind/unknownDevice(name:known:)`` at the value otherwise).
    public static func parse(contentsOf url: URL, knownDevices: [String]? = nil) throws(ScenarioFileError) -> Scenario {
        let text = try FileText.read(url)
        return try parse(yaml: text, path: url.relativePath, knownDevices: knownDevices)
    }

    /// Parses scenario `yaml`; `path` names the file in errors.
    ///
    /// - Complexity: O(*n*) in the size of the text, plus O(*t*) per per-strategy key for
    ///   *t* listed strategies.
    public static func parse(yaml: String, path: String, knownDevices: [String]? = nil) throws(ScenarioFileError) -> Scenario {
        let root: Node
        switch YAMLDocument.compose(yaml, path: path) {
        case let .success(node): root = node
        case let .failure(error): throw ScenarioFileError(error)
        }
        var context = DecodingContext(path: path)
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
        let summary = reader["summary"].map { string($0, key: "summary") } ?? ""
        let device = reader["device"].map { deviceName($0, knownDevices: knownDevices) } ?? Scenario.defaultDevice
        let overrides = reader["deviceOverrides"].map { deviceOverrides($0) } ?? DeviceOverrides()
        let seed = reader["seed"].map { unsignedInteger($0, key: "seed") } ?? Scenario.defaultSeed
        let strategiesNode = reader["strategies"]
        let strategies = strategiesNode.map { self.strategies($0) }
        let duration = reader["duration"].map { self.duration($0, key: "duration", positive: true) }
        let conversation = reader["conversation"].map { self.conversation($0) } ?? ConversationSpec()
        let timeline = reader["timeline"].map { self.timeline($0, duration: duration ?? nil) } ?? []
        let expectations = reader["expect"].map {
            expectationSet($0, strategies: strategies ?? nil, strategiesValid: strategiesNode == nil || strategies! != nil)
        } ?? ExpectationSet()

        guard let name, let summary, let device, let overrides, let seed, let conversation,
              let timeline, let expectations else { return nil }
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
            timeline: timeline, expectations: expectations
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
