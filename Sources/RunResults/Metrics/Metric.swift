/// A figure a run reports: its name, unit, which way is better, whether it is deterministic
/// or a host measurement, and whether a scenario may gate on it.
///
/// One list for the whole tool: the recorder fills a ``MetricSet`` keyed by it, scenario
/// files name it in `expect:` blocks, reports print it in ``all`` order, and a comparison of
/// two runs reads ``direction`` and ``kind`` to tell a regression from an improvement.
///
/// ```swift
/// Metric(name: "hitches")          // .hitches
/// Metric.hitches.direction         // .lowerIsBetter
/// Metric.tokensPerSecond.direction // .higherIsBetter
/// Metric.hostWallSeconds.isGateable // false: it varies with the machine
/// ```
public enum Metric: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    // MARK: Frames
    /// Frames the run lasted (duration × refresh rate).
    case frames
    /// Frames whose modelled cost exceeded the frame budget.
    case hitches
    /// Milliseconds of frame lateness per second of run (Apple's hitch-time ratio).
    case hitchTimeRatio
    /// Nearest-rank percentiles and maximum of the modelled frame cost.
    case frameCostP50, frameCostP90, frameCostP99, frameCostMax

    // MARK: Work
    /// Snapshots applied, of them animated, and of them identical to the current one.
    case snapshotApplies, animatedApplies, redundantApplies
    /// Cells configured, self-sized, created (not dequeued from the reuse pool).
    case cellsConfigured, cellsMeasured, cellsCreated
    /// Layout passes run.
    case layoutPasses

    // MARK: Pagination
    /// Load-more requests, and of them duplicates (one in flight, or the cursor already
    /// asked for), in all and by trigger.
    case loadMoreCalls, duplicateLoadMore, duplicateLoadMoreFromScroll, duplicateLoadMoreFromPrefetch
    /// The most load-more requests issued during one scroll gesture (a drag or fling, from
    /// touch-down until the next gesture begins): 1 for a pull that asks once.
    case loadMoreCallsPerGestureMax
    /// Load-more requests made after the list was told there is no older history (the
    /// opening page, or a page answering `hasMore: false`): each costs a request for nothing.
    case loadMoreAfterNoMore
    /// Load-more requests made while the previous page had arrived but was not yet applied
    /// (its messages in the view model, not in the list): the list still looks as if it
    /// needs a page, so it asks for the next one too early.
    case loadMoreWhilePageUnapplied
    /// Load-more requests made before the user's first scroll (a drag, fling, status-bar tap,
    /// scroll to a message or a tapped control), while the loaded messages already filled
    /// the list: a batch fetch at open that nobody needed yet.
    case loadMoreBeforeScroll

    // MARK: Stability
    /// The largest unrequested on-screen movement of the first visible message, and how
    /// many frames showed one.
    case anchorDriftMax, anchorDriftCount
    /// The largest and the summed area of the list showing no content.
    case blankAreaMax, blankAreaCumulative
    /// Scrolls to an item that did not come to rest at the requested position and visible:
    /// the user's picks (`scrollTo:`) and the app's own `scrollToItem` / `scrollTo(id, anchor:)`.
    case scrollToMisses
    /// Scrolls the app made that nothing asked for, while the user read away from the newest
    /// message or touched the screen (``Finding/Kind/unrequestedScroll``), and the largest
    /// jump one of them gave the content the user was reading, pt.
    case unrequestedScrolls, unrequestedScrollMax

    // MARK: Streaming
    /// Nearest-rank percentiles of the time from a token's arrival to its first frame on screen.
    case tokenToScreenP50, tokenToScreenP99
    /// Tokens shown per second of streaming.
    case tokensPerSecond
    /// Frames where a followed reply's last line was off screen.
    case followMisses
    /// Frames where the message a list scrolled to the top (instead of following the bottom)
    /// was more than 1 pt from where it landed: the fitting check for top-anchored lists.
    case topAnchorMisses
    /// Frames where the keyboard and composer hid the newest message.
    case keyboardOverlapFrames
    /// Frames where the newest message the user should see was hidden outside the keyboard's
    /// case: behind the composer at rest (keyboard down, composer at its one-line height), or
    /// off screen after opening because the list did not open on it.
    case newestHiddenFrames
    /// The most a list came to rest short of its bottom after the user asked for the newest
    /// message (opening, a send, a scroll-to-bottom tap), measured against the list's own
    /// bottom inset (section and content insets included), pt.
    case bottomShortfallMax
    /// Frames where a visible cell's content was drawn upside down.
    case upsideDownFrames
    /// Sends the app refused because a reply was still pending (a chat that allows no send
    /// while loading); the typed message never reached the list.
    case sendsRefused
    /// Frames in which a visible cell showed content older than its item: the item changed
    /// (a streamed chunk) but no apply reconfigured or reloaded its cell, as when a snapshot
    /// with unchanged identifiers is applied without `reconfigureItems(_:)`.
    case staleCellFrames
    /// Cells on screen replaced by a new cell because the app reloaded their item (a
    /// snapshot's `reloadItems`, `reloadData()`, `applySnapshotUsingReloadData`) where a
    /// `reconfigureItems` would have kept the cell: counted once per item and frame, only for
    /// an item drawn in the frame before and on screen again after
    /// (``Finding/Kind/visibleCellReplaced``); and the frames in which at least one was.
    case replacedVisibleCells, replacedCellFrames

    // MARK: Memory (modelled)
    /// The most cells alive at once (on screen and in reuse pools), and the most bytes of
    /// decoded images held by visible cells.
    case peakCellsAlive, peakImageBytes

    // MARK: Scrolling by the app
    /// The most times the app moved the list's content during one streamed reply (from the
    /// reply's start to its end): `setContentOffset`, `scrollToItem`, an alongside animation,
    /// a `ScrollViewReader.scrollTo` that found its row. A list that follows a reply by
    /// scrolling on every token writes the offset dozens of times a reply (a public bug report
    /// counted 37 scroll-to calls in 2.87 s of one reply); 0 when no reply streamed.
    case scrollWritesPerReply

    // MARK: Text work
    /// Configures of a row (or runs of its body) after its first in the same frame: work the
    /// screen never shows, since only the row's state at the end of a frame is presented (a
    /// cell reconfigured per token at more tokens a frame than one).
    case unshownUpdates
    /// The longest a visible cell's text trailed its streaming message, ms: the lag of a list
    /// that coalesces updates (``staleCellFrames`` counts those frames too) — measured, not a
    /// defect while the message still streams.
    case textLagMax
    /// Frames where a visible cell still showed an older revision of a message 250 ms after
    /// its stream ended: the last update never reached the screen (stuck, not lag).
    case staleAfterStreamFrames
    /// Frames where a visible cell showed an older revision of its message than the screen
    /// had already shown: text going backwards.
    case shownTextRegressions
    /// How a chunk frame's modelled cost grows with the length of the reply it lands in: the
    /// least-squares slope, ms per 1,000 characters (UTF-8 bytes) of the reply, the largest of
    /// the run's replies. Near 0 when a chunk costs O(chunk); the per-character cost of the
    /// work redone when a chunk costs O(reply) (a whole-text parse or layout).
    case chunkCostSlope
    /// Configures of a row on screen (or runs of its body) that gave it the content and
    /// configuration it already showed: work redone for a row that did not change (every
    /// visible row's body re-run because one message or the draft changed).
    case unchangedRowUpdates

    // MARK: Where the list rests
    /// The farthest the list came to rest pushed past its newest end, pt: a gap under the last
    /// message while content the gap had room for is hidden above — an offset the app set
    /// (a keyboard's height added to a short conversation's offset), which UIKit's scroll view
    /// never rests at on its own.
    case restPastEndMax
    /// Times the row the reader read was thrown off the screen without a scroll: an anchor
    /// drift (``anchorDriftMax``) of at least the visible height.
    case lostPlaceJumps

    // MARK: Host
    /// Median and 99th percentile of the CPU time this machine took per frame: each frame timed
    /// with the wall clock, every 64 frames corrected to the thread's CPU time
    /// (`WindowedFrameClock`).
    case hostFrameTimeP50, hostFrameTimeP99
    /// Growth of the allocated heap over the run's start.
    case hostAllocatedPeakBytes
    /// Allocations during the run (a lower bound: jemalloc merges thread counts lazily).
    case hostAllocations
    /// Real seconds the run took.
    case hostWallSeconds

    /// Whether a figure is the same for the same inputs on any machine.
    public enum Kind: Hashable, Sendable {
        /// Computed from the run's own events on the virtual clock: byte-for-byte repeatable.
        case deterministic
        /// Measured on the machine that ran the scenario: varies run to run.
        case host
    }

    /// Which way a change of the figure is an improvement.
    public enum Direction: Hashable, Sendable {
        case lowerIsBetter
        case higherIsBetter
        /// Neither: the figure describes the script, not how well the list did (`frames` is
        /// the scenario's length). A change is reported, never judged.
        case neutral
    }

    /// The metric spelled `name` in reports and scenario files, or nil. O(1).
    public init?(name: String) { self.init(rawValue: name) }

    /// The stable name reports and scenario files use.
    public var name: String { rawValue }

    public var description: String { rawValue }

    /// Every metric in report order: the deterministic ones, then the host ones.
    public static let all: [Metric] = allCases

    /// The deterministic metrics, in report order: the `metrics` map of every run.
    public static let deterministic: [Metric] = allCases.filter { $0.kind == .deterministic }

    /// The host metrics, in report order: a run's `hostMetrics` map.
    public static let host: [Metric] = allCases.filter { $0.kind == .host }

    public var kind: Kind {
        switch self {
        case .hostFrameTimeP50, .hostFrameTimeP99, .hostAllocatedPeakBytes, .hostAllocations, .hostWallSeconds: .host
        case .frames, .hitches, .hitchTimeRatio, .frameCostP50, .frameCostP90, .frameCostP99, .frameCostMax,
             .snapshotApplies, .animatedApplies, .redundantApplies, .cellsConfigured, .cellsMeasured,
             .cellsCreated, .layoutPasses, .loadMoreCalls, .duplicateLoadMore, .duplicateLoadMoreFromScroll,
             .duplicateLoadMoreFromPrefetch, .loadMoreCallsPerGestureMax, .loadMoreAfterNoMore,
             .loadMoreWhilePageUnapplied, .loadMoreBeforeScroll, .anchorDriftMax, .anchorDriftCount,
             .blankAreaMax, .blankAreaCumulative, .scrollToMisses, .unrequestedScrolls, .unrequestedScrollMax,
             .tokenToScreenP50, .tokenToScreenP99, .tokensPerSecond, .followMisses, .topAnchorMisses,
             .keyboardOverlapFrames, .newestHiddenFrames, .bottomShortfallMax, .upsideDownFrames, .sendsRefused,
             .staleCellFrames, .replacedVisibleCells, .replacedCellFrames, .peakCellsAlive, .peakImageBytes,
             .scrollWritesPerReply, .unshownUpdates, .textLagMax, .staleAfterStreamFrames, .shownTextRegressions,
             .chunkCostSlope, .unchangedRowUpdates, .restPastEndMax, .lostPlaceJumps:
            .deterministic
        }
    }

    /// Throughput is better higher; every other figure counts cost, work or symptoms.
    public var direction: Direction {
        switch self {
        case .tokensPerSecond: .higherIsBetter
        case .frames: .neutral
        case .hitches, .hitchTimeRatio, .frameCostP50, .frameCostP90, .frameCostP99, .frameCostMax,
             .snapshotApplies, .animatedApplies, .redundantApplies, .cellsConfigured, .cellsMeasured,
             .cellsCreated, .layoutPasses, .loadMoreCalls, .duplicateLoadMore, .duplicateLoadMoreFromScroll,
             .duplicateLoadMoreFromPrefetch, .loadMoreCallsPerGestureMax, .loadMoreAfterNoMore,
             .loadMoreWhilePageUnapplied, .loadMoreBeforeScroll, .anchorDriftMax, .anchorDriftCount,
             .blankAreaMax, .blankAreaCumulative, .scrollToMisses, .unrequestedScrolls, .unrequestedScrollMax,
             .tokenToScreenP50, .tokenToScreenP99, .followMisses, .topAnchorMisses, .keyboardOverlapFrames,
             .newestHiddenFrames, .bottomShortfallMax, .upsideDownFrames, .sendsRefused, .staleCellFrames,
             .replacedVisibleCells, .replacedCellFrames, .peakCellsAlive, .peakImageBytes, .scrollWritesPerReply,
             .unshownUpdates, .textLagMax, .staleAfterStreamFrames, .shownTextRegressions, .chunkCostSlope,
             .unchangedRowUpdates, .restPastEndMax, .lostPlaceJumps,
             .hostFrameTimeP50, .hostFrameTimeP99, .hostAllocatedPeakBytes, .hostAllocations, .hostWallSeconds:
            .lowerIsBetter
        }
    }

    /// Whether a scenario's `expect:` may gate on it: deterministic figures only, since a
    /// host figure would pass or fail with the machine.
    public var isGateable: Bool { kind == .deterministic }

    /// The unit the metric is reported in.
    public var unit: MetricUnit {
        switch self {
        case .hitchTimeRatio: .millisecondsPerSecond
        case .frameCostP50, .frameCostP90, .frameCostP99, .frameCostMax,
             .tokenToScreenP50, .tokenToScreenP99, .hostFrameTimeP50, .hostFrameTimeP99, .textLagMax,
             .chunkCostSlope: .milliseconds
        case .anchorDriftMax, .unrequestedScrollMax, .bottomShortfallMax, .restPastEndMax: .points
        case .blankAreaMax, .blankAreaCumulative: .squarePoints
        case .tokensPerSecond: .perSecond
        case .peakImageBytes, .hostAllocatedPeakBytes: .bytes
        case .hostWallSeconds: .seconds
        case .frames, .hitches, .snapshotApplies, .animatedApplies, .redundantApplies, .cellsConfigured,
             .cellsMeasured, .cellsCreated, .layoutPasses, .loadMoreCalls, .duplicateLoadMore,
             .duplicateLoadMoreFromScroll, .duplicateLoadMoreFromPrefetch, .loadMoreCallsPerGestureMax,
             .loadMoreAfterNoMore, .loadMoreWhilePageUnapplied, .loadMoreBeforeScroll, .anchorDriftCount,
             .scrollToMisses, .unrequestedScrolls, .followMisses, .topAnchorMisses, .keyboardOverlapFrames,
             .newestHiddenFrames, .upsideDownFrames, .sendsRefused, .staleCellFrames, .replacedVisibleCells,
             .replacedCellFrames, .peakCellsAlive, .scrollWritesPerReply, .unshownUpdates, .staleAfterStreamFrames,
             .shownTextRegressions, .unchangedRowUpdates, .lostPlaceJumps, .hostAllocations:
            .count
        }
    }
}

/// The unit of a metric, and the suffixes an expectation may write after its number.
public enum MetricUnit: Hashable, Sendable {
    /// A plain count; no suffix.
    case count
    /// Milliseconds: `ms`.
    case milliseconds
    /// Seconds: `s`.
    case seconds
    /// Milliseconds of lateness per second of scenario: `ms/s`.
    case millisecondsPerSecond
    /// Points: `pt`.
    case points
    /// Square points: `pt²` or `pt^2`.
    case squarePoints
    /// Per second: `/s`.
    case perSecond
    /// Bytes: `B`, `KB`, `MB`, `GB` (powers of 1000), `KiB`, `MiB`, `GiB` (powers of 1024).
    case bytes

    /// Accepted suffixes and the factor that converts a written value to the metric's unit,
    /// the canonical spelling first. A bare number is always accepted (factor 1).
    public var suffixes: [(spelling: String, factor: Double)] {
        switch self {
        case .count: []
        case .milliseconds: [("ms", 1)]
        case .seconds: [("s", 1)]
        case .millisecondsPerSecond: [("ms/s", 1)]
        case .points: [("pt", 1)]
        case .squarePoints: [("pt²", 1), ("pt^2", 1)]
        case .perSecond: [("/s", 1)]
        case .bytes: [
            ("B", 1), ("KB", 1e3), ("MB", 1e6), ("GB", 1e9),
            ("KiB", 1_024), ("MiB", 1_048_576), ("GiB", 1_073_741_824),
        ]
        }
    }

    /// The canonical suffix (`ms`, `pt²`, `B`), or nil for a count.
    public var symbol: String? { suffixes.first?.spelling }
}
