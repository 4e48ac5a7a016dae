import Foundation
import Testing

/// Every file of `Tests/HostileCorpus` (written by `scripts/make-hostile-corpus.py`) through
/// `chatrig validate`, one process each: it must exit 2, name the file at the line and
/// column `expected.tsv` gives, and stay within a time and memory bound.
@Suite("Hostile files are refused with their place, quickly and in little memory")
struct HostileCorpusTests {
    static let corpus = ChatRigCLITests.packageRoot.appendingPathComponent("Tests/HostileCorpus")

    /// Wall time one `validate` may take. A valid-sized file takes well under 0.1 s; the
    /// doubling-alias file took minutes before its bound. Generous for a loaded machine.
    static let timeLimit = 10.0
    /// Peak resident memory one `validate` may reach (a debug build uses about 30 MiB).
    static let memoryLimit = 256 << 20

    struct Case: Sendable {
        var file: String
        /// `line:column`.
        var place: String
        /// Whether the error may be malformed YAML or text (else it must be about a value).
        var syntaxAllowed: Bool
    }

    static func cases() throws -> [Case] {
        let table = try String(contentsOf: corpus.appendingPathComponent("expected.tsv"), encoding: .utf8)
        return table.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { row in
            let fields = row.split(separator: "\t")
            return Case(file: String(fields[0]), place: String(fields[1]), syntaxAllowed: fields[2] == "syntax")
        }
    }

    @Test func corpusCoversEveryClassWithAtLeast200Files() throws {
        let cases = try Self.cases()
        #expect(cases.count >= 200)
        let listed = Set(cases.map(\.file))
        for folder in ["scenarios", "devices"] {
            let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.appendingPathComponent(folder).path)
            #expect(Set(files.map { "\(folder)/\($0)" }).isSubset(of: listed), "every corpus file has its expected place")
        }
        let classes = Set(cases.map { $0.file.split(separator: "/")[1].split(separator: "-")[0] })
        for name in ["number", "expect", "type", "missing", "unknown", "duplicate", "semantic", "alias", "nesting",
                     "string", "unicode", "unit", "empty", "yaml", "bom", "control", "binary", "size", "device"] {
            #expect(classes.contains(Substring(name)), "class \(name)")
        }
    }

    @Test func everyFileIsRefusedAtItsPlaceWithinTheBounds() throws {
        let cases = try Self.cases()
        let probes = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: probes, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: probes) }
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: cases.count) { index in
            let item = cases[index]
            do {
                let outcome = try Self.validate(item, probes: probes)
                if let problem = Self.problem(with: outcome, for: item) { failures.add("\(item.file): \(problem)") }
            } catch {
                failures.add("\(item.file): \(error)")
            }
        }
        #expect(failures.all.isEmpty, "\(failures.all.count) of \(cases.count) files:\n\(failures.all.sorted().joined(separator: "\n"))")
    }

    // MARK: One file

    /// The path errors name the file by (absolute: the child's working directory is ours).
    static func path(of item: Case) -> String {
        corpus.appendingPathComponent(item.file).path
    }

    /// Validates a scenario file, or a device profile through a scenario naming it.
    static func validate(_ item: Case, probes: URL) throws -> MeasuredRun {
        guard item.file.hasPrefix("devices/") else {
            return try MeasuredRun.start(ChatRigCLITests.executable.path, ["validate", path(of: item)], timeLimit: timeLimit)
        }
        let name = (item.file as NSString).lastPathComponent.replacingOccurrences(of: ".yaml", with: "")
        let probe = probes.appendingPathComponent("\(name).yaml")
        try "name: probe\ndevice: \(name)\n".write(to: probe, atomically: true, encoding: .utf8)
        let devices = corpus.appendingPathComponent("devices").path
        return try MeasuredRun.start(ChatRigCLITests.executable.path, ["validate", probe.path, "--devices", devices],
                                     timeLimit: timeLimit)
    }

    /// What is wrong with `outcome` for `item`, or `nil`.
    static func problem(with outcome: MeasuredRun, for item: Case) -> String? {
        let path = path(of: item)
        if outcome.timedOut { return "still running after \(timeLimit) s" }
        if outcome.status != 2 { return "exit status \(outcome.status), expected 2; stderr: \(outcome.stderr.prefix(300))" }
        if outcome.peakResidentBytes > memoryLimit { return "peak memory \(outcome.peakResidentBytes >> 20) MiB" }
        let prefix = "\(path):\(item.place): error: "
        let located = outcome.stderr.split(separator: "\n").filter { $0.hasPrefix(prefix) }
        guard let line = located.first else { return "no error at \(path):\(item.place); stderr: \(outcome.stderr.prefix(300))" }
        let message = line.dropFirst(prefix.count)
        if !item.syntaxAllowed, message.hasPrefix("invalid YAML") || message.hasPrefix("unreadable text") {
            return "a syntax error where a value error belongs: \(message.prefix(200))"
        }
        return nil
    }
}

/// Failure messages gathered from concurrent checks.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    func add(_ message: String) {
        lock.lock()
        messages.append(message)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return messages
    }
}
