import ChatModel
import Foundation
import Testing
@testable import Viewport

@Suite struct KeyboardTests {
    /// iPhone 15 Pro portrait: 852 pt tall, home indicator 34 pt; a 336 pt keyboard and a
    /// 52 pt composer.
    func chatView() throws -> ScrollView {
        var view = try scrollView(frameHeight: 852, contentHeight: 10_000, safeArea: EdgeInsets(top: 59, bottom: 34))
        view.composerHeight = 52
        return view
    }

    let midway = 1 - (1 + 6.638352067993812 * 0.5) * exp(-6.638352067993812 * 0.5)
    let whole = 1 - (1 + 6.638352067993812) * exp(-6.638352067993812)

    @Test func showAnimatesTheBottomInsetOverAQuarterSecond() throws {
        var view = try chatView()
        try view.showKeyboard(height: 336)
        #expect(view.adjustedContentInset.bottom == 52 + 34)   // t = 0
        #expect(view.keyboard.isAnimating)
        view.advance(to: .zero + .milliseconds(125))
        let expected = 336 * midway / whole
        #expect(abs(view.keyboard.visibleHeight - expected) < 1e-9)
        #expect(abs(view.adjustedContentInset.bottom - (52 + expected)) < 1e-9)
        #expect(abs(midway / whole - 0.8522) < 1e-4)
        view.advance(to: .zero + .milliseconds(249))
        #expect(view.keyboard.visibleHeight < 336)
        view.advance(to: .zero + .milliseconds(250))
        #expect(view.keyboard.visibleHeight == 336)
        #expect(!view.keyboard.isAnimating)
        #expect(view.adjustedContentInset.bottom == 52 + 336)
        #expect(Keyboard.animationDuration == .milliseconds(250))
    }

    @Test func hideAnimatesBackToTheSafeArea() throws {
        var view = try chatView()
        try view.showKeyboard(height: 336)
        view.advance(to: .zero + .milliseconds(300))
        view.hideKeyboard()
        #expect(view.keyboard.visibleHeight == 336)
        view.advance(to: .zero + .milliseconds(425))
        #expect(abs(view.keyboard.visibleHeight - 336 * (1 - midway / whole)) < 1e-9)
        // max(keyboard, home indicator): the composer never sinks below the safe area.
        view.advance(to: .zero + .milliseconds(550))
        #expect(view.keyboard.visibleHeight == 0)
        #expect(view.adjustedContentInset.bottom == 52 + 34)
    }

    @Test func showingDoesNotMoveTheOffsetButHidingClampsIt() throws {
        var view = try chatView()
        view.contentOffset.y = view.maxContentOffsetY   // pinned to the newest message
        let bottom = view.contentOffset.y
        try view.showKeyboard(height: 336)
        view.advance(to: .zero + .milliseconds(250))
        #expect(view.contentOffset.y == bottom)   // UIKit: the controller must follow
        view.contentOffset.y = view.maxContentOffsetY
        view.hideKeyboard()
        view.advance(to: .zero + .milliseconds(375))
        #expect(view.contentOffset.y == view.maxContentOffsetY)
        view.advance(to: .zero + .milliseconds(500))
        #expect(view.contentOffset.y == bottom)
    }

    @Test func interactiveDismissalFollowsTheFingerThenHides() throws {
        var view = try chatView()
        view.keyboardDismissMode = .interactive
        try view.showKeyboard(height: 336)
        view.advance(to: .zero + .milliseconds(250))
        try view.beginDragging(fingerY: 400)
        view.step(frameDuration: frame60)
        try view.dragMoved(toFingerY: 500)   // above the keyboard's top (852 − 336 = 516)
        #expect(view.keyboard.visibleHeight == 336)
        view.step(frameDuration: frame60)
        try view.dragMoved(toFingerY: 600)
        #expect(view.keyboard.isInteractivelyDismissing)
        #expect(view.keyboard.visibleHeight == 252)
        #expect(view.adjustedContentInset.bottom == 52 + 252)
        try view.endDragging()   // finger moving down: finish hiding
        #expect(view.keyboard.visibleHeight == 252)
        #expect(!view.keyboard.isShown)
        view.advance(to: view.now + Keyboard.animationDuration)
        #expect(view.keyboard.visibleHeight == 0)
    }

    @Test func interactiveDismissalSnapsBackWhenTheFingerMovesUp() throws {
        var view = try chatView()
        view.keyboardDismissMode = .interactive
        try view.showKeyboard(height: 336)
        view.advance(to: .zero + .milliseconds(250))
        try view.beginDragging(fingerY: 400)
        view.step(frameDuration: frame60)
        try view.dragMoved(toFingerY: 650)
        view.step(frameDuration: frame60)
        try view.dragMoved(toFingerY: 620)
        #expect(view.keyboard.visibleHeight == 232)
        try view.endDragging()
        #expect(view.keyboard.isShown)
        view.advance(to: view.now + Keyboard.animationDuration)
        #expect(view.keyboard.visibleHeight == 336)
    }

    @Test func onDragModeHidesWhenTheDragStarts() throws {
        var view = try chatView()
        view.keyboardDismissMode = .onDrag
        try view.showKeyboard(height: 336)
        view.advance(to: .zero + .milliseconds(250))
        try view.beginDragging(fingerY: 300)
        #expect(view.keyboard.isShown)
        try view.dragMoved(toFingerY: 320)
        #expect(!view.keyboard.isShown)
    }

    @Test func rejectsImpossibleHeights() throws {
        var view = try chatView()
        #expect(throws: ViewportError.self) { try view.showKeyboard(height: -1) }
        #expect(throws: ViewportError.self) { try view.showKeyboard(height: .nan) }
    }
}
