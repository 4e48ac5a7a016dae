import ChatModel
import Testing
@testable import Viewport

@Suite struct RubberBandTests {
    @Test func matchesTheCitedFormula() {
        let band = RubberBand(dimension: 800)
        for x in [1.0, 50, 100, 400, 2_000] {
            let expected = (1 - 1 / (x * 0.55 / 800 + 1)) * 800
            #expect(abs(band.banded(x) - expected) < 1e-12)
            #expect(abs(band.banded(-x) + expected) < 1e-12)
        }
        #expect(abs(band.banded(100) - 51.461988304093566) < 1e-9)
        // Slope c at the edge; never reaches d.
        #expect(abs(band.banded(0.001) / 0.001 - 0.55) < 1e-5)
        #expect(band.banded(1e9) < 800)
    }

    @Test func unbandedInvertsBanded() {
        let band = RubberBand(dimension: 852)
        for x in [-900.0, -120, -3, 0, 7, 250, 1_200] {
            #expect(abs(band.unbanded(band.banded(x)) - x) < 1e-6)
        }
    }

    @Test func draggingPastTheTopIsResisted() throws {
        var view = try scrollView(frameHeight: 800, contentHeight: 5_000)
        #expect(view.contentOffset.y == 0)
        try view.beginDragging(fingerY: 100)
        try view.dragMoved(toFingerY: 300)   // finger pulls 200 pt past the top
        let expected = -(1 - 1 / (200 * 0.55 / 800 + 1)) * 800
        #expect(abs(view.contentOffset.y - expected) < 1e-9)
        #expect(view.isOverscrolled)
        try view.dragMoved(toFingerY: 100)   // back to where it started: exactly at the edge
        #expect(abs(view.contentOffset.y) < 1e-9)
    }

    @Test func draggingPastTheBottomIsResisted() throws {
        var view = try scrollView(frameHeight: 800, contentHeight: 5_000)
        view.contentOffset.y = 4_200   // the bottom
        try view.beginDragging(fingerY: 600)
        try view.dragMoved(toFingerY: 500)
        #expect(abs(view.contentOffset.y - (4_200 + RubberBand(dimension: 800).banded(100))) < 1e-9)
    }

    @Test func withoutBouncesTheOffsetIsClamped() throws {
        var view = try scrollView(frameHeight: 800, contentHeight: 5_000)
        view.bounces = false
        try view.beginDragging(fingerY: 100)
        try view.dragMoved(toFingerY: 300)
        #expect(view.contentOffset.y == 0)
    }

    @Test func releasedOverscrollBouncesBackToTheEdgeWithoutOvershoot() throws {
        var view = try scrollView(frameHeight: 800, contentHeight: 5_000)
        try view.beginDragging(fingerY: 100)
        try view.dragMoved(toFingerY: 300)
        try view.endDragging(velocity: 0)
        #expect(view.isDecelerating)
        var previous = view.contentOffset.y
        let frames = run(&view) { view in
            #expect(view.contentOffset.y <= 0)
            return !view.isDecelerating
        }
        // Monotone return, settled within a second (critically damped, response 0.575 s).
        #expect(frames < 60)
        #expect(view.contentOffset.y == 0)
        // Check monotonicity with a replay.
        var replay = try scrollView(frameHeight: 800, contentHeight: 5_000)
        try replay.beginDragging(fingerY: 100)
        try replay.dragMoved(toFingerY: 300)
        try replay.endDragging(velocity: 0)
        for _ in 0 ..< frames {
            replay.step(frameDuration: frame60)
            #expect(replay.contentOffset.y >= previous)
            previous = replay.contentOffset.y
        }
    }

    @Test func bounceDisplacementFollowsTheSpring() throws {
        var view = try scrollView(frameHeight: 800, contentHeight: 5_000)
        view.contentOffset.y = -60
        view.startMomentum(velocity: 0)
        view.advance(to: .zero + .milliseconds(200))
        let spring = CriticallyDampedSpring(displacement: -60, velocity: 0)
        #expect(abs(view.contentOffset.y - spring.displacement(at: 0.2)) < 1e-9)
        #expect(abs(spring.lambda - 2 * Double.pi / 0.575) < 1e-12)
    }

    @Test func flingIntoTheTopOvershootsThenReturns() throws {
        var view = try scrollView(frameHeight: 800, contentHeight: 5_000)
        view.contentOffset.y = 300
        view.startMomentum(velocity: -4_000)   // projection ≈ −2,000 pt: far past the top
        var lowest = 0.0
        run(&view) { view in
            lowest = min(lowest, view.contentOffset.y)
            return !view.isDecelerating
        }
        #expect(lowest < -10)
        #expect(lowest > -800)
        #expect(view.contentOffset.y == 0)
    }

    @Test func flingWithoutBouncesStopsAtTheEdge() throws {
        var view = try scrollView(frameHeight: 800, contentHeight: 5_000)
        view.bounces = false
        view.contentOffset.y = 4_000
        view.startMomentum(velocity: 4_000)
        run(&view) { !$0.isDecelerating }
        #expect(view.contentOffset.y == 4_200)
    }
}
