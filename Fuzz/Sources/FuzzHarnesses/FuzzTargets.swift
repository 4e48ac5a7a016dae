/// Every fuzz target, in the order `make fuzz` runs them.
public enum FuzzTargets {
    public static let all: [any FuzzHarness.Type] = [
        ScenarioHarness.self, DeviceProfileHarness.self, StrategySpecHarness.self,
        SSETranscriptHarness.self, ReportReaderHarness.self, EventLogHarness.self, ExportReaderHarness.self,
    ]

    /// The harness type of the target named `target` (`FuzzScenario`), if there is one.
    public static func named(_ target: String) -> (any FuzzHarness.Type)? {
        all.first { $0.target == target }
    }
}
