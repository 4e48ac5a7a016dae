import ChatModel
import ChatRigTesting
import ChatRigUIKit
@testable import IrisUIKitFixture
import Simulator
import Testing

extension UIKitRehearsalSuites {
    /// The iris chat screen's own UIKit code, rehearsed unchanged through ChatRigUIKit, against
    /// the `iris` strategy that models the same design call for call (README, "Your UIKit screen
    /// as it is"). ``IrisPortComparisonTests`` holds them equal on every bundled scenario.
    @Suite struct IrisScreenRehearsalTests {
        static let rehearsal = Rehearsal()

        static func compare(_ path: String) throws -> (screen: RehearsalResult, iris: RehearsalResult) {
            let scenario = try rehearsal.scenario(at: path)
            let screen = try rehearsal.run(scenario, viewController: { UIKitChatViewController() }, adapter: IrisScreenAdapter(),
                                           named: "iris-uikit")
            return (screen, try rehearsal.run(scenario, strategy: "iris"))
        }

        /// The screen's streaming reply goes stale exactly as the model says (same identifiers,
        /// no reconfigure), and its tokens reach the screen as fast.
        @Test func theStreamingReplyGoesStaleAsTheModelSays() throws {
            let (screen, iris) = try Self.compare("Scenarios/bugs/stale-streaming-text.yaml")
            #expect(screen.finding(.snapshotError) == nil, "\(screen)")
            #expect(screen[.staleCellFrames] == 743)
            #expect(iris[.staleCellFrames] == 743)
        }

        /// The three points where the port was wrong, each now as the screen does it: one apply
        /// per reply end (the bridge hands over unchanged messages no more, only the flag), the
        /// typing indicator's dots charged every frame after it leaves (17 µs: the median frame
        /// of this mostly idle run), and the first apply animated (its completion's scroll to
        /// the overshooting target 0.3 s after opening: 37 layout passes at 120 Hz, one more
        /// cell created).
        @Test func theBridgeTheDotsAndTheFirstApplyAreTheScreens() throws {
            let (screen, iris) = try Self.compare("Scenarios/bugs/stale-streaming-text.yaml")
            #expect(screen[.snapshotApplies] == 213 && iris[.snapshotApplies] == 213)
            #expect(screen[.frameCostP50] == 0.017 && iris[.frameCostP50] == 0.017)
            #expect(screen[.animatedApplies] == screen[.snapshotApplies] && iris[.animatedApplies] == iris[.snapshotApplies])
            #expect(screen[.layoutPasses] == 480 && iris[.layoutPasses] == 480)
            #expect(screen[.cellsCreated] == 8 && iris[.cellsCreated] == 8)
        }

        /// Same inputs, same outputs, through the app's own code.
        @Test func rehearsingTheScreenTwiceGivesEqualResults() throws {
            let first = try Self.compare("Scenarios/bugs/overshooting-scroll-to-bottom.yaml").screen
            let second = try Self.compare("Scenarios/bugs/overshooting-scroll-to-bottom.yaml").screen
            #expect(first.metrics == second.metrics)
            #expect(first.findings == second.findings)
        }
    }
}
