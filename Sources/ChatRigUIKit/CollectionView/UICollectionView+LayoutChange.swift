extension UICollectionView {
    /// `setCollectionViewLayout(_:animated:)`: the new layout lays the items out, as setting
    /// `collectionViewLayout` does (the change is not animated here: the items take their new
    /// places at once).
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// `setCollectionViewLayout(_:animated:completion:)`: as above; the completion runs at
    /// once with `true` (estimate: UIKit runs it when the animated change ends).
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        completion?(true)
    }
}
