/// Operations' costs as JSON: `{"textLayout": 12.07, …}` (``CostOperation/name``, ms),
/// operations without cost left out.
extension OperationCosts: Codable {
    public func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: JSONValue.Key.self)
        for entry in nonZero { try object.encode(entry.milliseconds, forKey: JSONValue.Key(entry.operation.name)) }
    }

    public init(from decoder: any Decoder) throws {
        let object = try decoder.object(else: "must be an object")
        self.init()
        for key in object.allKeys {
            guard let operation = CostOperation(name: key.stringValue) else { throw JSONRecordError.unknown("operation", key.stringValue) }
            guard let ms = try? object.required(Double.self, key, else: ""), ms.isFinite, ms >= 0 else {
                throw JSONRecordError("must be a non-negative number", at: [key.stringValue])
            }
            self[operation] = ms
        }
    }
}
