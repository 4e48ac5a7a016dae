import ChatModel
import Testing
@testable import ListLayout

/// A streamed message's blocks: ``MarkdownSegmenter`` keeps the blocks of the segments a
/// chunk left alone and maps only the rest, which must give the blocks of the whole text.
@Suite struct StreamedBlocksTests {
    let segmenter = MarkdownSegmenter()

    /// Streams `text` in chunks of 1 to 24 scalars; after each, the kept-and-mapped blocks must
    /// equal the blocks of the text so far.
    private func expectStreamedBlocksEqualWhole(_ text: String, seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var streamed = message(.assistant, "", state: .streaming)
        var state = SegmentationState()
        let scalars = Array(text.unicodeScalars)
        var cut = 0
        while cut < scalars.count {
            let end = min(scalars.count, cut + 1 + Int(random.next() % 24))
            streamed.text.unicodeScalars.append(contentsOf: scalars[cut..<end])
            cut = end
            let blocks = segmenter.blocks(of: streamed, state: &state)
            #expect(blocks == segmenter.blocks(of: streamed.text), "after \(cut) of \(scalars.count) scalars")
        }
        #expect(state.fullSegmentations == 1)
    }

    @Test func orderedItemsKeepTheirNumbersAcrossChunks() {
        // An ordered run a chunk extends, a bullet between runs, a heading, a run restarting.
        let text = """
        # Steps

        1. one
        2. two
        3. three, which runs on for a while so that chunks end inside it
        - a bullet
        1. again one
        2. again two

        > a quote
        and a paragraph after it.
        """
        for seed in 1...20 as ClosedRange<UInt64> { expectStreamedBlocksEqualWhole(text, seed: seed) }
    }

    @Test func generatedRepliesStreamToTheirWholeBlocks() throws {
        let generator = try ConversationGenerator(seed: 19, count: 60, mix: HistoryMix(text: 1, thinking: 1, code: 1))
        for index in 0..<generator.count {
            expectStreamedBlocksEqualWhole(generator.message(at: index).text, seed: UInt64(index))
        }
    }

    @Test func anEditMapsEveryBlockAgain() {
        var state = SegmentationState()
        var edited = message(.assistant, "1. one\n2. two\n3. three")
        _ = segmenter.blocks(of: edited, state: &state)
        edited.text = "- one\n1. two"
        #expect(segmenter.blocks(of: edited, state: &state) == segmenter.blocks(of: edited.text))
        #expect(state.fullSegmentations == 2)
    }
}
