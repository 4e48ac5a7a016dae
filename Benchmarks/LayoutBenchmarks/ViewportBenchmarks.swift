import Benchmark
import ChatModel
import Viewport

/// Viewport micro-benchmarks: per-frame cost of scroll physics and of visibility, which must
/// stay flat from 10,000 to 1,000,000 items (DESIGN.md, principle 4).
///
/// Registered by calling `viewportBenchmarks()` from `benchmarks` in LayoutBenchmarks.swift.
let viewportBenchmarks: @Sendable () -> Void = {
    let frame = VirtualDuration(microseconds: 16_667)

    Benchmark(
        "Viewport.flingFrames.1000",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal])
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            var view = try ScrollView(
                frameSize: Size(width: 393, height: 852),
                safeAreaInsets: EdgeInsets(top: 59, bottom: 34),
                contentSize: Size(width: 393, height: 10_000_000)
            )
            view.contentOffset.y = 5_000_000
            for round in 0 ..< 20 {
                view.startMomentum(velocity: round.isMultiple(of: 2) ? 4_000 : -4_000)
                for _ in 0 ..< 50 { view.step(frameDuration: frame) }
            }
            blackHole(view.contentOffset.y)
        }
    }

    for count in [10_000, 1_000_000] {
        let heights = (0 ..< count).map { 40 + Double(($0 &* 2_654_435_761) % 300) }
        let layout = try! ArrayContentLayout(heights: heights, spacing: 8)
        Benchmark(
            "Viewport.visibilityFrames.1000.items\(count)",
            configuration: .init(metrics: [.wallClock, .mallocCountTotal])
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                var tracker = VisibilityTracker()
                var bounds = Rect(origin: Point(y: layout.contentHeight / 2), size: Size(width: 393, height: 852))
                var events = 0
                for step in 0 ..< 1_000 {
                    bounds.origin.y += step < 500 ? 37 : -41
                    events += tracker.update(bounds: bounds, in: layout).count
                }
                blackHole(events)
            }
        }
    }
}
