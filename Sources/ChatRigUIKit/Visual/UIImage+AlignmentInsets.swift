extension UIImage {
    /// `withAlignmentRectInsets(_:)`: the same image (nothing is drawn or aligned).
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { self }
}
