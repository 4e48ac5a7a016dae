import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The newer verbs' hostile inputs (`Tests/HostileCorpus/verbs.tsv`, written by
/// `scripts/make-hostile-corpus.py`): baselines through `compare`, event logs through
/// `import`, histories through `history`, out-of-range flags, and FIFOs wherever a file is
/// read. Each, in a process of its own, must exit 2 with an error line naming its place,
/// within ``HostileCorpusTests``' time and memory bounds, and write nothing.
@Suite("Hostile baselines, logs, histories, flags and FIFOs are refused with their place")
struct HostileVerbsCorpusTests {
    struct Case: Sendable {
        var name: String
        var arguments: String
        /// The start of the error line, `{file}` standing for the case's file.
        var prefix: String
    }

    static func cases() throws -> [Case] {
        let table = try String(contentsOf: HostileCorpusTests.corpus.appendingPathComponent("verbs.tsv"), encoding: .utf8)
        let listed = table.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { row in
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Case(name: fields[0], arguments: fields[1], prefix: fields[2])
        }
        // FIFOs cannot be committed: the test makes one ({fifo}) and names it wherever a file is read.
        let fifo = [
            Case(name: "fifo-validate", arguments: "validate {fifo}", prefix: "{fifo}: error: "),
            Case(name: "fifo-history", arguments: "history {fifo}", prefix: "Error: {fifo}: "),
            Case(name: "fifo-run-history", arguments: "run {scenario} --history {fifo} --out {out}/report", prefix: "Error: --history: {fifo}: "),
            Case(name: "fifo-thresholds", arguments: "run {scenario} --thresholds {fifo} --out {out}/report", prefix: "{fifo}: error: "),
            Case(name: "fifo-import", arguments: "import {fifo} --out {out}/imported.yaml", prefix: "{fifo}: error: "),
        ]
        // Nor can a 100 MB baseline ({big}, sparse): refused by its size, not parsed.
        let big = [Case(name: "oversized-baseline", arguments: "compare {big} {big}", prefix: "Error: {big}: larger than 32 MiB")]
        return listed + fifo + big
    }

    @Test func corpusCoversBaselinesLogsHistoriesAndFlags() throws {
        let cases = try Self.cases()
        for kind in ["baselines/", "logs/", "histories/", "exports/", "streams/", "flag-shard", "flag-resolution", "flag-seed", "fifo-"] {
            #expect(cases.contains { $0.name.hasPrefix(kind) }, "class \(kind)")
        }
        #expect(cases.count >= 60)
        // Each stream format read since issue 39, each way to break it.
        let streams = cases.map(\.name).filter { $0.hasPrefix("streams/") }
        for format in ["ollama-", "responses-", "gemini-", "anthropic-thinking-", "reasoning-summary"] {
            #expect(streams.contains { $0.contains(format) }, "streams of \(format)")
        }
        for breakage in ["truncated", "malformed", "control-character", "huge"] {
            #expect(streams.contains { $0.contains(breakage) }, "streams \(breakage)")
        }
    }

    @Test func everyInputIsRefusedAtItsPlaceWithinTheBounds() throws {
        let cases = try Self.cases()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-verbs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let scenario = scratch.appendingPathComponent("tiny.yaml")
        try "name: tiny\nstrategies: [natural]\nconversation: { history: 20 }\ntimeline:\n  - at: 0.1s\n    send: \"Hi\"\nduration: 1s\n"
            .write(to: scenario, atomically: true, encoding: .utf8)
        let fifo = scratch.appendingPathComponent("pipe.yaml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let big = scratch.appendingPathComponent("big.json").path
        #expect(FileManager.default.createFile(atPath: big, contents: nil) && truncate(big, 100_000_000) == 0)
        var failures: [String] = []
        for (index, item) in cases.enumerated() {
            let out = scratch.appendingPathComponent("out-\(index)")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            let file = item.name.contains("/") ? HostileCorpusTests.corpus.appendingPathComponent(item.name).path : ""
            func expand(_ text: String) -> String {
                text.replacingOccurrences(of: "{file}", with: file).replacingOccurrences(of: "{fifo}", with: fifo)
                    .replacingOccurrences(of: "{big}", with: big)
                    .replacingOccurrences(of: "{out}", with: out.path).replacingOccurrences(of: "{scenario}", with: scenario.path)
            }
            let arguments = item.arguments.split(separator: " ").map { expand(String($0)) }
            let outcome = try MeasuredRun.start(ChatRigCLITests.executable.path, arguments, timeLimit: HostileCorpusTests.timeLimit)
            let prefix = expand(item.prefix)
            if outcome.timedOut {
                failures.append("\(item.name): still running after \(HostileCorpusTests.timeLimit) s")
            } else if outcome.status != 2 {
                failures.append("\(item.name): exit status \(outcome.status), expected 2; stderr: \(outcome.stderr.prefix(300))")
            } else if outcome.peakResidentBytes > HostileCorpusTests.memoryLimit {
                failures.append("\(item.name): peak memory \(outcome.peakResidentBytes >> 20) MiB")
            } else if !outcome.stderr.split(separator: "\n").contains(where: { $0.hasPrefix(prefix) }) {
                failures.append("\(item.name): no error line starting '\(prefix)'; stderr: \(outcome.stderr.prefix(300))")
            }
            if let written = try? FileManager.default.contentsOfDirectory(atPath: out.path), !written.isEmpty {
                failures.append("\(item.name): wrote \(written) although refused")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(cases.count) cases:\n\(failures.joined(separator: "\n"))")
    }
}
