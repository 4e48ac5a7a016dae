import ChatModel

/// Which page requests fail, for rehearsing error and retry paths in the simulator.
///
/// Requests are numbered from 1 in the order a ``MessagePager`` receives them. A failing
/// request returns ``StorageError/injectedFault(request:cursor:)`` after `failureLatency`
/// (or the modelled latency of an empty page when `nil`).
public struct PageFaultPlan: Hashable, Sendable, Codable {
    /// 1-based numbers of the requests that fail.
    public var failingRequests: Set<Int>
    /// How long a failing request takes to fail; `nil` uses the latency model.
    public var failureLatency: VirtualDuration?

    public init(failingRequests: Set<Int> = [], failureLatency: VirtualDuration? = nil) {
        self.failingRequests = failingRequests
        self.failureLatency = failureLatency
    }

    /// No request fails.
    public static let none = PageFaultPlan()

    /// The requests numbered `requests` (1-based) fail.
    public static func failing(requests: Int..., after latency: VirtualDuration? = nil) -> PageFaultPlan {
        PageFaultPlan(failingRequests: Set(requests), failureLatency: latency)
    }

    /// Whether the 1-based request `request` fails. O(1).
    public func fails(request: Int) -> Bool { failingRequests.contains(request) }
}
