@testable import Calibration
import Foundation
import Simulator
import Testing

/// Exports written to crash, hang or exhaust the reader, as a hostile probe found them: each
/// is refused with its place (or read) in bounded time and memory, never a trap.
@Suite struct ExportHostileInputTests {
    static func export(_ rows: [String]) -> String { ExportBadInputTests.export(rows) }
    static func error(_ text: String) -> String { ExportBadInputTests.error(text) }

    /// A row whose identifier element carries `attribute`.
    static func row(_ time: String, _ type: String, identifier attribute: String, name: String = "cellCreate") -> String {
        "<row><event-time>\(time)</event-time><event-type>\(type)</event-type><os-signpost-identifier \(attribute)>7</os-signpost-identifier>"
            + "<signpost-name>\(name)</signpost-name><sentinel/></row>"
    }

    @Test func aNegativeIdOrRefIsAnErrorNotAnIndexOutOfRange() {
        #expect(Self.error(Self.export([Self.row("10", "Begin", identifier: "id=\"-1\"")]))
            == "t.xml:3:94: trace-query-result/node[1]/row[1]/os-signpost-identifier: id=\"-1\" is not a whole number from 0 to 9223372036854775807")
        #expect(Self.error(Self.export([Self.row("10", "Begin", identifier: "ref=\"-5\"")]))
            == "t.xml:3:95: trace-query-result/node[1]/row[1]/os-signpost-identifier: ref=\"-5\" is not a whole number from 0 to 9223372036854775807")
    }

    @Test func theLargestIdsAreOneRunOfIdsNotABitsetOfThatSize() throws {
        // 2⁶³ − 1 took a 2⁶⁰-byte allocation; 2³⁴ took 4.2 GB.
        for id in ["9223372036854775807", "17179869184"] {
            let rows = (0..<6).flatMap { i in
                [ExportBadInputTests.row(i * 1_000, "Begin", id: i, name: "cellCreate"),
                 ExportBadInputTests.row(i * 1_000 + 200, "End", id: i, name: "cellCreate")]
            } + [Self.row("9000", "Event", identifier: "id=\"\(id)\"", name: "x"),
                 Self.row("9001", "Event", identifier: "ref=\"\(id)\"", name: "x")]
            let outcome = try ExportBadInputTests.calibrate(Self.export(rows))
            #expect(outcome.intervals == 6)
        }
    }

    @Test func beginAtInt64MinAndEndAtInt64MaxIsAnErrorNotAnOverflow() {
        let rows = [Self.row("-9223372036854775808", "Begin", identifier: "id=\"1\""),
                    Self.row("9223372036854775807", "End", identifier: "ref=\"1\"")]
        #expect(Self.error(Self.export(rows))
            == "t.xml:3:5: trace-query-result/node[1]/row[1]/time: the event time '-9223372036854775808' is not a whole number of nanoseconds from 0 (the recording's start)")
        let backwards = [Self.row("500", "Begin", identifier: "id=\"1\""), Self.row("100", "End", identifier: "ref=\"1\"")]
        #expect(Self.error(Self.export(backwards)) == "t.xml:4:5: trace-query-result/node[1]/row[2]/time: the End at 100 ns comes before its Begin at 500 ns")
    }

    @Test func aDocumentTypeDeclarationIsRefusedWhateverItHolds() {
        let laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE t [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">]>\n<trace-query-result>&b;</trace-query-result>\n"
        #expect(Self.error(laughs) == "t.xml:2:1: a document type declaration (<!DOCTYPE …>) is refused: xctrace exports have none, and its entities would be expanded without bound")
        let parameter = "<?xml version=\"1.0\"?>\n<!-- a comment -->\n  <!DOCTYPE t [<!ENTITY % p \"x\">]>\n<trace-query-result/>\n"
        #expect(Self.error(parameter).hasPrefix("t.xml:3:3: a document type declaration"))
        #expect(Self.error("<!DOCTYPE t>\n<trace-query-result/>").hasPrefix("t.xml:1:1: a document type declaration"))
    }

    @Test func xml11AndUTF16AreNamedAsSuchNotCode26() {
        #expect(Self.error("<?xml version=\"1.1\"?>\n<trace-query-result/>\n")
            == "t.xml:1:1: not an xctrace export: XML version 1.1; xctrace writes XML 1.0")
        #expect(Self.error("<?xml version='1.0' encoding='UTF-8'?>\n<trace-query-result></trace-query-result>").hasPrefix("t.xml: no os-signpost table"))
    }

    @Test func aHundredThousandUnclosedElementsGiveAOneLineError() {
        let deep = "<?xml version=\"1.0\"?>\n" + String(repeating: "<node>", count: 100_000)
        let message = Self.error(deep)
        #expect(message.hasPrefix("t.xml:2:"))
        #expect(message.contains("not an xctrace export: the root element is <node>") || message.contains("nested deeper than 32 levels"))
        #expect(message.count < 400)
        let rootedDeep = "<?xml version=\"1.0\"?>\n<trace-query-result><node>" + ExportBadInputTests.schema + "<row>"
            + String(repeating: "<a>", count: 100_000)
        let nested = Self.error(rootedDeep)
        #expect(nested.hasSuffix("elements nested deeper than 32 levels; an xctrace export nests a few"))
        #expect(nested.count < 400)
    }

    @Test func aHugeValueIsRefusedAtItsElement() {
        let row = "<row><event-time>" + String(repeating: "1", count: 70_000) + "</event-time></row>"
        #expect(Self.error(Self.export([row])).hasSuffix("row[1]/event-time: a value longer than 65536 bytes; an xctrace export's values are short"))
    }

    @Test func aFolderAFIFOAndADeviceAreNamedNotEmpty() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func read(_ path: String) -> String {
            do {
                _ = try Calibrator(base: .zeroCost).calibrate([(URL(fileURLWithPath: path), path)])
                return "no error"
            } catch {
                return error.description
            }
        }
        #expect(read(folder.path) == "\(folder.path): it is a folder, not an xctrace export file")
        let fifo = folder.appendingPathComponent("pipe.xml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(read(fifo) == "\(fifo): it is a FIFO, not a regular file (give the export file itself)")
        #expect(read("/dev/zero") == "/dev/zero: it is a device, not a regular file")
        #if os(Linux)
        // A procfs file (Linux only) reports a size of 0 but reads as text.
        #expect(read("/proc/self/status").hasPrefix("/proc/self/status:1:1: not an xctrace export: not XML"))
        #endif
        let blank = folder.appendingPathComponent("blank.xml")
        try "  \n\n".write(to: blank, atomically: true, encoding: .utf8)
        #expect(read(blank.path) == "\(blank.path): not an xctrace export: the file is empty")
    }
}

/// An export's path stands in the calibrated profile's comments: a line break in it must not
/// end the comment (the rest of the path would be read as YAML).
@Suite struct CalibratedProfileCommentTests {
    @Test func aPathWithALineBreakStaysInsideItsComment() {
        #expect(CalibratedProfileWriter.commentText("a\nb\r\u{2028}c\u{85}.xml") == "a\u{FFFD}b\u{FFFD}\u{FFFD}c\u{FFFD}.xml")
        #expect(CalibratedProfileWriter.commentText("plain/trace.xml") == "plain/trace.xml")
    }
}

/// `calibrate --check` with a session event at a negative time and a hitch at Int64.max
/// trapped on the subtraction; the check now places every hitch, in or out of the session.
@Suite struct PredictionCheckExtremesTests {
    @Test func extremeTraceTimesAreComparedNotTrapped() {
        var measured = MeasuredFrames()
        measured.sessionStart = -5
        measured.hitches = [.init(start: Int64.max, duration: Int64.max), .init(start: Int64.min, duration: 0), .init(start: 0, duration: 1_000_000)]
        let predicted = PredictedFrames(frameInterval: 1.0 / 60, frameCosts: [1, 2], hitchFrames: [], hitchTimeRatio: 0, duration: 1)
        let check = PredictionCheck(predicted: predicted, measured: measured)
        #expect(check.outsideSession == 2)
        #expect(check.measuredOnly == [0.000000005])
        #expect(PredictionCheck.seconds(from: Int64.min, to: Int64.max) == 18446744073.709553)
    }
}
