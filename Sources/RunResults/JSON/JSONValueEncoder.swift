/// Encodes `Encodable` records into a ``JSONValue`` tree, the same on every platform
/// (Foundation's `JSONEncoder` formats numbers, escapes text and orders keys differently on
/// Linux and macOS; ChatRig's reports must not).
///
/// - Objects keep the order their keys were encoded in; encoding a key again replaces its value
///   in place.
/// - A signed integer, `Double` or `Float` becomes ``JSONValue/number(_:)`` (printed by
///   ``JSONValue/formatNumber(_:)``); an unsigned integer becomes ``JSONValue/integer(_:)``,
///   printed as its exact digits (a seed above 2⁵³ stays exact).
/// - A ``JSONValue`` is taken as it is.
/// - A value that encodes nothing becomes an empty object.
///
/// Records read `userInfo` to choose a form (``CodingUserInfoKey/hostFigures``).
///
/// - Complexity: O(n) in the encoded values.
public struct JSONValueEncoder {
    /// Options the records read while encoding.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    public init(userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
        self.userInfo = userInfo
    }

    /// The tree of `value`.
    public func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        try EncodingNode.encode(value, path: [], userInfo: userInfo).json
    }
}

/// A value being encoded: containers are references, because Codable hands out a container
/// and fills it later.
private enum EncodingNode {
    case value(JSONValue)
    case object(ObjectBox)
    case array(ArrayBox)

    final class ObjectBox {
        var pairs: [(String, EncodingNode)] = []
        /// Where each key is, once the object is too large to search (records rarely are).
        private var positions: [String: Int]?

        func set(_ key: String, _ node: EncodingNode) {
            if pairs.count >= 32, positions == nil {
                positions = Dictionary(pairs.enumerated().map { ($1.0, $0) }, uniquingKeysWith: { first, _ in first })
            }
            let existing = positions.map { $0[key] } ?? pairs.firstIndex { $0.0 == key }
            if let existing {
                pairs[existing].1 = node
            } else {
                positions?[key] = pairs.count
                pairs.append((key, node))
            }
        }
    }

    final class ArrayBox {
        var items: [EncodingNode] = []
    }

    var json: JSONValue {
        switch self {
        case .value(let value): value
        case .object(let box): .object(box.pairs.map { ($0.0, $0.1.json) })
        case .array(let box): .array(box.items.map(\.json))
        }
    }

    static func encode<T: Encodable>(_ value: T, path: [any CodingKey], userInfo: [CodingUserInfoKey: any Sendable]) throws -> EncodingNode {
        if let json = value as? JSONValue { return .value(json) }
        let encoder = NodeEncoder(codingPath: path, userInfo: userInfo)
        try value.encode(to: encoder)
        return encoder.root ?? .object(ObjectBox())
    }

    static func scalar<T: Encodable>(_ value: T) -> JSONValue? {
        switch value {
        case let value as Double: .number(value)
        case let value as String: .string(value)
        case let value as Bool: .bool(value)
        case let value as Int: .number(Double(value))
        case let value as UInt64: .integer(value)
        case let value as Float: .number(Double(value))
        case let value as any UnsignedInteger: .integer(UInt64(value))
        case let value as any SignedInteger: .number(Double(Int64(value)))
        default: nil
        }
    }
}

private final class NodeEncoder: Encoder {
    let codingPath: [any CodingKey]
    let options: [CodingUserInfoKey: any Sendable]
    var userInfo: [CodingUserInfoKey: Any] { options }
    var root: EncodingNode?

    init(codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: any Sendable]) {
        self.codingPath = codingPath
        self.options = userInfo
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let box: EncodingNode.ObjectBox
        if case .object(let existing)? = root {
            box = existing
        } else {
            box = EncodingNode.ObjectBox()
            root = .object(box)
        }
        return KeyedEncodingContainer(ObjectContainer<Key>(box: box, encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let box: EncodingNode.ArrayBox
        if case .array(let existing)? = root {
            box = existing
        } else {
            box = EncodingNode.ArrayBox()
            root = .array(box)
        }
        return ArrayContainer(box: box, encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleContainer(encoder: self) }

    func node<T: Encodable>(_ value: T, at key: (any CodingKey)?) throws -> EncodingNode {
        if let scalar = EncodingNode.scalar(value) { return .value(scalar) }
        return try EncodingNode.encode(value, path: codingPath + (key.map { [$0] } ?? []), userInfo: options)
    }
}

private struct ObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: EncodingNode.ObjectBox
    let encoder: NodeEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil(forKey key: Key) throws { box.set(key.stringValue, .value(.null)) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        box.set(key.stringValue, try encoder.node(value, at: key))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested = NodeEncoder(codingPath: codingPath + [key], userInfo: encoder.options)
        let container = nested.container(keyedBy: keyType)
        box.set(key.stringValue, nested.root!)
        return container
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = NodeEncoder(codingPath: codingPath + [key], userInfo: encoder.options)
        let container = nested.unkeyedContainer()
        box.set(key.stringValue, nested.root!)
        return container
    }

    mutating func superEncoder() -> any Encoder { encoder }
    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder }
}

private struct ArrayContainer: UnkeyedEncodingContainer {
    let box: EncodingNode.ArrayBox
    let encoder: NodeEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { box.items.count }

    mutating func encodeNil() throws { box.items.append(.value(.null)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        box.items.append(try encoder.node(value, at: nil))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = NodeEncoder(codingPath: codingPath, userInfo: encoder.options)
        let container = nested.container(keyedBy: keyType)
        box.items.append(nested.root!)
        return container
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = NodeEncoder(codingPath: codingPath, userInfo: encoder.options)
        let container = nested.unkeyedContainer()
        box.items.append(nested.root!)
        return container
    }

    mutating func superEncoder() -> any Encoder { encoder }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let encoder: NodeEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.root = .value(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        encoder.root = try encoder.node(value, at: nil)
    }
}
