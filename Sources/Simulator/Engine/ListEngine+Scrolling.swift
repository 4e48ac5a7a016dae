import ChatModel
import Foundation
import ListLayout
import Viewport

/// Moving the list every kind shares: the scroll view's own offset moves the app asks for,
/// and the user's taps, drags, keyboard and rotations.
extension ListEngine {
    // MARK: - Scrolling requested by the controller

    /// `setContentOffset(_:animated:)`: a jump, or UIKit's animated scroll.
    func setContentOffset(_ offset: Point, animated: Bool) {
        viewport.setContentOffset(offset, animated: animated)
        if animated { scrolls.noteAnimation() } else { scrolls.noteJump() }
        needsLayout = true
        trace(animated ? .scrollAnimated : .setOffset)
        recordScrollByApp()
    }

    /// An offset animation alongside the keyboard's, on its curve and duration.
    func animateContentOffset(to y: Double, duration: VirtualDuration) {
        viewport.animateContentOffset(to: y, duration: duration)
        scrolls.noteAnimation()
        trace(.scrollAlongside)
        recordScrollByApp()
    }

    // MARK: - The user

    /// A tap on the status bar: scroll to the top, animated.
    func scrollToTop() {
        viewport.scrollToTop()
        scrolls.noteUserScroll()
    }

    func showKeyboard() {
        do {
            try viewport.showKeyboard()
        } catch {
            record(.invalidRequest("the device's keyboard: \(error)"))
        }
        trace(.keyboardShow)
    }

    func hideKeyboard() {
        viewport.hideKeyboard()
        trace(.keyboardHide)
    }

    func resize(to size: Size) {
        do {
            try viewport.resize(to: size)
        } catch {
            record(.invalidRequest("resize to \(size.width) × \(size.height): \(error)"))
            return
        }
        state.invalidateLayout(width: size.width)
        needsLayout = true
        trace(.resize)
    }

    /// The composer over the list changes height: the scroll view's bottom obstruction
    /// follows (its offset is kept in range, as UIKit keeps it when the safe area changes).
    func setComposerHeight(_ height: Double) {
        guard height != viewport.composerHeight else { return }
        viewport.update { $0.composerHeight = height }
        needsLayout = true
    }

    func beginDrag(screenY: Double) {
        do {
            try viewport.beginDrag(screenY: screenY)
            scrolls.noteUserScroll()
        } catch {
            record(.invalidRequest("a drag at y \(screenY): \(error)"))
        }
        trace(.dragBegin)
    }

    func moveDrag(screenY: Double) {
        do {
            _ = try viewport.moveDrag(screenY: screenY)
        } catch {
            record(.invalidRequest("a drag to y \(screenY): \(error)"))
        }
        needsLayout = true
    }

    /// Lifts the finger; `screenVelocity` is the finger's speed down the screen, pt/s.
    func endDrag(screenVelocity: Double?) {
        do {
            try viewport.endDrag(screenVelocity: screenVelocity)
        } catch {
            record(.invalidRequest("a release: \(error)"))
        }
        trace(.dragEnd)
    }
}
