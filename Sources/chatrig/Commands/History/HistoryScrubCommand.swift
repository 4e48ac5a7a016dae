import ArgumentParser
import ChatModel
import Foundation
import ListLayout
import Storage

/// `chatrig history scrub conversation.sqlite --key-file team.key --out scrubbed.sqlite`.
struct HistoryScrubCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scrub",
        abstract: "Replace a message store's private text with stand-in text that lays out and parses the same.",
        discussion: """
        Every letter and digit is replaced by another of its script, case and width class; line \
        breaks, spaces, punctuation (Markdown's structure: headings, lists, code fences, tables, \
        links), <think> blocks, emoji (as emoji), the number of characters and the images' pixel \
        sizes are kept; link targets, citations' titles, snippets and document identifiers, and the \
        conversation's title are dropped. Deterministic from the key: keep the key file in the team, \
        so a scrub can be repeated and compared. A scrubbed store gives the same heights and \
        text-layout charges as its original within 1 %.

        The store is read and written a page at a time; the new one is written beside --out and \
        moved into place at the end (an existing --out is replaced only when it is a ChatRig \
        database, or with --force).
        """
    )

    @Argument(help: ArgumentHelp("The message store to scrub (from history import).", valueName: "conversation.sqlite"))
    var store: String

    @Option(help: ArgumentHelp("A file holding the team's scrub key (any bytes, at least 16).", valueName: "file"))
    var keyFile: String

    @Option(help: ArgumentHelp("The scrubbed message store to write.", valueName: "scrubbed.sqlite"))
    var out: String

    @Flag(help: "Replace --out even when it is not a ChatRig database.")
    var force = false

    /// Messages read a page at a time.
    static let pageSize = 512

    mutating func run() throws {
        try StoreDestination(path: out, force: force).check()
        guard URL(fileURLWithPath: out).standardizedFileURL != URL(fileURLWithPath: store).standardizedFileURL else {
            throw BadInput(description: "--out: must differ from the store being scrubbed")
        }
        let key = try readKey()
        let source: MessageStore
        let conversation: (id: Int64, title: String)
        do {
            source = try MessageStore(database: ChatRigDatabase(readingFrom: store))
            let conversations = try source.conversations()
            guard conversations.count == 1, let only = conversations.first else {
                throw BadInput(description: "\(store): error: holds \(conversations.count) conversations; scrub a store of one (history import writes one)")
            }
            conversation = only
        } catch let error as BadInput {
            throw error
        } catch {
            throw BadInput(description: "Error: \(error)")
        }

        var scrubber = StandInText(key: key)
        var pending: [Message] = []
        var after = PageCursor.Position(createdAt: VirtualInstant(microseconds: .min), id: MessageID(.min))
        var hasMore = true
        var line = 0
        let count: Int
        do {
            count = try MessageStoreFile.write(to: out, title: "Conversation") {
                if pending.isEmpty, hasMore {
                    let page = try source.page(newerThan: after, in: conversation.id, limit: Self.pageSize)
                    pending = page.messages.reversed()
                    hasMore = page.hasNewer
                    if let last = page.messages.last { after = PageCursor.Position(of: last) }
                }
                guard let next = pending.popLast() else { return nil }
                line += 1
                return ImportedMessage(message: scrubber.message(next), sourceID: nil, line: line)
            }
        } catch {
            throw BadInput(description: "Error: \(error)")
        }
        print("wrote \(out): \(count) messages scrubbed")
    }

    /// The key file's bytes: at least 16 of them, at most 4 KiB.
    private func readKey() throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: keyFile) else {
            throw BadInput(description: "--key-file: cannot read '\(keyFile)'")
        }
        guard (16...4_096).contains(data.count) else {
            throw BadInput(description: "--key-file: '\(keyFile)' holds \(data.count) bytes; a key has 16 to 4096 (e.g. head -c 32 /dev/urandom > team.key)")
        }
        return Array(data)
    }
}
