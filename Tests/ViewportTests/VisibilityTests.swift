import ChatModel
import Testing
@testable import Viewport

@Suite struct VisibilityTests {
    func randomLayout(_ random: inout SeededRandom, count: Int) throws -> ArrayContentLayout {
        let kinds = ["user", "assistant", "image"]
        var heights: [Double] = []
        var kindList: [String] = []
        for _ in 0 ..< count {
            // Some zero-height items (collapsed rows) and some very tall ones.
            let roll = random.nextUnit()
            heights.append(roll < 0.05 ? 0 : roll < 0.9 ? 20 + random.nextUnit() * 200 : 600 + random.nextUnit() * 1_500)
            kindList.append(kinds[Int(random.nextUnit() * 3) % 3])
        }
        return try ArrayContentLayout(heights: heights, kinds: kindList, spacing: random.nextUnit() < 0.5 ? 0 : 8)
    }

    func bruteForce(_ layout: ArrayContentLayout, _ range: Range<Double>) -> [Int] {
        (0 ..< layout.itemCount).filter { index in
            let extent = layout.itemExtent(at: index)
            return extent.maxY > range.lowerBound && extent.minY < range.upperBound
        }
    }

    @Test func visibleRangeMatchesABruteForceScanOnRandomLayouts() throws {
        var random = SeededRandom(seed: 42)
        for _ in 0 ..< 40 {
            let layout = try randomLayout(&random, count: 1 + Int(random.nextUnit() * 400))
            var tracker = VisibilityTracker()
            for _ in 0 ..< 25 {
                let top = (random.nextUnit() * 1.2 - 0.1) * layout.contentHeight
                let height = 100 + random.nextUnit() * 900
                let bounds = Rect(origin: Point(y: top), size: Size(width: 393, height: height))
                let expected = bruteForce(layout, bounds.verticalRange)
                #expect(Array(layout.itemIndices(intersecting: bounds.verticalRange)) == expected)
                _ = tracker.update(bounds: bounds, in: layout)
                #expect(tracker.visibleIndices == expected)
            }
        }
    }

    /// Drives a scroll view with random drags and flings over `layout`; returns every event.
    func scriptedSession(seed: UInt64, layout: ArrayContentLayout) throws -> (events: [[VisibilityEvent]], tracker: VisibilityTracker, view: ScrollView) {
        var random = SeededRandom(seed: seed)
        var view = try scrollView(frameHeight: 852, contentHeight: layout.contentHeight, safeArea: EdgeInsets(top: 59, bottom: 34))
        var tracker = VisibilityTracker()
        var log: [[VisibilityEvent]] = [tracker.update(bounds: view.bounds, in: layout)]
        for _ in 0 ..< 20 {
            try view.beginDragging(fingerY: 400)
            let frames = 3 + Int(random.nextUnit() * 10)
            let perFrame = (random.nextUnit() - 0.5) * 120
            for step in 1 ... frames {
                view.step(frameDuration: frame60)
                try view.dragMoved(toFingerY: 400 + perFrame * Double(step))
                log.append(tracker.update(bounds: view.bounds, in: layout))
            }
            try view.endDragging()
            for _ in 0 ..< Int(random.nextUnit() * 90) {
                view.step(frameDuration: frame60)
                log.append(tracker.update(bounds: view.bounds, in: layout))
            }
        }
        return (log, tracker, view)
    }

    @Test func everyDidEndDisplayingFollowsAWillDisplay() throws {
        var random = SeededRandom(seed: 7)
        let layout = try randomLayout(&random, count: 2_000)
        let session = try scriptedSession(seed: 11, layout: layout)
        var shown: Set<Int> = []
        var displays = 0, ends = 0
        for event in session.events.joined() {
            switch event {
            case .willDisplay(let index, _, _):
                #expect(!shown.contains(index), "item \(index) displayed twice")
                shown.insert(index)
                displays += 1
            case .didEndDisplaying(let index, _):
                #expect(shown.contains(index), "item \(index) ended without being displayed")
                shown.remove(index)
                ends += 1
            case .prefetch, .cancelPrefetching:
                break
            }
        }
        #expect(ends > 0)
        #expect(displays - ends == session.tracker.displayed.count)
        #expect(shown == Set(session.tracker.displayed.keys))
    }

    @Test func prefetchRunsAheadInTheScrollDirectionAndCancelsOnReversal() throws {
        let layout = try uniformLayout(count: 500, height: 100)
        var view = try scrollView(frameHeight: 800, contentHeight: layout.contentHeight)
        view.contentOffset.y = 10_000
        var tracker = VisibilityTracker()
        let initial = tracker.update(bounds: view.bounds, in: layout)
        #expect(!initial.contains { if case .prefetch = $0 { true } else { false } })

        view.contentOffset.y += 30   // scrolling down
        var prefetched: [Int] = []
        for event in tracker.update(bounds: view.bounds, in: layout) {
            if case .prefetch(let indices) = event { prefetched = indices }
        }
        // Visible 100...108; one screen below: 108 (partly visible excluded) ... 116.
        #expect(tracker.lastDirection == .down)
        #expect(prefetched == Array(109 ... 116))
        #expect(prefetched.allSatisfy { $0 > tracker.visibleIndices.last! })

        view.contentOffset.y -= 60   // reversing: scrolling up
        var cancelled: [Int] = []
        prefetched = []
        for event in tracker.update(bounds: view.bounds, in: layout) {
            if case .prefetch(let indices) = event { prefetched = indices }
            if case .cancelPrefetching(let indices) = event { cancelled = indices }
        }
        #expect(tracker.lastDirection == .up)
        #expect(cancelled == Array(109 ... 116))
        #expect(prefetched == Array((91 ... 98).reversed()))   // nearest first
        #expect(prefetched.allSatisfy { $0 < tracker.visibleIndices.first! })
    }

    @Test func prefetchedItemsThatAppearAreNotCancelled() throws {
        let layout = try uniformLayout(count: 500, height: 100)
        var tracker = VisibilityTracker()
        var bounds = Rect(origin: Point(y: 0), size: Size(width: 393, height: 800))
        _ = tracker.update(bounds: bounds, in: layout)
        bounds.origin.y = 10
        _ = tracker.update(bounds: bounds, in: layout)
        #expect(tracker.prefetched.contains(9))
        bounds.origin.y = 150
        let events = tracker.update(bounds: bounds, in: layout)
        #expect(events.contains(.willDisplay(index: 9, kind: "cell", reused: true)))
        #expect(!events.contains { if case .cancelPrefetching = $0 { true } else { false } })
        #expect(!tracker.prefetched.contains(9))
    }

    @Test func scrollingALongListCreatesAboutAScreenfulOfCells() throws {
        let layout = try uniformLayout(count: 10_000, height: 80)
        var view = try scrollView(frameHeight: 852, contentHeight: layout.contentHeight)
        var tracker = VisibilityTracker()
        var displays = 0
        while true {
            for event in tracker.update(bounds: view.bounds, in: layout) {
                if case .willDisplay = event { displays += 1 }
            }
            if view.contentOffset.y == view.maxContentOffsetY { break }
            view.contentOffset.y = min(view.contentOffset.y + 37, view.maxContentOffsetY)
        }
        let screenful = Int((852.0 / 80).rounded(.up)) + 1   // 12 items can intersect the bounds
        #expect(displays == 10_000)
        #expect(tracker.reusePool.cellsCreated <= screenful + 1)
        #expect(tracker.reusePool.peakCellsAlive <= screenful + 1)
        #expect(tracker.reusePool.cellsReused == displays - tracker.reusePool.cellsCreated)
    }

    @Test func reusePoolsAreSeparatePerKind() throws {
        let kinds = (0 ..< 2_000).map { $0 % 2 == 0 ? "user" : "assistant" }
        let layout = try ArrayContentLayout(heights: Array(repeating: 100, count: 2_000), kinds: kinds)
        var tracker = VisibilityTracker()
        var y = 0.0
        var createdByKind: [String: Int] = [:]
        while y < layout.contentHeight - 800 {
            for case let .willDisplay(_, kind, reused) in tracker.update(bounds: Rect(origin: Point(y: y), size: Size(width: 393, height: 800)), in: layout) where !reused {
                createdByKind[kind, default: 0] += 1
            }
            y += 50
        }
        #expect(createdByKind["user"]! <= 5 && createdByKind["assistant"]! <= 5)
        #expect(tracker.reusePool.cellsAlive == tracker.reusePool.cellsCreated)
    }

    @Test func remappingAfterAPrependKeepsCellsAndEndsDeletedOnes() throws {
        let layout = try uniformLayout(count: 100, height: 100)
        var tracker = VisibilityTracker()
        _ = tracker.update(bounds: Rect(origin: Point(y: 0), size: Size(width: 393, height: 350)), in: layout)
        #expect(tracker.visibleIndices == [0, 1, 2, 3])
        let events = tracker.remapIndices { $0 == 1 ? nil : $0 + 50 }   // page prepended, item 1 deleted
        #expect(events == [.didEndDisplaying(index: 1, kind: "cell")])
        #expect(tracker.visibleIndices == [50, 52, 53])
    }
}
