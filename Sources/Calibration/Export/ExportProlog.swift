import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What comes before an export's root element, checked before the XML parser reads it:
/// the file is a regular file, not empty, UTF-8, XML 1.0, and declares no document type.
///
/// `xctrace export` writes `<?xml version="1.0"?>` and then `<trace-query-result>`: no
/// DTD. A DTD's internal entities are expanded by the parser — a few hundred kilobytes of
/// nested entities take minutes — and its parameter entities and XML 1.1 only give the
/// parser's bare error codes, so a file declaring either is refused here, at the place of
/// its `<!DOCTYPE` or version, whatever the DTD holds.
enum ExportProlog {
    /// Bytes of prolog (declaration, comments, processing instructions) read at most before
    /// the root element must start.
    static let limit = 1 << 20

    /// Throws when the file at `url` (named `path`) is not a regular file, is empty, or its
    /// prolog is not one `xctrace export` writes.
    static func check(_ url: URL, path: String) throws(ExportError) {
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            throw ExportError(path: path, message: "cannot read the file: \(String(cString: strerror(errno)))")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw ExportError(path: path, message: "it is a folder, not an xctrace export file")
        case S_IFIFO: throw ExportError(path: path, message: "it is a FIFO, not a regular file (give the export file itself)")
        case S_IFCHR, S_IFBLK: throw ExportError(path: path, message: "it is a device, not a regular file")
        case S_IFSOCK: throw ExportError(path: path, message: "it is a socket, not a regular file")
        default: throw ExportError(path: path, message: "it is not a regular file")
        }
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw ExportError(path: path, message: "cannot read the file: \(String(cString: strerror(errno)))")
        }
        defer { try? handle.close() }
        let head: Data
        do {
            head = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw ExportError(path: path, message: "cannot read the file: \((error as NSError).localizedDescription)")
        }
        try scan([UInt8](head), path: path, truncated: head.count > limit)
    }

    /// Scans `bytes`, the head of the file (`truncated` when the file goes on).
    static func scan(_ bytes: [UInt8], path: String, truncated: Bool) throws(ExportError) {
        var cursor = Cursor(bytes: bytes)
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw ExportError(path: path, line: 1, column: 1, message: "not an xctrace export: the file is UTF-16; xctrace writes UTF-8")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { cursor.index = 3 }
        var first = true
        while true {
            cursor.skipWhitespace()
            guard cursor.index < bytes.count else {
                if truncated {
                    throw ExportError(path: path, message: "not an xctrace export: no root element in its first \(limit >> 20) MiB")
                }
                throw ExportError(path: path, message: first ? "not an xctrace export: the file is empty"
                                                             : "not an xctrace export: no root element after its prolog")
            }
            let place = (line: cursor.line, column: cursor.column)
            if cursor.hasPrefix("<?xml") && first {
                let declaration = try cursor.skip(past: "?>", path: path, what: "the XML declaration", truncated: truncated)
                if let version = attribute("version", in: declaration), version != "1.0" {
                    throw ExportError(path: path, line: place.line, column: place.column,
                                      message: "not an xctrace export: XML version \(ExportText.quoted(version)); xctrace writes XML 1.0")
                }
            } else if cursor.hasPrefix("<?") {
                _ = try cursor.skip(past: "?>", path: path, what: "a processing instruction", truncated: truncated)
            } else if cursor.hasPrefix("<!--") {
                _ = try cursor.skip(past: "-->", path: path, what: "a comment", truncated: truncated)
            } else if cursor.hasPrefix("<!DOCTYPE") || cursor.hasPrefix("<!doctype") {
                throw ExportError(path: path, line: place.line, column: place.column,
                                  message: "a document type declaration (<!DOCTYPE …>) is refused: xctrace exports have none, "
                                      + "and its entities would be expanded without bound")
            } else {
                return  // the root element, or text the XML parser names
            }
            first = false
        }
    }

    /// The value of `name="…"` (or `'…'`) in a declaration's text.
    static func attribute(_ name: String, in text: String) -> String? {
        guard let range = text.range(of: name) else { return nil }
        var rest = text[range.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    /// A position in the head of the file, with its line and column (columns count characters).
    struct Cursor {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var column = 1

        static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

        func hasPrefix(_ text: String) -> Bool {
            bytes[index...].starts(with: text.utf8)
        }

        mutating func advance() {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }

        mutating func skipWhitespace() {
            while index < bytes.count, Self.isWhitespace(bytes[index]) { advance() }
        }

        /// Moves past the next `end`; returns the text skipped.
        mutating func skip(past end: String, path: String, what: String, truncated: Bool) throws(ExportError) -> String {
            let start = index, place = (line, column)
            while index < bytes.count {
                if hasPrefix(end) {
                    let text = String(decoding: bytes[start..<index], as: UTF8.self)
                    for _ in end.utf8 { advance() }
                    return text
                }
                advance()
            }
            let reason = truncated ? "longer than \(ExportProlog.limit >> 20) MiB" : "not closed"
            throw ExportError(path: path, line: place.0, column: place.1, message: "malformed XML: \(what) is \(reason)")
        }
    }
}
