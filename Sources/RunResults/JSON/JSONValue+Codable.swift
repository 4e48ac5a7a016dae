/// A ``JSONValue`` encodes as the JSON it is and decodes from any JSON, so a record can hold
/// a value it does not interpret (and a reader can name a value it refuses, ``JSONValue/shown``).
/// ``JSONValueEncoder`` and ``JSONValueDecoder`` take it as it is.
extension JSONValue: Codable {
    /// Any key of an object.
    public struct Key: CodingKey, Hashable, Sendable {
        public var stringValue: String
        public var intValue: Int? { nil }

        public init(_ name: String) { stringValue = name }
        public init?(stringValue: String) { self.stringValue = stringValue }
        public init?(intValue: Int) { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let flag):
            var single = encoder.singleValueContainer()
            try single.encode(flag)
        case .number(let number):
            var single = encoder.singleValueContainer()
            try single.encode(number)
        case .integer(let whole):
            var single = encoder.singleValueContainer()
            try single.encode(whole)
        case .string(let text):
            var single = encoder.singleValueContainer()
            try single.encode(text)
        case .array(let items):
            var list = encoder.unkeyedContainer()
            for item in items { try list.encode(item) }
        case .object(let pairs):
            var object = encoder.container(keyedBy: Key.self)
            for (key, value) in pairs { try object.encode(value, forKey: Key(key)) }
        }
    }

    public init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            self = .object(try object.allKeys.map { ($0.stringValue, try object.decode(JSONValue.self, forKey: $0)) })
        } else if var list = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !list.isAtEnd { items.append(try list.decode(JSONValue.self)) }
            self = .array(items)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let flag = try? single.decode(Bool.self) {
                self = .bool(flag)
            } else if let text = try? single.decode(String.self) {
                self = .string(text)
            } else if let whole = try? single.decode(UInt64.self), whole >= 1 << 53 {
                self = .integer(whole)
            } else {
                self = .number(try single.decode(Double.self))
            }
        }
    }
}
