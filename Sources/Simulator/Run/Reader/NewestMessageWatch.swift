import ChatModel
import ListLayout
import Viewport

/// Whether the newest message is shown when the user should see it, beyond the keyboard's
/// case (`keyboardOverlapFrames` keeps that meaning):
///
/// - **At open** (the run's start, another conversation, a fresh start) the list should show
///   its newest message. Every frame from the opening until the newest message's bottom first
///   comes into the visible area is a `newestHidden` frame, unless the user touches the screen
///   or asks for something else first — a list that opens at its oldest messages and jumps
///   later, or lands short, shows it here with how far short it opened.
/// - **At rest behind the composer**: the user wants the newest message (they have not
///   scrolled away since a send, a scroll-to-bottom tap or the opening), the list is at rest
///   (no touch, animation or deceleration), no reply streams (a streaming reply is judged by
///   `followMisses`), no message was scrolled to the top on purpose (a top anchor), the
///   keyboard is down and the composer at its one-line height, the newest message fits in
///   the visible area, and more than a point of it lies behind the composer or below it.
/// - **Rests short of the bottom**: after the user asked for the newest message (opening, a
///   send, a scroll-to-bottom tap) the list comes to rest — its offset and distance from the
///   bottom unchanged for ``restFrames`` frames, no touch, animation or deceleration — more
///   than a point short of its maximum offset, which includes the list's own bottom insets
///   (content inset, section inset). A list that scrolls a new message to the *top* on purpose
///   (a top anchor) is not judged.
final class NewestMessageWatch {
    /// Frames the offset must hold still to count as resting: 10 frames (≈ 0.17 s at 60 Hz),
    /// longer than a frame-to-frame follow step and shorter than a reader's glance — an estimate.
    static let restFrames = 10

    private let engine: ListEngine
    private let conversation: ConversationState
    /// The opening is being judged: the newest message has not been shown yet.
    private var opening = true
    /// The user asked for the newest message; the list's resting place is judged.
    private var bottomAsked = true
    private var resting: (distance: Double, offset: Double, frames: Int)?

    init(engine: ListEngine, conversation: ConversationState) {
        self.engine = engine
        self.conversation = conversation
    }

    /// The conversation opened: both its opening and its resting place are judged.
    func opened() {
        opening = true
        askedForNewest()
    }

    /// A send or a scroll-to-bottom tap.
    func askedForNewest() {
        bottomAsked = true
        resting = nil
    }

    /// The user touched the screen or asked for another place: the opening and any
    /// scroll-to-bottom are no longer judged.
    func userTookOver() {
        opening = false
        bottomAsked = false
        resting = nil
    }

    /// The frame's checks, after layout. O(1).
    func check(userWantsNewest: Bool) {
        let viewport = engine.viewport
        let moving = engine.isMoving
        var hiddenAtOpen = false
        if let hidden = newestHiddenPoints() {
            if opening, hidden.below > 1 {
                engine.record(.newestHidden(hidden.id, hiddenPoints: hidden.below, reason: .notOpenedAtNewest))
                hiddenAtOpen = true
            } else if !moving, userWantsNewest, conversation.streamingReply == nil, engine.topAnchor == nil,
                      viewport.keyboardHeight == 0, engine.viewport.composerHeight <= engine.device.composerHeight,
                      hidden.below > 1, hidden.partlyOnScreen, hidden.fits {
                engine.record(.newestHidden(hidden.id, hiddenPoints: hidden.below, reason: .composer))
            }
            if hidden.below <= 1 { opening = false }
        } else {
            opening = false
        }
        if !hiddenAtOpen { judgeResting(moving: moving) }
    }

    private func judgeResting(moving: Bool) {
        guard bottomAsked, engine.topAnchor == nil else { return }
        guard !moving else {
            resting = nil
            return
        }
        let distance = engine.distanceFromNewestEdge
        let offset = engine.viewport.contentOffsetY
        if distance <= 1 {
            bottomAsked = false
            resting = nil
            return
        }
        if let last = resting, abs(last.distance - distance) <= 0.5, abs(last.offset - offset) <= 0.5 {
            resting?.frames += 1
        } else {
            resting = (distance, offset, 1)
        }
        if let resting, resting.frames >= Self.restFrames {
            engine.record(.restsShortOfBottom(points: resting.distance))
            bottomAsked = false
            self.resting = nil
        }
    }

    /// The newest message, how far its bottom lies below the visible area's bottom, whether
    /// any of it is on the screen (behind the composer counts), and whether it fits in the
    /// visible area (a taller one cannot show its top and bottom at once; which it shows is
    /// the design's choice).
    private func newestHiddenPoints() -> (id: MessageID, below: Double, partlyOnScreen: Bool, fits: Bool)? {
        guard let newest = conversation.messages.identifiers.last, let rect = engine.frame(of: .message(newest)) else { return nil }
        let viewport = engine.viewport
        let bottom = viewport.screenMapping.screenY(of: rect) + rect.height
        let visibleBottom = viewport.size.height - viewport.bottomObstruction
        let fits = rect.height <= visibleBottom - viewport.screenSafeArea.top
        return (newest, bottom - visibleBottom, bottom < viewport.size.height + rect.height, fits)
    }
}
