import ArgumentParser
import Foundation
import Reporting
import Scenarios

/// `chatrig import LOG.jsonl --out scenario.yaml`: an app's event log becomes a scenario.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn an app's event log (JSON Lines) into a scenario file with the same timing.",
        discussion: """
        The log format — one event a line: session, viewport, sent, replyStarted, chunk, \
        replyEnded, pageRequested, pageArrived, scroll, keyboard — and a Swift snippet that \
        writes it are in Scenarios/README.md, "Importing an app's event log". A bad line is \
        an error naming the line and the field (exit 2).

        The scenario is written atomically. An existing file at --out is replaced only when \
        it is a scenario file (it parses as one); any other file needs --force, and a folder \
        is never replaced.
        """
    )

    @Argument(help: ArgumentHelp("The event log.", valueName: "log.jsonl"))
    var log: String

    @Option(help: ArgumentHelp("The scenario file to write.", valueName: "file.yaml"))
    var out: String

    @Option(help: ArgumentHelp("The scenario's name, [a-z0-9-]+ (default: from the log's file name).", valueName: "name"))
    var name: String?

    @Option(help: ArgumentHelp("Folder of device profiles (when Scenarios/devices does not exist: ChatRig's own).", valueName: "dir"))
    var devices: String = DeviceFolder.defaultPath

    @Flag(help: "Replace --out even when it is not a scenario file.")
    var force = false

    mutating func run() throws {
        let name = try scenarioName()
        if out.isEmpty { throw BadInput(description: "--out: needs a file name") }
        let destination = URL(fileURLWithPath: out)
        try checkDestination(destination)

        let loader = DeviceProfileLoader(directory: DeviceFolder.url(for: devices))
        let imported: EventLogImporter.Result
        let knownDevices: [String]
        do {
            let profiles = try loader.loadAll()
            knownDevices = profiles.map(\.name)
            imported = try EventLogImporter(devices: profiles)
                .scenario(from: try EventLogParser.parse(contentsOf: URL(fileURLWithPath: log)), name: name, path: log)
        } catch let error as JSONLinesError {
            throw BadInput(description: error.description)
        } catch {
            throw BadInput(description: String(describing: error))
        }

        let comment = """
        Imported by `chatrig import` from \((log as NSString).lastPathComponent).
        Times, chunk sizes and gestures follow the log; add `expect:` gates for the bug it shows.
        """
        let yaml = ScenarioWriter.yaml(imported.scenario, comment: comment)
        do {
            _ = try ScenarioParser.parse(yaml: yaml, path: out, knownDevices: knownDevices)
        } catch {
            throw BadInput(description: "internal error: the imported scenario does not read back:\n\(error)")
        }
        try AtomicFile.write(yaml, to: destination)

        let scenario = imported.scenario
        print("wrote \(out): \(scenario.name), \(scenario.timeline.count) timeline entries over \((scenario.duration.seconds * 10).rounded() / 10) s on \(scenario.device)")
        for note in imported.notes { print("  note: \(note)") }
    }

    /// `--name`, or the log's file name made into one.
    private func scenarioName() throws -> String {
        if let name {
            guard !name.isEmpty, name.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }) else {
                throw BadInput(description: "--name: '\(name)' must be lowercase letters, digits and '-'")
            }
            guard name.count <= ScenarioLimits.maxNameLength else {
                throw BadInput(description: "--name: a scenario name has at most \(ScenarioLimits.maxNameLength) characters, found \(name.count)")
            }
            return name
        }
        let stem = ((log as NSString).lastPathComponent as NSString).deletingPathExtension.lowercased()
        let words = stem.split { !(("a"..."z").contains($0) || ("0"..."9").contains($0)) }
        // A long file name gives a name cut to the limit (at a word's end when it can).
        var name = words.isEmpty ? "imported-session" : words.joined(separator: "-")
        if name.count > ScenarioLimits.maxNameLength {
            name = String(name.prefix(ScenarioLimits.maxNameLength))
            while name.hasSuffix("-") { name.removeLast() }
        }
        return name
    }

    /// Refuses to replace a folder, a non-regular file, or (without --force) a file that is
    /// not a scenario.
    private func checkDestination(_ url: URL) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return }
        if isDirectory.boolValue { throw BadInput(description: "--out: refusing to replace '\(out)': it is a folder") }
        let type = (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) ?? nil
        guard type == .typeRegular else { throw BadInput(description: "--out: refusing to replace '\(out)': it is not a regular file") }
        if force { return }
        do {
            _ = try ScenarioParser.parse(contentsOf: url)
        } catch {
            throw BadInput(description: "--out: refusing to replace '\(out)': it is not a scenario file (use --force to replace it)")
        }
    }
}
