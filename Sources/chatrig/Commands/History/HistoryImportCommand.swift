import ArgumentParser
import ChatModel
import Foundation
import Scenarios
import Storage

/// `chatrig history import EXPORT.jsonl --out conversation.sqlite`.
struct HistoryImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a team's conversation export (JSON Lines) into a message store a scenario reads.",
        discussion: """
        One message a line, oldest first: id, role, text, createdAt, and optionally attachments \
        (pixel sizes), citations and state — the format and a Swift snippet that writes it from an \
        app's store are in Scenarios/README.md, "A team's own conversations". A bad line is an error \
        naming the line and the field (exit 2), and nothing is written.

        The export is read twice, a line at a time (memory does not grow with its length): once to \
        check it, once to write. Messages keep their order and their times of day (UTC); the whole \
        conversation moves by whole days so that it ends before the run starts. The store is \
        written beside --out and moved into place at the end. An existing --out is replaced only \
        when it is a ChatRig database (--force for any other file); a folder never.

        A scenario reads it with conversation: { messages: conversation.sqlite }. Scrub it first \
        (history scrub) before it leaves the team.
        """
    )

    @Argument(help: ArgumentHelp("The conversation export.", valueName: "export.jsonl"))
    var export: String

    @Option(help: ArgumentHelp("The message store to write.", valueName: "conversation.sqlite"))
    var out: String

    @Option(help: ArgumentHelp("The conversation's title (default: the export's file name).", valueName: "text"))
    var title: String?

    @Flag(help: "Replace --out even when it is not a ChatRig database.")
    var force = false

    mutating func run() throws {
        try StoreDestination(path: out, force: force).check()
        let url = URL(fileURLWithPath: export)
        // Pass 1: check every line and find the newest time, which fixes the shift.
        var checking = try reader(url)
        var newest: Int64?
        do {
            while let message = try checking.next() { newest = message.createdAt }
        } catch {
            throw BadInput(description: error.description)
        }
        guard let newest else { throw BadInput(description: "\(export): error: the export holds no message") }
        let shift = ConversationExport.shift(newest: newest)

        // Pass 2: write, numbering messages in the export's order.
        var writing = try reader(url)
        var attachments = 0
        let title = title ?? ((export as NSString).lastPathComponent as NSString).deletingPathExtension
        let count: Int
        do {
            count = try MessageStoreFile.write(to: out, title: title) {
                guard let exported = try writing.next() else { return nil }
                attachments += exported.attachments.count
                let id = MessageID(Int64(writing.count - 1))
                return ImportedMessage(message: exported.message(id: id, shift: shift), sourceID: exported.sourceID, line: exported.line)
            }
        } catch let error as JSONLinesError {
            throw BadInput(description: error.description)
        } catch let error as RepeatedSourceID {
            throw BadInput(description: JSONLinesError(path: export, line: error.line, field: "id", message: error.description).description)
        } catch {
            throw BadInput(description: "Error: \(String(describing: error))")
        }
        print("wrote \(out): \(count) messages, \(attachments) images; the newest moved \(shift / 86_400_000_000) days back, to \(VirtualDay.describe(newest - shift))")
    }

    private func reader(_ url: URL) throws -> ConversationExportReader {
        do {
            return try ConversationExportReader(contentsOf: url)
        } catch {
            throw BadInput(description: error.description)
        }
    }
}

/// How the virtual clock's instants read in the tool's messages.
enum VirtualDay {
    /// `day −1, 18:02:11` — the day on the virtual clock (day 0 is the run's) and the time of day.
    static func describe(_ microseconds: Int64) -> String {
        let instant = VirtualInstant(microseconds: microseconds)
        let sinceZero = microseconds >= 0 ? microseconds / 1_000_000 : -((999_999 - microseconds) / 1_000_000)  // floor
        let seconds = VirtualInstant.secondsFromMidnightAtZero + sinceZero - instant.calendarDay * 86_400
        let clock = [seconds / 3_600, seconds / 60 % 60, seconds % 60].map { $0 < 10 ? "0\($0)" : "\($0)" }
        return "day \(instant.calendarDay), \(clock.joined(separator: ":")) UTC"
    }
}

/// Where a new message store goes: never over a folder or a non-regular file, and over a
/// file that is not a ChatRig database only with --force.
struct StoreDestination {
    var path: String
    var force: Bool

    func check() throws {
        if path.isEmpty { throw BadInput(description: "--out: needs a file name") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
        if isDirectory.boolValue { throw BadInput(description: "--out: refusing to replace '\(path)': it is a folder") }
        let type = (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) ?? nil
        guard type == .typeRegular else { throw BadInput(description: "--out: refusing to replace '\(path)': it is not a regular file") }
        if force { return }
        do {
            _ = try ChatRigDatabase(readingFrom: path)
        } catch {
            throw BadInput(description: "--out: refusing to replace '\(path)': it is not a ChatRig database (use --force to replace it)")
        }
    }
}
