import ChatModel

/// A run's JSON, as a run of `report.json` holds it (``CodingKeys`` in their order):
///
/// ```json
/// {"scenario": "rapid-streaming", "strategy": "flipped", "device": "iphone-15-pro", "seed": 7,
///  "duration": 12.5, "swiftUI": true, "metrics": {…}, "hostMetrics": {…}, "findings": […],
///  "costAttribution": {…}}
/// ```
///
/// `swiftUI` is written only for a run of a SwiftUI list (always `true`), `costAttribution`
/// only when recorded, `hostMetrics` unless ``CodingUserInfoKey/hostFigures`` is `false`. A
/// report's run (`RunReport`) adds its own keys to the same object.
///
/// Read back strictly, because a baseline is committed and may have been edited by hand:
/// the scenario, strategy and device are non-empty, the seed a whole number from 0 to
/// 2⁶⁴ − 1 read exactly, the duration within ``FigureLimits/maxRunDuration``, `metrics`
/// deterministic and `hostMetrics` host metrics only, each a figure of its metric. Every
/// problem after the names is reported inside the run (`scenario · strategy: …`).
extension RunResult: Codable {
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case scenario, strategy, device, seed, duration, swiftUI, metrics, hostMetrics, findings, costAttribution
    }

    public func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: CodingKeys.self)
        try encodeIdentity(into: &object)
        try object.encode(duration.seconds, forKey: .duration)
        if usedLazyStack { try object.encode(true, forKey: .swiftUI) }
        try object.encode(metrics, forKey: .metrics)
        if encoder.option(.hostFigures, as: Bool.self) ?? true { try object.encode(hostMetrics, forKey: .hostMetrics) }
        try object.encode(findings, forKey: .findings)
        try object.encodeIfPresent(costAttribution, forKey: .costAttribution)
    }

    /// The four keys that name a run (scenario, strategy, device, seed), first in every form of it.
    package func encodeIdentity(into object: inout KeyedEncodingContainer<CodingKeys>) throws {
        try object.encode(scenario, forKey: .scenario)
        try object.encode(strategy, forKey: .strategy)
        try object.encode(device, forKey: .device)
        try object.encode(seed, forKey: .seed)
    }

    public init(from decoder: any Decoder) throws {
        let object = try decoder.object(CodingKeys.self, else: "not a JSON object")
        func name(_ key: CodingKeys) throws(JSONRecordError) -> String {
            let text = try object.required(String.self, key, else: "must be a non-empty string")
            guard !text.isEmpty else { throw JSONRecordError("must be a non-empty string", at: [key.stringValue]) }
            return text
        }
        let scenario = try name(.scenario), strategy = try name(.strategy), device = try name(.device)
        let seed = try object.required(UInt64.self, .seed, else: "must be a whole number from 0 to \(UInt64.max)")
        self.init(scenario: scenario, strategy: strategy, device: device, seed: seed, duration: .zero,
                  metrics: MetricSet(), hostMetrics: MetricSet(), findings: [])
        do throws(JSONRecordError) {
            try decodeFigures(from: object)
        } catch {
            throw error.within("\(scenario) · \(strategy)")
        }
    }

    /// Everything but the run's names, from its object.
    private mutating func decodeFigures(from object: KeyedDecodingContainer<CodingKeys>) throws(JSONRecordError) {
        metrics = try object.required(MetricSet.self, .metrics, else: "must be an object of numbers")
        do { try metrics.requireKind(.deterministic) } catch { throw error.under(CodingKeys.metrics.stringValue) }
        hostMetrics = try object.field(MetricSet.self, .hostMetrics, else: "must be an object of numbers") ?? MetricSet()
        do { try hostMetrics.requireKind(.host) } catch { throw error.under(CodingKeys.hostMetrics.stringValue) }
        let maxSeconds = FigureLimits.maxRunDuration.seconds
        let durationRefusal = "must be a number of seconds from 0 to \(Int(maxSeconds))"
        if let seconds = try object.field(Double.self, .duration, else: durationRefusal) {
            guard seconds >= 0, seconds <= maxSeconds, let parsed = VirtualDuration(roundingMicroseconds: seconds * 1_000_000) else {
                throw JSONRecordError(durationRefusal, at: [CodingKeys.duration.stringValue])
            }
            duration = parsed
        }
        findings = try object.field([Finding].self, .findings, else: "must be a list", nests: false) ?? []
        if let flag = try object.field(Bool.self, .swiftUI, else: Self.swiftUIRefusal) {
            // The writer puts it only on runs of a SwiftUI list, always as `true`.
            guard flag else { throw JSONRecordError(Self.swiftUIRefusal, at: [CodingKeys.swiftUI.stringValue]) }
            usedLazyStack = true
        }
        costAttribution = try object.field(CostAttribution.self, .costAttribution, else: "must be an object")
    }

    private static let swiftUIRefusal = "must be true (it marks a run of a SwiftUI list) or absent"
}

extension CodingUserInfoKey {
    /// Whether a run's host figures (`hostMetrics`, `hostSamples`: this machine's CPU time,
    /// allocations, wall time) are encoded: `false` for a document byte-identical across runs
    /// and machines. Absent means `true`.
    public static let hostFigures = CodingUserInfoKey(rawValue: "chatrig.hostFigures")!
}
