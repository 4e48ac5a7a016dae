import ChatModel
import Foundation

/// Reads a conversation export (JSON Lines, one message a line, oldest first) one line at a
/// time: memory holds one line, whatever the export's length.
///
/// Strict like the other readers: every line is checked as JSON (a repeated key or a trailing
/// comma refused) and then field by field — an unknown field, a wrong type, a value out of
/// ``ConversationExport``'s limits, a line older than the one before — with the line and the
/// field in the error. Blank lines are skipped. Lines end in LF or CRLF.
///
/// - Complexity: O(size of the file) time; memory O(longest line).
public struct ConversationExportReader {
    public let path: String
    private var lines: LineSource
    private var lastCreatedAt = Int64.min
    /// Messages read so far.
    public private(set) var count = 0

    /// Opens the export at `url` (a regular file); errors name it by `url.relativePath`.
    public init(contentsOf url: URL) throws(JSONLinesError) {
        path = url.relativePath
        do {
            lines = try LineSource(url: url, maxLineBytes: ConversationExport.maxLineBytes)
        } catch {
            throw JSONLinesError(path: path, line: 0, field: nil, message: "cannot read the export: \(error.reason)")
        }
    }

    /// The next message, or `nil` at the end of the file.
    public mutating func next() throws(JSONLinesError) -> ExportedMessage? {
        while true {
            let raw: ArraySlice<UInt8>?
            do {
                raw = try lines.next()
            } catch {
                throw JSONLinesError(path: path, line: lines.lineNumber, field: nil, message: error.reason)
            }
            guard var bytes = raw else { return nil }
            while let last = bytes.last, last == 0x20 || last == 0x09 || last == 0x0D { bytes.removeLast() }
            let leading = bytes.prefix { $0 == 0x20 || $0 == 0x09 }.count
            bytes.removeFirst(leading)
            if bytes.isEmpty { continue }
            let line = lines.lineNumber
            let data = Data(bytes)
            do {
                try StrictJSON.check(data)
            } catch {
                throw JSONLinesError(path: path, line: line, field: nil,
                                              message: "is not valid JSON: column \(leading + error.column): \(error.message)")
            }
            let fields = try ExportLineFields(data: data, path: path, line: line)
            let message = try fields.message()
            if message.createdAt < lastCreatedAt {
                throw fields.error("createdAt", "is earlier than the line before; an export lists messages oldest first")
            }
            guard count < ConversationExport.maxMessages else {
                throw fields.error(nil, "is past the \(ConversationExport.maxMessages)th message, the most an export holds")
            }
            lastCreatedAt = message.createdAt
            count += 1
            return message
        }
    }
}

/// The lines of a regular file, read in 1 MiB blocks.
private struct LineSource {
    struct Failure: Error {
        var reason: String
    }

    private let handle: FileHandle
    private let maxLineBytes: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    /// The number of the line last returned.
    private(set) var lineNumber = 0

    init(url: URL, maxLineBytes: Int) throws(Failure) {
        // Refuses a FIFO, device or folder before reading, as every reader of the tool does.
        do {
            _ = try RegularFile.read(url, limit: 0)
        } catch {
            throw Failure(reason: error.reason)
        }
        guard let handle = FileHandle(forReadingAtPath: url.path) else { throw Failure(reason: "it cannot be opened") }
        self.handle = handle
        self.maxLineBytes = maxLineBytes
    }

    /// The next line without its LF; `nil` at the end.
    mutating func next() throws(Failure) -> ArraySlice<UInt8>? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                guard newline - start <= maxLineBytes else {
                    lineNumber += 1
                    throw Failure(reason: "is longer than \(maxLineBytes >> 20) MiB, the longest line an export may have")
                }
                let line = buffer[start..<newline]
                start = newline + 1
                lineNumber += 1
                return line
            }
            if buffer.count - start > maxLineBytes {
                lineNumber += 1
                throw Failure(reason: "is longer than \(maxLineBytes >> 20) MiB, the longest line an export may have")
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = buffer[start...]
                start = buffer.count
                lineNumber += 1
                return line
            }
            let block: Data?
            do {
                block = try handle.read(upToCount: 1 << 20)
            } catch {
                throw Failure(reason: "cannot be read: \(error)")
            }
            buffer.removeFirst(start)
            start = 0
            if let block, !block.isEmpty { buffer.append(contentsOf: block) } else { atEnd = true }
        }
    }
}
