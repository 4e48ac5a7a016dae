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
/// - A section's header and footer take their height before and after its rows
///   (``sectionViewHeight(_:in:)``): the delegate's `tableView(_:heightForHeaderInSection:)` /
///   `…FooterInSection:`, else the table's `sectionHeaderHeight` / `sectionFooterHeight`
///   ("If the delegate doesn't implement `tableView(_:heightForHeaderInSection:)`, the table
///   view calculates the height automatically. To override automatic height calculation, set
///   this property to a positive value", https://developer.apple.com/documentation/uikit/uitableview/sectionheaderheight;
///   default `automaticDimension`). A height of `automaticDimension` self-sizes the view
///   (``TableSectionViews``): until it is measured it takes the delegate's
///   `tableView(_:estimatedHeightForHeaderInSection:)`, else `estimatedSectionHeaderHeight`
///   (default `automaticDimension`, "the table view selects an estimated height to use on
///   your behalf. Setting the value to 0 disables estimated heights, which causes the table
///   view to request the actual height for each header",
///   https://developer.apple.com/documentation/uikit/uitableview/estimatedsectionheaderheight);
///   without a positive estimate, a section with a title has UIKit's default title header
///   (``defaultTitleHeight``: `automaticDimension` "uses a height that fits the value returned
///   from `tableView(_:titleForHeaderInSection:)`", https://developer.apple.com/documentation/uikit/uitableview/automaticdimension),
///   and any other section's view is asked for and measured at once — the estimate UIKit
///   selects is taken to be the view's own height (an estimate). A view is measured as UIKit
///   measures a self-sizing header: its `systemLayoutSizeFitting(_:)` at the table's width
///   (``UIView/fittingHeight(width:)``), offered to this layout as preferred attributes, the
///   cells' self-sizing path (``CustomLayoutBridge/offer(_:for:)``). No view, or a view that
///   fits in 0 pt, takes 0 pt.
/// - `sectionHeaderTopPadding` (iOS 15; "The amount of padding above each section header",
///   default `automaticDimension`, https://developer.apple.com/documentation/uikit/uitableview/sectionheadertoppadding):
///   a value of 0 or more is added above every header of non-zero height; the automatic
///   padding is 0 pt here — an estimate: Apple documents no value for it.
/// - Style: the grouped styles' default spacing above and below sections (UIKit leaves some
///   even without headers) is not drawn: Apple documents no value (an estimate of 0 pt); the
///   plain style's headers float, the grouped styles' do not (``SectionPinning``).
/// - The frames are kept per section (``sectionViews(intersecting:pinnedTo:)``) for the
///   table's header and footer views; in the plain style they float (``SectionPinning``).
@MainActor
final class TableRowsLayout: UICollectionViewLayout {
    /// The estimate of a self-sizing row with no usable estimate, pt — an estimate.
    static let fallbackEstimate: CGFloat = 44
    /// The height of UIKit's default header or footer for a section title when its height is
    /// `automaticDimension`, pt — an estimate: Apple documents no value; 28 pt is the plain
    /// style's title header as observed on iOS (and what `sectionHeaderHeight` read on a plain
    /// table before iOS 11 made `automaticDimension` its default).
    static let defaultTitleHeight: CGFloat = 28

    private weak var table: UITableView?
    private var measured: [[CGFloat?]] = []
    private var fixed: [[Bool]] = []
    private var rows: [[UICollectionViewLayoutAttributes]] = []
    private var height: CGFloat = 0
    /// Each section's header and footer frame, from the last `prepare()` (height 0: none).
    private(set) var sectionFrameList: [(header: CGRect, footer: CGRect)] = []
    /// The measured heights of self-sizing headers and footers, until the next reload or update.
    var measuredSectionViews: [TableSectionViews.Key: CGFloat] = [:]
    /// The headers and footers whose height is `automaticDimension`, from the last `prepare()`.
    private(set) var selfSizingSectionViews: Set<TableSectionViews.Key> = []

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
        var frames: [(header: CGRect, footer: CGRect)] = []
        var selfSizing: Set<TableSectionViews.Key> = []
        let topPadding = max(0, table.sectionHeaderTopPadding)
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            if measured.count <= section { measured.append([]) }
            if measured[section].count < count { measured[section] += Array(repeating: nil, count: count - measured[section].count) }
            if measured[section].count > count { measured[section].removeLast(measured[section].count - count) }
            var items: [UICollectionViewLayoutAttributes] = []
            var fixedHere: [Bool] = []
            let headerHeight = sectionViewHeight(TableSectionViews.Key(section: section, kind: .header), in: table, selfSizing: &selfSizing)
            if headerHeight > 0 { y += topPadding }
            let header = CGRect(x: 0, y: y, width: width, height: headerHeight)
            y += headerHeight
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
            let footerHeight = sectionViewHeight(TableSectionViews.Key(section: section, kind: .footer), in: table, selfSizing: &selfSizing)
            frames.append((header, CGRect(x: 0, y: y, width: width, height: footerHeight)))
            y += footerHeight
            laidOut.append(items)
            fixedRows.append(fixedHere)
        }
        rows = laidOut
        fixed = fixedRows
        sectionFrameList = frames
        selfSizingSectionViews = selfSizing
        height = y
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

    /// A self-sizing row, header or footer whose measured height differs; a fixed one never.
    override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                         withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        if let key = TableSectionViews.Key(originalAttributes) {
            return selfSizingSectionViews.contains(key) && preferredAttributes.size.height != originalAttributes.size.height
        }
        let path = originalAttributes.indexPath
        guard fixed.indices.contains(path.section), fixed[path.section].indices.contains(path.item),
              !fixed[path.section][path.item] else { return false }
        return preferredAttributes.size.height != originalAttributes.size.height
    }

    override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        if let key = TableSectionViews.Key(originalAttributes) {
            measuredSectionViews[key] = preferredAttributes.size.height
        } else {
            measured.record(preferredAttributes.size.height, at: originalAttributes.indexPath)
        }
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    /// Measured heights move with the update; inserted rows start from their estimate;
    /// self-sizing headers and footers are measured again.
    override func carrySizes(through updateItems: [UICollectionViewUpdateItem]) {
        measured.carry(through: updateItems)
        measuredSectionViews.removeAll()
    }
}
