import ChatModel
import ChatRigTesting
import ChatRigUIKit
@testable import IrisUIKitFixture
import Simulator
import Testing

/// The iris chat screen's own UIKit code, rehearsed unchanged through ChatRigUIKit, against
/// the `iris` strategy that models the same design call for call.
@Suite struct IrisScreenRehearsalTests {
    static let rehearsal = Rehearsal()

    static func runScreen(_ path: String) throws -> RehearsalResult {
        let scenario = try rehearsal.scenario(at: path)
        return try rehearsal.run(scenario, viewController: { UIKitChatViewController() }, adapter: IrisScreenAdapter(), named: "iris-uikit")
    }

    @Test(arguments: ["Scenarios/bugs/stale-streaming-text.yaml"])
    func printsComparison(path: String) throws {
        let screen = try Self.runScreen(path)
        let iris = try Self.rehearsal.run(Self.rehearsal.scenario(at: path), strategy: "iris")
        for metric in Metric.allCases {
            let a = screen[metric], b = iris[metric]
            if a != b { print("DIFF \(path) \(metric): screen \(String(describing: a)) iris \(String(describing: b))") }
        }
        print(screen)
    }
}
