/// A finding's JSON, in a report's run: `{"frame": 412, "time": 3.433333, "kind":
/// "anchorDrift", "message": "…", "occurrences": 2}`.
///
/// Read back, the frame and occurrences must lie within a run (``FigureLimits/maxFrames``),
/// the time within its longest duration, and the kind be a ``Finding/Kind``; `occurrences`
/// may be absent (1).
extension Finding: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case frame, time, kind, message, occurrences }

    public func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: CodingKeys.self)
        try object.encode(frame, forKey: .frame)
        try object.encode(time, forKey: .time)
        try object.encode(kind.rawValue, forKey: .kind)
        try object.encode(message, forKey: .message)
        try object.encode(occurrences, forKey: .occurrences)
    }

    public init(from decoder: any Decoder) throws {
        let frames = FigureLimits.maxFrames, seconds = FigureLimits.maxRunDuration.seconds
        let refusal = JSONRecordError("a finding needs a frame from 0 to \(frames), a time from 0 to \(Int(seconds)) s, "
            + "a known kind, a message and occurrences from 1 to \(frames)")
        do {
            let object = try decoder.object(CodingKeys.self, else: "")
            let frame = try object.required(Int.self, .frame, else: ""), time = try object.required(Double.self, .time, else: "")
            let kind = try object.required(String.self, .kind, else: ""), message = try object.required(String.self, .message, else: "")
            let occurrences = try object.field(Int.self, .occurrences, else: "") ?? 1
            guard (0...frames).contains(frame), (0...seconds).contains(time), let known = Kind(rawValue: kind),
                  (1...frames).contains(occurrences) else { throw refusal }
            self.init(frame: frame, time: time, kind: known, message: message, occurrences: occurrences)
        } catch {
            throw refusal
        }
    }
}
