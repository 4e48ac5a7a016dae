import ChatModel
import Foundation
import ListDiff
import ListLayout
import Viewport

/// The layout pass every list runs: self-sizing near the screen, the content size, the
/// items on screen and their configuration, and the images they show.
extension ListEngine {
    /// Lays out if anything changed: self-sizes the items entering the visible area (which
    /// can move the content below them — the jump UIKit shows unless the layout compensates),
    /// updates the content size, then the visible cells.
    func layoutIfNeeded() {
        list.prepareLayout()
        if let customLayout = state.customLayout, customLayout.boundsWillChange(to: viewport.scrollView.bounds) {
            state.customLayoutDidChange()
            needsLayout = true
        }
        guard needsLayout else { return }
        needsLayout = false
        cellSizeInvalidated = false
        record(.layoutPass)
        let keepsBottom = !viewport.isTracking && !viewport.isDecelerating
            && ((list.keepsBottomAsContentGrows && distanceFromNewestEdge < 1) || bottomCorrectionPending)
        bottomCorrectionPending = false
        let lookahead = list.measuringLookahead
        for _ in 0..<4 {
            let visible = viewport.visibleSpan
            let range = state.indexRange(intersecting: (visible.lowerBound - lookahead)..<(visible.upperBound + lookahead))
            guard !range.isEmpty else { break }
            let anchorY = state.frame(at: range.lowerBound).minY
            let report = state.measure(range, anchorY: anchorY)
            record(.cellsMeasured(report.cellsMeasured))
            ledger.chargeMeasurement(report)
            viewport.setContentSize(state.contentHeight)
            var customLayoutChanged = false
            if let customLayout = state.customLayout {
                // The cells' preferred attributes: a custom layout adjusts the offset itself.
                let resized = customLayout.itemsDidSelfSize(range.map { ($0, state.measuredHeight(at: $0)) })
                customLayoutChanged = resized.changed
                if resized.changed { state.customLayoutDidChange() }
                viewport.setContentSize(state.contentHeight)
                if resized.contentOffsetAdjustment != 0 {
                    viewport.update { $0.adjustContentOffset(by: resized.contentOffsetAdjustment) }
                }
            } else if list.compensatesSelfSizingAboveVisibleItems {
                let delta = growthAboveVisibleTop(report)
                if delta != 0 { viewport.update { $0.adjustContentOffset(by: delta) } }
            }
            if report.changes.isEmpty && !customLayoutChanged { break }
        }
        viewport.setContentSize(state.contentHeight)
        // The rows it now rests on are sized before they show, as SwiftUI sizes a lazy stack's
        // row when it creates it: a pass at the new offset (which moves again only while sizing
        // them changes the content).
        if keepsBottom, movedToBottom() { return layoutIfNeeded() }
        updateVisibleCells()
        // A cell whose configuration changed its size (its date header) self-sizes again in
        // the same pass, as UIKit sizes a cell from its configured content before drawing it.
        // Bounded: the second pass configures only cells that were not displayed yet.
        if cellSizeInvalidated {
            cellSizeInvalidated = false
            layoutIfNeeded()
        }
    }

    /// Keeps a list anchored at its bottom there after measuring: moves it to the bottom and
    /// returns true (the caller lays out again at the new offset) — or, for a list that moves
    /// once a frame (``ListKindEngine/correctsBottomOncePerFrame``) and moved this frame
    /// already, leaves the move to the next frame's layout and returns false.
    private func movedToBottom() -> Bool {
        if list.correctsBottomOncePerFrame {
            guard abs(distanceFromNewestEdge) >= 0.5 else { return false }
            guard bottomCorrectedInFrame != frameIndex else {
                // Drawn where it landed; corrected next frame.
                bottomCorrectionPending = true
                needsLayout = true
                return false
            }
            bottomCorrectedInFrame = frameIndex
        } else {
            guard distanceFromNewestEdge >= 0.5 else { return false }
        }
        viewport.moveRequested(to: viewport.maxContentOffsetY)
        scrolls.noteJump()
        needsLayout = true
        return true
    }

    /// The height change of measured items that began above the top of the unobscured
    /// area — including one straddling it — which is what moves the visible content.
    private func growthAboveVisibleTop(_ report: MeasurementReport) -> Double {
        let visibleTop = viewport.contentOffsetY + viewport.adjustedContentInset.top
        var shift = 0.0
        var growth = 0.0
        for change in report.changes {
            let minYBefore = state.frame(at: change.index).minY - shift
            if minYBefore < visibleTop { growth += change.delta }
            shift += change.delta
        }
        return growth
    }

    /// Up to this many items on screen, membership is a linear search of the array.
    private static let linearSearchLimit = 32

    private func updateVisibleCells() {
        let span = viewport.visibleSpan
        let range = state.indexRange(intersecting: span)
        var visible: [ChatItemID] = []
        visible.reserveCapacity(range.count)
        for index in range { visible.append(state.itemID(at: index)) }
        if visible.count <= Self.linearSearchLimit {
            cells.endDisplay(unless: visible.contains)  // a screenful: a linear search beats hashing a set
        } else {
            let visibleSet = Set(visible)
            cells.endDisplay(unless: visibleSet.contains)
        }
        for id in visible where !cells.isDisplayed(id) {
            list.display(id, kind: state.cellKind(at: state.indexOfItem(id) ?? 0))
        }
        ledger.chargeLayoutPass(visibleItems: visible.count + cells.supplementaryOnScreen)
        record(.memory(cellsAlive: list.cellsAlive, imageBytes: cells.imageBytes))
        list.didUpdateVisibleItems(range, span: span)
    }

    /// Runs the controller's cell provider for `id` and charges what configuring costs: the
    /// list kind's own work, then decoding the message's images if no view holds them.
    func configure(_ id: ChatItemID, reusingCell: Bool) {
        guard let indexPath = state.indexPath(ofItem: id), let index = state.indexOfItem(id) else { return }
        var configuration = CellConfiguration(kind: state.cellKind(at: index))
        configureCell?(&configuration, id, indexPath)
        record(.cellConfigured)
        record(.rowConfigured(id))
        var shown: Message?
        if case .message(let messageID) = id { shown = message(messageID) }
        let revision = list.chargeConfiguration(configuration, of: id, message: shown, reusingCell: reusingCell)
        var length = 0
        if let shown {
            length = shown.text.utf8.count
            if !shown.attachments.isEmpty, !cells.holdsImages(of: shown.id) {
                ledger.chargeImageDecode(megapixels: shown.attachments.reduce(0) { $0 + $1.megapixels })
                cells.holdImages(of: shown.id, bytes: shown.attachments.reduce(0) { $0 + $1.decodedBytes })
            }
        }
        let cell = VisibleCells.Cell(configuration: configuration, revision: revision, configuredLength: length)
        if let before = cells[id], before.revision >= 0, before == cell { record(.unchangedRowConfigured(id)) }
        cells.store(cell, for: id)
    }

    /// The layout's item for `id`: a message shows its image placeholder while its images
    /// load. A snapshot naming a message that is not loaded is a `snapshotError`.
    func listItem(for id: ChatItemID) -> ListItem {
        switch id {
        case .message(let messageID):
            if var message = message(messageID) {
                if let (_, loads) = list.imageLoading, !message.attachments.isEmpty, !loads.loaded.contains(id) {
                    message.isShowingImagePlaceholder = true
                }
                return .message(message)
            }
            record(.snapshotError("the snapshot names \(messageID), which is not a loaded message"))
            return .loadingOlder
        case .typingIndicator: return .typingIndicator
        case .dateSeparator(let day): return .dateSeparator(day: day)
        case .loadingOlder: return .loadingOlder
        }
    }

    // MARK: - Images loaded after display

    /// An item just shown starts loading its images, when they load asynchronously; they
    /// arrive after the configured latency. O(timers).
    func startLoadingImages(of id: ChatItemID) {
        guard let (loading, loads) = list.imageLoading, case .message(let messageID) = id,
              let message = message(messageID), !message.attachments.isEmpty, loads.start(id) else { return }
        _ = timers.schedule(at: now + loading.latency) { [weak self] in self?.imagesDidLoad(id) }
    }

    /// An item's images arrived: its content grows to their size and it self-sizes again at
    /// the next layout.
    private func imagesDidLoad(_ id: ChatItemID) {
        guard let (_, loads) = list.imageLoading, loads.finish(id) else { return }
        state.replaceItem(id, with: listItem(for: id))
        needsLayout = true
    }

    // MARK: - What the screen shows

    /// What the visible items are listed from: the cells (``VisibleCells/version``), the
    /// items' places (``CollectionViewState/version``) and the scroll position.
    struct VisibleItemsKey: Equatable {
        var cells: Int
        var state: Int
        var mapping: ScreenMapping
    }

    /// A displayed item: its position in the list and on screen, and its cell.
    struct VisibleItem: Equatable {
        var id: ChatItemID
        var index: Int
        var frame: LayoutRect
        var screenY: Double
        var cell: VisibleCells.Cell
    }

    /// The displayed items with their frames, top of the screen first.
    ///
    /// Listed again only when the cells, the items' places or the scroll position changed
    /// since the last listing (a lookup and a frame per cell, and a sort); a frame in which
    /// nothing moved — most frames of a stream — gets the last listing, and so does the start
    /// of every frame (only the end-of-frame checks, the trace and the host figures run
    /// between two frames, and none of them scrolls, lays out or changes a cell). Checked
    /// against a fresh listing in debug builds.
    func visibleItems() -> [VisibleItem] {
        let key = VisibleItemsKey(cells: cells.version, state: state.version, mapping: viewport.screenMapping)
        if reusesVisibleItems, let cached = visibleItemsCache, cached.key == key {
            assert(cached.items == listVisibleItems(), "the visible items changed without a change of their sources")
            return cached.items
        }
        let items = listVisibleItems()
        visibleItemsCache = (key, items)
        return items
    }

    private func listVisibleItems() -> [VisibleItem] {
        let mapping = viewport.screenMapping
        var items: [VisibleItem] = []
        items.reserveCapacity(cells.displayed.count)
        for (id, cell) in cells.displayed {
            // Looked up directly: listing every cell through the placement cache would only
            // evict the few rows the end-of-frame checks ask for.
            guard let index = state.indexOfItem(id) else { continue }
            let frame = state.frame(at: index)
            items.append(VisibleItem(id: id, index: index, frame: frame, screenY: mapping.screenY(of: frame), cell: cell))
        }
        items.sort { $0.screenY != $1.screenY ? $0.screenY < $1.screenY : $0.index < $1.index }
        return items
    }
}
