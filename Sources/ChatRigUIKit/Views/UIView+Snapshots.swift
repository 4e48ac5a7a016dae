extension UIView {
    /// `snapshotView(afterScreenUpdates:)`: a new view of this view's frame size showing
    /// nothing (no pixels are drawn in a rehearsal; a transition's stand-in keeps its geometry).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        UIView(frame: CGRect(origin: .zero, size: bounds.size))
    }

    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`: as above, of the rectangle's size.
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        UIView(frame: CGRect(origin: .zero, size: rect.size))
    }

    /// `drawHierarchy(in:afterScreenUpdates:)`: draws nothing; true, as when the snapshot succeeds.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { true }
}
