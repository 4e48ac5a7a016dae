import ChatModel

/// The counters of load-more requests: all of them, the duplicates by trigger, and the most
/// in one gesture.
struct LoadMoreCounts: Sendable {
    var calls = 0
    var duplicatesFromScroll = 0
    var duplicatesFromPrefetch = 0
    var callsThisGesture = 0
    var callsPerGestureMax = 0
    var inGesture = false
}

extension MetricsRecorder {
    /// A load-more request from `trigger`; `duplicate` when one like it was already pending.
    mutating func recordLoadMore(trigger: LoadMoreTrigger, duplicate: DuplicateLoadMore?) {
        loadMore.calls += 1
        if loadMore.inGesture {
            loadMore.callsThisGesture += 1
            loadMore.callsPerGestureMax = max(loadMore.callsPerGestureMax, loadMore.callsThisGesture)
        }
        guard let duplicate else { return }
        switch trigger {
        case .scroll: loadMore.duplicatesFromScroll += 1
        case .prefetch: loadMore.duplicatesFromPrefetch += 1
        }
        note(.duplicateLoadMore, "load-more from \(trigger.rawValue) issued \(duplicate.explanation)")
    }

    /// A finger touched down: a new gesture's load-more requests are counted from zero.
    mutating func recordGestureBegan() {
        loadMore.inGesture = true
        loadMore.callsThisGesture = 0
    }
}
