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
