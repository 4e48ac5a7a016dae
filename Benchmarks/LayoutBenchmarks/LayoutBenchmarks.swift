import Benchmark

// The LayoutBenchmarks entry point. Each part of the layout engine registers its
// benchmarks from its own file: `HeightIndexBenchmarks.swift` (ListLayout: height index,
// streaming frame, page prepends), `ViewportBenchmarks.swift` (scroll physics and
// visibility per frame) and `StreamedReplyBenchmarks.swift` (a whole streamed reply's re-layout).
let benchmarks: @Sendable () -> Void = {
    registerHeightIndexBenchmarks()
    viewportBenchmarks()
    registerStreamedReplyBenchmarks()
}
