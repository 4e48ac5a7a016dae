import ChatModel
import Testing
@testable import Simulator

@Suite struct PageLatencyModelTests {
    @Test func latencyIsModelledPerPageAndMessage() {
        let model = PageLatencyModel(perPage: .milliseconds(120), perMessage: .microseconds(100))
        #expect(model.latency(request: 1, messageCount: 50) == .milliseconds(125))  // 120 ms + 50 × 0.1 ms
        #expect(model.latency(request: 2, messageCount: 0) == .milliseconds(120))
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
}
