import ListLayout

/// The geometry of `ScrollView { LazyVStack(spacing:) { ForEach } .padding(…) }`.
public struct LazyStackConfiguration: Hashable, Sendable {
    /// `LazyVStack(spacing:)`, pt.
    public var spacing: Double
    /// `.padding(…)` around the stack: top and bottom, pt.
    public var verticalPadding: Double
    /// `.padding(.horizontal, …)` around the stack, pt.
    public var horizontalPadding: Double
    /// The height a row has before it is realized and measured, pt. SwiftUI does not
    /// document its estimate for rows it has not built; this is an estimate.
    public var estimatedRowHeight: Double
    /// How rows render their text.
    public var rendering: RowRendering
    /// The rows' sizes: bubble widths, image sizes (``CellMetrics/maxBubbleWidth`` for a
    /// bubble's `.frame(maxWidth:)`).
    public var cellMetrics: CellMetrics
    /// Rows load their images asynchronously behind a placeholder (`AsyncImage`); nil: a
    /// row draws its images at their size from the start.
    public var imageLoading: AsyncImageLoading?
    /// How a row holds its text (``TextHolding``). Default
    /// ``TextHolding/oneTextViewPerMessage``: a row's `Text(message.content)` (or one `Text` of
    /// the message's rendered markdown) is laid out again whole when its string changes.
    public var textHolding: TextHolding = .oneTextViewPerMessage
    /// How a list anchored at its bottom (`.defaultScrollAnchor(.bottom)`) settles as rows
    /// are measured. Default ``BottomAnchorSettling/withinFrame``.
    public var bottomAnchorSettling: BottomAnchorSettling = .withinFrame

    /// How a list anchored at its bottom settles when measuring rows changes its height.
    public enum BottomAnchorSettling: Hashable, Sendable {
        /// Within the frame: the list moves to its bottom, sizes the rows it now rests on and
        /// moves again until nothing changes, before the frame is drawn.
        case withinFrame
        /// One move a frame, as public reports of SwiftUI's lazy stacks describe opening a long
        /// conversation at the bottom: the list moves to the bottom its heights give at the
        /// start of the frame's layout (estimated for rows not built), builds and measures
        /// the rows it lands on, and draws that frame where it landed — past the end of
        /// content that shrank (a blank screen: "the viewport lands on emptiness until manual
        /// scrolling forces enough rows to materialize", Columba-iOS #43 on
        /// `.defaultScrollAnchor(.bottom)` with a `LazyVStack`), or short of the bottom of
        /// content that grew ("briefly shows the correct bottom position then drifts",
        /// vellum-assistant #12666) — and corrects in the next frame, a ladder of corrections
        /// that ends when the rows it lands on are measured already (how many frames: an
        /// estimate, from the rows' sizes; Apple documents neither the estimate nor the
        /// correction's timing).
        case oncePerFrame
    }

    public init(spacing: Double, verticalPadding: Double, horizontalPadding: Double,
                estimatedRowHeight: Double = 60, rendering: RowRendering = .plainText,
                cellMetrics: CellMetrics = CellMetrics(), imageLoading: AsyncImageLoading? = nil) {
        self.cellMetrics = cellMetrics
        self.imageLoading = imageLoading
        self.spacing = spacing
        self.verticalPadding = verticalPadding
        self.horizontalPadding = horizontalPadding
        self.estimatedRowHeight = estimatedRowHeight
        self.rendering = rendering
    }
}
