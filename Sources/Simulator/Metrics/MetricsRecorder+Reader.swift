import ChatModel

/// The counters of the symptoms a reader reports in their own words: the list scrolled while
/// I was reading, I can't see the message I just sent, it keeps loading pages for nothing.
struct ReaderSymptoms: Sendable {
    var unrequestedScrolls = 0
    var unrequestedScrollMax = 0.0
    var newestHiddenFrames = 0
    var bottomShortfallMax = 0.0
    var restPastEndMax = 0.0
    var lostPlaceJumps = 0
    var loadMoreAfterNoMore = 0
    var loadMoreWhilePageUnapplied = 0
    var loadMoreBeforeScroll = 0
}

extension MetricsRecorder {
    mutating func recordUnrequestedScroll(points: Double, cause: String, touching: Bool, frame: Int, time: VirtualInstant) {
        let magnitude = abs(points)
        readerSymptoms.unrequestedScrolls += 1
        readerSymptoms.unrequestedScrollMax = max(readerSymptoms.unrequestedScrollMax, magnitude)
        let reader = touching ? "under the user's finger" : "while the user read away from the newest message"
        note(.unrequestedScroll, frame: frame, time: time,
             "the app scrolled the content being read \(Self.format(magnitude)) pt \(reader), from \(cause), and nothing asked for it")
    }

    mutating func recordNewestHidden(_ message: MessageID, hiddenPoints: Double, reason: NewestHiddenReason) {
        readerSymptoms.newestHiddenFrames += 1
        switch reason {
        case .composer:
            note(.newestHidden, "the composer (keyboard down) hides \(Self.format(hiddenPoints)) pt of the newest message \(message)")
        case .notOpenedAtNewest:
            note(.newestHidden, "the list opened \(Self.format(hiddenPoints)) pt short of its newest message \(message)")
        }
    }

    mutating func recordShortOfBottom(_ points: Double) {
        readerSymptoms.bottomShortfallMax = max(readerSymptoms.bottomShortfallMax, points)
        note(.restsShortOfBottom,
             "after the user asked for the newest message the list rests \(Self.format(points)) pt short of its bottom (its own bottom inset included)")
    }

    mutating func recordWasted(_ waste: WastedLoadMore) {
        switch waste {
        case .afterNoMore:
            readerSymptoms.loadMoreAfterNoMore += 1
            note(.loadMoreAfterNoMore, "load-more requested after the list was told there is no older history")
        case .newerAfterNoMore:
            readerSymptoms.loadMoreAfterNoMore += 1
            note(.loadMoreAfterNoMore, "newer messages requested with the newest message already loaded (the list is at its live end)")
        case .pageUnapplied(let cursor):
            readerSymptoms.loadMoreWhilePageUnapplied += 1
            note(.loadMoreWhilePageUnapplied,
                 "load-more requested while the page before \(cursor) had arrived and was not applied yet")
        case .beforeScroll:
            readerSymptoms.loadMoreBeforeScroll += 1
            note(.loadMoreBeforeScroll,
                 "load-more requested before the user scrolled, with the list already full (a batch fetch at open)")
        }
    }
}

extension MetricsRecorder {
    mutating func recordRestPastEnd(_ points: Double) {
        readerSymptoms.restPastEndMax = max(readerSymptoms.restPastEndMax, points)
        note(.restsPastEnd,
             "the list came to rest pushed \(Self.format(points)) pt past its end: a gap under its last message while content it had room for is hidden above (an offset the app set; the user's first touch snaps it back)")
    }

    /// The reader's row was thrown off the screen by a layout change: the class of "loading
    /// older messages teleports me" — a page prepended with `reloadData()` at the old offset,
    /// a reload that returns the rows above to estimates far from their heights, a content
    /// change under a reader scrolled up. `anchorDrift` counts every such move; this one is a
    /// move of at least the visible height, after which the reader sees none of what they read.
    mutating func recordReaderLostPlace(_ item: ChatItemID, _ points: Double) {
        readerSymptoms.lostPlaceJumps += 1
        note(.readerLostPlace,
             "\(item), the row being read, was thrown \(Self.format(abs(points))) pt, off the screen, by a layout change: the reader lost their place")
    }
}
