import ChatModel

/// A one-section vertical list with self-sizing items: `UICollectionViewCompositionalLayout`
/// with `.estimated(…)` heights, headless.
///
/// Items are kept in display order in a ``HeightIndex``. Each starts at its estimated
/// height and becomes measured when ``measure(_:anchorY:)`` is called for a range that
/// contains it (the scroll view asks for the items near the visible area, as UIKit sizes
/// cells as they come on screen). Measured layouts are cached by item, content version
/// (`Message.revision` and expansion flags) and width; a streamed message keeps its text
/// flows so a new chunk re-flows its last line only.
///
/// Content coordinates: y grows down from the top of the section; item `i`'s frame is
/// `y = insets.top + Σ heights[0..<i] + i × spacing`, x = `insets.leading`, width =
/// `width − leading − trailing`.
///
/// Cost per call, n items: ``frame(at:)``, ``indexRange(intersecting:)``,
/// ``replace(at:with:)`` O(log n); ``insert(_:at:)`` and ``remove(_:)`` of k items
/// O(k + log n); ``measure(_:anchorY:)`` O(k log n + text re-flowed);
/// ``invalidate(width:)`` O(1) (items re-measure lazily); ``contentHeight`` O(1).
public struct ListLayout: Sendable {
    /// One row: its content and the state of its measured height.
    @usableFromInline
    struct Slot: Sendable {
        @usableFromInline var item: ListItem
        /// The width and content version the current height was measured at, if it was.
        var measuredWidth: Double?
        var measuredVersion: Int
        /// Whether the item's text holds a `<think>` tag, kept up to date incrementally
        /// (see ``ListLayout/replace(at:with:)``) so an unmeasured streaming reply's kind
        /// costs O(chunk), not O(text).
        var hasThinking: Bool
        /// The day of the date header the item's cell draws at its top, if it draws one
        /// (``setDateHeader(_:at:)``), and the one its current height was measured with.
        var dateHeader: Int64? = nil
        var measuredDateHeader: Int64? = nil

        /// Whether the height is measured at `width` for the current content and header.
        func isMeasured(width: Double) -> Bool {
            measuredWidth == width && measuredVersion == item.contentVersion && measuredDateHeader == dateHeader
        }
    }

    /// A measured layout of one item at one width, with the text flows and the content
    /// segmentation that produced it (both resumed when a streamed message grows).
    struct MeasuredCell: Sendable {
        var version: Int
        var layout: CellLayout
        var flows: TextFlowSet
        var segmentation: SegmentationState
    }

    struct CacheKey: Hashable, Sendable {
        var id: ChatItemID
        var width: Double
        var dateHeader: Int64? = nil
    }

    public private(set) var configuration: ListLayoutConfiguration
    /// The list's width (the collection view's bounds width).
    public internal(set) var width: Double
    public let sizer: CellSizer
    /// Sizes items instead of ``sizer`` where it answers (``ItemSizing``); nil: the sizer alone.
    public var itemSizer: (any ItemSizing)?
    /// Work done since creation.
    public internal(set) var counters = LayoutCounters()

    @usableFromInline var index: HeightIndex<Slot>
    /// The measured layouts, with their text flows and segmentation, by item, width and date
    /// header: kept when an item leaves the list, so it comes back at its height.
    var cache: [CacheKey: MeasuredCell] = [:]
    /// Where the second section begins, if the snapshot has one (see
    /// ``ListLayoutConfiguration/secondSectionInsets``).
    public private(set) var secondSectionStart: Int?

    // The queries a list asks many times a frame (count, frames, the items in a span, an
    // item's identifier) are inlinable: a caller holding the layout in a class then reads the
    // fields it needs instead of copying the whole layout to call them.

    /// An empty list `width` points wide.
    public init(
        width: Double,
        configuration: ListLayoutConfiguration = .spacious,
        measurer: any TextMeasurer = GlyphAdvanceMeasurer(),
        segmenter: any MessageContentSegmenter = MarkdownSegmenter()
    ) {
        self.width = width
        self.configuration = configuration
        var sizer = CellSizer(metrics: configuration.cellMetrics, measurer: measurer, segmenter: segmenter)
        sizer.textHolding = configuration.textHolding
        self.sizer = sizer
        self.index = HeightIndex()
    }

    // MARK: Geometry

    /// Number of items. O(1).
    @inlinable
    public var count: Int { index.count }

    /// Width available to cells: the list width minus the section's side insets.
    @inlinable
    public var itemWidth: Double {
        max(0, width - configuration.contentInsets.leading - configuration.contentInsets.trailing)
    }

    /// Insets + heights + spacing between items (and the second section's insets, when it
    /// has items). O(1).
    @inlinable
    public var contentHeight: Double {
        let insets = configuration.contentInsets
        if let (start, second) = activeSecondSection {
            return insets.top + index.totalHeight + Double(max(0, start - 1)) * configuration.interItemSpacing
                + insets.bottom + second.top + second.bottom
        }
        let gaps = Double(max(0, count - 1)) * configuration.interItemSpacing
        return insets.top + index.totalHeight + gaps + insets.bottom
    }

    /// Items from `start` on belong to the second section (the snapshot's second section
    /// begins there); nil when the snapshot has one section. Has no effect unless the
    /// configuration gives the second section its insets. O(1).
    public mutating func setSecondSectionStart(_ start: Int?) { secondSectionStart = start }

    /// The second section's first item and insets, when the configuration has one and it
    /// holds items.
    @inlinable
    var activeSecondSection: (start: Int, insets: DirectionalEdgeInsets)? {
        guard let start = secondSectionStart, let insets = configuration.secondSectionInsets,
              start >= 0, start < count else { return nil }
        return (start, insets)
    }

    /// The item at `position`. O(log n).
    @inlinable
    public func item(at position: Int) -> ListItem { index.element(at: position).item }

    /// The identifier of the item at `position`, read in place (the item, a message with its
    /// text, is not copied). O(log n).
    @inlinable
    public func itemID(at position: Int) -> ChatItemID { index.withElement(at: position) { $0.item.id } }

    /// The items in display order. O(n).
    public var items: [ListItem] {
        var result: [ListItem] = []
        result.reserveCapacity(count)
        index.forEach { _, slot in result.append(slot.item) }
        return result
    }

    /// The current height of item `position` (estimated or measured). O(log n).
    public func height(at position: Int) -> Double { index.height(at: position) }

    /// Whether item `position`'s height is measured at the current width and content. O(log n).
    public func isMeasured(at position: Int) -> Bool {
        index.withElement(at: position) { $0.isMeasured(width: itemWidth) }
    }

    /// Item `position`'s frame in content coordinates. O(log n).
    @inlinable
    public func frame(at position: Int) -> LayoutRect {
        let insets = configuration.contentInsets
        if let (start, second) = activeSecondSection, position >= start {
            // Below the whole first section (its insets and spacing), then the second's top
            // inset; no spacing inside the second section.
            let y = insets.top + Double(max(0, start - 1)) * configuration.interItemSpacing + insets.bottom + second.top
                + index.prefixHeight(upTo: position)
            return LayoutRect(x: insets.leading, y: y, width: itemWidth, height: index.height(at: position))
        }
        let y = insets.top + index.prefixHeight(upTo: position) + Double(position) * configuration.interItemSpacing
        return LayoutRect(x: insets.leading, y: y, width: itemWidth, height: index.height(at: position))
    }

    /// The measured cell layout of item `position` (its kind and part frames, relative to
    /// the item's frame), if it has been measured at the current width and content.
    public func cellLayout(at position: Int) -> CellLayout? {
        let (key, version) = index.withElement(at: position) { slot in
            (CacheKey(id: slot.item.id, width: itemWidth, dateHeader: slot.dateHeader), slot.item.contentVersion)
        }
        guard let cell = cache[key], cell.version == version else { return nil }
        return cell.layout
    }

    /// The kind of cell item `position` is drawn with (its reuse pool). O(log n): measured
    /// items answer from their layout; unmeasured ones from a thinking flag kept with the
    /// sizer's segmenter (``MessageContentSegmenter/containsThinking(_:)``) on insert and
    /// updated from the appended text on replace, so the kind before measuring equals the
    /// measured one.
    public func cellKind(at position: Int) -> CellKind {
        if let layout = cellLayout(at: position) { return layout.kind }
        return index.withElement(at: position) { slot in Self.kind(of: slot.item, hasThinking: slot.hasThinking) }
    }

    /// The items whose frames intersect `minY..<maxY` in content coordinates: from the
    /// first whose bottom is below `minY` to the last whose top is above `maxY`. Empty
    /// when none. O(log n), plus O(k) for the k items of a second section.
    @inlinable
    public func indexRange(intersecting span: Range<Double>) -> Range<Int> {
        guard let (start, _) = activeSecondSection else { return firstSectionRange(intersecting: span) }
        var range = firstSectionRange(intersecting: span).clamped(to: 0..<start)
        for position in start..<count {
            let rect = frame(at: position)
            guard rect.maxY > span.lowerBound, rect.minY < span.upperBound else { continue }
            range = range.isEmpty ? position..<(position + 1) : range.lowerBound..<(position + 1)
        }
        return range.isEmpty ? 0..<0 : range
    }

    /// ``indexRange(intersecting:)`` with every item spaced as the first section's. O(log n).
    @inlinable
    func firstSectionRange(intersecting span: Range<Double>) -> Range<Int> {
        let top = configuration.contentInsets.top
        let spacing = configuration.interItemSpacing
        guard let first = index.firstIndex(endingAfter: span.lowerBound - top, spacing: spacing),
              let last = index.lastIndex(startingBefore: span.upperBound - top, spacing: spacing),
              first <= last else { return 0..<0 }
        return first..<(last + 1)
    }
}
