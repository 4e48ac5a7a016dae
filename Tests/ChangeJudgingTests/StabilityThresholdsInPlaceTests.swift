import Reporting
import Scenarios
import Testing
@testable import ChangeJudging

/// `stability --write-thresholds` edits the thresholds file in place through its lines: each
/// way of writing YAML a probe found broken (a file every later `compare` refused with
/// "duplicate key", or comments lost) is merged, parses again, and keeps every byte it does
/// not own.
@Suite struct StabilityThresholdsInPlaceTests {
    static let thresholds = StabilityThresholds(check: StabilityThresholdsTests.check, margin: 1.5)
    static var frame: String { "hostFrameTimeP99: { relative: 12% }  \(StabilityThresholds.marker): worst A/A spread 8% × margin 1.5, 5 runs a side" }
    static var wall: String { "hostWallSeconds: { relative: 1% }  \(StabilityThresholds.marker): worst A/A spread 0.5% × margin 1.5, 5 runs a side" }

    static func merged(_ existing: String) throws -> String {
        let merged = try thresholds.merged(into: existing, path: "t.yaml")
        _ = try ThresholdsParser.parse(yaml: merged, path: "t.yaml")
        #expect(try thresholds.merged(into: merged, path: "t.yaml") == merged, "merging again changes nothing")
        return merged
    }

    @Test func aQuotedOrSpacedKeyIsTheHandWrittenEntryItNames() throws {
        #expect(try Self.merged("\"hostWallSeconds\": { relative: 20% }\n") == "\"hostWallSeconds\": { relative: 20% }\n\(Self.frame)\n")
        #expect(try Self.merged("hostWallSeconds : { relative: 20% }\n") == "hostWallSeconds : { relative: 20% }\n\(Self.frame)\n")
        #expect(try Self.merged("? hostWallSeconds\n: { relative: 20% }\n") == "? hostWallSeconds\n: { relative: 20% }\n\(Self.frame)\n")
    }

    @Test func anEmptyFlowMappingBecomesTheEntriesAndAFullOneIsRefused() throws {
        #expect(try Self.merged("# mine\n{}\n") == "# mine\n\(Self.frame)\n\(Self.wall)\n")
        #expect(throws: ScenarioFileError.self) { try Self.thresholds.merged(into: "{ snapshotApplies: { absolute: 2 } }\n", path: "t.yaml") }
    }

    @Test func entriesGoBeforeTheDocumentEndAndCommentsAfterThemStay() throws {
        let existing = "snapshotApplies: { absolute: 2 }\n# after the entries\n...\n# after the document\n"
        #expect(try Self.merged(existing) == "snapshotApplies: { absolute: 2 }\n# after the entries\n\(Self.frame)\n\(Self.wall)\n...\n# after the document\n")
    }

    @Test func commentsUnderAMeasuredLineAndAfterTheMeasuredBlockStay() throws {
        let old = "hostFrameTimeP99: { relative: 3% }  \(StabilityThresholds.marker): worst A/A spread 2% × margin 1.5, 5 runs a side"
        let existing = "snapshotApplies: { absolute: 2 }\n\(old)\n# under the measured line\nframes: { absolute: 0 }\n# the last word\n"
        #expect(try Self.merged(existing)
            == "snapshotApplies: { absolute: 2 }\n# under the measured line\nframes: { absolute: 0 }\n# the last word\n\(Self.frame)\n\(Self.wall)\n")
    }

    @Test func crlfLineEndingsAreKept() throws {
        #expect(try Self.merged("# team\r\nsnapshotApplies: { absolute: 2 }\r\n")
            == "# team\r\nsnapshotApplies: { absolute: 2 }\r\n\(Self.frame)\r\n\(Self.wall)\r\n")
    }
}
