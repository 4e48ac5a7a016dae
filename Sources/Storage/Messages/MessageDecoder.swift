import ChatModel

/// Reads messages, with their attachments and citations, from ``MessageQuery`` statements.
///
/// Allocation-lean: a message costs its text's storage (and its side rows' arrays and
/// strings, when it has any); the rest of a page is one array, plus one small array of the
/// messages that have side rows.
enum MessageDecoder {
    /// Messages of a conversation, and whether more follow the last one returned.
    struct Batch {
        var messages: [Message]
        /// Whether the query had a row after the `limit`-th (which is not decoded).
        var hasMore: Bool
    }

    /// Which messages a fetch reads, in which order.
    enum Scan {
        /// The newest messages, newest first.
        case newest
        /// Messages strictly older than a position, newest first.
        case older(than: PageCursor.Position)
        /// Messages strictly newer than a position, oldest first.
        case newer(than: PageCursor.Position)
        /// Every message from the oldest, oldest first.
        case fromOldest

        var query: MessageQuery {
            switch self {
            case .newest: .newest
            case .older: .older
            case .newer: .newer
            case .fromOldest: .allAscending
            }
        }

        var position: PageCursor.Position? {
            switch self {
            case .newest, .fromOldest: nil
            case .older(let position), .newer(let position): position
            }
        }
    }

    /// Up to `limit` messages of a conversation, in the order and from the place `scan`
    /// says, and whether more follow in that order.
    ///
    /// O(log n + limit) row steps, plus one range scan each of attachments and citations when
    /// a returned message has any.
    static func fetch(
        _ statements: MessageStatements, path: String, conversationID: Int64, scan: Scan, limit: Int
    ) throws -> Batch {
        precondition(limit >= 1)
        let statement = try statements.statement(scan.query)
        defer { statement.reset() }
        // One row past the limit tells whether more follow, without decoding it.
        let rowLimit = limit == Int.max ? limit : limit + 1
        statement.bind(conversationID, at: 1)
        if let position = scan.position {
            statement.bind(position.createdAt.microseconds, at: 2)
            statement.bind(position.id.rawValue, at: 3)
            statement.bind(rowLimit, at: 4)
        } else {
            statement.bind(rowLimit, at: 2)
        }
        var messages: [Message] = []
        messages.reserveCapacity(min(limit, 1024))
        var hasMore = false
        var sideRowOwners = SideRowOwners()
        while try statement.step() {
            guard messages.count < limit else {
                hasMore = true
                break
            }
            let message = try decodeMessage(statement, path: path)
            let attachmentCount = Int(statement.int64(at: 8))
            let citationCount = Int(statement.int64(at: 9))
            if attachmentCount > 0 || citationCount > 0 {
                sideRowOwners.add(id: message.id.rawValue, slot: messages.count,
                                  attachments: attachmentCount, citations: citationCount)
            }
            messages.append(message)
        }
        statement.reset()
        if !sideRowOwners.isEmpty {
            try attachSideRows(statements, to: &messages, owners: &sideRowOwners, conversationID: conversationID)
        }
        return Batch(messages: messages, hasMore: hasMore)
    }

    /// The keyset position of message `id`, or `nil` when the conversation holds no such
    /// message. O(log n) through the identifier index.
    static func position(
        of id: MessageID, _ statements: MessageStatements, conversationID: Int64
    ) throws -> PageCursor.Position? {
        let statement = try statements.statement(.position)
        defer { statement.reset() }
        statement.bind(conversationID, at: 1)
        statement.bind(id.rawValue, at: 2)
        guard try statement.step() else { return nil }
        return PageCursor.Position(createdAt: VirtualInstant(microseconds: statement.int64(at: 0)), id: id)
    }

    /// The message of the current row of a ``MessageQuery`` message statement, without its
    /// attachments and citations (reserved, not filled).
    private static func decodeMessage(_ statement: RawStatement, path: String) throws -> Message {
        guard let role = statement.withText(at: 2, Role.init(utf8:)),
              let state = statement.withText(at: 4, MessageState.init(utf8:))
        else {
            throw StorageError.corruptDatabase(
                path: path, reason: "message row with role '\(statement.string(at: 2))', state '\(statement.string(at: 4))'")
        }
        var message = Message(
            id: MessageID(statement.int64(at: 1)),
            role: role,
            text: statement.string(at: 3),
            createdAt: VirtualInstant(microseconds: statement.int64(at: 0)),
            state: state,
            revision: Int(statement.int64(at: 5)),
            isThinkingExpanded: statement.int64(at: 6) != 0,
            isCitationsExpanded: statement.int64(at: 7) != 0)
        let attachmentCount = Int(statement.int64(at: 8))
        let citationCount = Int(statement.int64(at: 9))
        if attachmentCount > 0 { message.attachments.reserveCapacity(attachmentCount) }
        if citationCount > 0 { message.citations.reserveCapacity(citationCount) }
        return message
    }

    /// Fills attachments and citations of the messages `owners` names with one range scan
    /// per table over the owners' identifier range (rows of other messages in the range are
    /// skipped). Side rows arrive ordered by message identifier and are merged against the
    /// owners sorted the same way: O(rows + owners log owners), no hashing.
    private static func attachSideRows(
        _ statements: MessageStatements, to messages: inout [Message], owners: inout SideRowOwners, conversationID: Int64
    ) throws {
        owners.sortByID()
        if owners.withAttachments {
            try scanSideRows(.attachments, statements, owners: owners, conversationID: conversationID) { slot, row in
                messages[slot].attachments.append(ImageAttachment(
                    id: Int(row.int64(at: 1)),
                    pixelWidth: Int(row.int64(at: 2)),
                    pixelHeight: Int(row.int64(at: 3))))
            }
        }
        if owners.withCitations {
            try scanSideRows(.citations, statements, owners: owners, conversationID: conversationID) { slot, row in
                messages[slot].citations.append(Citation(
                    index: Int(row.int64(at: 1)),
                    documentID: row.string(at: 2),
                    title: row.string(at: 3),
                    snippet: row.string(at: 4),
                    score: row.double(at: 5)))
            }
        }
    }

    /// Runs one side-row query over the owners' identifier range and hands each row that
    /// belongs to an owner to `body` with the owner's index in the batch. Column 0 of every
    /// side-row query is the message identifier.
    private static func scanSideRows(
        _ query: MessageQuery, _ statements: MessageStatements, owners: SideRowOwners, conversationID: Int64,
        _ body: (_ slot: Int, _ row: RawStatement) -> Void
    ) throws {
        let statement = try statements.statement(query)
        defer { statement.reset() }
        statement.bind(conversationID, at: 1)
        statement.bind(owners.lowestID, at: 2)
        statement.bind(owners.highestID, at: 3)
        var cursor = 0
        while try statement.step() {
            guard let slot = owners.slot(of: statement.int64(at: 0), from: &cursor) else { continue }
            body(slot, statement)
        }
    }
}

/// The messages of a batch that have attachments or citations: identifier and index in the
/// batch, looked up in identifier order by a moving cursor.
private struct SideRowOwners {
    private var entries: [(id: Int64, slot: Int)] = []
    private(set) var withAttachments = false
    private(set) var withCitations = false

    var isEmpty: Bool { entries.isEmpty }
    /// Valid after ``sortByID()``.
    var lowestID: Int64 { entries[0].id }
    var highestID: Int64 { entries[entries.count - 1].id }

    mutating func add(id: Int64, slot: Int, attachments: Int, citations: Int) {
        if entries.isEmpty { entries.reserveCapacity(16) }
        entries.append((id, slot))
        withAttachments = withAttachments || attachments > 0
        withCitations = withCitations || citations > 0
    }

    /// Pages read newest first usually hold descending identifiers: reversing sorts them
    /// without a comparison sort.
    mutating func sortByID() {
        if !isSorted() { entries.reverse() }
        if !isSorted() { entries.sort { $0.id < $1.id } }
    }

    private func isSorted() -> Bool {
        var index = 1
        while index < entries.count {
            if entries[index - 1].id > entries[index].id { return false }
            index += 1
        }
        return true
    }

    /// The slot of message `id`, advancing `cursor` past smaller identifiers; `nil` when `id`
    /// is not an owner. Calls must come in nondecreasing `id` order.
    func slot(of id: Int64, from cursor: inout Int) -> Int? {
        while cursor < entries.count, entries[cursor].id < id { cursor += 1 }
        guard cursor < entries.count, entries[cursor].id == id else { return nil }
        return entries[cursor].slot
    }
}

private extension Role {
    /// The role whose raw value is `utf8`, compared byte for byte without making a `String`.
    init?(utf8: UnsafeBufferPointer<UInt8>) {
        if Role.user.rawValue.utf8.elementsEqual(utf8) {
            self = .user
        } else if Role.assistant.rawValue.utf8.elementsEqual(utf8) {
            self = .assistant
        } else if Role.system.rawValue.utf8.elementsEqual(utf8) {
            self = .system
        } else {
            return nil
        }
    }
}

private extension MessageState {
    /// The state whose raw value is `utf8`, compared byte for byte without making a `String`.
    init?(utf8: UnsafeBufferPointer<UInt8>) {
        if MessageState.complete.rawValue.utf8.elementsEqual(utf8) {
            self = .complete
        } else if MessageState.streaming.rawValue.utf8.elementsEqual(utf8) {
            self = .streaming
        } else if MessageState.failed.rawValue.utf8.elementsEqual(utf8) {
            self = .failed
        } else if MessageState.stopped.rawValue.utf8.elementsEqual(utf8) {
            self = .stopped
        } else {
            return nil
        }
    }
}
