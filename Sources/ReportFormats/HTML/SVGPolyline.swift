/// The points of an SVG polyline (or one edge of a polygon) as printed, without the inner
/// points of level runs: columns that print at the same height draw as the run's two ends.
///
/// Lossless at the printed precision (``SVGNumber``): a level run between its ends is the
/// straight line the ends already draw. Timelines are mostly level — an offset at rest, a
/// content height between pages — so this keeps a long run's page small.
struct SVGPolyline {
    private var xs: [String] = []
    private var ys: [String] = []

    var isEmpty: Bool { xs.isEmpty }

    /// Adds a point; `x` and `y` are formatted with ``SVGNumber``. O(1) amortised.
    mutating func append(x: Double, y: Double) {
        xs.append(SVGNumber.format(x))
        ys.append(SVGNumber.format(y))
    }

    /// The kept points, `"x,y"`, in order; a point is kept when it is an end or its height
    /// differs from a neighbour's. O(n).
    var points: [String] {
        var kept: [String] = []
        kept.reserveCapacity(xs.count)
        for index in xs.indices {
            let isEnd = index == 0 || index == xs.count - 1
            if isEnd || ys[index] != ys[index - 1] || ys[index] != ys[index + 1] {
                kept.append("\(xs[index]),\(ys[index])")
            }
        }
        return kept
    }
}
