import ChatModel
import Testing
@testable import Viewport

@Suite struct AnchorDriftTests {
    @Test func itemAboveTheViewportGrowingShiftsTheVisibleContent() throws {
        var layout = try uniformLayout(count: 100, height: 100)
        var view = try scrollView(frameHeight: 800, contentHeight: layout.contentHeight)
        view.contentOffset.y = 3_050
        let before = try #require(view.anchor(in: layout))
        #expect(before == ViewportAnchor(index: 30, screenY: -50))

        // Item 10 was estimated at 100 pt and measures 250 pt.
        try layout.setHeight(250, at: 10)
        view.contentSize.height = layout.contentHeight
        #expect(view.contentOffset.y == 3_050)   // UIKit does not compensate
        let drift = try before.drift(in: layout, contentOffsetY: view.contentOffset.y)
        #expect(drift == 150)                    // the unrequested jump, in points
        let after = try #require(view.anchor(in: layout))
        #expect(after.index == 29)               // a different message is now at the top

        let applied = try view.compensate(driftOf: before, in: layout)
        #expect(applied == 150)
        #expect(view.contentOffset.y == 3_200)
        #expect(try before.drift(in: layout, contentOffsetY: view.contentOffset.y) == 0)
        #expect(view.anchor(in: layout) == before)
    }

    @Test func itemBelowTheAnchorGrowingDoesNotDrift() throws {
        var layout = try uniformLayout(count: 100, height: 100)
        let view = try { var v = try scrollView(frameHeight: 800, contentHeight: layout.contentHeight); v.contentOffset.y = 3_000; return v }()
        let before = try #require(view.anchor(in: layout))
        try layout.setHeight(400, at: 33)
        #expect(try before.drift(in: layout, contentOffsetY: view.contentOffset.y) == 0)
    }

    @Test func prependedPageDriftsByItsHeightUnlessCompensated() throws {
        var layout = try uniformLayout(count: 50, height: 100)
        var view = try scrollView(frameHeight: 800, contentHeight: layout.contentHeight)
        view.contentOffset.y = 200
        let before = try #require(view.anchor(in: layout))
        try layout.insert(heights: Array(repeating: 80, count: 20), at: 0)
        view.contentSize.height = layout.contentHeight
        #expect(try before.drift(in: layout, contentOffsetY: view.contentOffset.y, newIndex: before.index + 20) == 1_600)
        try view.compensate(driftOf: before, in: layout, newIndex: before.index + 20)
        #expect(view.contentOffset.y == 1_800)
    }

    @Test func compensationDuringDecelerationKeepsTheMomentum() throws {
        var layout = try uniformLayout(count: 1_000, height: 100)
        var view = try scrollView(frameHeight: 800, contentHeight: layout.contentHeight)
        view.contentOffset.y = 50_000
        view.startMomentum(velocity: 1_500)
        var reference = view
        view.step(frameDuration: frame60)
        reference.step(frameDuration: frame60)
        let anchor = try #require(view.anchor(in: layout))
        try layout.setHeight(160, at: 100)
        view.contentSize.height = layout.contentHeight
        try view.compensate(driftOf: anchor, in: layout)
        #expect(view.isDecelerating)
        view.step(frameDuration: frame60)
        reference.step(frameDuration: frame60)
        #expect(abs(view.contentOffset.y - reference.contentOffset.y - 60) < 1e-9)
        #expect(abs(view.velocity - reference.velocity) < 1e-9)
    }
}
