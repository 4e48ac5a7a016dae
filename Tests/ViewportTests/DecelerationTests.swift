import ChatModel
import Foundation
import Testing
@testable import Viewport

@Suite struct DecelerationTests {
    /// Releases a drag at `velocity` in the middle of long content; returns the distance the
    /// momentum covered until the scroll view stopped decelerating.
    func decelerationDistance(velocity: Double, rate: DecelerationRate) throws -> Double {
        var view = try scrollView(contentHeight: 1_000_000)
        view.decelerationRate = rate
        view.contentOffset.y = 100_000
        try view.beginDragging(fingerY: 400)
        view.step(frameDuration: frame60)
        try view.dragMoved(toFingerY: 390)
        try view.endDragging(velocity: velocity)
        let released = view.contentOffset.y
        #expect(view.isDecelerating)
        run(&view) { !$0.isDecelerating }
        #expect(!view.isDecelerating)
        return view.contentOffset.y - released
    }

    @Test(arguments: [500.0, 2_000.0, 6_000.0, -3_000.0])
    func normalRateDistanceIsWithinOnePercentOfUIKitProjection(velocity: Double) throws {
        let distance = try decelerationDistance(velocity: velocity, rate: .normal)
        let reference = velocity * 0.998 / (1_000 * (1 - 0.998))
        #expect(relativeError(distance, reference) < 0.01, "distance \(distance) vs \(reference)")
        // About v0 × 0.499 s.
        #expect(abs(reference - velocity * 0.499) < 1e-9 * abs(velocity))
    }

    @Test(arguments: [2_000.0, 6_000.0, -4_000.0])
    func fastRateDistanceIsWithinOnePercentOfUIKitProjection(velocity: Double) throws {
        let distance = try decelerationDistance(velocity: velocity, rate: .fast)
        let reference = velocity * 0.99 / (1_000 * (1 - 0.99))
        #expect(relativeError(distance, reference) < 0.01, "distance \(distance) vs \(reference)")
    }

    @Test func velocityDecaysByRatePowerFrameMillisecondsEachFrame() throws {
        var view = try scrollView(contentHeight: 1_000_000)
        view.contentOffset.y = 10_000
        view.startMomentum(velocity: 3_000)
        var previous = view.velocity
        #expect(previous == 3_000)
        let perFrame = pow(0.998, frame60.milliseconds)
        for _ in 0 ..< 30 {
            view.step(frameDuration: frame60)
            #expect(abs(view.velocity / previous - perFrame) < 1e-12)
            previous = view.velocity
        }
        #expect(abs(view.velocity - 3_000 * pow(0.998, 30 * frame60.milliseconds)) < 1e-6)
    }

    @Test func positionDoesNotDependOnFrameRate() throws {
        var at60 = try scrollView(contentHeight: 1_000_000)
        at60.contentOffset.y = 10_000
        at60.startMomentum(velocity: 2_500)
        var at120 = at60
        var once = at60
        for _ in 0 ..< 60 { at60.step(frameDuration: .microseconds(16_000)) }
        for _ in 0 ..< 120 { at120.step(frameDuration: .microseconds(8_000)) }
        once.advance(to: .zero + .microseconds(960_000))
        #expect(abs(at60.contentOffset.y - at120.contentOffset.y) < 1e-9)
        #expect(abs(at60.contentOffset.y - once.contentOffset.y) < 1e-9)
    }

    @Test func targetContentOffsetIsWhereTheMomentumStops() throws {
        var view = try scrollView(contentHeight: 100_000)
        view.contentOffset.y = 10_000
        #expect(view.targetContentOffsetY == nil)
        view.startMomentum(velocity: 2_000)
        let target = try #require(view.targetContentOffsetY)
        #expect(relativeError(target - 10_000, 2_000 * 0.499) < 0.01)
        run(&view) { !$0.isDecelerating }
        #expect(view.contentOffset.y == target)
        // Clamped when the momentum would carry past the edge.
        view.startMomentum(velocity: -40_000)
        #expect(view.targetContentOffsetY == 0)
    }

    @Test func touchDownStopsDeceleration() throws {
        var view = try scrollView(contentHeight: 100_000)
        view.contentOffset.y = 10_000
        view.startMomentum(velocity: 2_000)
        view.step(frameDuration: frame60)
        try view.beginDragging(fingerY: 300)
        let held = view.contentOffset.y
        #expect(!view.isDecelerating && view.isTracking && !view.isDragging)
        view.step(frameDuration: frame60)
        #expect(view.contentOffset.y == held)
    }

    @Test func estimatedReleaseVelocityFollowsTheFinger() throws {
        var view = try scrollView(contentHeight: 100_000)
        view.contentOffset.y = 10_000
        try view.beginDragging(fingerY: 600)
        for step in 1 ... 6 {
            view.step(frameDuration: .milliseconds(10))
            try view.dragMoved(toFingerY: 600 - Double(step) * 20)   // finger up 2,000 pt/s
        }
        #expect(view.isDragging)
        #expect(view.contentOffset.y == 10_120)
        try view.endDragging()
        #expect(abs(view.velocity - 2_000) < 1e-9)
    }

    @Test func rejectsRatesOutsideZeroOne() {
        #expect(throws: ViewportError.self) { try DecelerationRate(rawValue: 1) }
        #expect(throws: ViewportError.self) { try DecelerationRate(rawValue: 0) }
        #expect(throws: Never.self) { try DecelerationRate(rawValue: 0.995) }
    }
}
