/// `UICollectionViewDataSource`: the classic data source, which answers counts and cells by
/// index path. A collection view whose `dataSource` is one (and not a diffable data source)
/// is rehearsed through ``ClassicDataSource``: `reloadData()` and batch updates become the
/// engine's snapshots.
@MainActor @preconcurrency
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// Default 1, as in UIKit.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// Asked when a supplementary view a team's layout places comes on screen
    /// (``SupplementaryViews``); default: an empty view (UIKit requires an answer).
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    /// Default false.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
}
