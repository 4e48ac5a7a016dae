extension SegmentedContent {
    // The unfinished tail, shown as if the input ended here and taken back at the next
    // append (the type's "Incremental cost").

    /// What the provisional rendering of the tail changed, to take it back.
    struct ProvisionalRecord: Sendable {
        var committedCount: Int
        var lastUTF8Count: Int
        var lastIsClosed: Bool
        var lastMarkup: InlineMarkup
        var changedLast: Bool
    }

    /// Shows the unfinished tail as if the input ended here, recording how to take it back.
    mutating func renderTailProvisionally() {
        // Reads fields one by one: holding a copy of the last segment would make the
        // provisional pass copy its whole text on write.
        let last = segments.indices.last
        provisional = ProvisionalRecord(
            committedCount: segments.count,
            lastUTF8Count: last.map { segments[$0].text.utf8.count } ?? 0,
            lastIsClosed: last.map { segments[$0].isClosed } ?? false,
            lastMarkup: last.map { segments[$0].inlineMarkup } ?? InlineMarkup(),
            changedLast: false
        )
        provisionalTouchedLast = false
        let committedMode = mode
        if mode == .thinking {
            // Held bytes show only when they are more than trailing whitespace (a partial
            // `</think>` that may still turn out to be text).
            if tail.contains(where: { !Self.isWhitespace($0) }) {
                appendThinking(tail[...], closing: false)
            }
        } else if !tail.isEmpty {
            processLine(Self.strippingCR(tail[...]), isComplete: false)
        }
        mode = committedMode
        provisional?.changedLast = provisionalTouchedLast
    }

    /// Removes what ``renderTailProvisionally()`` added. O(size of the provisional part).
    mutating func retractProvisional() {
        guard let record = provisional else { return }
        provisional = nil
        if segments.count > record.committedCount {
            touch(record.committedCount)
            segments.removeSubrange(record.committedCount...)
        }
        guard record.changedLast, record.committedCount > 0 else { return }
        let index = record.committedCount - 1
        touch(index)
        segments[index].text.truncateUTF8(to: record.lastUTF8Count)
        segments[index].isClosed = record.lastIsClosed
        segments[index].inlineMarkup = record.lastMarkup
    }
}

extension String {
    /// Removes trailing bytes so that `utf8.count == count`; `count` must fall on a scalar
    /// boundary. O(removed bytes) for native strings.
    fileprivate mutating func truncateUTF8(to count: Int) {
        let excess = utf8.count - count
        guard excess > 0 else { return }
        removeSubrange(utf8.index(endIndex, offsetBy: -excess)...)
    }
}
