import ChatRigSwiftUI
import Dispatch
import Foundation
import Testing

/// Combine pipelines as chat screens write them — `DispatchQueue.main`, `RunLoop.main`,
/// `Timer.publish(every:on:in:).autoconnect()` as schedulers — compile on Linux and deliver
/// on the real queue (not the virtual clock: README, "Combine").
@Suite struct CombineSchedulerTests {
    final class Composer: ObservableObject {
        @Published var draft = ""
    }

    @Test func pipelinesOnTheMainQueueAndRunLoopCompileAsWritten() {
        let composer = Composer()
        var cancellables = Set<AnyCancellable>()
        composer.$draft
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .receive(on: DispatchQueue.main)
            .sink { _ in }
            .store(in: &cancellables)
        composer.$draft
            .throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true)
            .receive(on: RunLoop.main)
            .sink { _ in }
            .store(in: &cancellables)
        composer.$draft
            .delay(for: 0.5, scheduler: DispatchQueue.main)
            .subscribe(on: DispatchQueue.main)
            .sink { _ in }
            .store(in: &cancellables)
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { _ in }
            .store(in: &cancellables)
        #expect(cancellables.count == 4)
        cancellables.removeAll()
    }

    @Test func receiveOnAQueueDeliversEveryElementInOrderOnThatQueue() {
        let queue = DispatchQueue(label: "CombineSchedulerTests.receive")
        let key = DispatchSpecificKey<Bool>()
        queue.setSpecific(key: key, value: true)
        let subject = PassthroughSubject<Int, Never>()
        let done = DispatchSemaphore(value: 0)
        let received = Locked<[Int]>([])
        let onQueue = Locked<[Bool]>([])
        let cancellable = subject
            .receive(on: queue)
            .sink(receiveCompletion: { _ in done.signal() }, receiveValue: { value in
                received.mutate { $0.append(value) }
                onQueue.mutate { $0.append(DispatchQueue.getSpecific(key: key) == true) }
            })
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        #expect(done.wait(timeout: .now() + 60) == .success)
        #expect(received.value == [1, 2])
        #expect(onQueue.value == [true, true])
        cancellable.cancel()
    }

    @Test func debounceOnAQueuePublishesTheLastDraft() {
        let queue = DispatchQueue(label: "CombineSchedulerTests.debounce")
        let subject = PassthroughSubject<String, Never>()
        let done = DispatchSemaphore(value: 0)
        let received = Locked<[String]>([])
        let cancellable = subject
            .debounce(for: .milliseconds(50), scheduler: queue)
            .sink { value in
                received.mutate { $0.append(value) }
                if value == "hello" { done.signal() }
            }
        subject.send("h")
        subject.send("he")
        subject.send("hello")
        #expect(done.wait(timeout: .now() + 60) == .success)
        // Debounce never publishes a value it has since replaced in the same burst: however the
        // threads were scheduled, "hello" is the last element and nothing follows it.
        #expect(received.value.last == "hello")
        cancellable.cancel()
    }
}

/// A value shared between the test's thread and a dispatch queue.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.lock(); defer { lock.unlock() }; return stored }
    func mutate(_ body: (inout Value) -> Void) { lock.lock(); body(&stored); lock.unlock() }
}
