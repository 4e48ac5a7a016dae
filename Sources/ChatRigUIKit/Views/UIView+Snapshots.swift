extension UIView {
    /// `snapshotView(afterScreenUpdates:)`: a plain view of this view's bounds' size (the
    /// rehearsal renders nothing, so the snapshot has no content), as UIKit returns a new
    /// view "that contains a snapshot of the current view's rendered contents".
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        UIView(frame: CGRect(origin: .zero, size: bounds.size))
    }

    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`: a plain view of the
    /// rectangle's size.
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        UIView(frame: CGRect(origin: .zero, size: rect.size))
    }

    /// `drawHierarchy(in:afterScreenUpdates:)`: draws nothing; false, as UIKit answers when the
    /// snapshot is missing image data.
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { false }
}

extension UITextView {
    /// `hasText` (`UIKeyInput`): whether the text view holds any text.
    public var hasText: Bool { !text.isEmpty }
}
