import Calibration
import Foundation
import Simulator
import Testing

/// `chatrig calibrate`: writes a profile the other commands run on, exits 2 on a bad
/// export naming its line and writing nothing, and `--check` prints prediction beside
/// measurement.
extension ChatRigCLITests {
    func writeSignposts(in folder: URL, seed: UInt64 = 4) throws -> String {
        let url = folder.appendingPathComponent("signposts.xml")
        var generator = SyntheticExport(costs: .init { _ in 10 }, seed: seed, intervalsPerKey: 8)
        generator.keys = [.cellCreate, .textLayoutPerCharacter]
        try generator.text().write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func calibrateWritesAProfileThatScenariosRunOn() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("devices/my-iphone.yaml").path
        let result = try chatrig(["calibrate", try writeSignposts(in: folder), "--device", "iphone-15-pro", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\ncellCreate              operation          8          220"))
        #expect(result.stdout.hasSuffix("wrote \(out): profile my-iphone on iphone-15-pro's geometry\n"))
        let yaml = try String(contentsOfFile: out, encoding: .utf8)
        #expect(yaml.contains("name: my-iphone\n"))
        #expect(yaml.contains("# from base iphone-15-pro: no intervals in the recording\n"))
        let again = try chatrig(["calibrate", try writeSignposts(in: folder), "--device", "iphone-15-pro", "--out", out])
        #expect(again.status == 0)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == yaml)
        let scenario = folder.appendingPathComponent("s.yaml")
        try "name: s\ndevice: my-iphone\nconversation:\n  history: 50\ntimeline:\n  - at: 0.2s\n    send: \"hello\"\n"
            .write(to: scenario, atomically: true, encoding: .utf8)
        let run = try chatrig(["run", scenario.path, "--strategy", "natural", "--devices", folder.appendingPathComponent("devices").path,
                               "--out", folder.appendingPathComponent("report").path])
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test func aBadExportExitsTwoNamingItsLineAndWritesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = folder.appendingPathComponent("bad.xml")
        try "<?xml version=\"1.0\"?>\n<trace-query-result><node><schema name=\"cpu-profile\"/></node></trace-query-result>\n"
            .write(to: export, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("my-iphone.yaml").path
        let result = try chatrig(["calibrate", export.path, "--device", "iphone-15-pro", "--out", out])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("\(export.path):2:"))
        #expect(result.stderr.contains("unknown table schema 'cpu-profile'"))
        #expect(!FileManager.default.fileExists(atPath: out))
        let badName = try chatrig(["calibrate", try writeSignposts(in: folder), "--device", "iphone-15-pro", "--out", folder.appendingPathComponent("My Phone.yaml").path])
        #expect(badName.status == 2 && badName.stderr.hasPrefix("--out: "))
    }

    @Test func checkPutsPredictionBesideMeasurement() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("devices/my-iphone.yaml").path
        #expect(try chatrig(["calibrate", try writeSignposts(in: folder), "--device", "iphone-se-3", "--out", out]).status == 0)
        let hitches = folder.appendingPathComponent("hitches.xml")
        try SyntheticExport.hitchesExport(hitches: [(600_000_000, 9_000_000)], updates: [3_000_000, 5_000_000, 4_000_000])
            .write(to: hitches, atomically: true, encoding: .utf8)
        let log = try writeLog(Self.smallLog, in: folder)
        let result = try chatrig(["calibrate", "--check", log, hitches.path, "--device", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("session \(log) replayed with natural on my-iphone: "))
        #expect(result.stdout.contains("\nhitches "))
        #expect(result.stdout.contains("\nframeTimeP90 "))
        #expect(result.stdout.contains("hitch frames (within 33.33 ms): "))
        let noTable = try chatrig(["calibrate", "--check", log, try writeSignposts(in: folder), "--device", out])
        #expect(noTable.status == 2 && noTable.stderr.contains("no hitches table"))
    }
}
