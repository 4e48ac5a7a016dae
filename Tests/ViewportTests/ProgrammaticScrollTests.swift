import ChatModel
import Testing
@testable import Viewport

@Suite struct ProgrammaticScrollTests {
    @Test func animatedSetContentOffsetTakesThreeTenthsOfASecond() throws {
        var view = try scrollView(contentHeight: 10_000)
        view.setContentOffset(Point(y: 1_000), animated: true)
        #expect(view.contentOffset.y == 0)
        #expect(view.isAnimatingScroll && !view.isDecelerating)
        view.advance(to: .zero + .milliseconds(100))
        // Ease in: a third of the time covers less than a third of the way.
        #expect(view.contentOffset.y > 0 && view.contentOffset.y < 1_000.0 / 3)
        view.advance(to: .zero + .milliseconds(150))
        #expect(abs(view.contentOffset.y - 500) < 1e-9)   // ease-in-out is symmetric
        view.advance(to: .zero + .milliseconds(299))
        #expect(view.contentOffset.y < 1_000 && view.isAnimatingScroll)
        view.advance(to: .zero + .milliseconds(300))
        #expect(view.contentOffset.y == 1_000)
        #expect(!view.isAnimatingScroll)
        #expect(ScrollView.animatedScrollDuration == .milliseconds(300))
    }

    @Test func easeInOutIsCoreAnimationsCurve() {
        let curve = TimingCurve.easeInOut
        #expect(curve.progress(0) == 0 && curve.progress(1) == 1)
        #expect(abs(curve.progress(0.5) - 0.5) < 1e-9)
        for f in stride(from: 0.05, through: 0.45, by: 0.1) {
            #expect(abs(curve.progress(f) + curve.progress(1 - f) - 1) < 1e-9)
        }
    }

    @Test func unanimatedSetContentOffsetJumpsAndStopsMomentum() throws {
        var view = try scrollView(contentHeight: 10_000)
        view.startMomentum(velocity: 3_000)
        view.step(frameDuration: frame60)
        view.setContentOffset(Point(y: 2_000), animated: false)
        #expect(!view.isDecelerating)
        view.step(frameDuration: frame60)
        #expect(view.contentOffset.y == 2_000)
    }

    @Test func settingContentOffsetDirectlyKeepsDecelerating() throws {
        var view = try scrollView(contentHeight: 100_000)
        view.contentOffset.y = 1_000
        view.startMomentum(velocity: 2_000)
        var reference = view
        view.step(frameDuration: frame60)
        reference.step(frameDuration: frame60)
        view.contentOffset.y += 250
        #expect(view.isDecelerating)
        for _ in 0 ..< 10 {
            view.step(frameDuration: frame60)
            reference.step(frameDuration: frame60)
        }
        #expect(abs(view.contentOffset.y - reference.contentOffset.y - 250) < 1e-9)
    }

    @Test func scrollToItemPlacesTheItemWithinTheUnobscuredArea() throws {
        let layout = try uniformLayout(count: 100, height: 100)
        var view = try scrollView(frameHeight: 800, contentHeight: layout.contentHeight)
        view.contentInsetAdjustmentBehavior = .never
        view.contentInset = EdgeInsets(top: 100, bottom: 50)
        #expect(try view.contentOffsetY(forItemAt: 50, at: .top, in: layout) == 4_900)
        #expect(try view.contentOffsetY(forItemAt: 50, at: .centeredVertically, in: layout) == 4_625)
        #expect(try view.contentOffsetY(forItemAt: 50, at: .bottom, in: layout) == 4_350)
        // Clamped to the scroll range at both ends.
        #expect(try view.contentOffsetY(forItemAt: 0, at: .bottom, in: layout) == -100)
        #expect(try view.contentOffsetY(forItemAt: 99, at: .top, in: layout) == 10_000 + 50 - 800)

        try view.scrollToItem(at: 50, at: .centeredVertically, in: layout, animated: true)
        view.advance(to: .zero + ScrollView.animatedScrollDuration)
        #expect(view.contentOffset.y == 4_625)
        try view.scrollToItem(at: 10, at: .top, in: layout, animated: false)
        #expect(view.contentOffset.y == 900)
        #expect(throws: ViewportError.self) { try view.scrollToItem(at: 100, at: .top, in: layout, animated: false) }
    }

    @Test func scrollToTopAnimatesToMinusTheTopInset() throws {
        var view = try scrollView(frameHeight: 852, contentHeight: 10_000, safeArea: EdgeInsets(top: 59, bottom: 34))
        view.contentOffset.y = 5_000
        view.scrollToTop()
        #expect(view.isAnimatingScroll)
        view.advance(to: .zero + .milliseconds(300))
        #expect(view.contentOffset.y == -59)
    }

    @Test func touchDuringAnimationStopsIt() throws {
        var view = try scrollView(contentHeight: 10_000)
        view.setContentOffset(Point(y: 1_000), animated: true)
        view.advance(to: .zero + .milliseconds(150))
        try view.beginDragging(fingerY: 300)
        #expect(!view.isAnimatingScroll)
        view.advance(to: .zero + .milliseconds(400))
        #expect(abs(view.contentOffset.y - 500) < 1e-9)
    }
}
