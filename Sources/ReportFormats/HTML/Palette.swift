import RunResults

/// Colours of finding pins and of cell kinds in filmstrips.
enum Palette {
    static func color(_ kind: Finding.Kind) -> String {
        switch kind {
        case .upsideDown: "#d6336c"
        case .duplicateLoadMore: "#e8590c"
        case .anchorDrift: "#7048e8"
        case .redundantApply: "#1098ad"
        case .followMiss: "#f08c00"
        case .keyboardOverlap: "#5c940d"
        case .blankArea: "#495057"
        case .hitch: "#e03131"
        case .visibleCellReplaced: "#0c8599"
        case .staleCell, .scrollToMiss, .topAnchorMiss, .sendRefused, .snapshotError, .invariantViolation, .retrievalFailure,
             .unrequestedScroll, .newestHidden, .restsShortOfBottom, .loadMoreAfterNoMore, .loadMoreWhilePageUnapplied,
             .loadMoreBeforeScroll, .actionDropped, .unshownUpdate, .staleAfterStream, .shownTextWentBackwards,
             .chunkCostGrowsWithLength, .unchangedRowsUpdated, .restsPastEnd, .readerLostPlace: "#c92a2a"
        }
    }

    /// Fill of a cell kind (`ListLayout.CellKind` raw values).
    static func fill(cellKind: String) -> String {
        switch cellKind {
        case "user": "#cfe3ff"
        case "assistant": "#eceff3"
        case "thinking": "#e9ddff"
        case "images": "#c8f0e4"
        case "failed": "#ffd8d8"
        case "typingIndicator": "#fff0c2"
        case "dateSeparator": "#f6f6f6"
        case "loadingOlder": "#ffe0b8"
        default: "#e6e6e6"
        }
    }
}
