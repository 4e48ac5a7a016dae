import Benchmark
import ChatModel
import Foundation
import Mocks
import Reporting
import Scenarios
import Simulator
import Storage
import Strategies

// Replay benchmarks: a 60-second streaming scenario (a 7,000-token reply at 120 tokens/s)
// replayed against the natural and flipped strategies.
//
// - `Replay60sStreaming.<strategy>.history<n>`: over a SQLite message store of 1,000, 10,000
//   and 100,000 messages, seeded in setup; each iteration is one whole run: every frame of
//   engine and controller work, on the virtual clock, as fast as this machine goes.
// - `Replay60sStreamingFromStartup.<strategy>.history<n>`: what `chatrig run` does for one
//   pair, start-up included — the history fixture (pages generated on demand), the
//   controller, the conversation opening — over 1,000, 100,000 and 1,000,000 messages, for
//   every bundled list design: the wait a user sees, which must not grow with the history.
// - `Replay60sIdleFromStartup.<strategy>.history100000`: the same start-up, then 60 s in which
//   nothing happens — no message, no touch: what a frame in which nothing changed costs.
// - `AllDesignsStreaming.<strategy>`: the bundled `designs/all-designs-streaming` scenario
//   (17 s: two questions, two streamed answers over 400 messages) through each design, from
//   start-up.
// - `ContinuousStreaming.<strategy>`: `Benchmarks/Scenarios/continuous-streaming.yaml`, the
//   product path's goal workload (a minute of streaming: a 5,000-token reply at 90 tokens/s in
//   chunks of 1–3 over 100,000 messages), from start-up, as `chatrig run` replays it: 1,000×
//   real time is 60 ms an iteration.
//
// Real-time factor of a workload = its scenario's duration (60 s, or 17 s) / wall time per
// iteration.

/// The seeded store a benchmark's iterations read.
private final class ReplayFixture: @unchecked Sendable {
    var store: MessageStore?
    var history = 0
}

private let devices = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenarios/devices")

/// The bundled list designs (``StrategyRegistry/bundled`` less `reported`, which reproduces
/// public bug reports and is exercised by their scenarios).
private let designs = ["natural", "flipped", "iris", "sparkifire", "v0", "personal-llm"]

private let allDesignsScenario = devices.deletingLastPathComponent()
    .appendingPathComponent("designs/all-designs-streaming.yaml")

/// Kept beside the benchmarks, not in the bundled suite, whose figures it would change.
private let continuousStreamingScenario = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenarios/continuous-streaming.yaml")

private func streamingTimeline() -> Timeline {
    Timeline([
        TimelineEvent(at: VirtualInstant(seconds: 0.5), action: .send(text: "Write the whole design doc", images: 0)),
        TimelineEvent(at: VirtualInstant(seconds: 0.5), action: .reply(Mocks.ReplySpec(
            ttft: .milliseconds(350), tokens: 7_000, rate: 120, jitter: 0.3, chunk: 1...4, thinking: 0))),
    ])
}

/// The same stream as a scenario, over `history` messages, for ``ScenarioReplay``.
private func streamingScenario(history: Int) -> Scenario {
    Scenario(
        name: "replay", seed: 7, duration: .seconds(60), conversation: ConversationSpec(history: history),
        timeline: [
            TimelineEntry(at: VirtualInstant(seconds: 0.5), action: .send(SendAction(text: "Write the whole design doc"))),
            TimelineEntry(at: VirtualInstant(seconds: 0.5), action: .reply(StreamedReply(
                ttft: .milliseconds(350), tokens: 7_000, rate: 120, jitter: 0.3, chunk: 1...4))),
        ])
}

/// A benchmark whose every iteration is one whole run of `replay`, start-up included.
private func replayBenchmark(_ name: String, _ replay: ScenarioReplay, maxIterations: Int) {
    Benchmark(
        name,
        configuration: .init(
            metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
            maxDuration: .seconds(20), maxIterations: maxIterations
        )
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try replay.run().result.metrics[.frames])
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    let phone = try! DeviceProfileLoader(directory: devices).load(named: "iphone-15-pro")
    for strategy in designs {
        for history in [1_000, 100_000, 1_000_000] {
            let replay = ScenarioReplay(scenario: streamingScenario(history: history), strategy: StrategySpec(name: strategy),
                                        device: phone, controllers: StrategyRegistry.bundled)
            replayBenchmark("Replay60sStreamingFromStartup.\(strategy).history\(history)", replay, maxIterations: 5)
        }
    }
    let idle = Scenario(name: "idle", seed: 7, duration: .seconds(60), conversation: ConversationSpec(history: 100_000), timeline: [])
    for strategy in designs {
        let replay = ScenarioReplay(scenario: idle, strategy: StrategySpec(name: strategy), device: phone,
                                    controllers: StrategyRegistry.bundled)
        replayBenchmark("Replay60sIdleFromStartup.\(strategy).history100000", replay, maxIterations: 5)
    }
    let allDesigns = try! ScenarioParser.parse(contentsOf: allDesignsScenario)
    let allDesignsDevice = try! DeviceProfileLoader(directory: devices).profile(for: allDesigns)
    for strategy in allDesigns.strategies ?? [] {
        let replay = ScenarioReplay(scenario: allDesigns, strategy: strategy, device: allDesignsDevice,
                                    controllers: StrategyRegistry.bundled)
        replayBenchmark("AllDesignsStreaming.\(strategy.name)", replay, maxIterations: 10)
    }
    let continuous = try! ScenarioParser.parse(contentsOf: continuousStreamingScenario)
    let continuousDevice = try! DeviceProfileLoader(directory: devices).profile(for: continuous)
    for strategy in continuous.strategies ?? [] {
        let replay = ScenarioReplay(scenario: continuous, strategy: strategy, device: continuousDevice,
                                    controllers: StrategyRegistry.bundled)
        replayBenchmark("ContinuousStreaming.\(strategy.name)", replay, maxIterations: 10)
    }
    for strategy in ["natural", "flipped"] {
        for history in [1_000, 10_000, 100_000] {
            let fixture = ReplayFixture()
            Benchmark(
                "Replay60sStreaming.\(strategy).history\(history)",
                configuration: .init(
                    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
                    maxDuration: .seconds(20), maxIterations: 5,
                    setup: {
                        let store = try MessageStore(location: .inMemory)
                        try store.createConversation(id: 1, title: "bench")
                        let generator = try ConversationGenerator(seed: 7, count: history)
                        try store.seed((0..<history).lazy.map(generator.message(at:)), in: 1)
                        fixture.store = store
                        fixture.history = history
                    },
                    teardown: { fixture.store = nil }
                )
            ) { benchmark in
                for _ in benchmark.scaledIterations {
                    let controller = try StrategyRegistry.bundled.makeController(name: strategy, options: [])
                    let configuration = RunConfiguration(
                        scenario: "replay", strategy: strategy, device: phone, seed: 7,
                        duration: .seconds(60), timeline: streamingTimeline()
                    )
                    let history = StoredHistory(store: fixture.store!, conversationID: 1,
                                                nextMessageID: MessageID(Int64(fixture.history)),
                                                latency: PageLatencyModel(perPage: .milliseconds(100)))
                    let output = try Simulation(configuration: configuration, controller: controller, history: history).run()
                    blackHole(output.result.metrics[.frames])
                }
            }
        }
    }
}
