#if !canImport(Darwin)
import ChatModel
import ChatRigSwiftUI
import ChatRigTesting
import Combine
import Dispatch
import Foundation
import Simulator
import Testing

/// A virtual clock a test advances by hand: work runs when its due time is reached, in
/// due order (ties in the order scheduled), bound to the clock as a rehearsal runs it.
/// Work may be scheduled from a task's thread (a `VirtualClock` sleep): the queue is locked.
final class ManualClock: RehearsalClock, @unchecked Sendable {
    // @unchecked: `queue`, `order` and `now` are read and written under `lock`.
    private let lock = NSLock()
    private var now: UInt64 = 0
    private var queue: [(due: UInt64, order: Int, action: () -> Void)] = []
    private var order = 0

    var nanoseconds: UInt64 { locked { now } }

    func schedule(afterNanoseconds delay: UInt64, _ action: @escaping () -> Void) {
        locked {
            order += 1
            queue.append((now + delay, order, action))
        }
    }

    /// Moves the clock to `milliseconds`, running what falls due on the way.
    func advance(toMilliseconds milliseconds: UInt64) {
        let target = milliseconds * 1_000_000
        while let next = locked({ () -> (due: UInt64, order: Int, action: () -> Void)? in
            guard let next = queue.filter({ $0.due <= target }).min(by: { ($0.due, $0.order) < ($1.due, $1.order) }) else { return nil }
            queue.removeAll { $0.order == next.order }
            now = max(now, next.due)
            return next
        }) {
            RehearsalClockBinding.with(self) { next.action() }
        }
        locked { now = target }
    }

    /// Runs `body` bound, as the host runs app code.
    func run(_ body: () -> Void) { RehearsalClockBinding.with(self, body) }

    /// Whether work is waiting on the clock.
    var hasWork: Bool { locked { !queue.isEmpty } }

    /// Starts the task `body` makes with the clock bound (the task inherits the binding).
    func runTask<T>(_ body: () -> Task<T, Error>) -> Task<T, Error> { RehearsalClockBinding.with(self, body) }

    private func locked<R>(_ body: () -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

/// The main thread's Combine schedulers on the rehearsal's virtual clock: exact times, no
/// real waiting, the same result every run.
@Suite struct VirtualClockSchedulerTests {
    @Test func receiveOnTheMainQueueDeliversAtTheClocksNextTurnNotInsideTheSend() {
        let clock = ManualClock()
        let subject = PassthroughSubject<Int, Never>()
        var received: [(Int, UInt64)] = []
        let cancellable = subject.receive(on: DispatchQueue.main).sink { received.append(($0, clock.nanoseconds)) }
        clock.run { subject.send(1); subject.send(2) }
        #expect(received.isEmpty)
        clock.advance(toMilliseconds: 0)
        #expect(received.map(\.0) == [1, 2])
        #expect(received.map(\.1) == [0, 0])
        cancellable.cancel()
    }

    @Test func debounceOnTheMainQueuePublishesOnceThreeHundredMillisecondsAfterTheLastValue() {
        let clock = ManualClock()
        let subject = PassthroughSubject<String, Never>()
        var received: [(String, UInt64)] = []
        let cancellable = subject.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .sink { received.append(($0, clock.nanoseconds / 1_000_000)) }
        clock.run { subject.send("h") }
        clock.advance(toMilliseconds: 100)
        clock.run { subject.send("he") }
        clock.advance(toMilliseconds: 250)
        clock.run { subject.send("hello") }
        clock.advance(toMilliseconds: 549)
        #expect(received.isEmpty)
        clock.advance(toMilliseconds: 2_000)
        #expect(received.map(\.0) == ["hello"])
        #expect(received.map(\.1) == [550])
        cancellable.cancel()
    }

    @Test func throttleOnTheMainRunLoopPublishesTheFirstThenTheLatestOfEachSecond() {
        let clock = ManualClock()
        let subject = PassthroughSubject<Int, Never>()
        var received: [(Int, UInt64)] = []
        let cancellable = subject.throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true)
            .sink { received.append(($0, clock.nanoseconds / 1_000_000)) }
        for (value, at) in [(1, 0), (2, 200), (3, 600), (4, 1_100), (5, 1_500)] as [(Int, UInt64)] {
            clock.advance(toMilliseconds: at)
            clock.run { subject.send(value) }
        }
        clock.advance(toMilliseconds: 5_000)
        #expect(received.map(\.0) == [1, 3, 5])
        #expect(received.map(\.1) == [0, 1_000, 2_000])
        cancellable.cancel()
    }

    @Test func anotherQueueAndCodeOutsideARehearsalKeepRealTime() {
        let queue = DispatchQueue(label: "VirtualClockSchedulerTests.other")
        let clock = ManualClock()
        let done = DispatchSemaphore(value: 0)
        let cancellable = Just(1).receive(on: queue).sink { _ in done.signal() }
        // Not the main queue: delivered by Dispatch although a clock is bound.
        clock.run {}
        #expect(done.wait(timeout: .now() + 60) == .success)
        #expect(DispatchQueueScheduler(DispatchQueue.main).now != DispatchQueueScheduler.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000_000_000)))
        cancellable.cancel()
    }
}

/// A view model whose draft reaches its summary through `debounce` on the main queue.
@MainActor final class DebouncedChatModel: ObservableObject {
    @Published var messages: [LLMChatModel.Line] = []
    @Published var tokens = 0
    /// The virtual milliseconds at which the debounced token count arrived, and its value.
    var settled: [(tokens: Int, milliseconds: UInt64)] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $tokens.dropFirst()
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .sink { [unowned self] value in
                settled.append((value, (RehearsalClockBinding.current?.nanoseconds ?? 0) / 1_000_000))
            }
            .store(in: &cancellables)
    }
}

struct DebouncedChatView: View {
    @ObservedObject var model: DebouncedChatModel
    var body: some View {
        ScrollView { LazyVStack { ForEach(model.messages) { LLMMessageRow(message: $0) } } }
    }
}

final class DebouncedChatAdapter: SwiftUIListAdapter {
    let model: DebouncedChatModel
    /// When the last chunk arrived, virtual µs.
    var lastTokenMicroseconds: Int64 = 0
    init(model: DebouncedChatModel) { self.model = model }
    func chatItem(for rowID: AnyHashable) -> ChatItemID? { (rowID as? MessageID).map(ChatItemID.message) }
    func showConversation(_ context: ChatListContext) {
        model.messages = context.messages.map { .init(id: $0.id, content: $0.text, isUser: $0.role == .user) }
    }
    func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) {
        showConversation(context)
        if case .tokens = change {
            model.tokens += 1
            lastTokenMicroseconds = context.now.microseconds
        }
    }
}

@MainActor @Suite struct VirtualClockRehearsalTests {
    static func run() throws -> (DebouncedChatModel, DebouncedChatAdapter) {
        let scenario = try RehearsalTests.rehearsal.scenario(
            at: RehearsalTests.scenarios.appendingPathComponent("bugs/stale-streaming-text.yaml"))
        let model = DebouncedChatModel()
        let adapter = DebouncedChatAdapter(model: model)
        _ = try RehearsalTests.rehearsal.run(scenario, view: { DebouncedChatView(model: model) }, adapter: adapter, named: "debounced")
        return (model, adapter)
    }

    /// A reply streamed at 80 tokens/s never pauses 300 ms: the debounced count arrives once,
    /// after the stream, on the virtual clock — the same in every run.
    @Test func aDebounceInTheViewModelRunsOnTheVirtualClock() throws {
        let (first, adapter) = try Self.run()
        #expect(first.settled.count == 1, "\(first.settled)")
        #expect(first.settled.first?.tokens == first.tokens)
        // 300 ms after the last chunk, at the first frame (120 Hz) at or after that time.
        let due = Double(adapter.lastTokenMicroseconds) / 1000 + 300
        let at = Double(first.settled.first?.milliseconds ?? 0)
        #expect(at >= due - 1 && at < due + 1000.0 / 120, "due \(due), at \(at)")
        #expect(first.settled.map(\.milliseconds) == [6099])
        let (second, _) = try Self.run()
        #expect(second.settled.map(\.milliseconds) == first.settled.map(\.milliseconds))
    }
}
#endif
