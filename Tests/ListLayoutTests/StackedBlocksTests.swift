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
            var (streamed, chunks) = streamingReply(generator.message(at: index), &random)
            var flows = TextFlowSet(), segmentation = SegmentationState()
            var restackedFlows = TextFlowSet(), restackedSegmentation = SegmentationState()
            for (number, chunk) in chunks.enumerated() {
                streamed.append(chunk)
                if number == chunks.count - 1 { streamed.finish(.complete) }  // the state is part of the key
                let reused = sizer.layout(for: .message(streamed), width: width, flows: &flows, segmentation: &segmentation)
                reusedBlocks += segmentation.unchangedBlockCount
                restackedSegmentation.stackedBlocks = nil  // nothing to reuse: every block stacks again
                let restacked = sizer.layout(for: .message(streamed), width: width, flows: &restackedFlows,
                                             segmentation: &restackedSegmentation)
                #expect(reused == restacked, "message \(index) after chunk \(number)")
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
