/// A change of the scroll view's frame (rotation, split view, window resize), returned by
/// ``ScrollView/resize(to:safeAreaInsets:)``.
///
/// When ``widthChanged`` is true the caller re-measures its items for the new width and
/// then sets ``ScrollView/contentSize``; the scroll view keeps its offset inside the new
/// range (clamped) once the content size is known.
public struct ViewportResize: Hashable, Sendable {
    public var oldSize: Size
    public var newSize: Size
    public var oldSafeAreaInsets: EdgeInsets
    public var newSafeAreaInsets: EdgeInsets

    /// Whether item widths (and so text wrapping and heights) must be recomputed.
    public var widthChanged: Bool { oldSize.width != newSize.width }
}
