import Foundation
import Testing
@testable import ReportFormats
@testable import Simulator

/// Each Perfetto frame slice carries the frame's cost by operation in its `operations` argument.
@Suite struct PerfettoAttributionTests {
    @Test func aFrameSliceCarriesItsOperations() throws {
        var frame = FrameFixtures.frame(0, cost: 1.25)
        frame.operations[.configureAssistantCell] = 1
        frame.operations[.textLayout] = 0.25
        let idle = FrameFixtures.frame(1, cost: 0.5)
        let json = PerfettoTraceWriter.json(scenario: "s", runs: [.init(strategy: "natural", trace: [frame, idle], findings: [], inputs: [], budget: 8.333)])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let slices = try #require(document["traceEvents"] as? [[String: Any]]).filter { $0["name"] as? String == "frame" }
        let args = try #require(slices.first?["args"] as? [String: Any])
        let operations = try #require(args["operations"] as? [String: Double])
        #expect(operations == ["configureAssistantCell": 1, "textLayout": 0.25])
        #expect(operations.values.reduce(0, +) == args["cost_ms"] as? Double)
        // A frame with no operations recorded (a fixture, a trace read back) has no argument.
        #expect((slices[1]["args"] as? [String: Any])?["operations"] == nil)
    }
}
