import ChatRigTesting
import Foundation
import Scenarios
import Simulator
import Testing

/// What the `edit` action lets a scenario show: a message between the reader and the newest
/// message grows by an edit (seven more lines) while the reader is 300 pt up. An inverted
/// list (`flipped`: a flipped collection view, newest at content offset 0) lays rows out from
/// the newest, so the growth below the reader pushes everything above it — what the reader
/// reads moves 308.61 pt, and `anchorDrift` names it. The natural list grows downwards from the
/// row, and the reader's rows above it stay put. The class of exyte/Chat #267 (an inverted
/// list, changes away from its edges); a controller of that report and its fix are not written
/// yet.
@Suite struct InvertedListEditTests {
    static let yaml = """
    name: edit-mid-list
    seed: 4
    strategies: [flipped, natural]
    conversation:
      history: 80
    timeline:
      - at: 0.5s
        drag: { distance: 300pt, duration: 300ms }
      - at: 2.5s
        edit: { message: m-0078, text: "\((1...8).map { "Line \($0) of the edited message, longer now." }.joined(separator: "\\n"))" }
    duration: 4s
    """

    @Test func anEditBelowTheReaderMovesTheInvertedListButNotTheNaturalOne() throws {
        let rehearsal = Rehearsal()
        let scenario = try ScenarioParser.parse(yaml: Self.yaml, path: "edit-mid-list.yaml")
        let flipped = try rehearsal.run(scenario, strategy: "flipped")
        #expect(abs(flipped[.anchorDriftMax] - 308.607955) < 1e-6)
        #expect(flipped[.anchorDriftCount] == 1)
        #expect(flipped.finding(.anchorDrift)?.message == "m-0077 moved 308.61 pt on screen without a scroll (a layout change before it)")
        let natural = try rehearsal.run(scenario, strategy: "natural")
        #expect(natural[.anchorDriftCount] == 0)
        #expect(natural.finding(.anchorDrift) == nil)
    }
}
