import ChatModel
import ChatRigTesting
import ChatRigUIKit
import Simulator
import Testing
import UIKitProbeFixture

extension UIKitRehearsalSuites {
    /// The scroll view's end-of-motion callbacks reach the app's delegate as the engine delivers
    /// them: the release with its velocity and a target the app may move, the end of the
    /// status-bar scroll to the top.
    @Suite struct ScrollCallbackTests {
        /// A drag of 300 pt towards older messages released at 0.5 s, the status bar tapped at 2 s.
        static let yaml = """
            name: release-then-scroll-to-top
            summary: A drag released mid-list, then the status bar tapped.
            conversation:
              history: 120
            timeline:
              - at: 0.5s
                drag: { distance: 300pt, duration: 100ms }
              - at: 2s
                scrollToTop: tap
            duration: 4s
            """

        static func run(_ configure: (ProbeViewController) -> Void = { _ in }) throws -> ProbeViewController {
            try ProbeRun.run(yaml: yaml, configure).1
        }

        /// One release; the target the delegate leaves is where the content comes to rest, and
        /// the velocity is UIKit's unit, points per millisecond (the drag moved 300 pt in 0.1 s,
        /// towards smaller offsets).
        @Test func theReleaseTargetTheDelegateMovesIsWhereTheContentRests() throws {
            let moved = try Self.run { $0.movesTargetBy = -150 }
            let release = try #require(moved.releases.first)
            #expect(moved.releases.count == 1)
            #expect(release.target.y == release.natural.y - 150)
            #expect(release.velocity.y < 0 && release.velocity.y > -10, "\(release.velocity)")
            let rest = try #require(moved.offsets.last { $0.time < 2 })
            #expect(abs(rest.y - release.target.y) < 1e-6, "rests at \(rest.y), target \(release.target.y)")

            let left = try Self.run()
            let natural = try #require(left.releases.first)
            #expect(natural.target == natural.natural)
            let restLeft = try #require(left.offsets.last { $0.time < 2 })
            #expect(abs(restLeft.y - natural.target.y) < 0.5, "rests at \(restLeft.y), target \(natural.target.y)")
        }

        /// The status-bar tap's scroll ends once with `scrollViewDidScrollToTop`; a run without
        /// the tap hears none.
        @Test func theStatusBarScrollEndsWithDidScrollToTop() throws {
            let tapped = try Self.run()
            #expect(tapped.scrolledToTop == 1)
            #expect(tapped.offsets.last.map { abs($0.y - (tapped.offsets.map(\.y).min() ?? 0)) < 1e-9 } == true)
            let (_, plain, _) = try FaceBehaviourTests.run()
            #expect(plain.scrolledToTop == 0)
        }
    }
}
