/// The first occurrence of a bug symptom or invariant violation in a run, located in time.
///
/// A run records the first frame of each kind (and how many frames showed it), so a report
/// says where to look rather than only how often.
public struct Finding: Hashable, Sendable, Codable {
    /// What was seen. Stable names, usable in tooling.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case upsideDown
        case staleCell
        case scrollToMiss
        case duplicateLoadMore
        case anchorDrift
        case redundantApply
        case followMiss
        case topAnchorMiss
        case keyboardOverlap
        case sendRefused
        case blankArea
        case hitch
        case snapshotError
        case invariantViolation
        case retrievalFailure
        case unrequestedScroll
        case newestHidden
        case restsShortOfBottom
        case loadMoreAfterNoMore
        case loadMoreWhilePageUnapplied
        case loadMoreBeforeScroll
        /// A cell on screen was replaced by a new one because the app reloaded its item
        /// instead of reconfiguring it (``Metric/replacedVisibleCells``).
        case visibleCellReplaced
        /// A timeline action the run could not perform (a reply whose schedule cannot be
        /// built, a conversation that cannot be generated): the run did not rehearse what the
        /// scenario says, so it fails (``failsRun``).
        case actionDropped
        /// A row configured more than once in a frame (``Metric/unshownUpdates``).
        case unshownUpdate
        /// A visible cell still stale after its message's stream ended (``Metric/staleAfterStreamFrames``).
        case staleAfterStream
        /// A visible cell went back to an older revision (``Metric/shownTextRegressions``).
        case shownTextWentBackwards
        /// A streaming reply's per-chunk cost grows with its length (``Metric/chunkCostSlope``).
        case chunkCostGrowsWithLength
        /// Rows on screen configured (their body run) with what they already showed, in more
        /// than one frame (``Metric/unchangedRowUpdates``).
        case unchangedRowsUpdated
        /// The list came to rest pushed past its end (``Metric/restPastEndMax``).
        case restsPastEnd
        /// The row being read was thrown off the screen by a layout change (``Metric/lostPlaceJumps``).
        case readerLostPlace

        /// Whether a finding of this kind fails its run whatever the run's expectations say:
        /// the run did not rehearse what its scenario asked (`actionDropped`), or the app did
        /// what UIKit answers with an exception — on a device the app would have crashed
        /// (`snapshotError`: an invalid batch update, a duplicate item identifier) — so none
        /// of its figures can pass. `chatrig run` exits 1 and prints the finding's message,
        /// the exception's text.
        public var failsRun: Bool {
            switch self {
            case .actionDropped, .snapshotError: true
            case .upsideDown, .staleCell, .scrollToMiss, .duplicateLoadMore, .anchorDrift, .redundantApply,
                 .followMiss, .topAnchorMiss, .keyboardOverlap, .sendRefused, .blankArea, .hitch,
                 .invariantViolation, .retrievalFailure, .unrequestedScroll, .newestHidden, .restsShortOfBottom,
                 .loadMoreAfterNoMore, .loadMoreWhilePageUnapplied, .loadMoreBeforeScroll, .visibleCellReplaced,
                 .unshownUpdate, .staleAfterStream, .shownTextWentBackwards, .chunkCostGrowsWithLength,
                 .unchangedRowsUpdated, .restsPastEnd, .readerLostPlace: false
            }
        }
    }

    public var frame: Int
    /// Virtual seconds since the start of the run.
    public var time: Double
    public var kind: Kind
    public var message: String
    /// Frames (or events) of this kind in the whole run, the first included.
    public var occurrences: Int

    public init(frame: Int, time: Double, kind: Kind, message: String, occurrences: Int = 1) {
        self.frame = frame
        self.time = time
        self.kind = kind
        self.message = message
        self.occurrences = occurrences
    }
}
