import ChatModel
import Foundation

/// One line of a conversation export, field by field, each error naming the field.
struct ExportLineFields {
    private let object: [String: Any]
    let path: String
    let line: Int

    init(data: Data, path: String, line: Int) throws(JSONLinesError) {
        self.path = path
        self.line = line
        let value: Any
        do {
            value = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw JSONLinesError(path: path, line: line, field: nil, message: "is not valid JSON")
        }
        guard let object = value as? [String: Any] else {
            throw JSONLinesError(path: path, line: line, field: nil, message: "must be a JSON object, one message a line")
        }
        self.object = object
    }

    func error(_ field: String?, _ message: String) -> JSONLinesError {
        JSONLinesError(path: path, line: line, field: field, message: message)
    }

    /// The line's message, every field checked.
    func message() throws(JSONLinesError) -> ExportedMessage {
        try checkKeys(of: object, allowed: ConversationExport.fields, prefix: "")
        let roleWord = try string("role", in: object, maxBytes: 16)
        guard let role = Role(rawValue: roleWord) else {
            throw error("role", "must be one of user, assistant, system, found '\(roleWord)'")
        }
        let stateWord = object["state"] == nil ? "complete" : try string("state", in: object, maxBytes: 16)
        guard let state = MessageState(rawValue: stateWord) else {
            throw error("state", "must be one of complete, streaming, failed, stopped, found '\(stateWord)'")
        }
        let text = try string("text", in: object, maxBytes: ConversationExport.maxTextBytes, allowsEmpty: true)
        let attachments = try attachments()
        if text.isEmpty, attachments.isEmpty, state == .complete {
            throw error("text", "is empty and there are no attachments: a complete message shows text or images")
        }
        return ExportedMessage(line: line, sourceID: try sourceID(), role: role, text: text, createdAt: try createdAt(),
                               attachments: attachments, citations: try citations(), state: state)
    }

    // MARK: Fields

    private func sourceID() throws(JSONLinesError) -> String {
        guard let value = object["id"], !(value is NSNull) else { throw error("id", "is required: the message's identifier in the app") }
        if let number = Self.wholeNumber(value) { return String(number) }
        return try string("id", in: object, maxBytes: ConversationExport.maxIdentifierBytes)
    }

    /// `createdAt`: an ISO 8601 date and time with a zone (`2025-03-14T09:26:53.589Z`,
    /// `…+01:00`) or seconds since 1970 as a number.
    private func createdAt() throws(JSONLinesError) -> Int64 {
        guard let value = object["createdAt"], !(value is NSNull) else {
            throw error("createdAt", "is required: when the message was created, ISO 8601 (2025-03-14T09:26:53.589Z) or seconds since 1970")
        }
        let microseconds: Int64
        if let text = value as? String {
            guard let parsed = ISO8601Instant.microseconds(text) else {
                throw error("createdAt", "'\(text.prefix(64))' is not an ISO 8601 date and time with a zone, such as 2025-03-14T09:26:53.589Z")
            }
            microseconds = parsed
        } else if let seconds = Self.number(value), seconds.isFinite, abs(seconds) < 1e13 {
            microseconds = Int64((seconds * 1_000_000).rounded())
        } else {
            throw error("createdAt", "must be an ISO 8601 string or a number of seconds since 1970, found \(Self.kindName(value))")
        }
        guard ConversationExport.createdAtRange.contains(microseconds) else {
            throw error("createdAt", "must be from 1970 to 2199")
        }
        return microseconds
    }

    private func attachments() throws(JSONLinesError) -> [ImageAttachment] {
        let items = try list("attachments", max: ConversationExport.maxAttachments)
        var result: [ImageAttachment] = []
        for (index, item) in items.enumerated() {
            let prefix = "attachments[\(index)]."
            guard let image = item as? [String: Any] else {
                throw error("attachments[\(index)]", "must be an object with width and height in pixels, found \(Self.kindName(item))")
            }
            try checkKeys(of: image, allowed: ConversationExport.attachmentFields, prefix: prefix)
            let side = 1...ConversationExport.maxPixelSide
            result.append(ImageAttachment(id: index, pixelWidth: try integer("width", in: image, side, prefix: prefix),
                                          pixelHeight: try integer("height", in: image, side, prefix: prefix)))
        }
        return result
    }

    private func citations() throws(JSONLinesError) -> [Citation] {
        let items = try list("citations", max: ConversationExport.maxCitations)
        var result: [Citation] = []
        for (index, item) in items.enumerated() {
            let prefix = "citations[\(index)]."
            guard let source = item as? [String: Any] else {
                throw error("citations[\(index)]", "must be an object with title and snippet, found \(Self.kindName(item))")
            }
            try checkKeys(of: source, allowed: ConversationExport.citationFields, prefix: prefix)
            let title = try string("title", in: source, maxBytes: ConversationExport.maxIdentifierBytes, prefix: prefix)
            let snippet = try string("snippet", in: source, maxBytes: ConversationExport.maxSnippetBytes, allowsEmpty: true, prefix: prefix)
            let document = source["documentID"] == nil
                ? "source-\(index + 1)"
                : try string("documentID", in: source, maxBytes: ConversationExport.maxIdentifierBytes, prefix: prefix)
            var score = 0.0
            if let value = source["score"] {
                guard let number = Self.number(value), (0...1).contains(number) else {
                    throw error(prefix + "score", "must be a number from 0 to 1, found \(Self.kindName(value))")
                }
                score = number
            }
            result.append(Citation(index: index + 1, documentID: document, title: title, snippet: snippet, score: score))
        }
        return result
    }

    // MARK: Typed access

    private func checkKeys(of object: [String: Any], allowed: [String], prefix: String) throws(JSONLinesError) {
        for key in object.keys.sorted() where !allowed.contains(key) {
            let suggestion = NearestName.suggestion(for: key, among: allowed).map { "did you mean '\($0)'? " } ?? ""
            throw error(prefix + key, "is not a field here; \(suggestion)fields: \(allowed.joined(separator: ", "))")
        }
    }

    private func string(
        _ key: String, in object: [String: Any], maxBytes: Int, allowsEmpty: Bool = false, prefix: String = ""
    ) throws(JSONLinesError) -> String {
        guard let value = object[key], !(value is NSNull) else { throw error(prefix + key, "is required") }
        guard let text = value as? String else { throw error(prefix + key, "must be text, found \(Self.kindName(value))") }
        guard allowsEmpty || !text.isEmpty else { throw error(prefix + key, "is empty") }
        guard text.utf8.count <= maxBytes else { throw error(prefix + key, "is longer than \(maxBytes) bytes of UTF-8") }
        return text
    }

    private func integer(_ key: String, in object: [String: Any], _ range: ClosedRange<Int>, prefix: String) throws(JSONLinesError) -> Int {
        guard let value = object[key], !(value is NSNull) else { throw error(prefix + key, "is required") }
        guard let number = Self.wholeNumber(value), range.contains(number) else {
            throw error(prefix + key, "must be a whole number from \(range.lowerBound) to \(range.upperBound), found \(Self.kindName(value))")
        }
        return number
    }

    private func list(_ key: String, max: Int) throws(JSONLinesError) -> [Any] {
        guard let value = object[key], !(value is NSNull) else { return [] }
        guard let items = value as? [Any] else { throw error(key, "must be a list, found \(Self.kindName(value))") }
        guard items.count <= max else { throw error(key, "holds \(items.count) entries; at most \(max)") }
        return items
    }

    // MARK: JSON values as Foundation returns them

    /// A JSON number (never `true`/`false`, which Foundation also hands back as a number).
    static func number(_ value: Any) -> Double? {
        guard !isBoolean(value), let number = value as? NSNumber else { return nil }
        return number.doubleValue
    }

    /// A JSON number that is a whole number in `Int`'s range.
    static func wholeNumber(_ value: Any) -> Int? {
        guard let number = number(value), number == number.rounded(), abs(number) < 9e15 else { return nil }
        return Int(number)
    }

    /// `true` or `false`: Foundation's boolean number, whose type encoding is `c` (a JSON
    /// number is never decoded as a `char`).
    static func isBoolean(_ value: Any) -> Bool {
        guard let number = value as? NSNumber, !(value is String) else { return false }
        return String(cString: number.objCType) == "c"
    }

    static func kindName(_ value: Any) -> String {
        if value is NSNull { return "null" }
        if isBoolean(value) { return "true or false" }
        if let text = value as? String { return "\"\(text.prefix(40))\"" }
        if let number = value as? NSNumber { return number.stringValue }
        if value is [Any] { return "a list" }
        return "an object"
    }
}
