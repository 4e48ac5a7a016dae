import ChatRigTesting
import Simulator
import Testing

extension UIKitRehearsalSuites {
    /// The `iris` strategy — the design ported call for call — against the iris screen's own
    /// UIKit code rehearsed through ChatRigUIKit, on every bundled scenario that runs the design:
    /// every metric and every finding (kind and frame) the same. A difference here means the
    /// port or the face is wrong about the app.
    @Suite struct IrisPortComparisonTests {
        nonisolated static let scenarios = [
            "Scenarios/bugs/animation-per-token.yaml", "Scenarios/bugs/composer-hides-newest-message.yaml",
            "Scenarios/bugs/configure-cost-history.yaml", "Scenarios/bugs/generating-apply-storm.yaml",
            "Scenarios/bugs/overshooting-scroll-to-bottom.yaml", "Scenarios/bugs/stale-streaming-text.yaml",
            "Scenarios/designs/all-designs-streaming.yaml",
        ]

        @Test(arguments: scenarios) func thePortAndTheScreenAgree(_ path: String) throws {
            let (screen, iris) = try IrisScreenRehearsalTests.compare(path)
            for metric in Metric.allCases where screen.metrics[metric] != iris.metrics[metric] {
                Issue.record("\(metric): screen \(screen.metrics[metric].map { "\($0)" } ?? "—"), iris \(iris.metrics[metric].map { "\($0)" } ?? "—")")
            }
            #expect(screen.metrics.count == iris.metrics.count)
            #expect(screen.findings.map { "\($0.kind) \($0.frame)" } == iris.findings.map { "\($0.kind) \($0.frame)" })
            #expect(screen.finding(.snapshotError) == nil)
        }
    }
}
