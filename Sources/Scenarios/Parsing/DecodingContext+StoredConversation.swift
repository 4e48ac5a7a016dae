import Foundation
import Yams

extension DecodingContext {
    /// `messages: conversations/support.sqlite` — a stored conversation, by a path relative
    /// to the scenario file's folder that stays inside it (no absolute path, no `..` or
    /// symbolic link leading out), naming a regular file that starts with SQLite's header.
    /// Whether it is a ChatRig message store holding one conversation is checked when the
    /// suite is planned (SuiteRunning opens it), at this value's line and column.
    mutating func storedConversation(_ node: Node) -> StoredConversation? {
        guard let written = string(node, key: "messages") else { return nil }
        guard !written.isEmpty, !written.hasPrefix("/"), !written.hasPrefix("~") else {
            report(.invalidValue, "'messages' must be the path of a message store relative to the scenario file's folder, found '\(written.excerpt)'", at: node)
            return nil
        }
        let scenarioFolder = (path as NSString).deletingLastPathComponent
        let folder = URL(fileURLWithPath: scenarioFolder.isEmpty ? "." : scenarioFolder).standardizedFileURL
        let url = folder.appendingPathComponent(written).standardizedFileURL
        let shownPath = scenarioFolder.isEmpty ? written : (scenarioFolder as NSString).appendingPathComponent(written)
        guard Self.isInside(url, folder), Self.isInside(url.resolvingSymlinksInPath(), folder.resolvingSymlinksInPath()) else {
            report(.invalidValue, "message store '\(written)' leaves the scenario's folder; keep it beside or below the scenario file", at: node)
            return nil
        }
        let header: Data
        do {
            header = try RegularFile.read(url, limit: Self.sqliteHeader.count)
        } catch {
            report(.unreadableFile, "cannot read message store '\(written)' (looked for \(shownPath)): \(error.reason)", at: node)
            return nil
        }
        guard header.prefix(Self.sqliteHeader.count).elementsEqual(Self.sqliteHeader) else {
            report(.invalidValue, "'\(written)' is not a SQLite message store; write one with 'chatrig history import'", at: node)
            return nil
        }
        return StoredConversation(path: written, resolvedPath: shownPath, location: location(of: node))
    }

    /// The first 16 bytes of every SQLite 3 database file.
    private static let sqliteHeader = Array("SQLite format 3\0".utf8)
}
