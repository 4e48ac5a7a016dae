import ChatModel

// Measuring: the items near the visible area get their heights, as UIKit sizes cells as
// they come on screen.
extension ListLayout {
    /// Measures the items in `range` that are not measured at the current width and
    /// content, updating their heights.
    ///
    /// `anchorY` is a content y (for example the top of the first visible item): the
    /// report's ``MeasurementReport/heightDeltaAboveAnchor`` sums the changes of items
    /// that were wholly above it, i.e. how far content at the anchor was pushed down.
    /// O(k log n + text laid out) for k items.
    @discardableResult
    public mutating func measure(_ range: Range<Int>, anchorY: Double = 0) -> MeasurementReport {
        var report = MeasurementReport()
        let clamped = range.clamped(to: 0..<count)
        let cellWidth = itemWidth
        let sizer = sizer
        var shift = 0.0
        for position in clamped {
            // Most items in the range are measured already: asked in place, without copying
            // the slot out.
            if index.withElement(at: position, { $0.isMeasured(width: cellWidth) }) { continue }
            let slot = index.element(at: position)
            let version = slot.item.contentVersion
            let key = CacheKey(id: slot.item.id, width: cellWidth, dateHeader: slot.dateHeader)
            let newHeight: Double
            let entry = cache.index(forKey: key)
            if let entry, cache.values[entry].version == version {
                newHeight = cache.values[entry].layout.height
                report.cacheHits += 1
            } else {
                let layout = remeasure(slot, key: key, at: entry, version: version, width: cellWidth, sizer: sizer)
                newHeight = layout.height
                report.cellsMeasured += 1
                report.charactersLaidOut += layout.charactersLaidOut
            }
            let dateHeader = slot.dateHeader
            index.updateElement(at: position) { slot in
                slot.measuredWidth = cellWidth
                slot.measuredVersion = version
                slot.measuredDateHeader = dateHeader
            }
            let oldHeight = index.height(at: position)
            guard newHeight != oldHeight else { continue }
            let oldBottom = frame(at: position).maxY - shift
            index.setHeight(newHeight, at: position)
            let change = MeasurementReport.HeightChange(
                index: position, id: slot.item.id, oldHeight: oldHeight, newHeight: newHeight)
            report.changes.append(change)
            report.totalHeightDelta += change.delta
            if oldBottom <= anchorY { report.heightDeltaAboveAnchor += change.delta }
            shift += change.delta
        }
        counters.cellsMeasured += report.cellsMeasured
        counters.cacheHits += report.cacheHits
        counters.charactersLaidOut += report.charactersLaidOut
        return report
    }

    /// Lays `slot`'s item out again and caches it: the item sizer's layout when it answers
    /// (the text flows and segmentation stay as they were), else the cell sizer's, resuming
    /// the flows and segmentation of the cache entry at `entry` where it is stored, so they
    /// are uniquely referenced and grow in place (a copy would copy them).
    private mutating func remeasure(
        _ slot: Slot, key: CacheKey, at entry: [CacheKey: MeasuredCell].Index?, version: Int, width: Double, sizer: CellSizer
    ) -> CellLayout {
        if let sized = itemLayout(of: slot, width: width) {
            if let entry {
                cache.values[entry].layout = sized
                cache.values[entry].version = version
            } else {
                cache[key] = MeasuredCell(version: version, layout: sized, flows: TextFlowSet(), segmentation: SegmentationState())
            }
            return sized
        }
        if let entry {
            return cache.values[entry].remeasure(slot.item, version: version, width: width, dateHeader: slot.dateHeader, sizer: sizer)
        }
        let cell = MeasuredCell(measuring: slot.item, version: version, width: width, dateHeader: slot.dateHeader, sizer: sizer)
        cache[key] = cell
        return cell.layout
    }
}

extension ListLayout.MeasuredCell {
    /// The cell of `item` measured from scratch.
    init(measuring item: ListItem, version: Int, width: Double, dateHeader: Int64?, sizer: CellSizer) {
        var flows = TextFlowSet()
        var segmentation = SegmentationState()
        layout = sizer.layout(for: item, width: width, flows: &flows, segmentation: &segmentation, dateHeader: dateHeader)
        self.version = version
        self.flows = flows
        self.segmentation = segmentation
    }

    /// Measures `item` (this cell's item, changed) again, resuming this cell's text flows and
    /// segmentation in place; returns the new layout.
    mutating func remeasure(_ item: ListItem, version: Int, width: Double, dateHeader: Int64?, sizer: CellSizer) -> CellLayout {
        layout = sizer.layout(for: item, width: width, flows: &flows, segmentation: &segmentation, dateHeader: dateHeader)
        self.version = version
        return layout
    }
}
