import ChatModel

/// The modelled time a page request takes, on the virtual clock.
///
/// The store never sleeps: a ``MessageHistory`` returns this duration with each page and the
/// simulator delivers the page that much later. The latency of request *n* is
/// `perPage + perMessage × messages`, scaled by `1 + jitter × (2u − 1)` where `u` in `0..<1`
/// is drawn from `SeededRandom(seed:)` forked by the request number, so it depends only on
/// the seed and the request, never on timing or on other requests.
public struct PageLatencyModel: Hashable, Sendable, Codable {
    /// Fixed cost of one request (a scenario's `pageLatency`, 100 ms unless it says otherwise).
    public var perPage: VirtualDuration
    /// Additional cost per message returned.
    public var perMessage: VirtualDuration
    /// Relative spread in `0...1`: 0.2 gives ±20 %.
    public var jitter: Double
    public var seed: UInt64

    public init(perPage: VirtualDuration, perMessage: VirtualDuration = .zero, jitter: Double = 0, seed: UInt64 = 1) {
        self.perPage = perPage
        self.perMessage = perMessage
        self.jitter = min(max(jitter, 0), 1)
        self.seed = seed
    }

    /// 100 ms a page, no jitter: the scenario format's default.
    public static let `default` = PageLatencyModel(perPage: .milliseconds(100))

    /// No modelled latency.
    public static let instant = PageLatencyModel(perPage: .zero)

    /// The modelled duration of the 1-based request `request` returning `messageCount` messages.
    /// O(1); never negative.
    public func latency(request: Int, messageCount: Int) -> VirtualDuration {
        let base = perPage.microseconds + perMessage.microseconds * Int64(messageCount)
        guard jitter > 0 else { return VirtualDuration(microseconds: max(0, base)) }
        var random = SeededRandom(seed: seed).fork("page-request-\(request)")
        let factor = 1 + jitter * (2 * random.nextUnit() - 1)
        return VirtualDuration(microseconds: max(0, Int64((Double(base) * factor).rounded())))
    }
}
