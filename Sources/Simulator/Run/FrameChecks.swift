import ChatModel
import ListLayout
import Viewport

/// The symptom detectors run at the end of every frame: each looks at what the screen shows
/// and tells the recorder what it saw.
///
/// Every detector here is stateless; what it compares against (whether the user wants the
/// newest message) is passed in. The row the reader reads is followed by ``ReaderWatch``.
struct FrameChecks {
    let engine: ListEngine
    let conversation: ConversationState

    /// Upside-down content: the first visible cell whose transform chain leaves its content
    /// drawn with a y-scale of −1.
    func checkUpright(_ visible: [ListEngine.VisibleItem]) {
        let transform = engine.transform
        guard let wrong = visible.first(where: { !$0.cell.configuration.transformChain(in: transform).isContentUpright }) else { return }
        let cell = wrong.cell.configuration
        let reason: UpsideDownReason = if transform.isFlipped && cell.cellTransform.isFlipped && cell.hostsContent {
            .cellTransformMissesHostedContent
        } else if transform.isFlipped {
            .flippedListNotUnflipped
        } else {
            .flippedInsideCell
        }
        engine.record(.upsideDown(wrong.id, kind: cell.kind, reason: reason))
    }

    /// Stale cells: the first visible message cell (top of the screen first) configured with
    /// an older revision of its message than the current one — its item changed and no apply
    /// reconfigured or reloaded it, so it shows old text (and keeps its old height). One
    /// event per frame at most. O(v) for v visible cells.
    ///
    /// A cell that has trailed its message for less than
    /// ``ShownTextWatch/staleAfterStreamGrace`` (`lagging`, from the watch's previous frame) is
    /// lag — a list that coalesces updates trails by up to its period, by design — and counts
    /// as a stale frame without a `staleCell` finding; a cell trailing longer is stuck, and
    /// the frame's event names it (the first such cell) with a finding.
    func checkFreshness(_ visible: [ListEngine.VisibleItem], lagging: (MessageID) -> Bool) {
        var firstLagging: MessageID?
        for item in visible {
            guard case .message(let id) = item.id, let message = conversation.messages.message(id),
                  item.cell.revision < message.revision else { continue }
            if lagging(id) {
                if firstLagging == nil { firstLagging = id }
                continue
            }
            engine.record(.staleCell(id, shown: item.cell.revision, current: message.revision))
            return
        }
        if firstLagging != nil { engine.record(.laggingCell) }
    }

    /// A scroll to an item waiting to be judged: a message the user asked for, or an item the
    /// controller scrolled to on its own (`cause`: the callback that did).
    struct ScrollToRequest {
        var item: ChatItemID
        var position: ScrollPosition
        var requestedAt: VirtualInstant
        var cause: ControllerCallback? = nil
    }

    /// How long a scroll to a message may keep moving before it is judged where it is.
    static let scrollToSettleLimit = VirtualDuration.seconds(2)

    /// Scroll to an item: once the list is at rest (no animation, deceleration or touch) —
    /// from the frame after a user's request, from the request's own frame for the
    /// controller's scroll — or ``scrollToSettleLimit`` after it, whether the item sits where
    /// `position` puts it (the offset UIKit's `scrollToItem` computes, clamped to the scroll
    /// range, within a point) and intersects the visible area. Returns whether the request
    /// was judged. O(log n).
    func checkScrollTo(_ request: ScrollToRequest) -> Bool {
        let elapsed = engine.now - request.requestedAt
        guard elapsed > .zero || request.cause != nil else { return false }
        let moving = engine.isMoving
        if moving && elapsed < Self.scrollToSettleLimit { return false }
        // A message not in the list is a miss, recorded.
        guard let (index, frame) = engine.state.placement(of: request.item) else {
            engine.record(.scrollToSettled(request.item, pointsOff: nil, visible: false, cause: request.cause))
            return true
        }
        let ideal: Double
        do {
            ideal = try engine.state.withScrollContent {
                try engine.scrollView.contentOffsetY(forItemAt: index, at: request.position, in: $0)
            }
        } catch {
            // The layout placed the message, so it holds its index; a scroll view that cannot
            // place it anyway is a miss and a broken invariant, both recorded.
            engine.record(.invalidRequest("the offset of \(request.item) at \(request.position): \(error)"))
            engine.record(.scrollToSettled(request.item, pointsOff: nil, visible: false, cause: request.cause))
            return true
        }
        let visibleRange = engine.viewport.unobscuredContentRange
        let visible = frame.maxY > visibleRange.lowerBound && frame.minY < visibleRange.upperBound
        engine.record(.scrollToSettled(request.item, pointsOff: engine.viewport.contentOffsetY - ideal, visible: visible,
                                       cause: request.cause))
        return true
    }

    /// Blank area: the part of the unobscured list beyond either end of the content, when the
    /// content is tall enough to fill it.
    ///
    /// Not while the user's own gesture overscrolls the list (a finger pulling past an edge, a
    /// fling bouncing back): that is rubber-banding, the platform's signal that scrolling
    /// reached an edge — "Bouncing visually indicates that scrolling has reached an edge of
    /// the content" (Apple, `UIScrollView.bounces`) — not content missing. A gap the app leaves
    /// at rest (a stale offset, an offset set past the end) still counts.
    func checkBlankArea() {
        if engine.viewport.isTracking || engine.viewport.isDecelerating { return }
        let unobscured = engine.viewport.unobscuredContentRange
        let contentHeight = engine.contentHeight
        guard contentHeight >= unobscured.upperBound - unobscured.lowerBound else { return }
        let above = max(0, min(unobscured.upperBound, 0) - unobscured.lowerBound)
        let below = max(0, unobscured.upperBound - max(unobscured.lowerBound, contentHeight))
        // Below half a point it is layout rounding, not a gap anyone sees.
        guard above + below >= 0.5 else { return }
        engine.record(.blankArea(squarePoints: (above + below) * engine.viewport.size.width))
    }

    /// Follow misses (a followed stream's last line off screen) and keyboard overlap (the
    /// keyboard or composer hiding the newest message the user is looking at).
    ///
    /// A list that scrolled a message to the top instead (``ChatListContext``'s lazy stack,
    /// `scrollTo(id, anchor: .top)`) does not follow the bottom: for it the fitting check is
    /// that the message's top stays where it landed (``checkTopAnchor()``), not follow misses.
    func checkNewestVisible(userWantsNewest: Bool) {
        guard userWantsNewest, !engine.viewport.isTracking else { return }
        let screenHeight = engine.viewport.size.height
        let visibleBottom = screenHeight - engine.viewport.bottomObstruction
        let visibleTop = engine.viewport.screenSafeArea.top
        let mapping = engine.viewport.screenMapping
        if engine.list.animatingTopAnchor != nil {
            // Still scrolling a message to the top: neither following nor landed yet.
        } else if engine.topAnchor != nil {
            checkTopAnchor()
        } else if let replyID = conversation.streamingReply?.messageID, let rect = engine.frame(of: .message(replyID)) {
            let bottom = mapping.screenY(of: rect) + rect.height
            if bottom > visibleBottom + 1 || bottom < visibleTop {
                engine.record(.followMiss(replyID, pointsBelow: bottom - visibleBottom))
            }
        }
        // The keyboard up, or the composer grown past its one-line height by what the user typed or attached.
        let obstructed = engine.viewport.keyboardHeight > 0
            || engine.viewport.composerHeight > engine.device.composerHeight
        if obstructed, let newest = conversation.messages.identifiers.last,
           let rect = engine.frame(of: .message(newest)) {
            let bottom = mapping.screenY(of: rect) + rect.height
            if bottom > visibleBottom + 1, bottom < screenHeight + rect.height {
                engine.record(.keyboardOverlap(newest, hiddenPoints: bottom - visibleBottom))
            }
        }
    }

    /// Top-anchor misses: the message a list scrolled to the top moved on screen by more than
    /// a point since it landed there, with no scroll of the user's.
    func checkTopAnchor() {
        guard let anchor = engine.topAnchor, let rect = engine.frame(of: anchor.id) else {
            engine.topAnchor = nil
            return
        }
        let screenY = engine.viewport.screenMapping.screenY(of: rect)
        guard let landed = anchor.screenY else {
            engine.topAnchor = (anchor.id, screenY)
            return
        }
        if abs(screenY - landed) > 1 {
            engine.record(.topAnchorMiss(anchor.id, points: screenY - landed))
        }
    }

    /// Token-to-screen: tokens count as shown in the frame whose visible cell was configured
    /// with them, presented at `presented`.
    ///
    /// A controller that reveals text at its own pace (``ChatListContext/setShownLength(_:of:)``)
    /// shows a token once the revealed text reaches it; a reply still revealing after its
    /// stream ended keeps counting until its last token is shown.
    func recordTokensShown(presentedAt presented: VirtualInstant) {
        // Each reply's token queue shrinks in place, through an inout access to the reply where
        // it lies (taking it out and putting it back would copy the reply twice a frame).
        if conversation.revealingReply != nil {
            recordShown(&conversation.revealingReply!, presentedAt: presented)
            if conversation.revealingReply?.pendingTokens.isEmpty == true,
               let window = conversation.revealingReply.take()?.streamingWindow {
                engine.record(.streamed(seconds: window.seconds))
            }
        }
        if conversation.streamingReply != nil {
            recordShown(&conversation.streamingReply!, presentedAt: presented)
        }
    }

    private func recordShown(_ reply: inout ConversationState.StreamingReply, presentedAt presented: VirtualInstant) {
        guard !reply.pendingTokens.isEmpty, let cell = engine.cells[.message(reply.messageID)] else { return }
        let revealed = engine.shownLength[reply.messageID] ?? .max
        var shown = 0
        for pending in reply.pendingTokens {
            guard pending.revision <= cell.revision, pending.length <= revealed else { break }
            engine.record(.tokensShown(count: pending.tokens, latencyMilliseconds: (presented - pending.arrival).milliseconds))
            shown += 1
        }
        guard shown > 0 else { return }
        reply.pendingTokens.removeFirst(shown)
        reply.lastShown = presented
    }
}
