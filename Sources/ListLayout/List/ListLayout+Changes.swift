import ChatModel

// Changing items: inserts, removals, replacements (a streamed chunk), date headers, width,
// the cache.
extension ListLayout {
    /// Inserts `items` before `position` (0 prepends, `count` appends), each at its
    /// cached height when one matches, else its estimated height. O(k + log n).
    public mutating func insert(_ items: [ListItem], at position: Int) {
        let cellWidth = itemWidth
        let rows = items.map { item -> (height: Double, element: Slot) in
            if let cached = cache[CacheKey(id: item.id, width: cellWidth)], cached.version == item.contentVersion {
                return (cached.layout.height, Slot(item: item, measuredWidth: cellWidth, measuredVersion: cached.version,
                                                   hasThinking: cached.layout.kind == .thinking))
            }
            return (configuration.estimatedHeight(of: item),
                    Slot(item: item, measuredWidth: nil, measuredVersion: 0, hasThinking: containsThinking(item)))
        }
        index.insert(contentsOf: rows, at: position)
    }

    /// Appends `items`. O(k + log n).
    public mutating func append(_ items: [ListItem]) { insert(items, at: count) }

    /// Removes the items in `range`. Their measured layouts stay cached, so an item
    /// removed and inserted again keeps its height. O(k + log n).
    public mutating func remove(_ range: Range<Int>) { index.removeSubrange(range) }

    /// Replaces item `position` (a streamed chunk, a state change, an expansion). Its
    /// height stays until it is measured again; measuring reports the change. O(log n).
    public mutating func replace(at position: Int, with item: ListItem) {
        let sizer = sizer
        index.updateElement(at: position) { slot in Self.replace(&slot, with: item, sizer: sizer) }
    }

    private static func replace(_ slot: inout Slot, with item: ListItem, sizer: CellSizer) {
        if slot.item.id != item.id {
            slot.measuredWidth = nil
            slot.dateHeader = nil
            slot.hasThinking = containsThinking(item, sizer: sizer)
        } else if case .message(let old) = slot.item, case .message(let new) = item {
            let oldCount = old.text.utf8.count, newCount = new.text.utf8.count
            if newCount >= oldCount {
                // A streamed chunk: only the appended bytes (and a tag's worth before them,
                // for a tag split across chunks) can add a `<think>`.
                let tail = Message(id: new.id, role: new.role,
                                   text: String(decoding: new.text.utf8.suffix(newCount - oldCount + Self.thinkTagOverlap), as: UTF8.self),
                                   createdAt: new.createdAt)
                slot.hasThinking = slot.hasThinking || sizer.segmenter.containsThinking(tail)
            } else {
                slot.hasThinking = containsThinking(item, sizer: sizer)
            }
        }
        slot.item = item
    }

    /// The day of the date header item `position`'s cell draws at its top, if any. O(log n).
    public func dateHeader(at position: Int) -> Int64? { index.withElement(at: position) { $0.dateHeader } }

    /// Sets the date header item `position`'s cell draws at its top (nil: none), as its cell
    /// was configured. A change leaves the item's height in place until it is measured again
    /// (it is no longer measured); measuring reports the change. Returns whether it changed.
    /// Only messages draw one; for other items this does nothing. O(log n).
    @discardableResult
    public mutating func setDateHeader(_ day: Int64?, at position: Int) -> Bool {
        index.updateElement(at: position) { slot in
            guard case .message = slot.item, slot.dateHeader != day else { return false }
            slot.dateHeader = day
            return true
        }
    }

    /// Changes the list width (rotation, split view). Every item keeps its current height
    /// as an estimate and is measured again, at the new width, when it is next in a
    /// measured range; layouts cached at a width seen before are reused. O(1).
    public mutating func invalidate(width newWidth: Double) {
        width = newWidth
    }

    /// Bytes before an appended chunk that a `<think>` tag split across chunks can start in.
    static let thinkTagOverlap = "<think>".utf8.count - 1

    private func containsThinking(_ item: ListItem) -> Bool { Self.containsThinking(item, sizer: sizer) }

    private static func containsThinking(_ item: ListItem, sizer: CellSizer) -> Bool {
        guard case .message(let message) = item else { return false }
        return sizer.segmenter.containsThinking(message)
    }

    /// Drops every cached layout and text flow (memory pressure). O(cache).
    public mutating func purgeCache() { cache.removeAll() }
}
