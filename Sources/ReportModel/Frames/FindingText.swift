import RunResults

/// How reports name a finding kind to a person.
public enum FindingText {
    /// The kind's name in a report: what the user sees, in a few words.
    public static func name(_ kind: Finding.Kind) -> String {
        switch kind {
        case .upsideDown: "upside-down content"
        case .staleCell: "stale cell"
        case .scrollToMiss: "scroll-to miss"
        case .duplicateLoadMore: "duplicate load-more"
        case .anchorDrift: "anchor drift"
        case .redundantApply: "redundant apply"
        case .followMiss: "follow miss"
        case .topAnchorMiss: "top-anchor miss"
        case .keyboardOverlap: "keyboard overlap"
        case .sendRefused: "send refused"
        case .blankArea: "blank area"
        case .hitch: "hitch"
        case .snapshotError: "snapshot error"
        case .invariantViolation: "invariant violation"
        case .retrievalFailure: "retrieval failure"
        case .unrequestedScroll: "unrequested scroll"
        case .newestHidden: "newest message hidden"
        case .restsShortOfBottom: "rests short of the bottom"
        case .loadMoreAfterNoMore: "load-more with no older history"
        case .loadMoreWhilePageUnapplied: "load-more before the last page was shown"
        case .loadMoreBeforeScroll: "load-more before any scroll"
        case .visibleCellReplaced: "visible cell replaced by a reload"
        case .actionDropped: "timeline action dropped"
        case .unshownUpdate: "update the screen never showed"
        case .staleAfterStream: "text stale after its stream ended"
        case .shownTextWentBackwards: "shown text went backwards"
        case .chunkCostGrowsWithLength: "chunk cost grows with the reply's length"
        case .unchangedRowsUpdated: "rows redrawn with nothing changed"
        case .restsPastEnd: "rests pushed past its end"
        case .readerLostPlace: "reader thrown off their place"
        }
    }
}
