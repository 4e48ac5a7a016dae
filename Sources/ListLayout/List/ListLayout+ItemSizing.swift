import ChatModel

/// What sizes an item in place of ChatRig's cell sizer: a SwiftUI row laid out from the
/// team's own views (ChatRigSwiftUI), where a row's height is what its views' layout gives.
///
/// Asked by ``ListLayout/measure(_:anchorY:)`` for each item it measures (an item not
/// measured yet, or whose content changed, or whose measurement was invalidated); nil hands
/// the item to the cell sizer.
public protocol ItemSizing: AnyObject, Sendable {
    /// The height of `item` laid out `width` points wide, and the grapheme clusters of text
    /// laid out to find it; nil: the cell sizer sizes it.
    func measure(_ item: ListItem, width: Double) -> ItemMeasurement?
}

/// An item's height as an ``ItemSizing`` found it.
public struct ItemMeasurement: Hashable, Sendable {
    public var height: Double
    /// Grapheme clusters of text laid out to find it (charged as text layout).
    public var charactersLaidOut: Int

    public init(height: Double, charactersLaidOut: Int) {
        self.height = height
        self.charactersLaidOut = charactersLaidOut
    }
}

extension ListLayout {
    /// The item sizer's layout of `slot`'s item: a cell of its kind, its container the whole
    /// cell; nil without an item sizer or when it declines.
    func itemLayout(of slot: Slot, width: Double) -> CellLayout? {
        guard let itemSizer, let measured = itemSizer.measure(slot.item, width: width) else { return nil }
        var layout = CellLayout(kind: Self.kind(of: slot.item, hasThinking: slot.hasThinking), width: width,
                                height: measured.height, container: LayoutRect(x: 0, y: 0, width: width, height: measured.height))
        layout.charactersLaidOut = measured.charactersLaidOut
        return layout
    }

    /// Forgets item `position`'s measured height (what sizes it changed without its content
    /// changing: a SwiftUI row's views ran their bodies): it keeps its height as an estimate
    /// until it is next measured. O(log n).
    public mutating func invalidateMeasurement(at position: Int) {
        let key = index.withElement(at: position) { slot in CacheKey(id: slot.item.id, width: itemWidth, dateHeader: slot.dateHeader) }
        cache[key] = nil
        index.updateElement(at: position) { $0.measuredWidth = nil }
    }
}
