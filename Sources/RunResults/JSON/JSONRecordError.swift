/// Why a record read from JSON was refused: a value of the right type out of its range, an
/// unknown name, a required key missing. Says where, as ChatRig's readers always have:
/// the record it belongs to (`run 3: rapid-streaming · flipped: `), then the key path.
///
/// A path of one key is quoted (`'duration' must be…`), a longer one dotted
/// (`metrics.frames must be…`); an unknown name names the object (`unknown metric 'x' in gate`).
public struct JSONRecordError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, after the path (`must be a number`), or the whole sentence when the
    /// path is empty.
    public var reason: String
    /// Keys from the record being read down to the refused value.
    public var path: [String]
    /// The records around it, outermost first (`run 3`, `rapid-streaming · flipped`).
    public var context: [String] = []

    /// Set for an unknown name: what kind of name it is (`metric`, `host metric`) and the name.
    private var unknown: UnknownName?
    private struct UnknownName: Hashable, Sendable { var kind: String, name: String }

    public init(_ reason: String, at path: [String] = []) {
        self.reason = reason
        self.path = path
    }

    /// An unknown `kind` (`metric`) called `name` in the object at `path`.
    public static func unknown(_ kind: String, _ name: String, in path: [String] = []) -> JSONRecordError {
        var error = JSONRecordError("", at: path)
        error.unknown = UnknownName(kind: kind, name: name)
        return error
    }

    /// The same error, one key further from the value: `key` is put in front of the path.
    public func under(_ key: String) -> JSONRecordError {
        var error = self
        error.path.insert(key, at: 0)
        return error
    }

    /// The same error inside the record `label` names: `label: …`.
    public func within(_ label: String) -> JSONRecordError {
        var error = self
        error.context.insert(label, at: 0)
        return error
    }

    /// What is wrong, without the context.
    public var message: String {
        let place = path.count == 1 ? "'\(path[0])'" : path.joined(separator: ".")
        if let unknown {
            return "unknown \(unknown.kind) '\(unknown.name)'" + (path.isEmpty ? "" : " in \(path.joined(separator: "."))")
        }
        return path.isEmpty ? reason : "\(place) \(reason)"
    }

    public var description: String {
        (context + [message]).joined(separator: ": ")
    }
}

extension JSONRecordError {
    /// `error` as a record error: itself when it is one; a `DecodingError` (a value of the
    /// wrong type where no record named a reason) as "has the wrong type" at its coding path.
    public init(_ error: any Error) {
        switch error {
        case let error as JSONRecordError:
            self = error
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
             DecodingError.dataCorrupted(let context):
            self.init("has the wrong type (\(context.debugDescription))", at: context.codingPath.map(\.stringValue))
        case DecodingError.keyNotFound(let key, let context):
            self.init("is missing", at: context.codingPath.map(\.stringValue) + [key.stringValue])
        default:
            self.init("\(error)")
        }
    }
}
