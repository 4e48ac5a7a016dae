import Benchmark
import ChatModel
import Viewport

/// Viewport micro-benchmarks: per-frame cost of scroll physics over a very tall content.
/// (Per-frame visibility is measured through `ListLayout.indexRange(intersecting:)` in
/// HeightIndexBenchmarks.)
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
}
