import ChatModel
import Testing
@testable import ListLayout

/// `ListLayout.itemID(at:)` reads an item's identifier in place; it must name the item
/// `item(at:)` returns, wherever the item sits in the height index's tree.
@Suite struct ItemIdentifierTests {
    @Test func itemIDNamesTheItemAtEveryPosition() {
        var random = SeededRandom(seed: 11)
        var layout = ListLayout(width: 390)
        var next: Int64 = 0
        for _ in 0..<300 {
            let item: ListItem = switch random.next() % 8 {
            case 0: .typingIndicator
            case 1: .dateSeparator(day: Int64(random.next() % 1_000))
            case 2: .loadingOlder
            default: .message(Message(id: MessageID(next), role: .user, text: "m\(next)", createdAt: .zero))
            }
            next += 1
            layout.insert([item], at: Int(random.next() % UInt64(layout.count + 1)))
        }
        #expect(layout.count == 300)
        for position in 0..<layout.count {
            #expect(layout.itemID(at: position) == layout.item(at: position).id)
        }
    }
}
