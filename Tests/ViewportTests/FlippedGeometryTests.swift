import ChatModel
import ListLayout
import Testing
@testable import Viewport

/// One keyboard and one obstruction formula serve both orientations: a flipped view sees the
/// screen's bottom obstruction as its top safe area.
@Suite struct FlippedGeometryTests {
    func chatView(_ orientation: ListOrientation) throws -> ScrollView {
        var view = try scrollView(frameHeight: 852, contentHeight: 5_000, safeArea: EdgeInsets(top: 59, bottom: 34))
        view.composerHeight = 60
        view.orientation = orientation
        return view
    }

    @Test func theObstructionIsTheSameOnScreenInBothOrientations() throws {
        for orientation in ListOrientation.allCases {
            var view = try chatView(orientation)
            #expect(view.bottomObstruction == 60 + 34)
            try view.showKeyboard(height: 336)
            view.step(frameDuration: .milliseconds(300))
            #expect(view.bottomObstruction == 60 + 336)
        }
    }

    @Test func aFlippedViewSeesTheObstructionAtItsTopAndTheStatusBarAtItsBottom() throws {
        var view = try chatView(.flipped)
        #expect(view.effectiveSafeAreaInsets == EdgeInsets(top: 94, bottom: 59))
        try view.showKeyboard(height: 336)
        view.step(frameDuration: .milliseconds(300))
        #expect(view.effectiveSafeAreaInsets == EdgeInsets(top: 396, bottom: 59))
        #expect(view.minContentOffsetY == -396)
        let natural = try chatView(.natural)
        #expect(natural.effectiveSafeAreaInsets == EdgeInsets(top: 59, bottom: 94))
    }

    @Test func restingRangeMovesTheNewestEdgeOfEitherOrientation() throws {
        let flipped = try chatView(.flipped)
        let flippedRange = flipped.restingContentOffsetRange(keyboardHeight: 336)
        #expect(flippedRange.lowerBound == flipped.minContentOffsetY - (336 - 34))
        #expect(flippedRange.upperBound == flipped.maxContentOffsetY)
        let natural = try chatView(.natural)
        let naturalRange = natural.restingContentOffsetRange(keyboardHeight: 336)
        #expect(naturalRange.lowerBound == natural.minContentOffsetY)
        #expect(naturalRange.upperBound == natural.maxContentOffsetY + (336 - 34))
    }

    @Test func screenCoordinatesAreMirroredForAFlippedView() throws {
        let view = try chatView(.flipped)
        #expect(view.viewY(forScreenY: 800) == 52)
        #expect(view.contentVelocity(forScreenVelocity: 100) == 100)
        #expect(try chatView(.natural).contentVelocity(forScreenVelocity: 100) == -100)
    }

    @Test func aFingerDraggingDownTheScreenPullsTheKeyboardDownInBothOrientations() throws {
        for orientation in ListOrientation.allCases {
            var view = try chatView(orientation)
            view.keyboardDismissMode = .interactive
            try view.showKeyboard(height: 336)
            view.step(frameDuration: .milliseconds(300))
            try view.beginDragging(fingerY: view.viewY(forScreenY: 600))
            view.step(frameDuration: frame60)
            // 852 − 336 = 516 is the keyboard's top edge; a finger at 700 holds it at 152 pt.
            try view.dragMoved(toFingerY: view.viewY(forScreenY: 700))
            #expect(view.keyboard.isInteractivelyDismissing)
            #expect(view.keyboard.visibleHeight == 152)
            view.step(frameDuration: frame60)
            try view.dragMoved(toFingerY: view.viewY(forScreenY: 720))
            try view.endDragging()
            view.step(frameDuration: .milliseconds(300))
            #expect(view.keyboard.visibleHeight == 0, "released moving down the screen: hides (\(orientation))")
        }
    }

    @Test func adjustingTheOffsetDuringADecelerationKeepsTheMomentum() throws {
        var view = try chatView(.natural)
        view.contentOffset.y = 2_000
        view.startMomentum(velocity: 2_000)
        view.step(frameDuration: frame60)
        let velocity = view.velocity
        view.adjustContentOffset(by: 120)
        #expect(view.isDecelerating)
        #expect(abs(view.velocity - velocity) < 1e-9)
    }
}
