import ChatModel
import Simulator

extension UICollectionView {
    /// The cell for `identifier`: the cell already showing the item being configured (a
    /// reconfigure), else one from the reuse pool (after `prepareForReuse()`), else a new one
    /// of `cellClass` from the adapter's factory.
    func dequeue(_ identifier: String, _ cellClass: AnyClass) -> UICollectionViewCell {
        if let item = configuringItem, let shown = displayedCells[item], shown.reuseIdentifier == identifier { return shown }
        let cell: UICollectionViewCell
        if var pool = reusePool[identifier], !pool.isEmpty {
            cell = pool.removeLast()
            reusePool[identifier] = pool
            cell.prepareForReuse()
        } else if let binding {
            cell = binding.makeCell(ofClass: cellClass, reuseIdentifier: identifier)
        } else {
            cell = UICollectionViewCell(frame: .zero)
        }
        cell.reuseIdentifier = identifier
        return cell
    }
}
