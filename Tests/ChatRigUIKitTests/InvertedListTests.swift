@testable import ChatRigUIKit
import ListLayout
import Simulator
import Testing
import UIKitProbeFixture

extension UIKitRehearsalSuites {
    /// An inverted list through the face: the collection view flipped, its cells flipped back.
    @Suite struct InvertedListTests {
        /// `collectionView.transform = CGAffineTransform(scaleX: 1, y: -1)` with every cell flipped
        /// back: the engine's list is flipped, its content reads upright, and the newest message
        /// (item 0 of the reversed snapshot) is on screen at the end.
        @Test func aFlippedCollectionViewWithCellsFlippedBackReadsUpright() throws {
            let (result, screen, _) = try FaceBehaviourTests.run { controller, _ in controller.flipsList = true }
            #expect(result[.upsideDownFrames] == 0)
            #expect(result.finding(.upsideDown) == nil)
            #expect(result.finding(.snapshotError) == nil)
            #expect(screen.collectionView.indexPathsForVisibleItems.contains(IndexPath(item: 0, section: 0)))
        }

        /// The same inverted list whose cells are left flipped shows every visible cell upside
        /// down, every frame: the face handed the engine the list's transform and the cells'.
        @Test func aFlippedCollectionViewWithCellsLeftFlippedIsUpsideDownEveryFrame() throws {
            let (result, _, _) = try FaceBehaviourTests.run { controller, _ in
                controller.flipsList = true
                controller.flipsCellsBack = false
            }
            #expect(result[.upsideDownFrames] == result[.frames])
            #expect(result.finding(.upsideDown) != nil)
        }

        /// Only a vertical flip is modelled: a rotation by π flips too, a scale or a horizontal
        /// mirror does not.
        @Test func onlyAVerticalFlipFlipsTheList() {
            #expect(ViewTransform(CGAffineTransform(scaleX: 1, y: -1)) == .flippedVertically)
            #expect(ViewTransform(CGAffineTransform(rotationAngle: .pi)) == .flippedVertically)
            #expect(ViewTransform(CGAffineTransform(scaleX: -1, y: 1)) == .identity)
            #expect(ViewTransform(CGAffineTransform(scaleX: 0.5, y: 0.5)) == .identity)
            #expect(ViewTransform(CGAffineTransform(rotationAngle: .pi / 2)) == .identity)
        }
    }
}
