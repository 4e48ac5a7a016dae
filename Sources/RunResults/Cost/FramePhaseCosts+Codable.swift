/// Phases' costs as JSON: `{"controller": 0, "applyDiff": 9.1, "layout": 14.3, "visibility": 44.8}`,
/// every phase written, an absent one read as 0. A phase's share can be a rounding error
/// below 0 (its extra work moved to the controller), so it only has to be finite.
extension FramePhaseCosts: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case controller, applyDiff, layout, visibility }

    public func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: CodingKeys.self)
        try object.encode(controller, forKey: .controller)
        try object.encode(applyDiff, forKey: .applyDiff)
        try object.encode(layout, forKey: .layout)
        try object.encode(visibility, forKey: .visibility)
    }

    public init(from decoder: any Decoder) throws {
        let object = try decoder.object(else: "must be an object")
        self.init()
        func phase(_ key: CodingKeys) throws(JSONRecordError) -> Double {
            guard let value = try object.field(Double.self, JSONValue.Key(key.stringValue), else: "must be a number") else { return 0 }
            guard value.isFinite else { throw JSONRecordError("must be a number", at: [key.stringValue]) }
            return value
        }
        controller = try phase(.controller)
        applyDiff = try phase(.applyDiff)
        layout = try phase(.layout)
        visibility = try phase(.visibility)
        if let unknown = object.allKeys.first(where: { CodingKeys(stringValue: $0.stringValue) == nil }) {
            throw JSONRecordError.unknown("phase", unknown.stringValue)
        }
    }
}
