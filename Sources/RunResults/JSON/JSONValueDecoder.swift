/// Decodes `Decodable` records from a ``JSONValue`` tree (``StrictJSON/parse(_:)`` builds
/// one from a file, after its strict scan), the same on every platform.
///
/// Strict where Foundation's `JSONDecoder` is lenient: a JSON `true` is never a number, a
/// number never a `Bool`, `null` is a value (not an absent key) and an integer is read only
/// when exact — from its digits (``JSONValue/integer(_:)``), or from a number below 2⁵³
/// that is whole (`7.0`; `9007199254740993.0` has already been rounded and is refused). A
/// mismatch throws `DecodingError` with the coding path; records throw ``JSONRecordError``
/// for a value of the right type out of its range.
///
/// - Complexity: O(n) in the decoded values (an object's keys are indexed once).
public struct JSONValueDecoder {
    /// Options the records read while decoding.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    public init(userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
        self.userInfo = userInfo
    }

    /// `T` read from `value`.
    public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        try NodeDecoder(value: value, codingPath: [], options: userInfo).decode(type)
    }
}

extension JSONValue {
    /// What a message shows of a value it refuses: `'text'`, `7`, `true`, `a list`, `an object`, `null`.
    public var shown: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): JSONValue.formatNumber(value)
        case .integer(let value): "\(value)"
        case .string(let text): "'\(text)'"
        case .array: "a list"
        case .object: "an object"
        }
    }
}

private struct NodeDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    let options: [CodingUserInfoKey: any Sendable]
    var userInfo: [CodingUserInfoKey: Any] { options }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let pairs) = value else { throw mismatch([String: JSONValue].self) }
        return KeyedDecodingContainer(ObjectReader<Key>(pairs: pairs, decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = value else { throw mismatch([JSONValue].self) }
        return ArrayReader(items: items, decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { ValueReader(decoder: self) }

    func mismatch(_ type: Any.Type) -> DecodingError {
        Self.mismatch(type, value, at: codingPath)
    }

    static func mismatch(_ type: Any.Type, _ value: JSONValue, at path: [any CodingKey]) -> DecodingError {
        .typeMismatch(type, .init(codingPath: path, debugDescription: "expected \(type), found \(value.shown)"))
    }

    func child(_ value: JSONValue, _ key: any CodingKey) -> NodeDecoder {
        NodeDecoder(value: value, codingPath: codingPath + [key], options: options)
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if let scalar = try Self.scalar(type, from: value, at: codingPath) { return scalar }
        if type == JSONValue.self { return value as! T }
        return try T(from: self)
    }

    /// `value` as `T` when `T` is a JSON scalar type (a `Bool`, `String`, floating-point or
    /// fixed-width integer type); nil when it is not one. A scalar is read without a decoder
    /// of its own (the path is built only for an error).
    static func scalar<T>(_ type: T.Type, from value: JSONValue, at path: @autoclosure () -> [any CodingKey]) throws -> T? {
        switch type {
        case is Double.Type:
            guard let number = number(value) else { throw mismatch(type, value, at: path()) }
            return number as? T
        case is String.Type:
            guard case .string(let text) = value else { throw mismatch(type, value, at: path()) }
            return text as? T
        case is Bool.Type:
            guard case .bool(let flag) = value else { throw mismatch(type, value, at: path()) }
            return flag as? T
        case is Float.Type:
            guard let number = number(value) else { throw mismatch(type, value, at: path()) }
            return Float(number) as? T
        case let integer as any FixedWidthInteger.Type:
            guard let exact = Self.integer(integer, value) else { throw mismatch(type, value, at: path()) }
            return exact as? T
        default:
            return nil
        }
    }

    private static func number(_ value: JSONValue) -> Double? {
        switch value {
        case .number(let number): number
        case .integer(let whole): Double(whole)
        case .null, .bool, .string, .array, .object: nil
        }
    }

    private static func integer<I: FixedWidthInteger>(_ type: I.Type, _ value: JSONValue) -> I? {
        switch value {
        case .integer(let whole): I(exactly: whole)
        case .number(let number): abs(number) < 9_007_199_254_740_992 ? I(exactly: number) : nil
        case .null, .bool, .string, .array, .object: nil
        }
    }
}

private struct ObjectReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: NodeDecoder
    let pairs: [(String, JSONValue)]
    let values: [String: JSONValue]

    init(pairs: [(String, JSONValue)], decoder: NodeDecoder) {
        self.decoder = decoder
        self.pairs = pairs
        values = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    /// The object's keys `Key` accepts, in document order.
    var allKeys: [Key] { pairs.compactMap { Key(stringValue: $0.0) } }

    func contains(_ key: Key) -> Bool { values[key.stringValue] != nil }

    private func value(_ key: Key) throws -> JSONValue {
        guard let value = values[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no '\(key.stringValue)'"))
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key) == .null }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let value = try value(key)
        if let scalar = try NodeDecoder.scalar(type, from: value, at: codingPath + [key]) { return scalar }
        return try decoder.child(value, key).decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder.child(value(key), key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder.child(value(key), key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> any Decoder { try decoder.child(value(key), key) }
}

private struct ArrayReader: UnkeyedDecodingContainer {
    let items: [JSONValue]
    let decoder: NodeDecoder
    var currentIndex = 0

    init(items: [JSONValue], decoder: NodeDecoder) {
        self.items = items
        self.decoder = decoder
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next() throws -> NodeDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(JSONValue.self, .init(codingPath: codingPath, debugDescription: "the list ends"))
        }
        defer { currentIndex += 1 }
        return decoder.child(items[currentIndex], IndexKey(intValue: currentIndex))
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if !isAtEnd, let scalar = try NodeDecoder.scalar(type, from: items[currentIndex], at: codingPath + [IndexKey(intValue: currentIndex)]) {
            currentIndex += 1
            return scalar
        }
        return try next().decode(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }
    mutating func superDecoder() throws -> any Decoder { try next() }
}

private struct ValueReader: SingleValueDecodingContainer {
    let decoder: NodeDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.value == .null }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(type) }
}

/// The key of a list element in a coding path.
private struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}
