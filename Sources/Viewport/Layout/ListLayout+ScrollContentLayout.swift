import ListLayout

/// The list layout is what the scroll view scrolls: its O(log n) height index answers the
/// viewport's extent and range queries.
extension ListLayout: ScrollContentLayout {
    public var itemCount: Int { count }

    public func itemExtent(at index: Int) -> ItemExtent {
        let frame = frame(at: index)
        return ItemExtent(minY: frame.minY, height: frame.height)
    }

    public func itemIndices(intersecting range: Range<Double>) -> Range<Int> {
        indexRange(intersecting: range)
    }

    public func reuseIdentifier(at index: Int) -> String {
        let kind: CellKind = cellKind(at: index)
        return kind.rawValue
    }
}
