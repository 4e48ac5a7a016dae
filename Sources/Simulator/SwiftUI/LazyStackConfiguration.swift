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
