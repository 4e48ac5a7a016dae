import ChatModel
import Testing
@testable import Simulator

@Suite struct EventQueueTests {
    @Test func earliestEventComesFirst() {
        var queue = EventQueue<String>()
        queue.schedule("c", at: VirtualInstant(seconds: 3))
        queue.schedule("a", at: VirtualInstant(seconds: 1))
        queue.schedule("b", at: VirtualInstant(seconds: 2))
        var order: [String] = []
        while let (_, event) = queue.popDue(atOrBefore: VirtualInstant(seconds: 10)) { order.append(event) }
        #expect(order == ["a", "b", "c"])
    }

    @Test func simultaneousEventsKeepSchedulingOrder() {
        var queue = EventQueue<Int>()
        for i in 0..<100 { queue.schedule(i, at: VirtualInstant(seconds: Double(i % 3))) }
        var order: [Int] = []
        while let (_, event) = queue.popDue(atOrBefore: VirtualInstant(seconds: 10)) { order.append(event) }
        let expected = (0..<100).filter { $0 % 3 == 0 } + (0..<100).filter { $0 % 3 == 1 } + (0..<100).filter { $0 % 3 == 2 }
        #expect(order == expected)
    }

    @Test func eventsLaterThanNowStayQueued() {
        var queue = EventQueue<String>()
        queue.schedule("later", at: VirtualInstant(seconds: 2))
        #expect(queue.popDue(atOrBefore: VirtualInstant(seconds: 1)) == nil)
        #expect(queue.count == 1)
        #expect(queue.nextTime == VirtualInstant(seconds: 2))
    }

    @Test func removeAllKeepsOrderOfTheRest() {
        var queue = EventQueue<Int>()
        for i in 0..<20 { queue.schedule(i, at: VirtualInstant(seconds: 1)) }
        queue.removeAll { $0 % 2 == 0 }
        var order: [Int] = []
        while let (_, event) = queue.popDue(atOrBefore: VirtualInstant(seconds: 1)) { order.append(event) }
        #expect(order == Array(stride(from: 1, to: 20, by: 2)))
    }
}

@Suite struct LoadedMessagesTests {
    private func message(_ id: Int64) -> Message {
        Message(id: MessageID(id), role: .user, text: "m\(id)", createdAt: VirtualInstant(seconds: Double(id)))
    }

    @Test func prependAndAppendKeepIdentifierArithmetic() {
        var messages = LoadedMessages()
        messages.prepend((50..<100).map(message))
        messages.prepend((0..<50).map(message))
        messages.append(message(100))
        #expect(messages.count == 101)
        #expect(messages.position(of: MessageID(0)) == 0)
        #expect(messages.position(of: MessageID(100)) == 100)
        #expect(messages.message(MessageID(77))?.text == "m77")
        #expect(messages.position(of: MessageID(101)) == nil)
    }

    @Test func updateMutatesInPlace() {
        var messages = LoadedMessages()
        messages.prepend((0..<3).map(message))
        #expect(messages.update(MessageID(1)) { $0.append(" more") })
        #expect(messages[1].text == "m1 more")
        #expect(messages[1].revision == 1)
        #expect(!messages.update(MessageID(9)) { _ in })
    }
}
