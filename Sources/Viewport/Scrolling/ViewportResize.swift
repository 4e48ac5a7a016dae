/// A change of the scroll view's frame (rotation, split view, window resize), returned by
/// ``ScrollView/resize(to:safeAreaInsets:)``.
///
/// When ``widthChanged`` is true the caller re-measures its items for the new width and
/// then sets ``ScrollView/contentSize``; the scroll view keeps its offset inside the new
/// range (clamped) once the content size is known.
public struct ViewportResize: Hashable, Sendable {
    /// The frame size before the change.
    public var oldSize: Size
    /// The frame size after the change.
    public var newSize: Size
    /// The safe area insets before the change.
    public var oldSafeAreaInsets: EdgeInsets
    /// The safe area insets after the change (landscape: side insets, a shorter home indicator).
    public var newSafeAreaInsets: EdgeInsets

    /// Whether item widths (and so text wrapping and heights) must be recomputed.
    public var widthChanged: Bool { oldSize.width != newSize.width }
}
