import Foundation
import ListLayout

/// `UICollectionViewFlowLayout`.
///
/// Used as it is, ChatRig's list layout lays it out (one section's insets, line spacing and
/// estimated height — the default, whose figures the suite pins). A team's subclass is laid
/// out by this class's own answers, which its overrides refine (``UICollectionViewLayout``):
/// lines `minimumLineSpacing` apart, a section's header reference height, `sectionInset` and
/// footer reference height around its items (a header or footer of non-zero height takes its
/// space and is returned as supplementary attributes of kind
/// `UICollectionView.elementKindSectionHeader` / `…Footer`, full width, whose views the
/// collection view realizes — ``SupplementaryViews``). An item's height is its
/// cell's preferred height once it self-sized, else `estimatedItemSize.height` (when not
/// zero — self-sizing on), else `itemSize.height`. Self-sizing follows UIKit: the flow layout
/// invalidates for a preferred size that differs from its attributes' when `estimatedItemSize`
/// is not `.zero` ("the default value of this property is `CGSizeZero`. Setting it to any
/// other value causes the collection view to query each cell for its actual size using the
/// cell's `preferredLayoutAttributesFitting(_:)`", Apple, `estimatedItemSize`), and records
/// the size in `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`.
/// With self-sizing on, items are placed in lines of one (the engine measures heights, a chat
/// cell fills its line); with a fixed `itemSize` narrower than the line, several to a line
/// (``FlowLine``: `minimumInteritemSpacing`, `minimumLineSpacing`, `sectionInset`). Each
/// section's insets, spacings and header and footer reference heights are the delegate's
/// (``UICollectionViewDelegateFlowLayout``), and so, with self-sizing off, is each item's size
/// (`collectionView(_:layout:sizeForItemAt:)`, which falls back to `itemSize`; Apple: "If the
/// delegate does not implement this method, the flow layout uses the value in its `itemSize`
/// property"), laid out in lines by ``FlowLine/layOut(sizes:lineWidth:interitemSpacing:lineSpacing:origin:)``
/// — a layout that sizes its items itself (MessageKit's) keeps its heights, as on iOS.
///
/// Headers and footers: the delegate's `collectionView(_:layout:referenceSizeForHeaderInSection:)`,
/// else `headerReferenceSize` / `footerReferenceSize` ("The default size values are (0, 0)";
/// "for the vertical scrolling direction, the layout object uses the height value … the width
/// of the header would be set to the width of the collection view. If the size in the
/// appropriate scrolling dimension is 0, no header is added", Apple,
/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize).
/// With self-sizing on (`estimatedItemSize` not `.zero`) the reference height is the estimate
/// of a self-sizing header or footer, measured through its view's
/// `preferredLayoutAttributesFitting(_:)` as a cell is (``SupplementaryViews``) — an estimate
/// of UIKit, whose documentation speaks of cells only. `sectionHeadersPinToVisibleBounds` / `sectionFootersPinToVisibleBounds` pin
/// them to the visible bounds (``SectionPinning``): `layoutAttributesForElements(in:)` and
/// `layoutAttributesForSupplementaryView(ofKind:at:)` return the pinned frames, and
/// `shouldInvalidateLayout(forBoundsChange:)` answers true while either is on, so the layout
/// is asked again as the list scrolls (as UIKit's flow layout does to keep them pinned).
@MainActor @preconcurrency
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public static let automaticSize = CGSize(width: -1, height: -1)
    open var estimatedItemSize: CGSize = .zero
    open var itemSize = CGSize(width: 50, height: 50)
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var sectionInset: UIEdgeInsets = .zero
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var headerReferenceSize: CGSize = .zero
    open var footerReferenceSize: CGSize = .zero
    /// `sectionHeadersPinToVisibleBounds` (default false).
    open var sectionHeadersPinToVisibleBounds = false
    /// `sectionFootersPinToVisibleBounds` (default false).
    open var sectionFootersPinToVisibleBounds = false

    /// The self-sized heights, by section and item (nil: not sized yet).
    private var sizedHeights: [[CGFloat?]] = []
    /// The attributes of every item, by section, from the last `prepare()`.
    private var lines: [[UICollectionViewLayoutAttributes]] = []
    /// The headers and footers of non-zero height, in list order, from the last `prepare()`.
    private var supplementaries: [UICollectionViewLayoutAttributes] = []
    /// Each section's header and footer frame as laid out (height 0: none), for pinning.
    private var sectionFrames: [(header: CGRect, footer: CGRect)] = []
    /// The self-sized heights of headers and footers, by kind and section.
    private var sizedSupplementaries: [String: [Int: CGFloat]] = [:]
    private var contentSize: CGSize = .zero

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    override var scrollsHorizontally: Bool { scrollDirection == .horizontal }
    override var isLaidOutByEngine: Bool { type(of: self) == UICollectionViewFlowLayout.self }

    override func chatListConfiguration(environment: any NSCollectionLayoutEnvironment) -> ListLayoutConfiguration {
        var configuration = ListLayoutConfiguration.spacious
        configuration.contentInsets = DirectionalEdgeInsets(top: Double(sectionInset.top), leading: Double(sectionInset.left),
                                                 bottom: Double(sectionInset.bottom), trailing: Double(sectionInset.right))
        configuration.interItemSpacing = Double(minimumLineSpacing)
        let estimate = estimatedItemSize == Self.automaticSize || estimatedItemSize == .zero ? itemSize : estimatedItemSize
        configuration.estimatedMessageHeight = Double(estimate.height)
        configuration.estimatedChromeHeight = Double(estimate.height)
        return configuration
    }

    private var selfSizes: Bool { estimatedItemSize != .zero }

    /// The height an item not yet sized takes.
    private var unsizedHeight: CGFloat {
        selfSizes && estimatedItemSize != Self.automaticSize ? estimatedItemSize.height : itemSize.height
    }

    /// One section's insets, spacings and header and footer heights: the delegate's answers
    /// (``UICollectionViewDelegateFlowLayout``, which fall back to this layout's properties).
    private struct SectionMetrics {
        var inset: UIEdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var header: CGFloat
        var footer: CGFloat
    }

    private func metrics(of section: Int, in collectionView: UICollectionView) -> SectionMetrics {
        guard let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout else {
            return SectionMetrics(inset: sectionInset, lineSpacing: minimumLineSpacing, interitemSpacing: minimumInteritemSpacing,
                                  header: headerReferenceSize.height, footer: footerReferenceSize.height)
        }
        return SectionMetrics(
            inset: delegate.collectionView(collectionView, layout: self, insetForSectionAt: section),
            lineSpacing: delegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section),
            interitemSpacing: delegate.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section),
            header: delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section).height,
            footer: delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section).height)
    }

    /// Lays every item out, section by section: its header's reference height, its insets, then
    /// its items in lines of one or — a fixed `itemSize` narrower than the line — several to a
    /// line (``FlowLine``), then its footer's. O(n) for n items.
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            lines = []
            supplementaries = []
            sectionFrames = []
            contentSize = .zero
            return
        }
        let width = collectionView.frame.width
        var y: CGFloat = 0
        var laidOut: [[UICollectionViewLayoutAttributes]] = []
        var headers: [UICollectionViewLayoutAttributes?] = []
        var sections: [(header: CGRect, footer: CGRect)] = []
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            if sizedHeights.count <= section { sizedHeights.append([]) }
            let known = sizedHeights[section].count
            if known < count { sizedHeights[section] += Array(repeating: nil, count: count - known) }
            if known > count { sizedHeights[section].removeLast(known - count) }
            let metrics = metrics(of: section, in: collectionView)
            let headerHeight = sized(UICollectionView.elementKindSectionHeader, section) ?? metrics.header
            let footerHeight = sized(UICollectionView.elementKindSectionFooter, section) ?? metrics.footer
            let header = CGRect(x: 0, y: y, width: width, height: headerHeight)
            headers.append(supplementary(UICollectionView.elementKindSectionHeader, section, frame: header))
            y += headerHeight + metrics.inset.top
            let lineWidth = max(0, width - metrics.inset.left - metrics.inset.right)
            let origin = CGPoint(x: metrics.inset.left, y: y)
            let frames = if !selfSizes, let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout {
                FlowLine.layOut(sizes: (0..<count).map { delegate.collectionView(collectionView, layout: self,
                                                                                  sizeForItemAt: IndexPath(item: $0, section: section)) },
                                lineWidth: lineWidth, interitemSpacing: metrics.interitemSpacing, lineSpacing: metrics.lineSpacing, origin: origin)
            } else if !selfSizes && itemSize.width <= lineWidth {
                FlowLine.layOut(count: count, itemSize: itemSize, lineWidth: lineWidth, interitemSpacing: metrics.interitemSpacing,
                                lineSpacing: metrics.lineSpacing, origin: origin)
            } else {
                fullLines(section: section, count: count, lineWidth: lineWidth, spacing: metrics.lineSpacing, origin: origin)
            }
            laidOut.append(frames.frames.enumerated().map { item, frame in
                let attributes = makeAttributes()
                attributes.indexPath = IndexPath(item: item, section: section)
                attributes.frame = frame
                return attributes
            })
            y = frames.maxY + metrics.inset.bottom
            let footer = CGRect(x: 0, y: y, width: width, height: footerHeight)
            headers.append(supplementary(UICollectionView.elementKindSectionFooter, section, frame: footer))
            sections.append((header, footer))
            y += footerHeight
        }
        lines = laidOut
        sectionFrames = sections
        supplementaries = headers.compactMap { $0 }
        contentSize = CGSize(width: width, height: y)
    }

    /// A section's header or footer attributes, nil when its height is 0.
    private func supplementary(_ kind: String, _ section: Int, frame: CGRect) -> UICollectionViewLayoutAttributes? {
        guard frame.height > 0 else { return nil }
        let attributes = makeAttributes()
        attributes.indexPath = IndexPath(item: 0, section: section)
        attributes.representedElementCategory = .supplementaryView
        attributes.representedElementKind = kind
        attributes.frame = frame
        return attributes
    }

    /// The self-sized height of a header or footer, while self-sizing is on.
    private func sized(_ kind: String, _ section: Int) -> CGFloat? {
        selfSizes ? sizedSupplementaries[kind]?[section] : nil
    }

    /// `attributes` as shown now: a copy at its pinned frame when its kind pins, else itself.
    private func pinned(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let section = attributes.indexPath.section
        guard sectionFrames.indices.contains(section), let visible = collectionView?.pinningSpan else { return attributes }
        let frames = sectionFrames[section]
        let frame: CGRect
        switch attributes.representedElementKind {
        case UICollectionView.elementKindSectionHeader? where sectionHeadersPinToVisibleBounds:
            frame = SectionPinning.pinnedHeader(attributes.frame, sectionEnd: frames.footer.maxY, visible: visible)
        case UICollectionView.elementKindSectionFooter? where sectionFootersPinToVisibleBounds:
            frame = SectionPinning.pinnedFooter(attributes.frame, sectionStart: frames.header.maxY, visible: visible)
        default:
            return attributes
        }
        guard frame != attributes.frame, let copy = attributes.copy() as? UICollectionViewLayoutAttributes else { return attributes }
        copy.frame = frame
        return copy
    }

    /// `layoutAttributesForSupplementaryView(ofKind:at:)`: a section's header or footer, at
    /// its pinned frame when its kind pins. O(sections).
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        supplementaries.first { $0.representedElementKind == elementKind && $0.indexPath.section == indexPath.section }.map(pinned)
    }

    /// True while headers or footers pin: the visible bounds move them.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    /// A self-sizing section's items, one to a line of `lineWidth`, `spacing` apart.
    private func fullLines(section: Int, count: Int, lineWidth: CGFloat, spacing: CGFloat, origin: CGPoint)
        -> (frames: [CGRect], maxY: CGFloat) {
        var y = origin.y
        var frames: [CGRect] = []
        frames.reserveCapacity(count)
        for item in 0..<count {
            if item > 0 { y += spacing }
            let height = sizedHeights[section][item] ?? unsizedHeight
            frames.append(CGRect(x: origin.x, y: y, width: lineWidth, height: height))
            y += height
        }
        return (frames, y)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    /// The items whose frames intersect `rect` — a binary search for the first line, as the
    /// lines are stacked — then the headers and footers that do, at their pinned frames when
    /// their kind pins. O(log n + k + sections).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        for items in lines {
            var low = 0, high = items.count
            while low < high {
                let mid = (low + high) / 2
                if items[mid].frame.maxY <= rect.minY { low = mid + 1 } else { high = mid }
            }
            var index = low
            while index < items.count, items[index].frame.minY < rect.maxY {
                if items[index].frame.intersects(rect) { found.append(items[index]) }
                index += 1
            }
        }
        return found + supplementaries.map(pinned).filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard lines.indices.contains(indexPath.section), lines[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return lines[indexPath.section][indexPath.item]
    }

    /// With self-sizing on, a cell's, header's or footer's preferred height that differs.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        selfSizes && originalAttributes.representedElementCategory != .decorationView
            && preferredAttributes.size.height != originalAttributes.size.height
    }

    /// Records the preferred height, then the context names the element.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        if originalAttributes.representedElementCategory == .supplementaryView, let kind = originalAttributes.representedElementKind {
            sizedSupplementaries[kind, default: [:]][originalAttributes.indexPath.section] = preferredAttributes.size.height
        } else {
            sizedHeights.record(preferredAttributes.size.height, at: originalAttributes.indexPath)
        }
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    /// Moves the recorded sizes with the update, before `prepare()` lays the new counts out:
    /// deleted items' go, inserted items start unsized; headers and footers size again.
    override func carrySizes(through updateItems: [UICollectionViewUpdateItem]) {
        sizedHeights.carry(through: updateItems)
        sizedSupplementaries.removeAll()
    }
}
