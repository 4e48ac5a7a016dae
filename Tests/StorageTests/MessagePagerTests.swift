import ChatModel
import Testing
@testable import Storage

@Suite struct MessagePagerTests {
    private func makePager(latency: PageLatencyModel, faults: PageFaultPlan = .none) throws -> MessagePager {
        let store = try MessageStore(location: .inMemory)
        try store.createConversation(id: 1, title: "t")
        try store.seed(SyntheticHistory(count: 120), in: 1)
        return MessagePager(store: store, latency: latency, faults: faults)
    }

    @Test func latencyIsModelledPerPageAndMessageWithoutSleeping() throws {
        var pager = try makePager(latency: PageLatencyModel(perPage: .milliseconds(120), perMessage: .microseconds(100)))
        let load = pager.load(.newest(in: 1), limit: 50)
        #expect(load.request == 1)
        #expect(load.latency == .milliseconds(125))  // 120 ms + 50 × 0.1 ms
        let page = try load.result.get()
        let last = pager.load(try #require(page.older), limit: 100)
        #expect(last.latency == .milliseconds(127))  // 70 messages left
        #expect(pager.requestCount == 2)
    }

    @Test func plannedRequestsFailWithAnInjectedFaultAndLaterOnesSucceed() throws {
        var pager = try makePager(latency: .default, faults: .failing(requests: 2, after: .milliseconds(30)))
        let first = pager.load(.newest(in: 1), limit: 50)
        let older = try #require(try first.result.get().older)
        let failed = pager.load(older, limit: 50)
        #expect(failed.result == .failure(.injectedFault(request: 2, cursor: older)))
        #expect(failed.latency == .milliseconds(30))
        let retried = pager.load(older, limit: 50)
        #expect(retried.request == 3)
        #expect(try retried.result.get().messages.count == 50)
        #expect(retried.latency == .milliseconds(100))
    }

    @Test func jitteredLatencyDependsOnlyOnSeedAndRequest() {
        let model = PageLatencyModel(perPage: .milliseconds(100), jitter: 0.3, seed: 42)
        let first = (1...20).map { model.latency(request: $0, messageCount: 50) }
        let second = (1...20).map { model.latency(request: $0, messageCount: 50) }
        #expect(first == second)
        #expect(Set(first).count > 10)
        #expect(first.allSatisfy { $0 >= .milliseconds(70) && $0 <= .milliseconds(130) })
        let otherSeed = PageLatencyModel(perPage: .milliseconds(100), jitter: 0.3, seed: 43)
        #expect((1...20).map { otherSeed.latency(request: $0, messageCount: 50) } != first)
    }

    @Test func storageErrorsAreReturnedNotThrown() throws {
        var pager = try makePager(latency: .instant)
        let load = pager.load(.newest(in: 1), limit: 0)
        #expect(load.result == .failure(.invalidArgument("page limit 0 must be at least 1")))
        #expect(load.latency == .zero)
    }
}
