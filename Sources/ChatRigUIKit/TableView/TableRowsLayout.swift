import Foundation
import ListLayout

/// The layout of a table's rows (``UITableView/rows``): one full-width row after another, no
/// spacing, each row's height as UIKit's table view decides it — laid out by its own answers
/// (``CustomLayoutBridge``), as a team's layout is.
///
/// From Apple's documentation:
/// - A row's height is the delegate's `tableView(_:heightForRowAt:)` (whose default here, as
///   a delegate that does not implement it, is the table's `rowHeight`). A height other than
///   `UITableView.automaticDimension` is the row's height: fixed, never self-sized ("The
///   default value of this property is `automaticDimension` … If you set a value, the table
///   uses it for every row", https://developer.apple.com/documentation/uikit/uitableview/rowheight).
/// - `automaticDimension` self-sizes the row: until its cell is measured it has the delegate's
///   `tableView(_:estimatedHeightForRowAt:)` (default: `estimatedRowHeight`); an estimate of
///   `automaticDimension` — the default of `estimatedRowHeight`
///   (https://developer.apple.com/documentation/uikit/uitableview/estimatedrowheight) — or of
///   0 is 44 pt, an estimate (UIKit "selects an estimated height" and does not document it).
///   The measured height is ChatRig's cell sizer's (Auto Layout is not solved).
/// - `reloadRows(at:with:)` measures the row again: a reloaded row's new cell is offered as
///   preferred attributes afresh.
/// - A section's header and footer take their height before and after its rows: the
///   delegate's `tableView(_:heightForHeaderInSection:)` / `…FooterInSection:`, else the
///   table's `sectionHeaderHeight` / `sectionFooterHeight` ("used only if the delegate doesn't
///   implement" those methods, Apple, `sectionHeaderHeight`). A height of
///   `automaticDimension` (the default) would self-size a header view; header views are not
///   realized here, so it takes 0 pt (README: the header's space is modelled, its view inert).
@MainActor
final class TableRowsLayout: UICollectionViewLayout {
    /// The estimate of a self-sizing row with no usable estimate, pt — an estimate.
    static let fallbackEstimate: CGFloat = 44

    private weak var table: UITableView?
    private var measured: [[CGFloat?]] = []
    private var fixed: [[Bool]] = []
    private var rows: [[UICollectionViewLayoutAttributes]] = []
    private var height: CGFloat = 0

    init(table: UITableView) {
        self.table = table
        super.init()
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The geometry rows are measured with: the full width, no spacing.
    override func chatListConfiguration(environment: any NSCollectionLayoutEnvironment) -> ListLayoutConfiguration {
        var configuration = ListLayoutConfiguration.spacious
        configuration.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        configuration.interItemSpacing = 0
        let estimate = table.map { [$0.estimatedRowHeight, $0.rowHeight].first { $0 > 0 } ?? Self.fallbackEstimate } ?? Self.fallbackEstimate
        configuration.estimatedMessageHeight = Double(estimate)
        configuration.estimatedChromeHeight = Double(estimate)
        return configuration
    }

    override func prepare() {
        super.prepare()
        guard let table, let collectionView else { return }
        let delegate = table.tableDelegate
        let width = collectionView.frame.width
        var y: CGFloat = 0
        var laidOut: [[UICollectionViewLayoutAttributes]] = []
        var fixedRows: [[Bool]] = []
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            if measured.count <= section { measured.append([]) }
            if measured[section].count < count { measured[section] += Array(repeating: nil, count: count - measured[section].count) }
            if measured[section].count > count { measured[section].removeLast(measured[section].count - count) }
            var items: [UICollectionViewLayoutAttributes] = []
            var fixedHere: [Bool] = []
            y += Self.sectionSpace(delegate?.tableView(table, heightForHeaderInSection: section) ?? table.sectionHeaderHeight)
            for row in 0..<count {
                let path = IndexPath(row: row, section: section)
                let asked = delegate?.tableView(table, heightForRowAt: path) ?? table.rowHeight
                let rowHeight: CGFloat
                if asked >= 0 && asked != UITableView.automaticDimension {
                    rowHeight = asked
                    fixedHere.append(true)
                } else {
                    let estimate = delegate?.tableView(table, estimatedHeightForRowAt: path) ?? table.estimatedRowHeight
                    rowHeight = measured[section][row] ?? (estimate > 0 ? estimate : Self.fallbackEstimate)
                    fixedHere.append(false)
                }
                let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
                attributes.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
                items.append(attributes)
                y += rowHeight
            }
            y += Self.sectionSpace(delegate?.tableView(table, heightForFooterInSection: section) ?? table.sectionFooterHeight)
            laidOut.append(items)
            fixedRows.append(fixedHere)
        }
        rows = laidOut
        fixed = fixedRows
        height = y
    }

    /// The space a header or footer of height `asked` takes: a fixed height as it is; a
    /// self-sizing one (`automaticDimension`, or negative) 0, as no header view is realized.
    static func sectionSpace(_ asked: CGFloat) -> CGFloat {
        asked >= 0 && asked != UITableView.automaticDimension ? asked : 0
    }

    override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.frame.width ?? 0, height: height) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        for items in rows {
            var low = 0, high = items.count
            while low < high {
                let mid = (low + high) / 2
                if items[mid].frame.maxY <= rect.minY { low = mid + 1 } else { high = mid }
            }
            var index = low
            while index < items.count, items[index].frame.minY < rect.maxY {
                if items[index].frame.height > 0 { found.append(items[index]) }
                index += 1
            }
        }
        return found
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard rows.indices.contains(indexPath.section), rows[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return rows[indexPath.section][indexPath.item]
    }

    /// A self-sizing row whose measured height differs; a fixed row never.
    override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                         withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let path = originalAttributes.indexPath
        guard fixed.indices.contains(path.section), fixed[path.section].indices.contains(path.item),
              !fixed[path.section][path.item] else { return false }
        return preferredAttributes.size.height != originalAttributes.size.height
    }

    override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        measured.record(preferredAttributes.size.height, at: originalAttributes.indexPath)
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    /// Measured heights move with the update; inserted rows start from their estimate.
    override func carrySizes(through updateItems: [UICollectionViewUpdateItem]) {
        measured.carry(through: updateItems)
    }
}
