import ChatModel
import Simulator
import Testing
@testable import Strategies

/// A controller's rebuilt snapshot is the list's current one when that already holds the same
/// items — equal to a fresh build, so an apply of either does the same.
@Suite struct MessageListSnapshotTests {
    private static let items: [ChatItemID] = [.message(MessageID(1)), .message(MessageID(2)), .typingIndicator]

    @Test func theCurrentSnapshotIsReusedWhenItHoldsTheSameItems() throws {
        let current = try ChatSnapshot([(0, Self.items)])
        let rebuilt = ChatSnapshot.reusing(current, orBuilding: [(0, Self.items)])
        #expect(rebuilt == current)
        #expect(rebuilt == (try ChatSnapshot([(0, Self.items)])))
    }

    @Test func anythingElseIsBuiltAfresh() throws {
        var marked = try ChatSnapshot([(0, Self.items)])
        try marked.reconfigureItems([.message(MessageID(2))])
        let cases: [(current: ChatSnapshot?, contents: [(section: Int, items: [ChatItemID])])] = [
            (nil, [(0, Self.items)]),
            (try ChatSnapshot([(0, Self.items)]), [(0, Array(Self.items.dropLast()))]),  // an item gone
            (try ChatSnapshot([(0, Self.items)]), [(0, Self.items.reversed())]),  // reordered
            (try ChatSnapshot([(0, Self.items)]), [(0, Array(Self.items.dropLast())), (1, [.typingIndicator])]),  // another section
            (marked, [(0, Self.items)]),  // marks are not carried over
        ]
        for (current, contents) in cases {
            let rebuilt = ChatSnapshot.reusing(current, orBuilding: contents)
            #expect(rebuilt == (try ChatSnapshot(contents)))
            #expect(rebuilt.reconfiguredItemIdentifiers.isEmpty)
        }
    }
}
