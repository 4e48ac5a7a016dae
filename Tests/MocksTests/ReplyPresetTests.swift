import ChatModel
import Testing
@testable import Mocks

@Suite("Reply presets")
struct ReplyPresetTests {
    @Test func fixedDelayMockStreamsOneTokenEvery50Milliseconds() throws {
        let schedule = try MockLLM(seed: 4).schedule(for: .fixedDelayMock)
        #expect(schedule.timeToFirstToken == .milliseconds(50))
        #expect(schedule.chunks.allSatisfy { $0.tokenCount == 1 })
        let gaps = zip(schedule.chunks, schedule.chunks.dropFirst()).map { $1.at - $0.at }
        #expect(gaps.allSatisfy { $0 == .milliseconds(50) })   // 20 tokens/s
        #expect(schedule.text.contains("["))                   // RAG answer with citations
    }

    @Test func wholeAnswerArrivesInOnePiece() throws {
        let schedule = try MockLLM(seed: 2).schedule(for: .wholeAnswer)
        #expect(schedule.chunks.count == 1)
        #expect(schedule.tokenCount == ReplySpec.wholeAnswer.tokens)
        #expect(schedule.end == .finished(at: schedule.chunks[0].at))
    }

    @Test func nonStreamingFormArrivesWhenTheStreamWouldHaveFinished() throws {
        let spec = ReplySpec(ttft: .milliseconds(300), tokens: 101, rate: 100, chunk: 1...1, delay: .constant, style: .plain)
        let streamed = try MockLLM(seed: 6).schedule(for: spec)
        let whole = try MockLLM(seed: 6).schedule(for: spec.nonStreaming)
        #expect(whole.chunks.count == 1)
        #expect(whole.chunks[0].at == streamed.chunks.last!.at)
        #expect(whole.text == streamed.text)
    }

    @Test func fastCloudModelMeetsItsTimeToFirstTokenAndRate() throws {
        var spec = ReplySpec.fastCloud
        spec.tokens = 20_000
        let schedule = try MockLLM(seed: 1).schedule(for: spec)
        #expect(schedule.timeToFirstToken == .milliseconds(300))
        let first = schedule.chunks.first!, last = schedule.chunks.last!
        let rate = Double(schedule.tokenCount - first.tokenCount) / (last.at - first.at).seconds
        #expect(abs(rate - 100) < 3)
    }

    @Test func reasoningModelThinksForMostOfItsReply() throws {
        let schedule = try MockLLM(seed: 1).schedule(for: .reasoningModel)
        let text = schedule.text
        let close = try #require(text.range(of: "</think>"))
        #expect(text.hasPrefix("<think>"))
        #expect(text.distance(from: text.startIndex, to: close.lowerBound) > text.count / 2)
        #expect(schedule.tokenCount == 1_000 + 2_000 + 2)
    }
}
