import ChatModel
import ChatRigTesting
import ChatRigUIKit
import Foundation
import Simulator
import Testing
import UIKitProbeFixture

extension UIKitRehearsalSuites {
    /// A team's layout is asked where a released drag comes to rest
    /// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`), and the content
    /// glides to its answer.
    @Suite struct ReleaseTargetTests {
        /// A drag of 300 pt towards older messages in 100 ms, released at 0.5 s.
        static let yaml = """
            name: release-on-a-custom-layout
            summary: A drag released mid-list.
            conversation:
              history: 120
            timeline:
              - at: 0.5s
                drag: { distance: 300pt, duration: 100ms }
            duration: 3s
            """

        static func run(snaps: Bool) throws -> (SnappingFlowLayout, CustomLayoutChatViewController) {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-release-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("release-on-a-custom-layout.yaml")
            try yaml.write(to: file, atomically: true, encoding: .utf8)
            let layout = SnappingFlowLayout()
            layout.estimatedItemSize = CGSize(width: 390, height: 60)
            layout.snaps = snaps
            let controller = CustomLayoutChatViewController(layout: layout)
            let rehearsal = Rehearsal()
            let result = try rehearsal.run(rehearsal.scenario(at: file), viewController: { controller },
                                           adapter: CustomLayoutTests.Adapter(), named: "release")
            #expect(result.finding(.snapshotError) == nil)
            return (layout, controller)
        }

        /// Asked once, with the release velocity (towards smaller offsets: negative); the list
        /// rests on the snapped offset, a multiple of 100 pt.
        @Test func theLayoutsAnswerIsWhereTheReleasedListRests() throws {
            let (layout, controller) = try Self.run(snaps: true)
            let release = try #require(layout.releases.first)
            #expect(layout.releases.count == 1)
            #expect(release.velocity.y < 0, "\(release.velocity)")
            #expect(release.answer.y != release.proposed.y, "the snap moved the rest: \(release)")
            #expect(release.answer.y == (release.proposed.y / 100).rounded() * 100)
            #expect(abs(controller.collectionView.contentOffset.y - release.answer.y) < 1e-6,
                    "rests at \(controller.collectionView.contentOffset.y), answer \(release.answer.y)")
        }

        /// A layout that keeps the inherited answer leaves the natural resting offset.
        @Test func theInheritedAnswerLeavesTheNaturalRest() throws {
            let (layout, controller) = try Self.run(snaps: false)
            let release = try #require(layout.releases.first)
            #expect(release.answer == release.proposed)
            #expect(abs(controller.collectionView.contentOffset.y - release.proposed.y) < 0.5)
        }
    }
}
