import ChatModel
import Testing
import Simulator
@testable import Strategies

@Suite struct FlippedListControllerTests {
    @Test func unflippingTheCellLeavesHostedContentUpsideDown() throws {
        let timeline: [TimelineEvent] = [.at(0.2, .send(text: "Hello?", images: 0)), .at(0.2, reply(tokens: 80))]
        let buggy = try run("flipped(unflip: cell)", seconds: 2, timeline)
        let fixed = try run("flipped(unflip: contentView)", seconds: 2, timeline)
        #expect(buggy.result.metrics[.upsideDownFrames]! > 0)
        #expect(buggy.result.findings.contains { $0.kind == .upsideDown && $0.frame == 0 })
        #expect(fixed.result.metrics[.upsideDownFrames] == 0)
        #expect(fixed.trace.allSatisfy { $0.visible.allSatisfy(\.upright) })
    }

    /// Both triggers sit behind a loading flag that reaches the coordinator only with the
    /// page, so every pull that fires them again before the page lands asks again: on every
    /// history here the buggy variant duplicates and the fixed one never does.
    @Test func loadMoreFromScrollAndPrefetchAsksTwice() throws {
        let timeline: [TimelineEvent] = (0..<5).map { .at(0.5 + 1.2 * Double($0), .fling(velocity: 8000)) }
        let textOnly = try HistoryMix(text: 1)
        var buggyDuplicates = 0.0
        for seed: UInt64 in 3...6 {
            let buggy = try run("flipped(loadMore: scrollAndPrefetch)", history: 2000, pageSize: 20, seed: seed, mix: textOnly,
                                device: testPhone60, seconds: 7, timeline)
            let fixed = try run("flipped", history: 2000, pageSize: 20, seed: seed, mix: textOnly,
                                device: testPhone60, seconds: 7, timeline)
            buggyDuplicates += buggy.result.metrics[.duplicateLoadMore]!
            #expect(buggy.result.metrics[.duplicateLoadMore]! >= 1, "seed \(seed)")
            #expect(fixed.result.metrics[.duplicateLoadMore] == 0)
            #expect(fixed.result.metrics[.loadMoreCalls]! >= 2)
        }
        #expect(buggyDuplicates >= 2)
    }

    @Test func applyAlwaysReconfiguresEveryVisibleCellOnEachUpdate() throws {
        let timeline: [TimelineEvent] = [
            .at(0.2, .keyboard(show: true)), .at(1, .keyboard(show: false)), .at(1.5, .drag(distance: 300, duration: .milliseconds(200))),
        ]
        let always = try run("flipped(apply: always)", seconds: 3, timeline).result.metrics
        let onChange = try run("flipped", seconds: 3, timeline).result.metrics
        // Every update applies (the keyboard twice, the at-bottom flag) and configures every
        // visible cell again; the fix applies nothing for them.
        #expect(always[.snapshotApplies]! >= onChange[.snapshotApplies]! + 3)
        #expect(always[.cellsConfigured]! >= 3 * onChange[.cellsConfigured]!)
        #expect(onChange[.redundantApplies] == 0)
    }

    @Test func animateAlwaysAnimatesTokenUpdates() throws {
        let timeline: [TimelineEvent] = [.at(0.2, .send(text: "Go", images: 0)), .at(0.2, reply(tokens: 120))]
        let always = try run("flipped(animate: always)", seconds: 3, timeline)
        let single = try run("flipped", seconds: 3, timeline)
        #expect(always.result.metrics[.animatedApplies]! > single.result.metrics[.animatedApplies]! * 5)
    }

    /// The list's own layout: one section, estimated 60 pt, insets 8 (top and bottom) and 16
    /// (sides), no spacing between items.
    @Test func flippedListLaysOutWithItsOwnSectionGeometry() throws {
        let output = try run("flipped", seconds: 0.1, [])
        let visible = output.trace[0].visible.sorted { $0.screenY < $1.screenY }
        for (upper, lower) in zip(visible, visible.dropFirst()) {
            #expect(abs(lower.screenY - (upper.screenY + upper.height)) < 1e-6, "no spacing between \(upper.item) and \(lower.item)")
        }
    }

    @Test func flippedListStartsAtTheNewestMessage() throws {
        let output = try run("flipped", seconds: 0.1, [])
        let newest = output.trace[0].visible.max { $0.screenY < $1.screenY }
        #expect(newest?.item == MessageID(199).description)
    }
}
