import ChatModel

/// Tells a visible message's text trailing its stream — lag, by design for a list that
/// coalesces updates — from text that is wrong: still stale after the stream ended, or gone
/// back to an older revision than the screen already showed. Built for the class of bug
/// "the reply's text lags or sticks" (a last chunk that never reaches the screen, a snapshot
/// applied out of order), not for one design.
///
/// - **Lag** (``Metric/textLagMax``): from the first frame a visible cell shows an older
///   revision than its streaming message's until the frame it catches up, ms. A list that
///   coalesces chunks to a fixed rate trails by up to its period: measured, not a defect.
/// - **Stuck** (``Metric/staleAfterStreamFrames``, finding ``Finding/Kind/staleAfterStream``):
///   a visible cell still showing an older revision ``staleAfterStreamGrace`` after its
///   message stopped streaming. No later chunk is coming to refresh it.
/// - **Backwards** (``Metric/shownTextRegressions``, finding
///   ``Finding/Kind/shownTextWentBackwards``): a visible cell showing an older revision of its
///   message than one the screen showed before — text that flickers back.
///
/// `staleCellFrames` still counts every frame with a trailing cell, lag or stuck; its
/// `staleCell` finding is raised only for a cell that trailed ``staleAfterStreamGrace`` or
/// longer (``isLagging(_:now:)``), so a coalescing list reads as lag, not as stale.
final class ShownTextWatch {
    /// How long after a stream ends its text may still trail before it is stuck: a list that
    /// coalesces to 10 updates a second flushes within 100 ms; 250 ms leaves that and a
    /// frame or two of layout. An estimate: no Apple source bounds it.
    static let staleAfterStreamGrace = VirtualDuration.milliseconds(250)

    private let engine: ListEngine
    private let conversation: ConversationState
    /// Since when each visible message's cell has trailed its message.
    private var trailingSince: [MessageID: VirtualInstant] = [:]
    /// Since when each trailing message has stopped streaming.
    private var endedAt: [MessageID: VirtualInstant] = [:]
    /// The newest revision the screen has shown of each message.
    private var highestShown: [MessageID: Int] = [:]

    init(engine: ListEngine, conversation: ConversationState) {
        self.engine = engine
        self.conversation = conversation
    }

    /// Whether the cell of `id`, trailing its message now, has done so for less than
    /// ``staleAfterStreamGrace`` as of the previous frame's check (a cell that starts trailing
    /// this frame is lagging). O(1).
    func isLagging(_ id: MessageID, now: VirtualInstant) -> Bool {
        guard let since = trailingSince[id] else { return true }
        return now - since < Self.staleAfterStreamGrace
    }

    /// Checks the cells on screen at the end of the frame starting `now`. O(v) for v visible
    /// cells, plus O(t) for the t messages trailing.
    func check(_ visible: [ListEngine.VisibleItem], now: VirtualInstant) {
        var lag = VirtualDuration.zero
        var seen = 0
        for item in visible {
            guard case .message(let id) = item.id, let message = conversation.messages.message(id) else { continue }
            let shown = item.cell.revision
            if let highest = highestShown[id], shown < highest {
                engine.record(.shownTextWentBackwards(id, from: highest, to: shown))
            }
            highestShown[id] = max(highestShown[id] ?? shown, shown)
            guard shown < message.revision else {
                trailingSince[id] = nil
                endedAt[id] = nil
                continue
            }
            seen += 1
            let since = trailingSince[id] ?? now
            trailingSince[id] = since
            if message.state.isFinal {
                let ended = endedAt[id] ?? now
                endedAt[id] = ended
                if now - ended >= Self.staleAfterStreamGrace {
                    engine.record(.staleAfterStream(id, shown: shown, current: message.revision,
                                                    sinceEndMilliseconds: (now - ended).milliseconds))
                    continue
                }
            }
            lag = max(lag, now - since)
        }
        if lag > .zero { engine.record(.textLag(milliseconds: lag.milliseconds)) }
        // Messages no longer trailing on screen start afresh when they come back.
        if trailingSince.count > seen {
            let onScreen = Set(visible.lazy.compactMap { item -> MessageID? in
                if case .message(let id) = item.id { id } else { nil }
            })
            trailingSince = trailingSince.filter { onScreen.contains($0.key) }
            endedAt = endedAt.filter { onScreen.contains($0.key) }
        }
    }
}
