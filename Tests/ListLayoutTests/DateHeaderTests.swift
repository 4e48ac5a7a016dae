import ChatModel
import Testing
@testable import ListLayout

/// A date separator drawn inside a message's cell (the flipped design's), above its bubble.
@Suite struct DateHeaderTests {
    let sizer = CellSizer()
    let measurer = GlyphAdvanceMeasurer()
    let width = 361.0

    @Test("A date header adds a caption line and 8 pt above and below, and moves the cell's parts down by as much")
    func headerAddsItsHeight() {
        let header = measurer.lineHeight(of: .caption) + 2 * 8
        #expect(sizer.dateHeaderHeight == header)
        for item in [ListItem.message(message(.user, "Hi")), .message(message(.assistant, "Hello there, how can I help?"))] {
            var flows = TextFlowSet(), segmentation = SegmentationState()
            let plain = sizer.layout(for: item, width: width)
            let headed = sizer.layout(for: item, width: width, flows: &flows, segmentation: &segmentation, dateHeader: 3)
            #expect(headed.height == plain.height + header)
            #expect(headed.container == plain.container.offsetBy(dy: header))
            #expect(headed.timestamp == plain.timestamp?.offsetBy(dy: header))
            #expect(headed.textFrames == plain.textFrames.map { $0.offsetBy(dy: header) })
            let label = headed.dateHeader!
            #expect(label.minY == 8 && label.height == measurer.lineHeight(of: .caption))
            #expect(abs(label.x + label.width / 2 - width / 2) < 1e-9)
        }
        // Rows that are not messages draw no header.
        var flows = TextFlowSet(), segmentation = SegmentationState()
        let indicator = sizer.layout(for: .typingIndicator, width: width, flows: &flows, segmentation: &segmentation, dateHeader: 3)
        #expect(indicator.height == sizer.layout(for: .typingIndicator, width: width).height)
    }

    @Test("Setting or clearing a cell's date header re-measures it, reporting the header's height as the change")
    func changingTheHeaderRemeasures() {
        var layout = ListLayout(width: 393)
        layout.append((1...3).map { .message(message(.user, "Message \($0)", id: $0)) })
        layout.measure(0..<3)
        let before = layout.height(at: 1)
        let changed = layout.setDateHeader(5, at: 1)
        let changedAgain = layout.setDateHeader(5, at: 1)
        #expect(changed && !changedAgain)
        #expect(!layout.isMeasured(at: 1) && layout.isMeasured(at: 0))
        let added = layout.measure(0..<3)
        #expect(added.cellsMeasured == 1)
        #expect(added.changes.map(\.index) == [1])
        #expect(abs(added.totalHeightDelta - layout.sizer.dateHeaderHeight) < 1e-9)  // floating-point rounding only
        #expect(abs(layout.height(at: 1) - (before + layout.sizer.dateHeaderHeight)) < 1e-9)
        #expect(layout.cellLayout(at: 1)?.dateHeader != nil)

        layout.setDateHeader(nil, at: 1)
        let removed = layout.measure(0..<3)
        #expect(abs(removed.totalHeightDelta + layout.sizer.dateHeaderHeight) < 1e-9)
        #expect(removed.cacheHits == 1)  // the header-less layout is still cached
        #expect(layout.height(at: 1) == before)
    }

    @Test("The calendar day: the clock starts at 9:41 AM of day 0; midnight starts the next day")
    func calendarDays() {
        let toMidnight = 86_400.0 - (9 * 3_600 + 41 * 60)
        #expect(VirtualInstant.zero.calendarDay == 0)
        #expect(VirtualInstant(seconds: toMidnight - 1).calendarDay == 0)
        #expect(VirtualInstant(seconds: toMidnight).calendarDay == 1)
        #expect(VirtualInstant(seconds: -(9 * 3_600 + 41 * 60)).calendarDay == 0)
        #expect(VirtualInstant(seconds: -(9 * 3_600 + 41 * 60) - 1).calendarDay == -1)
    }
}
