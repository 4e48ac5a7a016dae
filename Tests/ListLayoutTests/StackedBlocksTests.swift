import ChatModel
import Testing
@testable import ListLayout

/// A streamed message's cell restacks only the blocks a chunk changed (``StackedBlocks``),
/// and comes out exactly as stacking every block again would make it.
@Suite("Stacked blocks of a streamed cell")
struct StackedBlocksTests {
    let sizer = CellSizer()
    let width = 390.0

    @Test("Reusing the unchanged blocks gives the cell, characters laid out included, of restacking them all")
    func reuseEqualsRestacking() throws {
        let generator = try ConversationGenerator(seed: 23, count: 80, mix: HistoryMix(text: 1, thinking: 1, code: 1))
        var random = SeededRandom(seed: 9)
        var reusedBlocks = 0
        for index in 0..<generator.count {
            var full = generator.message(at: index)
            full.role = .assistant
            full.isThinkingExpanded = random.next() % 2 == 0
            let scalars = Array(full.text.unicodeScalars)
            var streamed = full
            streamed.text = ""
            streamed.state = .streaming
            var flows = TextFlowSet(), segmentation = SegmentationState()
            var restackedFlows = TextFlowSet(), restackedSegmentation = SegmentationState()
            var cut = 0
            while cut <= scalars.count {
                let end = min(scalars.count, cut + 1 + Int(random.next() % 24))
                var chunk = ""
                chunk.unicodeScalars.append(contentsOf: scalars[cut..<end])
                streamed.append(chunk)
                if end == scalars.count { streamed.finish(.complete) }  // the state changes the key
                cut = end == scalars.count ? end + 1 : end
                let reused = sizer.layout(for: .message(streamed), width: width, flows: &flows, segmentation: &segmentation)
                reusedBlocks += segmentation.unchangedBlockCount
                restackedSegmentation.stackedBlocks = nil  // nothing to reuse: every block stacks again
                let restacked = sizer.layout(for: .message(streamed), width: width, flows: &restackedFlows,
                                             segmentation: &restackedSegmentation)
                #expect(reused == restacked, "message \(index) after \(cut) scalars")
            }
        }
        #expect(reusedBlocks > 1_000)  // the path under test was taken
    }

    @Test("A segmentation from the start leaves no block to reuse; an unchanged text leaves them all")
    func unchangedBlockCount() {
        var flows = TextFlowSet(), segmentation = SegmentationState()
        var reply = message(.assistant, "# Plan\n\nFirst paragraph.\n\n- one\n- two", state: .streaming)
        _ = sizer.layout(for: .message(reply), width: width, flows: &flows, segmentation: &segmentation)
        #expect(segmentation.unchangedBlockCount == 0)
        _ = sizer.layout(for: .message(reply), width: width, flows: &flows, segmentation: &segmentation)
        #expect(segmentation.unchangedBlockCount == 4)
        // Growing the unfinished last item re-lays it, and ChatModel reports the item before
        // it too (conservatively: the last line's provisional rendering had touched it); the
        // heading and the paragraph stay.
        reply.append(" more")
        _ = sizer.layout(for: .message(reply), width: width, flows: &flows, segmentation: &segmentation)
        #expect(segmentation.unchangedBlockCount == 2)
        reply.text = "# Plan\n\nAnother."  // an edit: segmented from the start
        _ = sizer.layout(for: .message(reply), width: width, flows: &flows, segmentation: &segmentation)
        #expect(segmentation.unchangedBlockCount == 0)
    }
}
