import ChatModel
import Foundation
import ListLayout
import Viewport

/// The lazy stack's own scrolling: `ScrollViewProxy.scrollTo(_:anchor:)`, jumping or inside
/// `withAnimation`, and the animation it runs.
extension LazyStackEngine {
    /// `proxy.scrollTo(id, anchor:)`, inside `withAnimation(animation)` when `animation` is
    /// set. The target offset is taken from the row's frame now — estimated when the row
    /// was never built, so the list can land short of it and move again as rows are measured.
    /// An `id` that no row has is ignored, as `ScrollViewProxy.scrollTo` ignores it: false.
    func scrollTo(_ id: ChatItemID, anchor: ScrollAnchor, animation: ListAnimation?) -> Bool {
        engine.layoutIfNeeded()
        guard let frame = engine.frame(of: id) else {
            engine.trace(.scrollToItem)
            return false
        }
        let scroll = engine.viewport.scrollView
        let insets = scroll.adjustedContentInset
        let visibleHeight = scroll.frameSize.height - insets.top - insets.bottom
        let y: Double = switch anchor {
        case .top: frame.minY - insets.top
        case .bottom: frame.maxY + insets.bottom - scroll.frameSize.height
        case .center: (frame.minY + frame.maxY) / 2 - insets.top - visibleHeight / 2
        }
        engine.topAnchor = nil
        if let animation {
            animate(to: engine.clampedOffset(y), curve: animation, topAnchor: anchor == .top ? id : nil)
        } else {
            jump(to: y)
            if anchor == .top { engine.topAnchor = (id, nil) }
        }
        engine.scrolls.noteScrollToItem(id, at: anchor.scrollPosition, time: engine.now)
        return true
    }

    /// Starts or replaces the list's scroll animation from the current offset to `y`.
    func animate(to y: Double, curve: ListAnimation, topAnchor: ChatItemID?) {
        state.animation = .init(start: engine.now, from: engine.viewport.contentOffsetY, to: y,
                                curve: curve, topAnchor: topAnchor)
        engine.scrolls.noteAnimation()
        engine.trace(.scrollAnimated)
        engine.recordScrollByApp()
    }

    /// A jump the list makes because the app asked (`scrollTo` without animation): the
    /// running scroll animation stops, and the offset moves within the resting range.
    func jump(to y: Double) {
        state.animation = nil
        engine.setContentOffset(Point(y: engine.clampedOffset(y)), animated: false)
    }

    /// Moves the list's running scroll animation to the engine's now; a touch stops it, and
    /// a row it scrolled to the top becomes the top anchor once it lands.
    func advanceScroll() {
        guard let animation = state.animation else { return }
        if engine.viewport.isTracking {
            state.animation = nil
            return
        }
        let elapsed = (engine.now - animation.start).seconds
        let done = elapsed >= animation.curve.settleTime
        let progress = done ? 1 : animation.curve.progress(after: elapsed)
        let y = animation.from + (animation.to - animation.from) * progress
        engine.viewport.moveRequested(to: engine.clampedOffset(y))
        engine.needsLayout = true
        if done {
            state.animation = nil
            if let anchor = animation.topAnchor { engine.topAnchor = (anchor, nil) }
        }
    }

    var isAnimatingScroll: Bool { state.animation != nil }

    var animatingTopAnchor: ChatItemID? { state.animation?.topAnchor }
}
