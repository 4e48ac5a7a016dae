import Foundation
import Testing
@testable import ReportFormats
@testable import ReportModel
import Simulator
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `compare`, `merge` and `run --baseline` are given instead of a report: a repeated
/// key or a trailing comma (which Foundation's parser takes silently), a symbolic link
/// loop, a device, a FIFO, a file too large to be one. Each is refused with one line
/// naming the file (and the line and column where there is one) and what it is.
@Suite struct ReportReaderInputTests {
    private func baseline(metrics: String) -> String {
        """
        {"format": "chatrig-baseline", "schemaVersion": 1, "tool": {"name": "chatrig", "version": "1"}, "runs": [
          {"scenario": "s", "strategy": "natural", "device": "d", "seed": 7,
           "metrics": {\(metrics)}}
        ]}
        """
    }

    private func failure(_ body: () throws(ReportReadError) -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return error.description
        }
    }

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test(arguments: [
        (#""frames": 240, "frames": 250"#, "Error: base.json:3:31: the key 'frames' appears twice in one object (first at column 16)"),
        (#""frames": 240,"#, "Error: base.json:3:29: a trailing comma before '}'"),
    ])
    func aRepeatedKeyOrATrailingCommaIsRefusedAtItsPlace(metrics: String, expected: String) {
        let text = baseline(metrics: metrics)
        #expect(failure { () throws(ReportReadError) in _ = try ReportReader().read(data: Data(text.utf8), path: "base.json") } == expected)
        // Foundation alone reads both: the strict scan is what refuses them.
        #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil)
    }

    @Test func whatChatRigWritesPassesTheStrictScan() throws {
        var metrics = MetricSet()
        metrics[.frames] = 240
        let result = RunResult(scenario: "s \"quoted\" é", strategy: "natural", device: "d", seed: UInt64.max, duration: .seconds(3),
                               metrics: metrics, hostMetrics: MetricSet(),
                               findings: [Finding(frame: 3, time: 0.05, kind: .anchorDrift, message: "jumped 40 pt\nthen back", occurrences: 2)])
        let report = SuiteReport(toolVersion: "1", runs: [RunReport(result: result, expectations: [])])
        for text in [JSONReportWriter.json(report), BaselineWriter.json(report)] {
            let read = try ReportReader().read(data: Data(text.utf8), path: "r.json").report
            #expect(read.runs.map(\.result.scenario) == ["s \"quoted\" é"])
            #expect(read.runs.first?.result.seed == UInt64.max)
        }
    }

    @Test func aSymbolicLinkLoopADeviceAndAFIFOAreNamedForWhatTheyAre() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("a.json").path, b = dir.appendingPathComponent("b.json").path
        #expect(symlink(b, a) == 0 && symlink(a, b) == 0)
        #expect(failure { () throws(ReportReadError) in _ = try ReportReader().read(a) } == "Error: \(a): a loop of symbolic links")
        #expect(failure { () throws(ReportReadError) in _ = try ReportReader().read("/dev/null") }
                == "Error: /dev/null: it is a device, not a regular file")
        let fifo = dir.appendingPathComponent("pipe.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(failure { () throws(ReportReadError) in _ = try ReportReader().read(fifo) }
                == "Error: \(fifo): it is a named pipe (FIFO), not a regular file")
        let missing = dir.appendingPathComponent("missing.json").path
        #expect(failure { () throws(ReportReadError) in _ = try ReportReader().read(missing) } == "Error: \(missing): no such file or folder")
        #expect(failure { () throws(ReportReadError) in _ = try ReportReader().read(dir.path) }
                == "Error: \(dir.appendingPathComponent("report.json").path): the folder holds no report.json")
    }

    @Test func aFileLargerThanAnyReportIsRefusedBeforeItIsParsed() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let big = dir.appendingPathComponent("big.json")
        FileManager.default.createFile(atPath: big.path, contents: nil)
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: UInt64(ReportReader.maxFileBytes) + 1)  // sparse: no disk used
        try handle.close()
        #expect(failure { () throws(ReportReadError) in _ = try ReportReader().read(big.path) }
                == "Error: \(big.path): larger than 32 MiB, more than any ChatRig report or baseline holds")
    }
}
