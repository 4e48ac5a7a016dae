import RunResults

/// A shard's position as JSON: `{"index": 1, "count": 4, "totalRuns": 102, "positions": […], "suite": "…"}`.
/// Read back, the index lies within the count and the count within ``Shard/maxCount``; the
/// positions are checked against the runs by the report that holds them.
extension ShardPosition: Codable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case index, count, totalRuns, positions, suite }

    static let refusal = "must hold index (1 to count), count (1 to \(Shard.maxCount)), totalRuns and a position within them for each run"

    public func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: CodingKeys.self)
        try object.encode(index, forKey: .index)
        try object.encode(count, forKey: .count)
        try object.encode(totalRuns, forKey: .totalRuns)
        try object.encode(positions, forKey: .positions)
        try object.encodeIfPresent(suite, forKey: .suite)
    }

    public init(from decoder: any Decoder) throws {
        let object = try decoder.object(CodingKeys.self, else: Self.refusal)
        guard let index = try? object.decode(Int.self, forKey: .index), let count = try? object.decode(Int.self, forKey: .count),
              let totalRuns = try? object.decode(Int.self, forKey: .totalRuns), let positions = try? object.decode([Int].self, forKey: .positions),
              (1...Shard.maxCount).contains(count), (1...count).contains(index) else {
            throw JSONRecordError(Self.refusal)
        }
        let suite = try object.field(String.self, .suite, else: "must be a string")
        self.init(index: index, count: count, totalRuns: totalRuns, positions: positions, suite: suite)
    }
}
