import RunResults

/// A suite report's own keys, after its document's envelope (``ReportDocument``):
///
/// ```json
/// "tool": {"name": "chatrig", "version": "0.1.0"}, "passed": true,
/// "shard": {"index": 1, "count": 4, "totalRuns": 102, "positions": [0, 4, …], "suite": "…"},
/// "runs": [ … ]
/// ```
///
/// `passed` is a report's only (a baseline judges nothing), `shard` a shard's only; a
/// baseline's runs are sorted by scenario then strategy, so it diffs well.
///
/// Read back: the tool's name and version, a list of runs (each refused as `run N: …`), no
/// pair twice, and a shard position that fits the runs read.
extension SuiteReport: Codable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case tool, passed, shard, runs }
    /// The keys of the `tool` object: who wrote the document.
    public enum ToolKeys: String, CodingKey, CaseIterable { case name, version }

    public func encode(to encoder: any Encoder) throws {
        try encode(to: encoder, form: encoder.option(.reportForm, as: ReportForm.self) ?? .report)
    }

    /// The report's keys in `form`.
    package func encode(to encoder: any Encoder, form: ReportForm) throws {
        var object = encoder.container(keyedBy: CodingKeys.self)
        var tool = object.nestedContainer(keyedBy: ToolKeys.self, forKey: .tool)
        try tool.encode(toolName, forKey: .name)
        try tool.encode(toolVersion, forKey: .version)
        switch form {
        case .report:
            try object.encode(passed, forKey: .passed)
            try object.encodeIfPresent(shard, forKey: .shard)
            try object.encode(runs.map { RunReport.Formed(run: $0, form: form) }, forKey: .runs)
        case .baseline:
            let sorted = runs.sorted { ($0.result.scenario, $0.result.strategy) < ($1.result.scenario, $1.result.strategy) }
            try object.encode(sorted.map { RunReport.Formed(run: $0, form: form) }, forKey: .runs)
        }
    }

    public init(from decoder: any Decoder) throws {
        let object = try decoder.object(CodingKeys.self, else: "not a ChatRig report: the document is not a JSON object")
        let toolRefusal = "not a ChatRig report: no 'tool' name and version"
        guard let tool = try? object.nestedContainer(keyedBy: ToolKeys.self, forKey: .tool),
              let name = try? tool.decode(String.self, forKey: .name), let version = try? tool.decode(String.self, forKey: .version) else {
            throw JSONRecordError(toolRefusal)
        }
        guard var list = try? object.nestedUnkeyedContainer(forKey: .runs) else { throw JSONRecordError("no 'runs' list") }
        var runs: [RunReport] = []
        runs.reserveCapacity(list.count ?? 0)
        var seen = Set<String>()
        while !list.isAtEnd {
            let place = "run \(runs.count + 1)"
            let run: RunReport
            do {
                run = try list.decode(RunReport.self)
            } catch {
                throw JSONRecordError(error).within(place)
            }
            guard seen.insert(run.result.scenario + "\u{0}" + run.result.strategy).inserted else {
                throw JSONRecordError("\(run.result.scenario) · \(run.result.strategy) appears twice").within(place)
            }
            runs.append(run)
        }
        var shard: ShardPosition?
        if let position = try object.field(ShardPosition.self, .shard, else: ShardPosition.refusal) {
            guard position.positions.count == runs.count, position.totalRuns >= runs.count,
                  position.positions.allSatisfy({ (0..<position.totalRuns).contains($0) }) else {
                throw JSONRecordError(ShardPosition.refusal, at: [CodingKeys.shard.stringValue])
            }
            shard = position
        }
        self.init(toolName: name, toolVersion: version, runs: runs, shard: shard)
    }
}
