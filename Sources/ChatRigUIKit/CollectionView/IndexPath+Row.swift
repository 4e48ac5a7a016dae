import Foundation
import ListDiff

/// UIKit's table-view members of `IndexPath` (`UITableView.h`'s `NSIndexPath
/// (UITableView)` category): `IndexPath(row:section:)` and `row`, a two-index path
/// `[section, row]` — the same storage as `IndexPath(item:section:)`, so `row` and `item`
/// read the same index, as on iOS.
extension IndexPath {
    /// A path to `row` in `section`: `[section, row]`.
    public init(row: Int, section: Int) { self.init(item: row, section: section) }

    /// The row's position within its section (the path's second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
