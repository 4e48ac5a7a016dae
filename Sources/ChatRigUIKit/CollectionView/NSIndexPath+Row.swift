import Foundation

/// UIKit's members of `NSIndexPath` (`UITableView.h`'s and `UICollectionView.h`'s
/// categories): a two-index path `[section, row]`, as `IndexPath`'s (`(indexPath as
/// NSIndexPath).row` in older screens). `row` and `item` read the same index, as on iOS.
extension NSIndexPath {
    public convenience init(row: Int, section: Int) { self.init(indexes: [section, row], length: 2) }
    public convenience init(item: Int, section: Int) { self.init(indexes: [section, item], length: 2) }
    public var section: Int { index(atPosition: 0) }
    public var row: Int { index(atPosition: 1) }
    public var item: Int { index(atPosition: 1) }
}
