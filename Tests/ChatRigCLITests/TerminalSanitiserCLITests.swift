import Foundation
import Testing

/// One sanitiser for every line `chatrig` prints: C0 and C1 controls and bidirectional
/// overrides from an export, a scenario file or a flag reach the terminal as U+FFFD.
extension ChatRigCLITests {
    static func controls(in text: String) -> [UInt32] {
        text.unicodeScalars.filter {
            $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
                || (0x2066...0x2069).contains($0.value))
        }.map(\.value)
    }

    @Test func c1ControlsAndBidiOverridesFromAnExportNeverReachTheTerminal() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = folder.appendingPathComponent("names.xml")
        let schema = "<schema name=\"os-signpost\"><col><mnemonic>time</mnemonic></col><col><mnemonic>event-type</mnemonic></col>"
            + "<col><mnemonic>identifier</mnemonic></col><col><mnemonic>name</mnemonic></col></schema>"
        let name = "evil\u{9B}2J\u{9D}0;t\u{202E}kcab"  // XML allows C1, not C0
        var rows = ""
        for i in 0..<6 {
            rows += "<row><event-time>\(i * 1000)</event-time><event-type>Begin</event-type><os-signpost-identifier>\(i)</os-signpost-identifier><signpost-name>cellCreate</signpost-name></row>\n"
            rows += "<row><event-time>\(i * 1000 + 200)</event-time><event-type>End</event-type><os-signpost-identifier>\(i)</os-signpost-identifier><signpost-name>cellCreate</signpost-name></row>\n"
        }
        rows += "<row><event-time>9000</event-time><event-type>Begin</event-type><os-signpost-identifier>99</os-signpost-identifier><signpost-name>\(name)</signpost-name></row>\n"
        rows += "<row><event-time>9100</event-time><event-type>End</event-type><os-signpost-identifier>99</os-signpost-identifier><signpost-name>\(name)</signpost-name></row>\n"
        try ("<?xml version=\"1.0\"?>\n<trace-query-result><node>" + schema + "\n" + rows + "</node></trace-query-result>\n")
            .write(to: export, atomically: true, encoding: .utf8)
        let result = try chatrig(["calibrate", export.path, "--device", "iphone-15-pro", "--out", folder.appendingPathComponent("p.yaml").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.controls(in: result.stdout + result.stderr).isEmpty)
        #expect(result.stdout.contains("evil\u{FFFD}2J\u{FFFD}0;t\u{FFFD}kcab"))
    }

    @Test func escapeAndBellInAValidateErrorNeverReachTheTerminal() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = folder.appendingPathComponent("tap.yaml")
        try "name: tap\ntimeline:\n  - at: 1s\n    tap: \"\\e]0;pwned\\a\\e[2J\"\n".write(to: scenario, atomically: true, encoding: .utf8)
        let result = try chatrig(["validate", scenario.path])
        #expect(result.status == 2)
        #expect(Self.controls(in: result.stdout + result.stderr).isEmpty, "\(result.stderr)")
        #expect(result.stderr.contains("\u{FFFD}]0;pwned\u{FFFD}\u{FFFD}[2J"), "\(result.stderr)")
    }
}
