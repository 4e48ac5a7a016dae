import ChatModel
import Testing
@testable import ListLayout

/// What a changed message is charged to lay out (``TextHolding``): the whole of every text
/// view whose string changed, or from the last line for a TextKit 2 view appended to.
@Suite struct TextHoldingTests {
    /// A reply of two paragraphs; the second grows by a chunk.
    private let first = "The first paragraph stays as it is."
    private let second = String(repeating: "The second paragraph grows with every chunk. ", count: 8)
    private let chunk = "More words"

    /// Characters charged when the reply grows by ``chunk``, cells laid out `holding` text.
    private func charged(_ holding: TextHolding, chunk: String? = nil) -> Int {
        var layout = ListLayout(width: 393, configuration: ListLayoutConfiguration.spacious.holdingText(holding))
        var reply = Message(id: MessageID(1), role: .assistant, text: first + "\n\n" + second,
                            createdAt: VirtualInstant(seconds: 0), state: .streaming)
        layout.append([.message(reply)])
        layout.measure(0..<1)
        reply.append(chunk ?? self.chunk)
        layout.replace(at: 0, with: .message(reply))
        return layout.measure(0..<1).charactersLaidOut
    }

    @Test func oneTextViewPerBlockLaysOutTheWholeBlockThatChanged() {
        #expect(charged(.oneTextViewPerBlock) == (second + chunk).count)
    }

    @Test func oneTextViewPerMessageLaysOutEveryBlockWhenOneChanged() {
        #expect(charged(.oneTextViewPerMessage) == first.count + (second + chunk).count)
    }

    @Test func aTextKit2ViewAppendedToLaysOutFromItsLastLine() {
        let appended = charged(.appendingTextStorage)
        #expect(appended > chunk.count)
        #expect(appended < (second + chunk).count)
    }

    @Test func anUnchangedMessageIsChargedNothingWhateverItsHolding() {
        for holding in TextHolding.allCases {
            #expect(charged(holding, chunk: "") == 0, "\(holding)")
        }
    }

    @Test func theGeometryIsTheSameWhateverTheHolding() {
        let item = ListItem.message(Message(id: MessageID(1), role: .assistant, text: first + "\n\n" + second,
                                            createdAt: VirtualInstant(seconds: 0), state: .complete))
        let heights = TextHolding.allCases.map { holding in
            var sizer = CellSizer()
            sizer.textHolding = holding
            return sizer.layout(for: item, width: 361).height
        }
        #expect(Set(heights).count == 1)
    }
}
