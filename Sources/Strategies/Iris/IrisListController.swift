import ChatModel
import Foundation
import ListDiff
import ListLayout
import Simulator
import Viewport

/// The most common UIKit chat list as it usually ships: natural order, a diffable data
/// source with two sections, an animated apply on every update — with options that switch
/// each costly or wrong choice to its fix.
///
/// The design:
/// - **Two sections.** Messages (estimated 100 pt, insets 16, 18 pt spacing) and a typing
///   indicator row in a section of its own (estimated 44 pt, insets 8 top and bottom, 16 at
///   the sides), shown while the reply waits for its first token
///   (``ListLayoutConfiguration/messagesAndTypingSection``).
/// - **One update path.** Every change of the view model — a send, every streamed chunk, a
///   reply finishing — rebuilds the snapshot from the messages and applies it with
///   `animatingDifferences: true`, the first one on opening included. The identifiers do not
///   change while a reply streams and nothing calls `reconfigureItems(_:)`, so the streaming
///   cell keeps the text it was configured with (`staleCellFrames`) and every chunk pays an
///   animation transaction.
/// - **The SwiftUI bridge** (`updateUIViewController`) hands the view controller its
///   messages when their identifiers or the newest one's text changed, then the generating
///   flag (whether a reply is pending) when it changed — and each runs the full update. A
///   reply starting costs two applies (its empty message, then the flag with the typing
///   indicator); a reply ending, whose text the last chunk already brought, one.
/// - **The typing indicator's dots** animate from a display link the cell starts when it is
///   configured and stops only in `prepareForReuse()`: after the indicator leaves, its cell
///   waits in the reuse pool with the link still firing, 17 µs every frame
///   (``DisplayLinkCost``: the callback and 3 dots × `transform` and `alpha`), for the rest
///   of the screen's life.
/// - **Scroll-to-bottom from the apply's completion** (0.3 s after an animated apply), when
///   near the bottom (80 pt) or following a stream (from a send until the user drags away or
///   the reply ends), to `contentSize.height − frame height + input height + contentInset`:
///   the list's frame already ends at the input bar, so the target overshoots the end of the
///   content by the input bar's height.
/// - **A costly cell provider**: a linear `messages.first(where:)` for the cell's message
///   over the whole conversation (the view model holds every message; the list shows the
///   newest page and never pages), a new `DateFormatter` for the timestamp and a full
///   markdown and `<think>` re-parse on every configure — so configure cost grows with the
///   conversation's length.
///
/// | option | as shipped (default) | fix |
/// |---|---|---|
/// | `reconfigure` | `never` — same identifiers, no reconfigure: the streaming cell shows stale text | `streaming` — reconfigure the messages that changed |
/// | `animate` | `always` — every apply animated, one transaction per chunk | `inserts` — animate only inserts and deletes |
/// | `generatingApply` | `separate` — a second full apply when a reply starts (its message, then the flag) | `merged` — one apply with the new flag |
/// | `follow` | `completion` — scroll-to-bottom from every apply's completion, animated | `displayLink` — stay pinned once per frame while following |
/// | `scrollTarget` | `overshoot` — past the end by the input bar's height | `exact` — the scroll view's maximum offset |
/// | `configure` | `costly` — linear lookup, new formatter, full re-parse | `cached` — O(1) lookup, one formatter, incremental parse |
/// | `composerGrowth` | `ignored` — the input bar grows (typing, attachments) and the list's frame shrinks under a still offset: the newest message slides behind it | `followed` — near the bottom, the list keeps its newest message above the input bar |
/// | `typingDots` | `leak` — the dots' display link runs on after the indicator leaves | `stop` — stopped when the indicator ends displaying |
/// | `updates` | `perChunk` — the bridge hands every chunk to the view controller, one full update each | `coalesced` — chunks collected and handed over at most 10 times a second (a 100 ms timer), the finished reply at once |
/// | `finishedReplies` | `reparsed` — a finished reply is parsed again on every configure | `frozen` — its rendering kept once it finished: configuring it parses nothing |
/// | `textViews` | `perMessage` — one label for the reply's whole text (`createTextLabel(with:)` per `<think>`-free segment, rebuilt on every configure): every chunk lays the whole reply out again | `perBlock` — one label per markdown block, only the last one changing; `textKit2` — one TextKit 2 text view appended to, laying out the line it extends |
public final class IrisListController: ChatListController {
    public enum Reconfigure: String, Hashable, Sendable, CaseIterable { case never, streaming }
    public enum Animate: String, Hashable, Sendable, CaseIterable { case always, inserts }
    public enum GeneratingApply: String, Hashable, Sendable, CaseIterable { case separate, merged }
    public enum Follow: String, Hashable, Sendable, CaseIterable { case completion, displayLink }
    public enum ScrollTarget: String, Hashable, Sendable, CaseIterable { case overshoot, exact }
    public enum Configure: String, Hashable, Sendable, CaseIterable { case costly, cached }
    public enum ComposerGrowth: String, Hashable, Sendable, CaseIterable { case ignored, followed }
    public enum TypingDots: String, Hashable, Sendable, CaseIterable { case leak, stop }
    public enum Updates: String, Hashable, Sendable, CaseIterable { case perChunk, coalesced }
    public enum FinishedReplies: String, Hashable, Sendable, CaseIterable { case reparsed, frozen }
    /// How the assistant cell holds its text (``TextHolding``).
    public enum TextViews: String, Hashable, Sendable, CaseIterable {
        case perMessage, perBlock, textKit2

        var holding: TextHolding {
            switch self {
            case .perMessage: .oneTextViewPerMessage
            case .perBlock: .oneTextViewPerBlock
            case .textKit2: .appendingTextStorage
            }
        }
    }

    public struct Options: Hashable, Sendable {
        public var reconfigure: Reconfigure = .never
        public var animate: Animate = .always
        public var generatingApply: GeneratingApply = .separate
        public var follow: Follow = .completion
        public var scrollTarget: ScrollTarget = .overshoot
        public var configure: Configure = .costly
        public var composerGrowth: ComposerGrowth = .ignored
        public var typingDots: TypingDots = .leak
        public var textViews: TextViews = .perMessage
        public var updates: Updates = .perChunk
        public var finishedReplies: FinishedReplies = .reparsed
        /// "Near the bottom" within this distance of the end of the content, pt (the
        /// design's `nearBottomThreshold`).
        public var nearBottomThreshold: Double = 80

        public init() {}
    }

    public let options: Options
    private var isGenerating = false
    private var isNearBottom = true
    private var followStreaming = false
    /// Messages whose content changed since the last apply (reconfigured by the fix).
    private var changed: [MessageID] = []
    /// What the bridge last handed the view controller: the messages' identifiers and the
    /// newest one's text.
    private var handedIDs: [MessageID] = []
    private var handedLastText: String?
    /// Whether the typing indicator's display link is firing.
    private var typingDotsRunning = false
    /// The coalescing timer's flush, while chunks wait for it.
    private var pendingFlush: TimerID?
    /// The period of coalesced updates: 10 a second.
    static let coalescingPeriod = VirtualDuration.milliseconds(100)

    /// View properties the typing indicator's display-link callback writes each frame: each
    /// of its 3 dots' `transform` and `alpha`.
    static let typingDotsPropertyWrites = 6

    public init(options: Options = Options()) {
        self.options = options
    }

    public func viewDidLoad(_ context: ChatListContext) {
        let view = context.collectionView
        view.layoutConfiguration = .messagesAndTypingSection.holdingText(options.textViews.holding)
        bridgeUpdate(context)
        // The conversation was open before the scenario starts: at the bottom, at rest.
        for _ in 0..<3 {
            view.layoutIfNeeded()
            guard view.maxContentOffsetY - view.contentOffset.y > 0.5 else { break }
            view.setContentOffset(Point(y: view.maxContentOffsetY), animated: false)
        }
    }

    // MARK: - The view model's changes

    public func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) {
        switch change {
        case .tokens(let id):
            changed.append(id)
            if options.updates == .coalesced {
                scheduleFlush(context)
                return
            }
        case .replyFinished(let id, _):
            changed.append(id)
            if let pendingFlush { context.cancelTimer(pendingFlush) }
            pendingFlush = nil
        case .sent, .replyStarted, .olderPageLoaded, .olderPageFailed: break
        }
        bridgeUpdate(context)
    }

    /// Coalesced: the chunks so far reach the view controller when the running period ends.
    private func scheduleFlush(_ context: ChatListContext) {
        guard pendingFlush == nil else { return }
        pendingFlush = context.schedule(after: Self.coalescingPeriod) { [weak self] in
            guard let self else { return }
            self.pendingFlush = nil
            self.bridgeUpdate(context)
        }
    }

    /// The SwiftUI bridge's `updateUIViewController`: the messages when their identifiers or
    /// the newest one's text changed, then the generating flag when it changed. As shipped
    /// each runs the full update; merged, one update carries both. O(n).
    private func bridgeUpdate(_ context: ChatListContext) {
        let messages = context.messages
        let textChanged = switch (messages.last?.text, handedLastText) {
        case let (text?, handed?): !text.isSameText(as: handed)
        case (nil, nil): false
        case (nil, _?), (_?, nil): true
        }
        let messagesChanged = messages.count != handedIDs.count || textChanged
            || !messages.identifiers.elementsEqual(handedIDs)
        let generating = context.isReplyPending
        switch options.generatingApply {
        case .separate:
            if messagesChanged { updateMessages(context) }
            if generating != isGenerating { setGenerating(generating, context) }
        case .merged:
            guard messagesChanged || generating != isGenerating else { return }
            if generating != isGenerating { setFlag(generating) }
            updateMessages(context)
        }
    }

    /// `updateGenerating(_:)`: the flag, then the full update (the typing indicator comes or goes).
    private func setGenerating(_ generating: Bool, _ context: ChatListContext) {
        setFlag(generating)
        updateMessages(context)
    }

    private func setFlag(_ generating: Bool) {
        isGenerating = generating
        if !generating { followStreaming = false }
    }

    /// `updateMessages(_:)`: an apply of the whole snapshot; a new user message starts
    /// following the conversation.
    private func updateMessages(_ context: ChatListContext) {
        let previousCount = handedIDs.count
        handedIDs = Array(context.messages.identifiers)
        handedLastText = context.messages.last?.text
        apply(context)
        if handedIDs.count > previousCount, context.messages.last?.role == .user {
            followStreaming = true
        }
    }

    private func apply(_ context: ChatListContext) {
        let current = context.dataSource.snapshot()
        var snapshot = makeSnapshot(context, current: current)
        if options.reconfigure == .streaming {
            var seen = Set<MessageID>()
            let present = changed.filter { seen.insert($0).inserted }.map(ChatItemID.message)
                .filter { current.containsItem($0) && snapshot.containsItem($0) }
            // Cannot throw: `present` holds only items of `snapshot`.
            if !present.isEmpty { try? snapshot.reconfigureItems(present) }
        }
        changed.removeAll(keepingCapacity: true)
        let animate = switch options.animate {
        case .always: true
        case .inserts: !snapshot.hasIdenticalIdentifiers(to: current)
        }
        switch options.follow {
        case .completion:
            context.dataSource.apply(snapshot, animatingDifferences: animate) { [weak self] in
                guard let self, self.isNearBottom || self.followStreaming else { return }
                self.scrollToBottom(context, animated: true)
            }
        case .displayLink:
            context.dataSource.apply(snapshot, animatingDifferences: animate)
        }
    }

    /// Messages in section 0; the typing indicator in section 1 while generating and the
    /// newest message is an assistant reply with no text yet. O(n) (`current` itself when it
    /// holds exactly that: ``ChatSnapshot/reusing(_:orBuilding:)``).
    private func makeSnapshot(_ context: ChatListContext, current: ChatSnapshot) -> ChatSnapshot {
        // One item per distinct message id, the indicator once.
        var contents: [(section: Int, items: [ChatItemID])] = [(0, context.messages.identifiers.map(ChatItemID.message))]
        if isGenerating, let last = context.messages.last, last.role == .assistant, last.text.isEmpty {
            contents.append((1, [.typingIndicator]))
        }
        return ChatSnapshot.reusing(current, orBuilding: contents)
    }

    // MARK: - Scrolling

    public func displayLinkDidFire(_ context: ChatListContext) {
        if typingDotsRunning {
            context.chargeMainThread(microseconds: DisplayLinkCost.firing(propertyWrites: Self.typingDotsPropertyWrites))
        }
        guard options.follow == .displayLink, isNearBottom || followStreaming else { return }
        let view = context.collectionView
        guard !view.isTracking, !view.isDecelerating else { return }
        view.layoutIfNeeded()
        let distance = abs(bottomTarget(context) - view.contentOffset.y)
        // A line or two of new text: stay pinned; further (a send): glide.
        if distance > 0.5, !view.isAnimatingScroll {
            scrollToBottom(context, animated: distance > options.nearBottomThreshold)
        }
    }

    public func scrollViewDidScroll(_ context: ChatListContext) {
        let view = context.collectionView
        isNearBottom = view.maxContentOffsetY - view.contentOffset.y < options.nearBottomThreshold
        if (view.isTracking || view.isDragging) && !isNearBottom {
            followStreaming = false
        }
    }

    /// The input bar grew or shrank (its text view from 36 to 120 pt, the attachment strip):
    /// as shipped nothing reacts — the list's frame ends at the bar and UIKit keeps the
    /// offset, so the newest message slides behind it.
    public func viewportDidChange(_ context: ChatListContext) {
        guard options.composerGrowth == .followed, isNearBottom || followStreaming else { return }
        context.collectionView.layoutIfNeeded()
        scrollToBottom(context, animated: false)
    }

    public func scrollToBottomTapped(_ context: ChatListContext) {
        scrollToBottom(context, animated: true)
        followStreaming = true
    }

    /// Where scroll-to-bottom goes: the maximum offset, plus the input bar's height as
    /// shipped (the list's frame already ends at the input bar).
    private func bottomTarget(_ context: ChatListContext) -> Double {
        let view = context.collectionView
        switch options.scrollTarget {
        case .overshoot: return view.maxContentOffsetY + context.composerHeight
        case .exact: return view.maxContentOffsetY
        }
    }

    private func scrollToBottom(_ context: ChatListContext, animated: Bool) {
        let view = context.collectionView
        // As designed: only when the content is taller than the visible area.
        guard view.maxContentOffsetY > view.minContentOffsetY else { return }
        view.setContentOffset(Point(y: bottomTarget(context)), animated: animated)
    }

    // MARK: - Cells

    /// The typing indicator's cell leaves the screen: the fix stops its dots there.
    public func didEndDisplaying(_ item: ChatItemID, at indexPath: IndexPath?, _ context: ChatListContext) {
        if item == .typingIndicator, options.typingDots == .stop { typingDotsRunning = false }
    }

    public func configure(_ cell: inout CellConfiguration, for item: ChatItemID, at indexPath: IndexPath, _ context: ChatListContext) {
        // The cell provider starts the dots' display link (`startAnimating()`).
        if item == .typingIndicator { typingDotsRunning = true }
        if case .message(let id) = item, options.finishedReplies == .frozen, context.message(id)?.state.isFinal == true {
            cell.reusesFinishedRendering = true
        }
        guard case .message(let id) = item, options.configure == .costly else { return }
        // `messages.first(where: { $0.id == id })` over the whole conversation: message
        // identifiers number it from the oldest (0), so the search visits id + 1 elements.
        cell.linearLookupElements = Int(clamping: id.rawValue) + 1
        cell.createsDateFormatter = true
        cell.parsesWholeText = true
    }
}
