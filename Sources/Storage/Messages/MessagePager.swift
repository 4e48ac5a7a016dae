import ChatModel

/// The simulator's view of the message store: page requests numbered in arrival order,
/// each answered with a modelled latency and, when the fault plan says so, an injected failure.
///
/// A value type: the simulator owns one per run, so request numbering is part of the run's
/// deterministic state. The pager does not deduplicate; comparing ``PageCursor``s to count
/// duplicate load-more calls is the simulator's job.
public struct MessagePager: Sendable {
    public let store: MessageStore
    public var latency: PageLatencyModel
    public var faults: PageFaultPlan
    /// Requests received so far.
    public private(set) var requestCount = 0

    public init(store: MessageStore, latency: PageLatencyModel = .default, faults: PageFaultPlan = .none) {
        self.store = store
        self.latency = latency
        self.faults = faults
    }

    /// Answers the next request: reads the page (unless the plan fails it) and attaches its
    /// modelled latency. Never throws: storage errors are returned in ``PageLoad/result``.
    /// Cost: one ``MessageStore/page(_:limit:)``.
    public mutating func load(_ cursor: PageCursor, limit: Int) -> PageLoad {
        requestCount += 1
        let request = requestCount
        if faults.fails(request: request) {
            let delay = faults.failureLatency ?? latency.latency(request: request, messageCount: 0)
            return PageLoad(request: request, cursor: cursor, latency: delay,
                            result: .failure(.injectedFault(request: request, cursor: cursor)))
        }
        do {
            let page = try store.page(cursor, limit: limit)
            return PageLoad(request: request, cursor: cursor,
                            latency: latency.latency(request: request, messageCount: page.messages.count),
                            result: .success(page))
        } catch {
            return PageLoad(request: request, cursor: cursor,
                            latency: latency.latency(request: request, messageCount: 0),
                            result: .failure(error as? StorageError ?? .invalidArgument(String(describing: error))))
        }
    }
}

/// One answered page request.
public struct PageLoad: Hashable, Sendable {
    /// 1-based request number.
    public var request: Int
    public var cursor: PageCursor
    /// When the result is due, relative to the request, on the virtual clock.
    public var latency: VirtualDuration
    public var result: Result<MessagePage, StorageError>

    public init(request: Int, cursor: PageCursor, latency: VirtualDuration, result: Result<MessagePage, StorageError>) {
        self.request = request
        self.cursor = cursor
        self.latency = latency
        self.result = result
    }
}
