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
        var shift = 0.0
        for position in clamped {
            // Most items in the range are measured already: asked in place, without copying
            // the slot out.
            if index.withElement(at: position, { $0.isMeasured(width: cellWidth) }) { continue }
            var slot = index.element(at: position)
            let version = slot.item.contentVersion
            let key = CacheKey(id: slot.item.id, width: cellWidth, dateHeader: slot.dateHeader)
            let newHeight: Double
            if let cached = cache[key], cached.version == version {
                newHeight = cached.layout.height
                report.cacheHits += 1
            } else {
                // Moved out of the cache so the flows and segmentation are uniquely
                // referenced and grow in place (a second reference would copy them).
                var flows = TextFlowSet()
                var segmentation = SegmentationState()
                if var previous = cache.removeValue(forKey: key) {
                    swap(&flows, &previous.flows)
                    swap(&segmentation, &previous.segmentation)
                }
                let layout = sizer.layout(for: slot.item, width: cellWidth, flows: &flows, segmentation: &segmentation,
                                          dateHeader: slot.dateHeader)
                cache[key] = MeasuredCell(version: version, layout: layout, flows: flows, segmentation: segmentation)
                newHeight = layout.height
                report.cellsMeasured += 1
                report.charactersLaidOut += layout.charactersLaidOut
            }
            slot.measuredWidth = cellWidth
            slot.measuredVersion = version
            slot.measuredDateHeader = slot.dateHeader
            index.setElement(slot, at: position)
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
}
