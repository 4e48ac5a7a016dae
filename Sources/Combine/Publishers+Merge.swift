import Foundation

// `Publishers.Merge` and `merge(with:)`, which Combine has and OpenCombine 0.14.0 does not:
// the elements of two publishers of the same output and failure, as they come (Apple,
// `Publishers.Merge`: "A publisher created by applying the merge function to two upstream
// publishers"). It finishes when both upstreams finished, fails with the first failure
// (cancelling the other), and honours the downstream's demand: each request is passed to
// both upstreams, and elements past the demand wait in order until more is requested.
extension Publishers {
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let merge = MergeSubscription(downstream: AnySubscriber(subscriber), upstreams: 2)
            subscriber.receive(subscription: merge)
            a.subscribe(MergeSide(merge: merge, index: 0))
            b.subscribe(MergeSide(merge: merge, index: 1))
        }
    }
}

extension Publisher {
    /// `merge(with:)`: this publisher's elements and `other`'s, as they come.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
}

/// The downstream's side of a merge: demand, the waiting elements, the upstreams.
final class MergeSubscription<Output, Failure: Error>: Subscription, @unchecked Sendable {
    // @unchecked: every mutable property is read and written under `lock`.
    private let lock = NSRecursiveLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var upstreams: [Subscription?]
    private var finished = 0
    private var demand = Subscribers.Demand.none
    private var waiting: [Output] = []

    init(downstream: AnySubscriber<Output, Failure>, upstreams: Int) {
        self.downstream = downstream
        self.upstreams = Array(repeating: nil, count: upstreams)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        defer { lock.unlock() }
        self.demand += demand
        drain()
        for upstream in upstreams { upstream?.request(demand) }
    }

    func cancel() {
        lock.lock()
        let upstreams = self.upstreams
        self.upstreams = self.upstreams.map { _ in nil }
        downstream = nil
        lock.unlock()
        for upstream in upstreams { upstream?.cancel() }
    }

    func received(_ subscription: Subscription, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard downstream != nil else { return subscription.cancel() }
        upstreams[index] = subscription
        if demand > .none { subscription.request(demand) }
    }

    func received(_ input: Output) {
        lock.lock()
        defer { lock.unlock() }
        waiting.append(input)
        drain()
    }

    func received(_ completion: Subscribers.Completion<Failure>, at index: Int) {
        lock.lock()
        switch completion {
        case .finished:
            finished += 1
            upstreams[index] = nil
            let done = finished == upstreams.count
            lock.unlock()
            if done { finish(.finished) }
        case .failure:
            let others = upstreams.enumerated().filter { $0.offset != index }.compactMap(\.element)
            upstreams = upstreams.map { _ in nil }
            lock.unlock()
            for other in others { other.cancel() }
            finish(completion)
        }
    }

    /// Delivers waiting elements while the downstream wants them (called under the lock).
    private func drain() {
        while demand > .none, !waiting.isEmpty, let downstream {
            demand -= 1
            demand += downstream.receive(waiting.removeFirst())
        }
    }

    private func finish(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        let downstream = self.downstream
        self.downstream = nil
        lock.unlock()
        downstream?.receive(completion: completion)
    }
}

/// One upstream's subscriber in a merge.
struct MergeSide<Output, Failure: Error>: Subscriber {
    let merge: MergeSubscription<Output, Failure>
    let index: Int
    let combineIdentifier = CombineIdentifier()

    func receive(subscription: Subscription) { merge.received(subscription, at: index) }
    func receive(_ input: Output) -> Subscribers.Demand {
        merge.received(input)
        return .none
    }
    func receive(completion: Subscribers.Completion<Failure>) { merge.received(completion, at: index) }
}
