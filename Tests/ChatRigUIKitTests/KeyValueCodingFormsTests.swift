import ChatRigUIKit
import Foundation
import Testing

#if !canImport(Darwin)
/// `NSSortDescriptor(key:ascending:)` on Linux, whose Foundation has no key-value coding: it
/// sorts by the stored property the key names (read by reflection), and a predicate string
/// compiles (evaluating one traps, which is not run here).
@Suite struct KeyValueCodingFormsTests {
    class Message: NSObject {
        let text: String
        let sentAt: Date
        let author: Author
        init(_ text: String, at seconds: Double, by author: Author) {
            (self.text, sentAt, self.author) = (text, Date(timeIntervalSinceReferenceDate: seconds), author)
        }
    }
    final class Reply: Message {}
    class Author: NSObject {
        let rank: Int
        init(rank: Int) { self.rank = rank }
    }

    /// Newest first by `sentAt` (a subclass's inherited property too), by text ascending, and by
    /// a dotted key through a nested object; a key no object has leaves the order.
    @Test func aKeyedSortDescriptorSortsByTheStoredPropertyItNames() {
        let first = Message("b", at: 10, by: Author(rank: 2))
        let second = Reply("a", at: 30, by: Author(rank: 1))
        let third = Message("c", at: 20, by: Author(rank: 3))
        let messages: [Message] = [first, second, third]
        func sorted(_ descriptor: NSSortDescriptor) -> [String] {
            (messages as NSArray).sortedArray(using: [descriptor]).map { ($0 as! Message).text }
        }
        #expect(sorted(NSSortDescriptor(key: "sentAt", ascending: false)) == ["a", "c", "b"])
        #expect(sorted(NSSortDescriptor(key: "text", ascending: true)) == ["a", "b", "c"])
        #expect(sorted(NSSortDescriptor(key: "author.rank", ascending: true)) == ["a", "b", "c"])
        #expect(sorted(NSSortDescriptor(key: "missing", ascending: true)) == ["b", "a", "c"])
        _ = NSPredicate(format: "mediaType = %d", 1)
    }
}
#endif
