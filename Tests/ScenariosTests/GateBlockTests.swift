import Simulator
import Testing
@testable import Scenarios

/// The `gate:` block and thresholds files: tolerances parsed with their units, and every
/// mistake reported at its line and column like any other scenario key.
@Suite struct GateBlockTests {
    private let header = "name: gated\ntimeline:\n  - at: 0.5s\n    send: hi\n"

    @Test func aGateBlockParsesAbsoluteAndRelativeTolerances() throws {
        let scenario = try ScenarioParser.parse(yaml: header + """
            gate:
              snapshotApplies: { absolute: 5, relative: 2% }
              frameCostP99: { absolute: 0.5ms }
              hostFrameTimeP50: { relative: 10% }
            """, path: "test.yaml")
        #expect(scenario.gate[.snapshotApplies] == Tolerance(absolute: 5, relative: 0.02))
        #expect(scenario.gate[.frameCostP99] == Tolerance(absolute: 0.5))
        #expect(scenario.gate[.hostFrameTimeP50] == Tolerance(relative: 0.1))
        #expect(Tolerance(absolute: 2, relative: 0.05).allowance(base: 1_000) == 50)
    }

    @Test(arguments: [
        ("gate:\n  snapshotAplies: { absolute: 5 }\n", "test.yaml:6:3: error: unknown metric 'snapshotAplies' in gate; did you mean 'snapshotApplies'?"),
        ("gate:\n  hitches: { absolut: 5 }\n", "test.yaml:6:14: error: unknown key 'absolut'"),
        ("gate:\n  hitches: { relative: 5 }\n", "test.yaml:6:24: error: 'relative' must be a percentage with '%'"),
        ("gate:\n  hitches: { absolute: -1 }\n", "test.yaml:6:24: error: 'absolute' of 'hitches' must be between 0 and 1e15"),
        ("gate:\n  frameCostP99: { absolute: 2pt }\n", "test.yaml:6:29: error: wrong unit 'pt' in 'absolute' of 'frameCostP99'"),
        ("gate:\n  hostWallSeconds: { absolute: 1s }\n", "test.yaml:6:22: error: 'hostWallSeconds' is a host metric"),
        ("gate: 5\n", "test.yaml:5:7: error: gate must be a mapping"),
    ])
    func mistakesNameFileLineAndColumn(block: String, expected: String) {
        let lines = errorLines(header + block)
        #expect(lines.contains { $0.hasPrefix(expected) }, "\(lines)")
    }

    @Test func aThresholdsFileIsAGateBlockAtTheTopLevel() throws {
        let tolerances = try ThresholdsParser.parse(yaml: "snapshotApplies: { relative: 1% }\n", path: "thresholds.yaml")
        #expect(tolerances[.snapshotApplies] == Tolerance(relative: 0.01))
        #expect(throws: ScenarioFileError.self) { try ThresholdsParser.parse(yaml: "hitchs: { absolute: 1 }\n", path: "thresholds.yaml") }
    }
}
