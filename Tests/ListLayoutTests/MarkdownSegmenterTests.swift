import ChatModel
import Testing
@testable import ListLayout

@Suite("Markdown segmentation and sizing")
struct MarkdownSegmenterTests {
    let measurer = GlyphAdvanceMeasurer()
    let sizer = CellSizer()
    let width = 390.0
    var maxContainer: Double { width * 0.9 }

    func assistant(_ text: String, state: MessageState = .complete) -> ListItem {
        .message(message(.assistant, text, state: state))
    }

    @Test("Segments map to blocks with markers stripped, list markers drawn and thinking kept open")
    func mapping() {
        let text = """
            # Title

            Some **bold** text with `code` and [a link](https://example.com/x).

            - one
            - two

            1. first
            2. second

            > quoted

            ```swift
            let x = 1
            ```
            <think>still
            """
        #expect(MarkdownSegmenter().blocks(of: text) == [
            .heading("Title", level: 1),
            .text("Some bold text with code and a link."),
            .listItem("one", marker: "•"),
            .listItem("two", marker: "•"),
            .listItem("first", marker: "1."),
            .listItem("second", marker: "2."),
            .quote("quoted"),
            .code("let x = 1", language: "swift"),
            .thinking("still", isOpen: true),
        ])
    }

    @Test("Numbering restarts after a block that is not an ordered item")
    func numbering() {
        let blocks = MarkdownSegmenter().blocks(of: "1. a\n2. b\n\nText\n\n1. c")
        #expect(blocks == [.listItem("a", marker: "1."), .listItem("b", marker: "2."), .text("Text"), .listItem("c", marker: "1.")])
    }

    @Test("A fenced code block is measured monospaced and never wraps")
    func codeBlock() {
        let line = String(repeating: "let value = compute(x) ", count: 12)
        let cell = sizer.layout(for: assistant("```\n\(line)\n\(line)\n```"), width: width)
        #expect(cell.textFrames.isEmpty)
        #expect(cell.codeFrames.count == 1)
        let expected = measurer.lineHeight(of: .caption) + 2 * 8 + 2 * measurer.lineHeight(of: .code) + 2 * 12
        #expect(abs(cell.codeFrames[0].height - expected) < 1e-9)

        // The interim scanner saw body text and wrapped it: taller, in the wrong font.
        let interim = CellSizer(segmenter: ThinkTagSegmenter()).layout(for: assistant("```\n\(line)\n\(line)\n```"), width: width)
        #expect(interim.codeFrames.isEmpty)
        #expect(interim.textFrames[0].height > cell.codeFrames[0].height)
    }

    @Test("A heading is measured in its text style: Title 3 for levels 1–2, Headline below")
    func heading() {
        let title = "Streaming layout of a chat list with self-sizing cells and estimated heights"
        for (marker, font) in [("#", Font.title3), ("##", .title3), ("###", .headline), ("######", .headline)] {
            let cell = sizer.layout(for: assistant("\(marker) \(title)"), width: width)
            let expected = measurer.measure(title, in: font, width: maxContainer)
            #expect(cell.textFrames == [LayoutRect(x: 0, y: 0, width: expected.width, height: expected.height)], "\(marker)")
        }
        let h1 = sizer.layout(for: assistant("# \(title)"), width: width).textFrames[0]
        let body = measurer.measure(title, in: .body, width: maxContainer)
        #expect(h1.height > body.height)
        #expect(Font.title3.pointSize == 20 && Font.headline.pointSize == 17)
    }

    @Test("Inline markers are not measured: **bold** measures as bold, a link as its label")
    func inlineMarkersStripped() {
        for (source, shown) in [("**bold**", "bold"), ("`code` span", "code span"),
                                ("see [the docs](https://example.com/a/very/long/path/to/a/page)", "see the docs"),
                                ("\\*not emphasis\\*", "*not emphasis*")] {
            let cell = sizer.layout(for: assistant(source), width: width)
            let expected = measurer.measure(shown, in: .body, width: maxContainer)
            #expect(cell.textFrames == [LayoutRect(x: 0, y: 0, width: expected.width, height: expected.height)], "\(source)")
        }
    }

    @Test("A list item hangs its text at the first 28 pt tab stop past its marker")
    func listItem() {
        let cell = sizer.layout(for: assistant("- item"), width: width)
        let item = measurer.measure("item", in: .body, width: maxContainer)
        #expect(cell.textFrames == [LayoutRect(x: 0, y: 0, width: 28 + item.width, height: item.height)])

        let long = String(repeating: "wrapping words ", count: 30)
        let wrapped = sizer.layout(for: assistant("1. \(long)"), width: width).textFrames[0]
        let hanging = measurer.measure(long, in: .body, width: maxContainer - 28)
        #expect(wrapped.height == hanging.height)

        let empty = sizer.layout(for: assistant("- "), width: width).textFrames[0]
        #expect(empty.height == measurer.lineHeight(of: .body))
    }

    @Test("A quote is indented by its rule and gap, and items stack 8 pt apart")
    func quoteAndSpacing() {
        let cell = sizer.layout(for: assistant("> quoted words\n\n# Head\n\nBody"), width: width)
        let quote = measurer.measure("quoted words", in: .body, width: maxContainer - 16)
        #expect(cell.textFrames[0] == LayoutRect(x: 0, y: 0, width: 16 + quote.width, height: quote.height))
        #expect(cell.textFrames[1].y == cell.textFrames[0].maxY + 8)
        #expect(cell.textFrames[2].y == cell.textFrames[1].maxY + 8)
    }

    @Test("Streaming a generated message in random chunks equals measuring it whole, every chunk")
    func streamingEqualsWhole() throws {
        let generator = try ConversationGenerator(seed: 11, count: 120, mix: HistoryMix(text: 1, thinking: 1, code: 1))
        var random = SeededRandom(seed: 5)
        var checked = 0
        for index in 0..<generator.count {
            var (streamed, chunks) = streamingReply(generator.message(at: index), &random)
            var flows = TextFlowSet()
            var segmentation = SegmentationState()
            for (number, chunk) in chunks.enumerated() {
                streamed.append(chunk)
                var incremental = sizer.layout(for: .message(streamed), width: width, flows: &flows, segmentation: &segmentation)
                var whole = sizer.layout(for: .message(streamed), width: width)
                incremental.charactersLaidOut = 0
                whole.charactersLaidOut = 0
                #expect(incremental == whole, "message \(index) after chunk \(number)")
                checked += 1
            }
            #expect(segmentation.fullSegmentations == 1, "message \(index)")
            #expect(segmentation.incrementalAppends >= 1 || chunks.count <= 1, "message \(index)")
        }
        #expect(checked > 500)
    }

    @Test("A text that does not extend the previous one is segmented again from the start")
    func editReparses() {
        var flows = TextFlowSet()
        var segmentation = SegmentationState()
        var edited = message(.assistant, "# Plan\n\n- one")
        _ = sizer.layout(for: .message(edited), width: width, flows: &flows, segmentation: &segmentation)
        edited.text = "# Plan\n\n- two\n- three"
        let cell = sizer.layout(for: .message(edited), width: width, flows: &flows, segmentation: &segmentation)
        #expect(segmentation.fullSegmentations == 2)
        #expect(segmentation.incrementalAppends == 0)
        #expect(cell == sizer.layout(for: .message(edited), width: width).withCharactersLaidOut(cell.charactersLaidOut))
    }

    @Test("The list's cell kind before measuring equals the measured kind, <think> in code included")
    func cellKindAgreesWithLayout() throws {
        let generator = try ConversationGenerator(seed: 3, count: 200, mix: HistoryMix(text: 1, images: 1, thinking: 1, code: 1))
        var items = generator.messages(0..<generator.count).map(ListItem.message)
        items.append(.message(message(.assistant, "```\n<think>\n```\nafter", id: 10_001)))
        items.append(.message(message(.assistant, "`<think>` is the tag", id: 10_002)))
        var list = ListLayout(width: width)
        list.append(items)
        let before = (0..<list.count).map(list.cellKind(at:))
        list.measure(0..<list.count)
        let after = (0..<list.count).map(list.cellKind(at:))
        #expect(before == after)
        #expect(after.contains(.thinking))
        #expect(after.last == .thinking)
    }

    @Test("A list streaming a message grows it to the height of measuring it whole")
    func listStreaming() throws {
        let generator = try ConversationGenerator(seed: 21, count: 40, mix: HistoryMix(text: 1, thinking: 1, code: 1))
        var final = generator.message(at: 7)
        final.role = .assistant
        var list = ListLayout(width: width)
        var streamed = final
        streamed.text = ""
        streamed.state = .streaming
        list.append([.message(streamed)])
        var random = SeededRandom(seed: 9)
        var rest = Substring(final.text)
        while !rest.isEmpty {
            let chunk = rest.prefix(1 + Int(random.next() % 16))
            rest = rest.dropFirst(chunk.count)
            streamed.append(String(chunk))
            list.replace(at: 0, with: .message(streamed))
            list.measure(0..<1)
        }
        var fresh = ListLayout(width: width)
        fresh.append([.message(streamed)])
        fresh.measure(0..<1)
        #expect(list.height(at: 0) == fresh.height(at: 0))
        #expect(list.cellLayout(at: 0)?.textFrames == fresh.cellLayout(at: 0)?.textFrames)
    }

    @Test("Segmenting is deterministic: the same text gives identical blocks and layouts")
    func deterministic() throws {
        let generator = try ConversationGenerator(seed: 8, count: 50, mix: HistoryMix(text: 1, thinking: 1, code: 1))
        for message in generator.messages(0..<50) {
            #expect(MarkdownSegmenter().blocks(of: message) == MarkdownSegmenter().blocks(of: message))
            #expect(sizer.layout(for: .message(message), width: width) == sizer.layout(for: .message(message), width: width))
        }
    }
}

extension CellLayout {
    func withCharactersLaidOut(_ count: Int) -> CellLayout {
        var copy = self
        copy.charactersLaidOut = count
        return copy
    }
}
