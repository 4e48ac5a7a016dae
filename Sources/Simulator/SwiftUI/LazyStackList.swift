import ChatModel
import Foundation
import ListLayout
import Viewport

/// The SwiftUI message list a controller drives instead of the collection view:
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView {
///         LazyVStack(spacing: 16) { ForEach(messages) { MessageRow(message: $0).id($0.id) } }
///             .padding()
///     }
///     .contentMargins(.bottom, blank, for: .scrollContent)
///     .defaultScrollAnchor(.bottom)
/// }
/// ```
///
/// A controller makes it with ``ChatListContext/lazyStack(_:)`` in `viewDidLoad`, then tells
/// it when the state its body reads changed (``update(rows:rowCount:changed:animated:)``,
/// evaluated once in the frame's transaction) and scrolls it with ``scrollTo(_:anchor:animation:)``,
/// as `ScrollViewProxy` does. `.onChange(of:)` is the controller comparing the value it
/// watches in ``ChatListController/messagesDidChange(_:_:)`` (SwiftUI calls it after the
/// body update that changed the value; so does the engine, at the next transaction).
/// What it models, and from which public sources, is in ``LazyStackEngine``.
public final class LazyStackList {
    private let stack: LazyStackEngine
    private var engine: ListEngine { stack.engine }
    private var state: LazyStackState { stack.state }

    init(stack: LazyStackEngine) { self.stack = stack }

    /// The stack's geometry.
    public var configuration: LazyStackConfiguration { state.configuration }

    // MARK: State and body

    /// The body reads new state: the `ForEach` data is `rows` (its identifiers, plus chrome
    /// rows such as a typing indicator), of which `rowCount` rows are diffed (the whole data
    /// the view model holds, which may be longer than the rows loaded here), and `changed`
    /// rows' inputs changed. Coalesced: one evaluation per frame, before layout.
    public func update(rows: [ChatItemID], rowCount: Int, changed: [ChatItemID], animated: Bool = false) {
        if var pending = state.pending {
            pending.rows = rows
            pending.rowCount = rowCount
            pending.changed += changed
            pending.animated = pending.animated || animated
            pending.listBody = true
            state.pending = pending
        } else {
            state.pending = .init(rows: rows, rowCount: rowCount, changed: changed, animated: animated, listBody: true)
        }
        engine.setNeedsLayout()
    }

    /// Only `rows` changed, observed per row (`@Observable` rows): their bodies run, the list's
    /// body does not, so nothing is diffed.
    public func updateRows(_ rows: [ChatItemID]) {
        if state.pending != nil {
            state.pending?.changed += rows
        } else {
            state.pending = .init(rows: engine.snapshot.itemIdentifiers, rowCount: 0, changed: rows, animated: false, listBody: false)
        }
        engine.setNeedsLayout()
    }

    /// The rows the list shows now, top first.
    public var rows: [ChatItemID] { engine.snapshot.itemIdentifiers }

    // MARK: Modifiers

    /// `.defaultScrollAnchor(.bottom)`: the list opens at its bottom and, resting there, stays
    /// there as the content grows (iOS 18's `.initialOffset` and `.sizeChanges` roles).
    public var defaultScrollAnchorBottom: Bool {
        get { state.anchorsAtBottom }
        set { state.anchorsAtBottom = newValue }
    }

    /// `.contentMargins(.bottom, x, for: .scrollContent)` plus `.safeAreaPadding(.bottom, y)`:
    /// space after the last row, pt (the scroll view's bottom content inset).
    public var bottomContentMargin: Double {
        get { engine.viewport.scrollView.contentInset.bottom }
        set {
            guard newValue != bottomContentMargin else { return }
            engine.updateScrollView { $0.contentInset.bottom = max(0, newValue) }
        }
    }

    // MARK: Sizing rows

    /// Sizes the rows with `sizer` (a row laid out from its own views) where it answers, and
    /// with ChatRig's cell sizer for the message a row shows elsewhere (nil: everywhere).
    /// A row not built yet keeps the estimated height until it is measured.
    public func sizeRows(with sizer: (any ItemSizing)?) {
        engine.state.setItemSizer(sizer)
        engine.setNeedsLayout()
    }

    /// Row `id`'s views changed what they lay out to (its body ran): it is measured again at
    /// the next layout pass when near the screen, keeping its height until then. O(log n).
    public func rowNeedsMeasuring(_ id: ChatItemID) {
        engine.state.invalidateMeasurement(of: id)
        engine.setNeedsLayout()
    }

    // MARK: ScrollViewReader

    /// `proxy.scrollTo(id, anchor:)`, inside `withAnimation(animation)` when `animation` is
    /// set. The target offset is taken from the row's frame now — estimated when the row
    /// was never built, so the list can land short of it and move again as rows are measured.
    ///
    /// An `id` that no row has is ignored, as `ScrollViewProxy.scrollTo` ignores it; the
    /// call returns false.
    @discardableResult
    public func scrollTo(_ id: ChatItemID, anchor: ScrollAnchor, animation: ListAnimation?) -> Bool {
        stack.scrollTo(id, anchor: anchor, animation: animation)
    }

    /// The content frame of row `id` (estimated or measured), as a `GeometryReader` in the
    /// row reports it.
    public func frame(of id: ChatItemID) -> LayoutRect? { engine.frame(of: id) }

    /// Whether the row's height was measured (it was built), not estimated.
    public func isMeasured(_ id: ChatItemID) -> Bool {
        guard let index = engine.state.indexOfItem(id) else { return false }
        return engine.state.isMeasured(at: index)
    }

    /// The visible height between the safe area, keyboard and composer, pt.
    public var visibleHeight: Double {
        let scroll = engine.viewport.scrollView
        return scroll.frameSize.height - scroll.safeAreaInsets.top - engine.viewport.bottomObstruction
    }

    /// Distance from the bottom of the content, pt (0 when resting on it).
    public var distanceFromBottom: Double {
        engine.viewport.maxContentOffsetY - engine.viewport.contentOffsetY
    }

    /// Whether a scroll animation of the list is running.
    public var isAnimatingScroll: Bool { state.animation != nil || engine.viewport.isAnimatingScroll }

    /// Whether the user's finger is on the list, or it is decelerating after one.
    public var isUserScrolling: Bool {
        engine.viewport.isTracking || engine.viewport.isDecelerating
    }

    /// Gives up the top anchor (the list follows something else now).
    public func releaseTopAnchor() { engine.topAnchor = nil }
}
