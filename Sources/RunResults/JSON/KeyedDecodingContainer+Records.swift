extension KeyedDecodingContainer {
    /// The value under `key`, or nil when the object has no such key (`null` is a value, and
    /// is refused like any value of the wrong type). A value of the wrong type is refused as
    /// `reason` at `key`; a ``JSONRecordError`` from inside the value is passed on one key
    /// further from it (unless `nests` is false: the value's own sentence stands alone).
    package func field<T: Decodable>(_ type: T.Type, _ key: Key, else reason: @autoclosure () -> String,
                                     nests: Bool = true) throws(JSONRecordError) -> T? {
        guard contains(key) else { return nil }
        do {
            return try decode(T.self, forKey: key)
        } catch let error as JSONRecordError {
            throw nests ? error.under(key.stringValue) : error
        } catch {
            throw JSONRecordError(reason(), at: [key.stringValue])
        }
    }

    /// The value under `key`; a missing key is refused as a value of the wrong type is.
    package func required<T: Decodable>(_ type: T.Type, _ key: Key, else reason: @autoclosure () -> String,
                                        nests: Bool = true) throws(JSONRecordError) -> T {
        guard let value = try field(type, key, else: reason(), nests: nests) else { throw JSONRecordError(reason(), at: [key.stringValue]) }
        return value
    }
}

extension Decoder {
    /// The object this decoder reads, with any key; anything else is refused as `reason`.
    package func object(else reason: @autoclosure () -> String) throws(JSONRecordError) -> KeyedDecodingContainer<JSONValue.Key> {
        do {
            return try container(keyedBy: JSONValue.Key.self)
        } catch {
            throw JSONRecordError(reason())
        }
    }

    /// The object this decoder reads, keyed by `Key`; anything else is refused as `reason`.
    package func object<Key: CodingKey>(_ keys: Key.Type, else reason: @autoclosure () -> String) throws(JSONRecordError) -> KeyedDecodingContainer<Key> {
        do {
            return try container(keyedBy: keys)
        } catch {
            throw JSONRecordError(reason())
        }
    }

    /// The option `key` of ``JSONValueEncoder/userInfo`` or ``JSONValueDecoder/userInfo``
    /// (or Foundation's), or nil.
    package func option<T>(_ key: CodingUserInfoKey, as type: T.Type) -> T? { userInfo[key] as? T }
}

extension Encoder {
    /// The option `key` of the encoder's `userInfo`, or nil.
    package func option<T>(_ key: CodingUserInfoKey, as type: T.Type) -> T? { userInfo[key] as? T }
}
