import Foundation

/// The table's section headers and footers in its rows' layout: their heights as UIKit
/// decides them, and their frames, pinned in the plain style (``TableRowsLayout``'s note).
extension TableRowsLayout {
    /// The height the header or footer `key` takes, as the rows are laid out; a self-sizing
    /// one (`automaticDimension`) is added to `selfSizing`. A self-sizing view with neither a
    /// positive estimate nor a title is asked for and measured now. O(1) plus that measurement.
    func sectionViewHeight(_ key: TableSectionViews.Key, in table: UITableView, selfSizing: inout Set<TableSectionViews.Key>) -> CGFloat {
        let delegate = table.tableDelegate
        let asked, estimate: CGFloat
        switch key.kind {
        case .header:
            asked = delegate?.tableView(table, heightForHeaderInSection: key.section) ?? table.sectionHeaderHeight
        case .footer:
            asked = delegate?.tableView(table, heightForFooterInSection: key.section) ?? table.sectionFooterHeight
        }
        if asked >= 0 && asked != UITableView.automaticDimension { return asked }
        selfSizing.insert(key)
        if let measured = measuredSectionViews[key] { return measured }
        switch key.kind {
        case .header:
            estimate = delegate?.tableView(table, estimatedHeightForHeaderInSection: key.section) ?? table.estimatedSectionHeaderHeight
        case .footer:
            estimate = delegate?.tableView(table, estimatedHeightForFooterInSection: key.section) ?? table.estimatedSectionFooterHeight
        }
        if estimate > 0 { return estimate }
        if table.sectionViews.title(for: key, in: table) != nil { return Self.defaultTitleHeight }
        let measured = table.sectionViews.measureOffScreen(key, in: table, width: collectionView?.frame.width ?? 0)
        measuredSectionViews[key] = measured
        return measured
    }

    /// The headers and footers of non-zero height that intersect `span` (content
    /// coordinates), in list order, with their frames — pinned to `visible` when given (the
    /// plain style's floating views, ``SectionPinning``). O(sections).
    func sectionViews(intersecting span: Range<CGFloat>, pinnedTo visible: Range<CGFloat>?)
        -> [(view: TableSectionViews.Key, frame: CGRect)] {
        var found: [(view: TableSectionViews.Key, frame: CGRect)] = []
        for section in sectionFrameList.indices {
            for kind in [TableSectionViews.Kind.header, .footer] {
                let frame = sectionFrame(kind, of: section, pinnedTo: visible)
                if frame.height > 0 && frame.minY < span.upperBound && frame.maxY > span.lowerBound {
                    found.append((TableSectionViews.Key(section: section, kind: kind), frame))
                }
            }
        }
        return found
    }

    /// The frame of a section's header or footer: as laid out (`rectForHeader(inSection:)` /
    /// `rectForFooter(inSection:)`), or pinned to `visible`; `.zero` for a section not laid out.
    /// A header is pushed up by the end of its section (its footer's bottom, where the next
    /// header starts); a footer stops at the bottom of its section's header. O(1).
    func sectionFrame(_ kind: TableSectionViews.Kind, of section: Int, pinnedTo visible: Range<CGFloat>? = nil) -> CGRect {
        guard sectionFrameList.indices.contains(section) else { return .zero }
        let frames = sectionFrameList[section]
        switch (kind, visible) {
        case (.header, nil): return frames.header
        case (.footer, nil): return frames.footer
        case (.header, let visible?): return SectionPinning.pinnedHeader(frames.header, sectionEnd: frames.footer.maxY, visible: visible)
        case (.footer, let visible?): return SectionPinning.pinnedFooter(frames.footer, sectionStart: frames.header.maxY, visible: visible)
        }
    }

    /// `rect(forSection:)`: the section's header, rows and footer, as laid out (pinning moves
    /// no section). O(1).
    func sectionRect(_ section: Int) -> CGRect {
        guard sectionFrameList.indices.contains(section) else { return .zero }
        let frames = sectionFrameList[section]
        return CGRect(x: frames.header.minX, y: frames.header.minY, width: frames.header.width,
                      height: frames.footer.maxY - frames.header.minY)
    }

    /// Forgets the measured headers and footers: `reloadData()` measures them again.
    func forgetSectionViewHeights() {
        measuredSectionViews.removeAll()
    }
}

extension TableSectionViews.Key {
    /// The header or footer that supplementary attributes of the table's rows stand for (the
    /// kinds `UICollectionView.elementKindSectionHeader` / `…Footer`); nil for a row.
    init?(_ attributes: UICollectionViewLayoutAttributes) {
        guard attributes.representedElementCategory == .supplementaryView else { return nil }
        switch attributes.representedElementKind {
        case UICollectionView.elementKindSectionHeader: self.init(section: attributes.indexPath.section, kind: .header)
        case UICollectionView.elementKindSectionFooter: self.init(section: attributes.indexPath.section, kind: .footer)
        default: return nil
        }
    }

    /// Attributes standing for this header or footer at `frame`.
    func attributes(frame: CGRect) -> UICollectionViewLayoutAttributes {
        let kind = switch self.kind {
        case .header: UICollectionView.elementKindSectionHeader
        case .footer: UICollectionView.elementKindSectionFooter
        }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        return attributes
    }
}
