import RunResults

/// A report's run: the run's own keys (``RunResult/CodingKeys``) with the report's
/// (``RunReport/CodingKeys``) in one object, in this order —
///
/// ```json
/// {"scenario": …, "strategy": …, "device": …, "seed": 7, "duration": 12.5, "passed": true,
///  "swiftUI": true, "metrics": {…}, "hostMetrics": {…}, "hostSamples": {…}, "gate": {…},
///  "expectations": […], "findings": […], "costAttribution": {…}}
/// ```
///
/// `hostSamples` is written after `--repeat` only, `gate` when the scenario has one; host
/// figures are left out when ``CodingUserInfoKey/hostFigures`` is `false`. A baseline's run
/// (``ReportForm/baseline``) holds the names, `metrics`, every host figure as `hostSamples`
/// and `costAttribution`. A run read back has no recording.
extension RunReport: Codable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case passed, hostSamples, gate, expectations }

    /// A run with the form it is encoded in, for a list of them.
    struct Formed: Encodable {
        var run: RunReport
        var form: ReportForm
        func encode(to encoder: any Encoder) throws { try run.encode(to: encoder, form: form) }
    }

    public func encode(to encoder: any Encoder) throws {
        try encode(to: encoder, form: encoder.option(.reportForm, as: ReportForm.self) ?? .report)
    }

    /// The run's keys in `form`.
    package func encode(to encoder: any Encoder, form: ReportForm) throws {
        var run = encoder.container(keyedBy: RunResult.CodingKeys.self)
        var report = encoder.container(keyedBy: CodingKeys.self)
        try result.encodeIdentity(into: &run)
        switch form {
        case .report:
            try run.encode(result.duration.seconds, forKey: .duration)
            try report.encode(passed, forKey: .passed)
            if result.usedLazyStack { try run.encode(true, forKey: .swiftUI) }
            try run.encode(result.metrics, forKey: .metrics)
            if encoder.option(.hostFigures, as: Bool.self) ?? true {
                try run.encode(result.hostMetrics, forKey: .hostMetrics)
                if !hostSamples.isEmpty { try report.encode(hostSamples, forKey: .hostSamples) }
            }
            if !gate.isEmpty { try report.encode(gate, forKey: .gate) }
            try report.encode(expectations, forKey: .expectations)
            try run.encode(result.findings, forKey: .findings)
        case .baseline:
            try run.encode(result.metrics, forKey: .metrics)
            var samples = MetricSamples()
            for metric in Metric.host where !self.samples(of: metric).isEmpty { samples[metric] = self.samples(of: metric) }
            if !samples.isEmpty { try report.encode(samples, forKey: .hostSamples) }
        }
        try run.encodeIfPresent(result.costAttribution, forKey: .costAttribution)
    }

    public init(from decoder: any Decoder) throws {
        let result = try RunResult(from: decoder)
        let object = try decoder.object(CodingKeys.self, else: "not a JSON object")
        do throws(JSONRecordError) {
            let expectations = try object.field([ExpectationResult].self, .expectations, else: "must be a list", nests: false) ?? []
            let samples = try object.field(MetricSamples.self, .hostSamples, else: "must be an object") ?? MetricSamples()
            let gate = try object.field(GateTolerances.self, .gate, else: "must be an object") ?? GateTolerances()
            self.init(result: result, expectations: expectations, gate: gate, hostSamples: samples)
        } catch {
            throw error.within("\(result.scenario) · \(result.strategy)")
        }
    }
}

/// An evaluated expectation: the ``Expectation``'s keys, then `actual` (what the run
/// measured) and `passed`. Read back, `passed` is judged again from the two.
extension ExpectationResult: Codable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case actual, passed }

    static let refusal = "an expectation needs a known metric, an operator, a value within ±1e15 and the actual value"

    public func encode(to encoder: any Encoder) throws {
        try expectation.encode(to: encoder)
        var object = encoder.container(keyedBy: CodingKeys.self)
        try object.encode(actual, forKey: .actual)
        try object.encode(passed, forKey: .passed)
    }

    public init(from decoder: any Decoder) throws {
        do {
            let expectation = try Expectation(from: decoder)
            let actual = try decoder.object(CodingKeys.self, else: Self.refusal).required(Double.self, .actual, else: Self.refusal)
            guard FigureLimits.problem(actual, of: expectation.metric) == nil else { throw JSONRecordError(Self.refusal) }
            self.init(expectation, actual: actual)
        } catch {
            throw JSONRecordError(Self.refusal)
        }
    }
}

/// Every sample of each host metric as JSON: `{"hostWallSeconds": [0.41, 0.43, 0.40]}`.
/// Read back, host metrics only, each a non-empty list of figures of it.
extension MetricSamples: Codable {
    public func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: JSONValue.Key.self)
        for entry in entries { try object.encode(entry.samples, forKey: JSONValue.Key(entry.metric.name)) }
    }

    public init(from decoder: any Decoder) throws {
        let object = try decoder.object(else: "must be an object")
        self.init()
        for metric in Metric.host {
            let key = JSONValue.Key(metric.name)
            guard let values = try object.field([Double].self, key, else: "must be a list of numbers") else { continue }
            guard !values.isEmpty else { throw JSONRecordError("must be a list of numbers", at: [metric.name]) }
            if let problem = values.lazy.compactMap({ FigureLimits.problem($0, of: metric) }).first {
                throw JSONRecordError(problem, at: [metric.name])
            }
            self[metric] = values
        }
        if let unknown = object.allKeys.first(where: { Metric(name: $0.stringValue)?.kind != .host }) {
            throw JSONRecordError.unknown("host metric", unknown.stringValue)
        }
    }
}
