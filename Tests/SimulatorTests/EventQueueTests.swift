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

@Suite struct MetricsTests {
    @Test func nearestRankPercentiles() {
        let sorted = (1...100).map(Double.init)
        #expect(Percentile.nearestRank(50, ofSorted: sorted) == 50)
        #expect(Percentile.nearestRank(99, ofSorted: sorted) == 99)
        #expect(Percentile.nearestRank(100, ofSorted: sorted) == 100)
        #expect(Percentile.nearestRank(90, ofSorted: [1, 2, 3]) == 3)
        #expect(Percentile.nearestRank(50, ofSorted: []) == 0)
    }

    @Test func hitchTimeRatioIsLatenessPerSecond() {
        var recorder = MetricsRecorder()
        // Two frames over an 8.33 ms budget by 1.67 and 11.67 ms, in a 2 s run.
        recorder.recordFrame(costMilliseconds: 10, budgetMilliseconds: 8.33)
        recorder.recordFrame(costMilliseconds: 5, budgetMilliseconds: 8.33)
        recorder.recordFrame(costMilliseconds: 20, budgetMilliseconds: 8.33)
        let metrics = recorder.metrics(duration: .seconds(2))
        #expect(metrics[.hitches] == 2)
        #expect(abs(metrics[.hitchTimeRatio]! - (1.67 + 11.67) / 2) < 1e-9)
        #expect(metrics[.frameCostMax] == 20)
        #expect(metrics[.frameCostP50] == 10)
    }

    @Test func driftBelowHalfAPointIsNotCounted() {
        var recorder = MetricsRecorder()
        let small = recorder.recordAnchorMovement(0.4)
        let large = recorder.recordAnchorMovement(-3)
        #expect(!small)
        #expect(large)
        let metrics = recorder.metrics(duration: .seconds(1))
        #expect(metrics[.anchorDriftCount] == 1)
        #expect(metrics[.anchorDriftMax] == 3)
    }

    @Test func findingsKeepFirstOccurrenceAndCount() {
        var recorder = MetricsRecorder()
        recorder.note(.upsideDown, frame: 5, time: VirtualInstant(seconds: 0.05), "first")
        recorder.note(.upsideDown, frame: 9, time: VirtualInstant(seconds: 0.09), "second")
        recorder.note(.hitch, frame: 2, time: VirtualInstant(seconds: 0.02), "hitch")
        let findings = recorder.findings
        #expect(findings.map(\.kind) == [.hitch, .upsideDown])
        #expect(findings[1].frame == 5 && findings[1].message == "first" && findings[1].occurrences == 2)
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
