import ChatModel
import Testing
@testable import ListLayout

@Suite("List layout")
struct ListLayoutTests {
    @Test("The iris design's section: 16 pt insets, 18 pt between items, estimated 100 pt until measured")
    func insetsAndSpacingReference() {
        var layout = ListLayout(width: 393)
        layout.append([.loadingOlder, .message(message(.user, "Hi", id: 1)), .typingIndicator])
        #expect(layout.itemWidth == 361)
        #expect(layout.frame(at: 0) == LayoutRect(x: 16, y: 16, width: 361, height: 44))
        #expect(layout.frame(at: 1) == LayoutRect(x: 16, y: 16 + 44 + 18, width: 361, height: 100))
        let thirdTop: Double = 16 + 44 + 18 + 100 + 18
        let estimatedContent: Double = 16 + 44 + 100 + 44 + 2 * 18 + 16
        #expect(layout.frame(at: 2).y == thirdTop)
        #expect(layout.contentHeight == estimatedContent)
        #expect(!layout.isMeasured(at: 1))
        let report = layout.measure(0..<3)
        #expect(layout.isMeasured(at: 1))
        #expect(report.cellsMeasured == 3)
        let userHeight = layout.height(at: 1)
        #expect(userHeight < 100)
        #expect(report.changes.map(\.index) == [1])
        #expect(report.totalHeightDelta == userHeight - 100)
        let measuredContent: Double = 16 + 44 + userHeight + 44 + 2 * 18 + 16
        let measuredThirdTop: Double = 16 + 44 + 18 + userHeight + 18
        #expect(layout.contentHeight == measuredContent)
        #expect(layout.frame(at: 2).y == measuredThirdTop)
        #expect(layout.cellKind(at: 1) == .user)
        #expect(layout.cellLayout(at: 1)?.height == userHeight)
    }

    static func checkInvariants(_ layout: ListLayout, _ random: inout SeededRandom) {
        let insets = layout.configuration.contentInsets
        let spacing = layout.configuration.interItemSpacing
        var sum = 0.0
        var previous: LayoutRect?
        for position in 0..<layout.count {
            let frame = layout.frame(at: position)
            sum += frame.height
            if let previous {
                #expect(abs(frame.minY - (previous.maxY + spacing)) < 1e-6)
                #expect(!frame.intersects(previous))
            } else {
                #expect(frame.minY == insets.top)
            }
            previous = frame
        }
        let expected = insets.top + sum + Double(max(0, layout.count - 1)) * spacing + insets.bottom
        #expect(abs(layout.contentHeight - expected) < 1e-6)
        // Visible range against a brute-force scan.
        let frames = (0..<layout.count).map { layout.frame(at: $0) }
        for _ in 0..<20 {
            let minY = random.nextUnit() * (layout.contentHeight + 200) - 100
            let maxY = minY + random.nextUnit() * 900
            let hits = frames.indices.filter { frames[$0].minY < maxY && frames[$0].maxY > minY }
            let expectedRange = hits.isEmpty ? 0..<0 : hits.first!..<(hits.last! + 1)
            #expect(layout.indexRange(intersecting: minY..<maxY) == expectedRange, "\(minY)..<\(maxY)")
        }
    }

    @Test("Invariants hold on seeded random conversations through inserts, removals, replacements and measuring",
          arguments: [1, 2, 3] as [UInt64])
    func invariantsOnRandomConversations(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var layout = ListLayout(width: [393, 430, 320][Int(seed % 3)])
        var pool = TestConversation.items(seed: seed, count: 400)
        layout.append(Array(pool.prefix(100)))
        pool.removeFirst(100)
        for _ in 0..<25 {
            switch random.next() % 5 {
            case 0 where !pool.isEmpty:
                let page = Array(pool.prefix(10))
                pool.removeFirst(page.count)
                layout.insert(page, at: 0)
            case 1 where !pool.isEmpty:
                layout.insert([pool.removeLast()], at: Int(random.next() % UInt64(layout.count + 1)))
            case 2 where layout.count > 10:
                let lower = Int(random.next() % UInt64(layout.count - 5))
                layout.remove(lower..<(lower + 3))
            case 3 where layout.count > 0:
                let position = Int(random.next() % UInt64(layout.count))
                if case .message(var updated) = layout.item(at: position) {
                    updated.append(" more text arrives")
                    layout.replace(at: position, with: .message(updated))
                }
            default:
                break
            }
            let start = Int(random.next() % UInt64(max(1, layout.count)))
            layout.measure(start..<min(layout.count, start + 15), anchorY: random.nextUnit() * layout.contentHeight)
            Self.checkInvariants(layout, &random)
        }
        layout.measure(0..<layout.count)
        Self.checkInvariants(layout, &random)
        // Every measured height is the height of a fresh, non-incremental layout.
        for position in 0..<layout.count {
            let fresh = layout.sizer.layout(for: layout.item(at: position), width: layout.itemWidth)
            #expect(abs(layout.height(at: position) - fresh.height) < 1e-9)
        }
    }

    @Test("The height jump above the anchor is reported, not hidden")
    func deltaAboveAnchor() {
        var layout = ListLayout(width: 393)
        layout.append(TestConversation.items(seed: 9, count: 60))
        let anchorIndex = 30
        let anchorY = layout.frame(at: anchorIndex).minY
        let before = (0..<60).map { layout.frame(at: $0) }
        let report = layout.measure(20..<40, anchorY: anchorY)
        let expected = report.changes.filter { before[$0.index].maxY <= anchorY }.reduce(0) { $0 + $1.delta }
        #expect(report.heightDeltaAboveAnchor == expected)
        #expect(report.changes.contains { $0.index < anchorIndex })
        #expect(abs(layout.frame(at: anchorIndex).minY - (anchorY + report.heightDeltaAboveAnchor)) < 1e-6)
    }

    @Test("A streamed chunk re-measures one cell and re-flows only its last line")
    func streamingIsIncremental() {
        // A TextKit 2 view appended to: charged from its last line (TextHolding).
        var layout = ListLayout(width: 393, configuration: ListLayoutConfiguration.spacious.holdingText(.appendingTextStorage))
        layout.append(TestConversation.items(seed: 4, count: 50))
        var reply = message(.assistant, "", id: 10_000, state: .streaming)
        layout.append([.message(reply)])
        let last = layout.count - 1
        var laidOut = 0
        for index in 0..<400 {
            reply.append("word\(index % 7) ")
            layout.replace(at: last, with: .message(reply))
            let report = layout.measure(last..<layout.count)
            #expect(report.cellsMeasured == 1)
            laidOut += report.charactersLaidOut
        }
        let fresh = layout.sizer.layout(for: .message(reply), width: layout.itemWidth)
        #expect(layout.height(at: last) == fresh.height)
        // Timestamps are re-laid out each time (7 clusters), the body by its last line.
        #expect(laidOut < 400 * 60)
        #expect(laidOut < reply.text.count * 20)
    }

    @Test("Heights are cached by item, content version and width")
    func measurementCache() {
        var layout = ListLayout(width: 393)
        let items = TestConversation.items(seed: 5, count: 20)
        layout.append(items)
        layout.measure(0..<20)
        let heights = (0..<20).map { layout.height(at: $0) }
        // Removed and inserted again: measured, no layout.
        layout.remove(5..<10)
        layout.insert(Array(items[5..<10]), at: 5)
        #expect((0..<20).allSatisfy { layout.isMeasured(at: $0) })
        #expect(layout.measure(0..<20).cellsMeasured == 0)
        // A new width re-measures; going back reuses the cached layouts.
        layout.invalidate(width: 852)
        #expect(!layout.isMeasured(at: 0))
        #expect(layout.measure(0..<20).cellsMeasured == 20)
        layout.invalidate(width: 393)
        let back = layout.measure(0..<20)
        #expect(back.cellsMeasured == 0 && back.cacheHits == 20)
        #expect((0..<20).map { layout.height(at: $0) } == heights)
        // Expanding a thinking block is a new content version.
        var expectedMeasured = 40
        if let position = (0..<20).first(where: { layout.cellKind(at: $0) == .thinking }),
           case .message(var expanded) = layout.item(at: position) {
            expanded.isThinkingExpanded.toggle()
            layout.replace(at: position, with: .message(expanded))
            #expect(!layout.isMeasured(at: position))
            #expect(layout.measure(position..<(position + 1)).cellsMeasured == 1)
            expectedMeasured += 1
        }
        #expect(expectedMeasured == 41, "seed 5 has a thinking message among its first 20 items")
        #expect(layout.counters.cellsMeasured == expectedMeasured)
        #expect(layout.counters.cacheHits == 20)
    }

    @Test("Layouts are deterministic")
    func deterministic() {
        func run() -> [LayoutRect] {
            var layout = ListLayout(width: 393)
            layout.append(TestConversation.items(seed: 11, count: 120))
            layout.measure(40..<80, anchorY: 500)
            layout.insert(TestConversation.items(seed: 12, count: 10), at: 0)
            layout.measure(0..<20)
            return (0..<layout.count).map { layout.frame(at: $0) }
        }
        #expect(run() == run())
    }
}
