/// Selection by the app, modelled as UIKit documents it: `selectItem(at:animated:scrollPosition:)`
/// selects without calling the delegate, replacing the selection unless
/// `allowsMultipleSelection`, and marks a shown cell selected; `nil` clears it; nothing is
/// selected while `allowsSelection` is false. The user selects nothing (no touches reach the list).
extension UICollectionView {
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems }

    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for item in selectedItems { cellForItem(at: item)?.isSelected = false }
            selectedItems.removeAll()
            return
        }
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath { cellForItem(at: item)?.isSelected = false }
            selectedItems.removeAll()
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }
}
