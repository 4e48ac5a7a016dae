/// A run's cost attribution as `report.json` and baseline files write it (the optional
/// `costAttribution` object of a run), and read it back:
///
/// ```json
/// "costAttribution": {
///   "operations": { "configureAssistantCell": 41.2, "textLayout": 12.07, … },
///   "phases": { "controller": 0, "applyDiff": 9.1, "layout": 14.3, "visibility": 44.8 },
///   "frames": { "frameCostP99": { "frame": 412, "time": 3.433333, "cost": 3.43,
///                                 "operations": { … }, "phases": { … } }, … } }
/// ```
///
/// Milliseconds of modelled cost; operations with no cost are left out, and an absent
/// object reads as empty. `frames` holds ``CostAttribution/frameMetrics`` only.
extension CostAttribution: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case operations, phases, frames }

    public func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: CodingKeys.self)
        try object.encode(operations, forKey: .operations)
        try object.encode(phases, forKey: .phases)
        var frameObject = object.nestedContainer(keyedBy: JSONValue.Key.self, forKey: .frames)
        for entry in frames { try frameObject.encode(entry.frame, forKey: JSONValue.Key(entry.metric.name)) }
    }

    public init(from decoder: any Decoder) throws {
        let object = try decoder.object(CodingKeys.self, else: "must be an object")
        let operations = try object.field(OperationCosts.self, .operations, else: "must be an object") ?? OperationCosts()
        let phases = try object.field(FramePhaseCosts.self, .phases, else: "must be an object") ?? FramePhaseCosts()
        var frames: [(metric: Metric, frame: Frame)] = []
        if object.contains(.frames) {
            let frameObject: KeyedDecodingContainer<JSONValue.Key>
            do {
                frameObject = try object.nestedContainer(keyedBy: JSONValue.Key.self, forKey: .frames)
            } catch {
                throw JSONRecordError("must be an object", at: [CodingKeys.frames.stringValue])
            }
            for metric in Self.frameMetrics {
                guard let frame = try frameObject.field(Frame.self, JSONValue.Key(metric.name), else: Frame.refusal) else { continue }
                frames.append((metric, frame))
            }
            if let unknown = frameObject.allKeys.first(where: { key in !Self.frameMetrics.contains { $0.name == key.stringValue } }) {
                throw JSONRecordError.unknown("frame-cost metric", unknown.stringValue, in: [CodingKeys.frames.stringValue])
            }
        }
        self.init(operations: operations, phases: phases, frames: frames)
    }
}

extension CostAttribution.Frame: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case frame, time, cost, operations, phases }

    static let refusal = "needs a frame index, a time and a cost"

    public func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: CodingKeys.self)
        try object.encode(frame, forKey: .frame)
        try object.encode(time, forKey: .time)
        try object.encode(cost, forKey: .cost)
        try object.encode(operations, forKey: .operations)
        try object.encode(phases, forKey: .phases)
    }

    public init(from decoder: any Decoder) throws {
        let object = try decoder.object(CodingKeys.self, else: Self.refusal)
        guard let frame = try? object.required(Int.self, .frame, else: Self.refusal), frame >= 0,
              let time = try? object.required(Double.self, .time, else: Self.refusal), time.isFinite,
              let cost = try? object.required(Double.self, .cost, else: Self.refusal), cost.isFinite else {
            throw JSONRecordError(Self.refusal)
        }
        self.init(frame: frame, time: time, cost: cost,
                  operations: try object.field(OperationCosts.self, .operations, else: "must be an object") ?? OperationCosts(),
                  phases: try object.field(FramePhaseCosts.self, .phases, else: "must be an object") ?? FramePhaseCosts())
    }
}
