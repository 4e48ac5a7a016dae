import Calibration
import Foundation
import Simulator
import Testing

/// Bad exports are errors naming the file, line, column (where the element's start tag
/// ends, as the XML parser reports it) and element path; an interval whose
/// name is no cost key is reported, not fatal.
@Suite struct ExportBadInputTests {
    static let schema = "<schema name=\"os-signpost\"><col><mnemonic>time</mnemonic></col><col><mnemonic>event-type</mnemonic></col>"
        + "<col><mnemonic>identifier</mnemonic></col><col><mnemonic>name</mnemonic></col><col><mnemonic>message</mnemonic></col></schema>"

    /// An export of `rows` (one a line from line 3) under the os-signpost schema.
    static func export(_ rows: [String], schema: String = schema) -> String {
        "<?xml version=\"1.0\"?>\n<trace-query-result><node>\(schema)\n" + rows.joined(separator: "\n") + "\n</node></trace-query-result>\n"
    }

    static func row(_ time: Int, _ type: String, id: Int, name: String, message: String? = nil) -> String {
        "<row><event-time>\(time)</event-time><event-type>\(type)</event-type><os-signpost-identifier>\(id)</os-signpost-identifier>"
            + "<signpost-name>\(name)</signpost-name>" + (message.map { "<os-log-metadata fmt=\"\($0)\"/>" } ?? "<sentinel/>") + "</row>"
    }

    static func calibrate(_ text: String) throws -> Calibrator.Outcome {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-bad-\(UUID().uuidString).xml")
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        return try Calibrator(base: DeviceProfile.zeroCost).calibrate([(url, "t.xml")])
    }

    static func error(_ text: String) -> String {
        do {
            _ = try calibrate(text)
            return "no error"
        } catch let error as ExportError {
            return error.description
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test func aFileThatIsNotAnExportIsNamedAsSuch() {
        #expect(Self.error("").hasPrefix("t.xml: not an xctrace export"))
        #expect(Self.error("{\"json\": true}").hasPrefix("t.xml:1:1: not an xctrace export: not XML"))
        #expect(Self.error("<?xml version=\"1.0\"?>\n<html><body/></html>")
            == "t.xml:2:6: html: not an xctrace export: the root element is <html>, not <trace-query-result>")
        #expect(Self.error("<?xml version=\"1.0\"?>\n<trace-toc><run/></trace-toc>").contains("this is a table of contents"))
    }

    @Test func anExportWithoutTheSignpostTableSaysHowToExportIt() {
        #expect(Self.error("<?xml version=\"1.0\"?>\n<trace-query-result></trace-query-result>")
            == "t.xml: no os-signpost table: export it with xctrace export --xpath '/trace-toc/run[@number=\"1\"]/data/table[@schema=\"os-signpost\"]'")
    }

    @Test func anUnknownSchemaOrAMissingColumnIsNamedWithItsLine() {
        #expect(Self.error(Self.export([], schema: "<schema name=\"time-profile\"><col><mnemonic>time</mnemonic></col></schema>"))
            == "t.xml:2:100: trace-query-result/node[1]/schema: unknown table schema 'time-profile'; ChatRig reads hitches, hitches-updates, os-signpost")
        #expect(Self.error(Self.export([], schema: "<schema name=\"os-signpost\"><col><mnemonic>time</mnemonic></col></schema>"))
            == "t.xml:2:99: trace-query-result/node[1]/schema: table 'os-signpost' has no column 'event-type' (its columns: time)")
    }

    @Test func aRefToAnIdNeverDefinedIsAnError() {
        let rows = [Self.row(10, "Begin", id: 1, name: "cellCreate"),
                    "<row><event-time>20</event-time><event-type>End</event-type><os-signpost-identifier ref=\"41\"/><signpost-name>cellCreate</signpost-name><sentinel/></row>"]
        #expect(Self.error(Self.export(rows))
            == "t.xml:4:93: trace-query-result/node[1]/row[2]/os-signpost-identifier: ref=\"41\" names no element defined earlier with id=\"41\"")
    }

    @Test func nonNumericMetadataOrTimeIsAnErrorAtItsRow() {
        let badCount = [Self.row(10, "Begin", id: 1, name: "textLayoutPerCharacter"),
                        Self.row(20, "End", id: 1, name: "textLayoutPerCharacter", message: "n=lots")]
        #expect(Self.error(Self.export(badCount))
            == "t.xml:4:5: trace-query-result/node[1]/row[2]/message: the message 'n=lots' has n=lots, not a count (n=<number>)")
        let badTime = [Self.row(10, "Begin", id: 1, name: "cellCreate").replacingOccurrences(of: ">10<", with: ">soon<")]
        #expect(Self.error(Self.export(badTime))
            == "t.xml:3:5: trace-query-result/node[1]/row[1]/time: the event time 'soon' is not a whole number of nanoseconds from 0 (the recording's start)")
    }

    @Test func aRowWithTheWrongNumberOfValuesOrBeforeASchemaIsAnError() {
        let short = "<row><event-time>10</event-time></row>"
        #expect(Self.error(Self.export([short])) == "t.xml:3:5: trace-query-result/node[1]/row[1]: the row has 1 values for the 5 columns of table 'os-signpost'")
        #expect(Self.error("<trace-query-result><node>\n" + Self.row(10, "Begin", id: 1, name: "x") + "</node></trace-query-result>")
            == "t.xml:2:5: trace-query-result/node[1]/row[1]: a <row> before any <schema>: the node names no table")
    }

    @Test func malformedXMLIsAnErrorWithItsLine() {
        let text = Self.export([Self.row(10, "Begin", id: 1, name: "cellCreate"), "<row><event-time>20</event-time>"])
        #expect(Self.error(text).hasPrefix("t.xml:5:"))
        #expect(Self.error(text).contains("malformed XML"))
    }

    @Test func anIntervalThatIsNoCostKeyIsReportedNotFatal() throws {
        var rows: [String] = []
        for i in 0..<6 {
            rows += [Self.row(i * 1_000_000, "Begin", id: i, name: "cellCreate"), Self.row(i * 1_000_000 + 200_000, "End", id: i, name: "cellCreate")]
        }
        rows += [Self.row(9_000_000, "Begin", id: 99, name: "decodeAvatar"), Self.row(9_500_000, "End", id: 99, name: "decodeAvatar"),
                 Self.row(9_600_000, "End", id: 77, name: "cellCreate")]
        let outcome = try Self.calibrate(Self.export(rows))
        #expect(outcome.profile(named: "x").costs.cellCreate == 200)
        #expect(outcome.unmatchedEnds == 1)
        let table = CalibrationTable.text(outcome)
        #expect(table.contains("not a cost key, ignored: decodeAvatar (1)\n"))
        #expect(table.contains("1 End rows had no Begin with the same identifier and name\n"))
        #expect(table.hasPrefix("cost        per        intervals  estimate µs  fitted µs  move  residual µs\ncellCreate  operation          6            0        200     —            0\n"))
    }
}

extension DeviceProfile {
    /// A profile whose costs are all 0, for tests that read exports.
    static var zeroCost: DeviceProfile {
        DeviceProfile(name: "zero", viewportWidth: 390, viewportHeight: 844, scale: 3, refreshRate: 60,
                      safeAreaPortrait: .init(top: 47, bottom: 34), safeAreaLandscape: .init(top: 0, bottom: 21),
                      keyboardHeight: .init(portrait: 336, landscape: 209), composerHeight: 60, costs: .init { _ in 0 })
    }
}
