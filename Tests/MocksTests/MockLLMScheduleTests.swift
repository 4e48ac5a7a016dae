import ChatModel
import Testing
@testable import Mocks

@Suite("MockLLM schedules")
struct MockLLMScheduleTests {
    static let scenarioSpec = ReplySpec(
        ttft: .milliseconds(350), tokens: 2_000, rate: 120, jitter: 0.3, chunk: 1...4, thinking: 150
    )

    static let distributions: [DelayDistribution] = [
        .constant, .uniform, .logNormal(sigma: 0.6), .bursty(chunksPerBurst: 3...10, speedup: 4),
    ]

    @Test func sameSeedAndSpecGiveIdenticalSchedules() throws {
        for delay in Self.distributions {
            var spec = Self.scenarioSpec
            spec.delay = delay
            let first = try MockLLM(seed: 7).schedule(for: spec)
            let second = try MockLLM(seed: 7).schedule(for: spec)
            #expect(first == second)
        }
    }

    @Test func differentSeedsGiveDifferentSchedules() throws {
        let a = try MockLLM(seed: 7).schedule(for: Self.scenarioSpec)
        let b = try MockLLM(seed: 8).schedule(for: Self.scenarioSpec)
        #expect(a.text != b.text)
        #expect(a.chunks.map(\.at) != b.chunks.map(\.at))
    }

    @Test func lazyEventsEqualTheArraySchedule() throws {
        let llm = MockLLM(seed: 3)
        let events = Array(try llm.events(for: Self.scenarioSpec))
        let schedule = try llm.schedule(for: Self.scenarioSpec)
        #expect(events == schedule.events)
        #expect(Array(try llm.events(for: Self.scenarioSpec)) == events)   // re-iterable
        if case .end = events.last {} else { Issue.record("the last event is not the end") }
        #expect(events.dropLast().allSatisfy { if case .chunk = $0 { true } else { false } })
    }

    @Test(arguments: distributions)
    func rateAndTimeToFirstTokenHoldOverALongStream(delay: DelayDistribution) throws {
        let spec = ReplySpec(ttft: .milliseconds(300), tokens: 20_000, rate: 100, jitter: 0.3, chunk: 1...4, delay: delay)
        let schedule = try MockLLM(seed: 11).schedule(for: spec)
        let first = try #require(schedule.chunks.first)
        let last = try #require(schedule.chunks.last)
        #expect(first.at == VirtualInstant(microseconds: 300_000))
        #expect(schedule.timeToFirstToken == .milliseconds(300))
        let measured = Double(schedule.tokenCount - first.tokenCount) / (last.at - first.at).seconds
        #expect(abs(measured - 100) / 100 < 0.03, "measured \(measured) tokens/s")
        #expect(schedule.end == .finished(at: last.at))
    }

    @Test(arguments: distributions)
    func instantsNeverGoBackwards(delay: DelayDistribution) throws {
        var spec = Self.scenarioSpec
        spec.delay = delay
        spec.jitter = 1
        let instants = try MockLLM(seed: 5).schedule(for: spec).chunks.map(\.at)
        #expect(zip(instants, instants.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func constantDelaySpacesChunksByTheirTokensOverRate() throws {
        let spec = ReplySpec(ttft: .milliseconds(100), tokens: 50, rate: 40, chunk: 2...2, delay: .constant, style: .plain)
        let instants = try MockLLM(seed: 1).schedule(for: spec).chunks.map(\.at.microseconds)
        #expect(instants == (0..<25).map { 100_000 + Int64($0) * 50_000 })
    }

    @Test func burstyDelaysAlternateShortGapsWithStalls() throws {
        let spec = ReplySpec(
            ttft: .zero, tokens: 4_000, rate: 100, jitter: 0, chunk: 1...1,
            delay: .bursty(chunksPerBurst: 5...5, speedup: 5), style: .plain
        )
        let instants = try MockLLM(seed: 2).schedule(for: spec).chunks.map(\.at.microseconds)
        let gaps = zip(instants, instants.dropFirst()).map { $1 - $0 }
        // Nominal 10 ms; inside a burst 2 ms; each new burst's first gap adds a stall repaying the
        // 5 × 8 ms the previous burst saved: 42 ms.
        #expect(gaps.filter { $0 == 2_000 }.count > gaps.count * 3 / 4)
        #expect(gaps.contains(42_000))
        #expect(gaps.allSatisfy { $0 == 2_000 || $0 == 42_000 })
    }

    @Test(arguments: [1...1, 1...4, 3...7, 16...16])
    func chunkSizesStayInTheirRange(chunk: ClosedRange<Int>) throws {
        var spec = Self.scenarioSpec
        spec.chunk = chunk
        let schedule = try MockLLM(seed: 9).schedule(for: spec)
        let sizes = schedule.chunks.map(\.tokenCount)
        // Only the last chunk may be cut short by the end of the reply.
        #expect(sizes.dropLast().allSatisfy { chunk.contains($0) })
        #expect((1...chunk.upperBound).contains(sizes.last ?? 0))
        #expect(schedule.tokenCount == spec.totalTokens)
        if chunk.count > 1 { #expect(Set(sizes.dropLast()).count == chunk.count) }
    }

    @Test func thinkingPreambleIsWrappedInThinkTags() throws {
        let spec = ReplySpec(ttft: .milliseconds(10), tokens: 300, rate: 50, chunk: 1...1, thinking: 40)
        let schedule = try MockLLM(seed: 4).schedule(for: spec)
        #expect(schedule.chunks.first?.delta == "<think>")
        #expect(schedule.chunks[41].delta == "</think>\n\n")
        let text = schedule.text
        #expect(text.hasPrefix("<think>"))
        #expect(text.components(separatedBy: "<think>").count == 2)
        #expect(text.components(separatedBy: "</think>").count == 2)
        #expect(!schedule.chunks[1...40].contains { $0.delta.contains("think>") })
        #expect(schedule.tokenCount == 300 + 40 + 2)
    }

    @Test func noThinkingMeansNoThinkTags() throws {
        var spec = Self.scenarioSpec
        spec.thinking = 0
        let text = try MockLLM(seed: 4).schedule(for: spec).text
        #expect(!text.contains("<think>"))
    }

    @Test func stopTruncatesTheScheduleAtTheVirtualInstant() throws {
        let llm = MockLLM(seed: 21)
        let full = try llm.schedule(for: Self.scenarioSpec)
        let stopAt = VirtualDuration.seconds(4)
        var stoppedSpec = Self.scenarioSpec
        stoppedSpec.interruption = .stop(at: stopAt)
        let stopped = try llm.schedule(for: stoppedSpec)

        #expect(stopped.end == .stopped(at: .zero + stopAt))
        #expect(!stopped.chunks.isEmpty)
        #expect(stopped.chunks.allSatisfy { $0.at < .zero + stopAt })
        #expect(Array(full.chunks.prefix(stopped.chunks.count)) == stopped.chunks)
        #expect(full.chunks[stopped.chunks.count].at >= .zero + stopAt)
        #expect(full.stopped(at: .zero + stopAt) == stopped)
    }

    @Test func stopBeforeTheFirstTokenDeliversNothing() throws {
        var spec = Self.scenarioSpec
        spec.interruption = .stop(at: .milliseconds(100))
        let schedule = try MockLLM(seed: 1).schedule(for: spec)
        #expect(schedule.chunks.isEmpty)
        #expect(schedule.end == .stopped(at: VirtualInstant(microseconds: 100_000)))
    }

    @Test func stopAfterTheEndLeavesTheReplyFinished() throws {
        let full = try MockLLM(seed: 1).schedule(for: .fixedDelayMock)
        var spec = ReplySpec.fixedDelayMock
        spec.interruption = .stop(at: .seconds(600))
        #expect(try MockLLM(seed: 1).schedule(for: spec) == full)
        #expect(full.stopped(at: VirtualInstant(seconds: 600)) == full)
    }

    @Test func rateLimitBeforeTheFirstTokenFailsWithRetryAfter() throws {
        var spec = Self.scenarioSpec
        spec.interruption = .failBeforeFirstToken(.rateLimited(retryAfter: .seconds(20)), at: .milliseconds(120))
        let schedule = try MockLLM(seed: 1).schedule(for: spec)
        #expect(schedule.chunks.isEmpty)
        #expect(schedule.end == .failed(.http(status: 429, retryAfter: .seconds(20)), at: VirtualInstant(microseconds: 120_000)))
        #expect(schedule.timeToFirstToken == nil)
    }

    @Test func midStreamFailureDeliversExactlyTheTokensBeforeIt() throws {
        let llm = MockLLM(seed: 13)
        let full = try llm.schedule(for: Self.scenarioSpec)
        var spec = Self.scenarioSpec
        spec.interruption = .failMidStream(afterTokens: 777, .connectionLost)
        let failed = try llm.schedule(for: spec)

        #expect(failed.tokenCount == 777)
        #expect(full.text.hasPrefix(failed.text))
        #expect(Array(full.chunks.prefix(failed.chunks.count - 1)) == failed.chunks.dropLast())
        guard case let .failed(reason, at) = failed.end else {
            Issue.record("expected a failure, got \(failed.end)")
            return
        }
        #expect(reason == .connectionLost)
        #expect(at > failed.chunks.last!.at)
    }

    @Test func failureAfterEveryTokenIsAPlainFinish() throws {
        var spec = ReplySpec.fixedDelayMock
        spec.interruption = .failMidStream(afterTokens: 10_000, .connectionLost)
        #expect(try MockLLM(seed: 1).schedule(for: spec) == MockLLM(seed: 1).schedule(for: .fixedDelayMock))
    }

    @Test func emptyReplyFinishesAtTimeToFirstToken() throws {
        let spec = ReplySpec(ttft: .milliseconds(80), tokens: 0, rate: 10)
        let schedule = try MockLLM(seed: 1).schedule(for: spec)
        #expect(schedule.chunks.isEmpty)
        #expect(schedule.end == .finished(at: VirtualInstant(microseconds: 80_000)))
    }

    @Test func outOfRangeSpecsAreRejectedByKey() {
        let base = Self.scenarioSpec
        var cases: [(ReplySpec, String)] = []
        var spec = base; spec.rate = 0; cases.append((spec, "rate"))
        spec = base; spec.jitter = 1.5; cases.append((spec, "jitter"))
        spec = base; spec.chunk = 0...3; cases.append((spec, "chunk"))
        spec = base; spec.tokens = -1; cases.append((spec, "tokens"))
        spec = base; spec.thinking = -2; cases.append((spec, "thinking"))
        spec = base; spec.ttft = .milliseconds(-1); cases.append((spec, "ttft"))
        spec = base; spec.delay = .bursty(chunksPerBurst: 2...4, speedup: 0.5); cases.append((spec, "delay"))
        spec = base; spec.interruption = .failMidStream(afterTokens: 0, .connectionLost); cases.append((spec, "fail"))
        for (spec, key) in cases {
            #expect(throws: ReplySpecError.self) { try MockLLM(seed: 1).schedule(for: spec) }
            do {
                _ = try MockLLM(seed: 1).events(for: spec)
            } catch {
                switch error {
                case let .outOfRange(thrownKey, _): #expect(thrownKey == key)
                }
                #expect(error.description.hasPrefix("reply.\(key) "))
            }
        }
    }

    @Test func aHundredThousandTokenReplyStreamsLazily() throws {
        let spec = ReplySpec(ttft: .milliseconds(300), tokens: 100_000, rate: 100, jitter: 0.3, chunk: 1...4)
        var tokens = 0
        var chunks = 0
        var end: ReplyEnd?
        for event in try MockLLM(seed: 99).events(for: spec) {
            switch event {
            case let .chunk(chunk): tokens += chunk.tokenCount; chunks += 1
            case let .end(terminal): end = terminal
            }
        }
        #expect(tokens == 100_000)
        #expect(chunks >= 100_000 / 4)
        #expect(end.map { abs($0.at.seconds - 0.3 - 1_000) < 30 } == true)
    }
}

@Suite("MockLLM seeding")
struct MockLLMSeedingTests {
    @Test func forkedGeneratorsGiveIndependentReplies() throws {
        let run = SeededRandom(seed: 42)
        let first = try MockLLM(random: run.fork("reply-1")).schedule(for: .fastCloud)
        let again = try MockLLM(random: run.fork("reply-1")).schedule(for: .fastCloud)
        let second = try MockLLM(random: run.fork("reply-2")).schedule(for: .fastCloud)
        #expect(first == again)
        #expect(first.text != second.text)
        #expect(try MockLLM(seed: 42).schedule(for: .fastCloud) == MockLLM(random: SeededRandom(seed: 42)).schedule(for: .fastCloud))
    }
}
