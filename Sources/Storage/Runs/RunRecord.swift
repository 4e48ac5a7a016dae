import Foundation

/// One past run of a scenario against a strategy on a device, kept for baselines and trends.
public struct RunRecord: Hashable, Sendable, Codable {
    /// Assigned by ``RunHistory/record(_:)``; `nil` before.
    public var id: Int64?
    public var scenario: String
    public var strategy: String
    public var device: String
    public var seed: UInt64
    /// The source revision the run was built from, when known.
    public var gitRevision: String?
    /// The branch the revision was on, when known.
    public var branch: String?
    /// The version of ChatRig that ran it, when known.
    public var toolVersion: String?
    /// When the run happened, by the wall clock (outside the simulation). Stored with
    /// millisecond precision.
    public var recordedAt: Date
    /// Deterministic metrics by their stable names (a report's `metrics`).
    public var metrics: [String: Double]
    /// Host metrics (a report's `hostMetrics`), kept apart from the deterministic ones.
    public var hostMetrics: [String: Double]

    public init(
        id: Int64? = nil, scenario: String, strategy: String, device: String, seed: UInt64,
        gitRevision: String? = nil, branch: String? = nil, toolVersion: String? = nil,
        recordedAt: Date, metrics: [String: Double], hostMetrics: [String: Double] = [:]
    ) {
        self.id = id
        self.scenario = scenario
        self.strategy = strategy
        self.device = device
        self.seed = seed
        self.gitRevision = gitRevision
        self.branch = branch
        self.toolVersion = toolVersion
        self.recordedAt = recordedAt
        self.metrics = metrics
        self.hostMetrics = hostMetrics
    }
}
