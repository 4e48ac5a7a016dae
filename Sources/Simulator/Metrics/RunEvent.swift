import ChatModel
import ListLayout

/// Something a run observed that the metrics count: what the engine, the conversation and
/// the frame checks tell the ``MetricsRecorder``, which alone turns them into metrics and
/// findings.
enum RunEvent {
    // MARK: Frames
    /// A frame closed with `costMilliseconds` of modelled work against its budget.
    case frameClosed(costMilliseconds: Double, budgetMilliseconds: Double)

    // MARK: Text work (ShownTextWatch, ReplyCostGrowthWatch)
    /// A row was configured (or its body run).
    case rowConfigured(ChatItemID)
    /// The longest a visible cell's text trailed its streaming message this frame, ms.
    case textLag(milliseconds: Double)
    /// A visible cell showed revision `shown` of `current`, `sinceEndMilliseconds` after its
    /// message's stream ended.
    case staleAfterStream(MessageID, shown: Int, current: Int, sinceEndMilliseconds: Double)
    /// A visible cell showed revision `to` of a message the screen had shown at `from`.
    case shownTextWentBackwards(MessageID, from: Int, to: Int)
    /// A finished reply's chunk-cost slope, ms per 1,000 characters.
    case chunkCostSlope(millisecondsPerThousand: Double)
    /// A streaming reply's per-chunk cost grew with its length.
    case chunkCostGrows(MessageID, ChunkCostGrowth)
    /// A row on screen was configured (or its body run) with the content revision and
    /// configuration it already showed (``UnchangedRowWork``).
    case unchangedRowConfigured(ChatItemID)

    // MARK: Where the list rests (PastEndWatch)
    /// The list came to rest pushed `points` past its newest end (a gap under it, content
    /// hidden above).
    case restsPastEnd(points: Double)

    // MARK: Collection view work
    /// A snapshot was applied; `identicalItemCount` is set when it equalled the current one
    /// (same identifiers, no reload or reconfigure marks).
    case snapshotApplied(animated: Bool, identicalItemCount: Int?)
    /// A layout pass ran.
    case layoutPass
    /// Self-sizing measured `count` cells.
    case cellsMeasured(Int)
    /// A cell was taken for display: created, or dequeued from its reuse pool.
    case cellDequeued(created: Bool)
    /// The controller's cell provider configured a cell.
    case cellConfigured
    /// Cells alive and decoded image bytes held after a visibility update.
    case memory(cellsAlive: Int, imageBytes: Int)
    /// The controller named something the snapshot or the conversation does not hold.
    case snapshotError(String)
    /// The scroll view refused a request (a size, height or gesture out of its domain).
    case invalidRequest(String)
    /// The controller made a call the rehearsal cannot put on the virtual clock.
    case unmodelledCall(String)
    /// The knowledge base failed to retrieve a reply's sources.
    case retrievalFailed(String)
    /// A timeline action could not be performed; `explanation` says which and why.
    case actionDropped(explanation: String)

    // MARK: Pagination
    /// A load-more request; `duplicate` says why it repeated one, if it did.
    case loadMore(trigger: LoadMoreTrigger, duplicate: DuplicateLoadMore?)
    /// A load-more request that could not bring anything the list needed.
    case wastedLoadMore(WastedLoadMore)
    /// The user began a scroll gesture (drag or fling): load-more requests from now on count
    /// towards this gesture.
    case gestureBegan

    // MARK: Stability
    /// The first visible message moved `points` on screen with no scroll to explain it.
    case anchorMoved(ChatItemID, points: Double)
    /// The row the reader read moved, without a scroll, by at least the visible height: it
    /// left the screen (``Metric/lostPlaceJumps``).
    case readerLostPlace(ChatItemID, points: Double)
    /// A scroll to `item` came to rest `pointsOff` from where it was asked to be, visible
    /// or not (nil: the item is not in the list); `cause`: the controller callback that
    /// scrolled on its own, nil for a message the user picked.
    case scrollToSettled(ChatItemID, pointsOff: Double?, visible: Bool, cause: ControllerCallback?)
    /// The app scrolled the content the user read by `points` (net, over the frames of one
    /// scroll beginning at `frame`, `time`) with nothing asking for it, from callback `cause`;
    /// `touching`: the user's finger was on the screen.
    case unrequestedScroll(points: Double, cause: String, touching: Bool, frame: Int, time: VirtualInstant)
    /// `squarePoints` of the list showed no content.
    case blankArea(squarePoints: Double)
    /// A visible cell's content was drawn upside down.
    case upsideDown(ChatItemID, kind: CellKind, reason: UpsideDownReason)
    /// A visible cell showed content revision `shown` of its message, whose current revision
    /// is `current`.
    case staleCell(MessageID, shown: Int, current: Int)
    /// A visible cell trailed its message for less than the stale grace: lag, counted in
    /// ``Metric/staleCellFrames`` without a finding.
    case laggingCell
    /// `count` items on screen, `first` the first of them, showed a new cell this frame
    /// because `call` (made from callback `cause`) replaced the cell they had
    /// (``CellReplacementWatch``).
    case visibleCellsReplaced(ChatItemID, count: Int, call: CellReplacementCall, cause: ControllerCallback?)

    // MARK: Streaming
    /// `count` tokens reached the screen `latencyMilliseconds` after they arrived.
    case tokensShown(count: Int, latencyMilliseconds: Double)
    /// A reply streamed for `seconds`, first token to last shown.
    case streamed(seconds: Double)
    /// The followed streaming reply ended `pointsBelow` the visible area (negative: above it).
    case followMiss(MessageID, pointsBelow: Double)
    /// The message a list scrolled to the top sits `points` from where it landed.
    case topAnchorMiss(ChatItemID, points: Double)
    /// The keyboard and composer hid `hiddenPoints` of the newest message.
    case keyboardOverlap(MessageID, hiddenPoints: Double)
    /// `hiddenPoints` of the newest message were hidden, as `reason` says.
    case newestHidden(MessageID, hiddenPoints: Double, reason: NewestHiddenReason)
    /// After the user asked for the newest message the list came to rest `points` short of
    /// its bottom.
    case restsShortOfBottom(points: Double)

    /// The app moved the list's content (a programmatic scroll) while reply `replyID`
    /// streamed, or outside any reply (nil).
    case contentScrolledByApp(replyID: Int?)

    // MARK: The app's view model
    /// The app refused a send while a reply was pending; `explanation` says what the user saw.
    case sendRefused(explanation: String)
}

/// Why a load-more request was a duplicate.
enum DuplicateLoadMore {
    /// The request for the page before `cursor` was still in flight.
    case inFlight(cursor: MessageID)
    /// The page before `cursor` had been asked for already.
    case alreadyRequested(cursor: MessageID)
    /// The request for the page after `cursor` (newer messages) was still in flight.
    case newerInFlight(cursor: MessageID)
    /// The page after `cursor` had been asked for already.
    case newerAlreadyRequested(cursor: MessageID)
    /// The request for the conversation's newest page (from the middle of history) was still in flight.
    case newestInFlight

    /// Why, as a finding says it after "load-more from scroll issued".
    var explanation: String {
        switch self {
        case .inFlight(let cursor): "while the request for the page before \(cursor) was in flight"
        case .alreadyRequested(let cursor): "for cursor \(cursor), already requested"
        case .newerInFlight(let cursor): "while the request for the page after \(cursor) was in flight"
        case .newerAlreadyRequested(let cursor): "for the page after \(cursor), already requested"
        case .newestInFlight: "while the request for the newest page was in flight"
        }
    }
}

/// Why a cell's content was drawn upside down.
enum UpsideDownReason {
    /// The list is flipped and the cell unflipped with `cell.transform`, which hosted
    /// (`UIHostingConfiguration`) content does not inherit.
    case cellTransformMissesHostedContent
    /// The list is flipped and nothing unflips the cell's content.
    case flippedListNotUnflipped
    /// A transform inside an upright list flips the content.
    case flippedInsideCell

    var explanation: String {
        switch self {
        case .cellTransformMissesHostedContent: "cell.transform does not reach UIHostingConfiguration content; unflip the contentView"
        case .flippedListNotUnflipped: "the collection view is flipped and nothing unflips the cell's content"
        case .flippedInsideCell: "a transform in the cell flips its content"
        }
    }
}

/// Why a load-more request brought nothing the list needed.
enum WastedLoadMore {
    /// The list had been told there is no older history.
    case afterNoMore
    /// A request for newer messages with the newest message loaded (the list at its live end).
    case newerAfterNoMore
    /// The page before `cursor` had arrived and was not applied yet.
    case pageUnapplied(cursor: MessageID)
    /// The user had not scrolled yet and the loaded messages filled the list.
    case beforeScroll
}

/// Why the newest message was hidden outside the keyboard's case.
enum NewestHiddenReason {
    /// The composer at rest (keyboard down, one-line height) covers it.
    case composer
    /// The list opened away from it and has not shown it yet.
    case notOpenedAtNewest
}
