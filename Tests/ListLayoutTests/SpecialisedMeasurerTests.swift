import ChatModel
import Testing
@testable import ListLayout

/// A sizer with the default measurer lays text out through code specialised for it, any other
/// measurer through the existential: the same measurer seen either way gives the same cells.
@Suite("Sizing with the default measurer specialised")
struct SpecialisedMeasurerTests {
    /// The default measurer behind a type of its own, so the sizer cannot see it is the default.
    struct Forwarding: TextMeasurer {
        let base = GlyphAdvanceMeasurer()
        func advance(of character: Character, in font: Font) -> Double { base.advance(of: character, in: font) }
        func lineHeight(of font: Font) -> Double { base.lineHeight(of: font) }
    }

    @Test("Streamed replies size the same through the specialised and the existential path")
    func specialisedEqualsExistential() throws {
        let specialised = CellSizer()
        let existential = CellSizer(measurer: Forwarding())
        let generator = try ConversationGenerator(seed: 41, count: 40, mix: HistoryMix(text: 1, thinking: 1, code: 1))
        var random = SeededRandom(seed: 5)
        var laidOut = 0
        for index in 0..<generator.count {
            var (streamed, chunks) = streamingReply(generator.message(at: index), &random)
            var flows = [TextFlowSet(), TextFlowSet()], segmentations = [SegmentationState(), SegmentationState()]
            for (number, chunk) in chunks.enumerated() {
                streamed.append(chunk)
                let width = [390.0, 320][number % 2]  // a width change lays the blocks out anew
                let fast = specialised.layout(for: .message(streamed), width: width, flows: &flows[0],
                                              segmentation: &segmentations[0])
                let plain = existential.layout(for: .message(streamed), width: width, flows: &flows[1],
                                               segmentation: &segmentations[1])
                #expect(fast == plain, "message \(index) after chunk \(number)")
                laidOut += fast.charactersLaidOut
            }
        }
        #expect(laidOut > 10_000)
    }

    @Test("Setting the measurer switches the path: a sizer given the default measurer back specialises again")
    func settingTheMeasurer() {
        var sizer = CellSizer(measurer: Forwarding())
        let item = ListItem.message(message(.assistant, "Some words, then **bold** and `code`.\n\n- a list item"))
        let plain = sizer.layout(for: item, width: 200)
        sizer.measurer = GlyphAdvanceMeasurer()
        #expect(sizer.layout(for: item, width: 200) == plain)
        sizer.measurer = GlyphAdvanceMeasurer(fallbackAdvance: 0.6, emojiAdvance: 2)
        let emoji = ListItem.message(message(.assistant, String(repeating: "🙂", count: 40)))
        #expect(sizer.layout(for: emoji, width: 200) != CellSizer().layout(for: emoji, width: 200))
    }
}
