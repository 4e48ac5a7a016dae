import ChatModel
import Testing
@testable import ListLayout

@Suite("Cell sizing with the seeds' numbers")
struct CellSizingTests {
    let sizer = CellSizer()
    let measurer = GlyphAdvanceMeasurer()
    /// An iPhone 15 Pro's 393 pt width minus the iris design's 16 pt side insets.
    let width = 361.0

    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> LayoutRect {
        LayoutRect(x: x, y: y, width: w, height: h)
    }

    @Test("Image grids: 1 at 220×180, 2 side by side, 3 as two over one 224×100, 4+ as 2×2 with +N")
    func imageGridReferenceFrames() {
        #expect(ImageGridLayout(count: 1, availableWidth: 300).imageFrames == [rect(0, 0, 220, 180)])
        #expect(ImageGridLayout(count: 2, availableWidth: 300).imageFrames == [rect(0, 0, 110, 110), rect(114, 0, 110, 110)])
        #expect(ImageGridLayout(count: 3, availableWidth: 300).imageFrames
            == [rect(0, 0, 110, 110), rect(114, 0, 110, 110), rect(0, 114, 224, 100)])
        let four = ImageGridLayout(count: 4, availableWidth: 300)
        #expect(four.imageFrames == [rect(0, 0, 110, 110), rect(114, 0, 110, 110), rect(0, 114, 110, 110), rect(114, 114, 110, 110)])
        #expect(four.overflow == nil)
        let seven = ImageGridLayout(count: 7, availableWidth: 300)
        #expect(seven.imageFrames == four.imageFrames)
        #expect(seven.overflow == ImageGridLayout.Overflow(frame: rect(114, 114, 110, 110), hiddenCount: 3))
        #expect(ImageGridLayout(count: 1, availableWidth: 200).imageFrames == [rect(0, 0, 200, 180)])
    }

    @Test("User bubble: right-aligned, at most 80% wide, 8/12/10 pt padding, timestamp 4 pt below")
    func userBubble() {
        let short = sizer.layout(for: .message(message(.user, "Hi")), width: width)
        let body = measurer.lineHeight(of: .body)
        let caption = measurer.lineHeight(of: .timestamp)
        let hiWidth = measurer.advance(of: "H", in: .body) + measurer.advance(of: "i", in: .body)
        #expect(short.kind == .user)
        #expect(short.container.maxX == width)
        #expect(abs(short.container.width - max(hiWidth + 24, short.timestamp!.width)) < 1e-9)
        #expect(short.textFrames == [rect(short.container.x + 12, 16, hiWidth, body)])
        #expect(short.container.height == 16 + body + 10)
        #expect(short.timestamp!.y == short.container.maxY + 4)
        #expect(short.timestamp!.maxX == width)
        #expect(short.height == 16 + body + 10 + 4 + caption)

        let long = sizer.layout(for: .message(message(.user, String(repeating: "streaming tokens ", count: 30))), width: width)
        #expect(long.container.width <= width * 0.8 + 1e-9)
        #expect(long.container.width > width * 0.6)
        #expect(long.textFrames[0].height > 5 * body)
    }

    @Test("User bubble with images: the grid sits 8 pt inside the bubble, text 8 pt under it")
    func userBubbleWithImages() {
        let cell = sizer.layout(for: .message(message(.user, "Look", images: 5)), width: width)
        #expect(cell.kind == .images)
        let bubble = cell.container
        #expect(bubble.width == 224 + 16)
        #expect(cell.imageFrames.first == rect(bubble.x + 8, 8, 110, 110))
        #expect(cell.imageFrames.last == rect(bubble.x + 8 + 114, 8 + 114, 110, 110))
        #expect(cell.imageOverflow?.hiddenCount == 1)
        #expect(cell.textFrames[0].y == 8 + 224 + 8)
        #expect(bubble.height == 8 + 224 + 8 + measurer.lineHeight(of: .body) + 10)
    }

    @Test("Assistant text: left-aligned, at most 90% wide, timestamp 4 pt under the stack")
    func assistantText() {
        let long = sizer.layout(for: .message(message(.assistant, String(repeating: "answer words ", count: 60))), width: width)
        #expect(long.kind == .assistant)
        #expect(long.container.x == 0)
        #expect(long.textFrames[0].width <= width * 0.9 + 1e-9)
        #expect(long.textFrames[0].width > width * 0.8)
        #expect(long.timestamp!.y == long.textFrames[0].maxY + 4)
        #expect(long.timestamp!.x == 0)
        #expect(long.height == long.timestamp!.maxY)
    }

    @Test("Thinking block: collapsed header, expanded 150 pt content, shimmering while open and streaming")
    func thinkingBlock() {
        let header = measurer.lineHeight(of: .body) + 14
        let text = "<think>Let me consider the layout</think>The answer."
        let collapsed = sizer.layout(for: .message(message(.assistant, text)), width: width)
        #expect(collapsed.kind == .thinking)
        #expect(collapsed.thinkingBlocks.count == 1)
        #expect(collapsed.thinkingBlocks[0].frame.height == 8 + header + 8 + 8)
        #expect(collapsed.thinkingBlocks[0].content == nil)
        #expect(collapsed.thinkingBlocks[0].isShimmering == false)
        #expect(collapsed.textFrames[0].y == collapsed.thinkingBlocks[0].frame.maxY + 8)

        let expanded = sizer.layout(for: .message(message(.assistant, text, thinkingExpanded: true)), width: width)
        #expect(expanded.thinkingBlocks[0].frame.height == 8 + header + 8 + 150 + 8)
        #expect(expanded.thinkingBlocks[0].content?.height == 150)
        #expect(expanded.thinkingBlocks[0].textContentHeight! > 0)
        #expect(abs(expanded.height - (collapsed.height + 150)) < 1e-9)

        let streaming = sizer.layout(for: .message(message(.assistant, "<think>Still going", state: .streaming)), width: width)
        #expect(streaming.thinkingBlocks[0].isShimmering)
        #expect(streaming.textFrames.isEmpty)
    }

    @Test("Typing indicator is 44 pt; date separators and spinner rows have their fixed geometry")
    func chrome() {
        let typing = sizer.layout(for: .typingIndicator, width: width)
        #expect(typing.kind == .typingIndicator)
        #expect(typing.height == 44)
        #expect(typing.container == rect(0, 0, 64, 44))
        let separator = sizer.layout(for: .dateSeparator(day: 0), width: width)
        #expect(separator.kind == .dateSeparator)
        #expect(separator.height == 16 + measurer.lineHeight(of: .caption))
        #expect(abs(separator.textFrames[0].midXOffset(in: width)) < 1e-9)
        #expect(sizer.layout(for: .loadingOlder, width: width).height == 44)
        #expect(DayLabel(day: 0).text == "Thu, Jan 1, 2026")
        #expect(DayLabel(day: 59).text == "Sun, Mar 1, 2026")
        #expect(TimeLabel(.zero).text == "9:41 AM")
        #expect(TimeLabel(VirtualInstant(seconds: 4 * 3_600)).text == "1:41 PM")
    }

    @Test("Citations: a count header when collapsed, one row per source when expanded")
    func citations() {
        let collapsed = sizer.layout(for: .message(message(.assistant, "Answer [1]", citations: 3)), width: width)
        let header = 8 + measurer.lineHeight(of: .subheadline) + 8
        #expect(collapsed.citations?.header.height == header)
        #expect(collapsed.citations?.rows.isEmpty == true)
        let expanded = sizer.layout(
            for: .message(message(.assistant, "Answer [1]", citations: 3, citationsExpanded: true)), width: width)
        #expect(expanded.citations?.rows.count == 3)
        #expect(expanded.height > collapsed.height)
        #expect(expanded.citations!.frame.y == expanded.textFrames[0].maxY + 8)
    }

    @Test("A failed message gets a 44 pt retry row and the failed kind")
    func failedMessage() {
        let cell = sizer.layout(for: .message(message(.assistant, "Partial answer", state: .failed)), width: width)
        #expect(cell.kind == .failed)
        #expect(cell.retryRow == rect(0, cell.timestamp!.maxY, width, 44))
        #expect(cell.height == cell.timestamp!.maxY + 44)
    }

    @Test("Parts stay inside their cell for random messages, and kinds agree with the cheap classifier")
    func partsInsideCell() {
        let items = TestConversation.items(seed: 3, count: 300)
        for item in items {
            let cell = sizer.layout(for: item, width: width)
            let bounds = rect(-1e-9, -1e-9, width + 2e-9, cell.height + 2e-9)
            for frame in cell.partFrames {
                #expect(bounds.contains(frame), "\(item.id): \(frame) outside \(bounds)")
            }
            #expect(cell.kind == ListLayout.kind(of: item), "\(item.id)")
        }
    }

    @Test("Segmenter splits <think> blocks, open ones included")
    func thinkSegmenter() {
        let segmenter = ThinkTagSegmenter()
        #expect(segmenter.blocks(of: "a<think>b</think>c") == [.text("a"), .thinking("b", isOpen: false), .text("c")])
        #expect(segmenter.blocks(of: "<think>b") == [.thinking("b", isOpen: true)])
        #expect(segmenter.blocks(of: "  \n<think></think>\n") == [.thinking("", isOpen: false)])
        #expect(segmenter.blocks(of: "plain") == [.text("plain")])
    }
}

extension LayoutRect {
    func midXOffset(in width: Double) -> Double { (x + self.width / 2) - width / 2 }
}
