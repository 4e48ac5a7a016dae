import ChatModel
import Mocks
import Simulator
import Strategies

/// An in-memory history for controller tests: generated messages, fixed page latency.
struct GeneratedHistory: MessageHistory {
    let messages: [Message]
    var latency: VirtualDuration = .milliseconds(100)

    init(count: Int, seed: UInt64 = 1, mix: HistoryMix = .standard) throws {
        let generator = try ConversationGenerator(seed: seed, count: count, mix: mix)
        messages = generator.messages(0..<count)
    }

    var nextMessageID: MessageID { MessageID(Int64(messages.count)) }

    mutating func newestPage(limit: Int) throws -> HistoryPage {
        let start = max(0, messages.count - limit)
        return HistoryPage(messages: Array(messages[start...]), hasMore: start > 0, latency: latency)
    }

    mutating func page(olderThan oldest: Message, limit: Int) throws -> HistoryPage {
        let end = Int(oldest.id.rawValue)
        let start = max(0, end - limit)
        return HistoryPage(messages: Array(messages[start..<end]), hasMore: start > 0, latency: latency)
    }
}

/// A 120 Hz phone with round cost figures (1 µs for everything): geometry matters here,
/// not cost.
let testPhone = DeviceProfile(
    name: "test-phone", viewportWidth: 393, viewportHeight: 852, scale: 3, refreshRate: 120,
    safeAreaPortrait: .init(top: 59, bottom: 34), safeAreaLandscape: .init(top: 0, bottom: 21),
    keyboardHeight: .init(portrait: 336, landscape: 209), composerHeight: 60,
    costs: DeviceProfile.Costs { _ in 1 }
)

/// The same phone at 60 Hz (an older device's refresh rate).
let testPhone60: DeviceProfile = {
    var phone = testPhone
    phone.refreshRate = 60
    return phone
}()

/// Runs `controller` over a generated history and a timeline.
func run(
    _ strategy: String,
    history: Int = 200,
    pageSize: Int = 50,
    seed: UInt64 = 1,
    mix: HistoryMix = .standard,
    device: DeviceProfile = testPhone,
    seconds: Double,
    _ events: [TimelineEvent]
) throws -> Simulation.Output {
    let spec = strategy.split(separator: "(", maxSplits: 1)
    let name = String(spec[0])
    var options: [(key: String, value: String)] = []
    if spec.count > 1 {
        for pair in spec[1].dropLast().split(separator: ",") {
            let parts = pair.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
            options.append((parts[0], parts[1]))
        }
    }
    let controller = try StrategyRegistry.bundled.makeController(name: name, options: options)
    let configuration = RunConfiguration(
        scenario: "test", strategy: strategy, device: device, seed: seed,
        duration: .seconds(seconds), timeline: Timeline(events), pageSize: pageSize, recordsTrace: true
    )
    return try Simulation(configuration: configuration, controller: controller, history: GeneratedHistory(count: history, seed: seed, mix: mix)).run()
}

extension TimelineEvent {
    static func at(_ seconds: Double, _ action: TimelineEvent.Action) -> TimelineEvent {
        TimelineEvent(at: VirtualInstant(seconds: seconds), action: action)
    }
}

func reply(tokens: Int, rate: Double = 60) -> TimelineEvent.Action {
    .reply(Mocks.ReplySpec(ttft: .milliseconds(300), tokens: tokens, rate: rate, chunk: 1...3))
}
