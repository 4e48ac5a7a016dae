import ChatModel

/// The software keyboard as the list sees it: how much of the screen's bottom it covers.
///
/// Show and hide are animations of the covered height lasting
/// ``animationDuration`` (0.25 s, the `UIKeyboardAnimationDurationUserInfoKey` value that
/// iOS sends with `keyboardWillShow`/`keyboardWillHide` on iPhone) along
/// ``TimingCurve/keyboard`` (UIKit's undocumented curve 7, modelled as a critically damped
/// spring; see there). Animations begin from the current height, so a hide during a show
/// reverses smoothly. The full height comes from the caller (the device profile).
///
/// During an interactive dismissal (``KeyboardDismissMode/interactive``) the height follows
/// the finger; on release it finishes hiding or snaps back with the same 0.25 s animation.
public struct Keyboard: Hashable, Sendable {
    /// 0.25 s, iOS's keyboard animation duration on iPhone.
    public static let animationDuration = VirtualDuration.milliseconds(250)

    /// The keyboard's full height when shown (points), set by ``show(height:at:)``.
    public private(set) var fullHeight: Double = 0
    /// The height currently covering the bottom of the screen (points).
    public private(set) var visibleHeight: Double = 0
    /// Whether the keyboard is shown or on its way to being shown.
    public private(set) var isShown = false
    /// Whether a finger is currently dragging the keyboard down.
    public private(set) var isInteractivelyDismissing = false

    private var animation: Animation?

    struct Animation: Hashable, Sendable {
        var start: VirtualInstant
        var from: Double
        var to: Double
    }

    public init() {}

    /// Whether the covered height is animating.
    public var isAnimating: Bool { animation != nil }

    /// The height the keyboard is on its way to (its current height when at rest).
    public var targetHeight: Double { animation?.to ?? visibleHeight }

    /// Begins showing the keyboard at `height` points (a 0.25 s animation from the current
    /// height). Showing an already shown keyboard at a new height animates to that height.
    ///
    /// - Throws: ``ViewportError/invalidArgument(_:)`` for a negative or non-finite height.
    public mutating func show(height: Double, at now: VirtualInstant) throws {
        guard height >= 0, height.isFinite else {
            throw ViewportError.invalidArgument("keyboard height \(height) is not a finite non-negative number")
        }
        fullHeight = height
        isShown = true
        isInteractivelyDismissing = false
        animate(to: height, at: now)
    }

    /// Begins hiding the keyboard (a 0.25 s animation from the current height to 0).
    public mutating func hide(at now: VirtualInstant) {
        isShown = false
        isInteractivelyDismissing = false
        animate(to: 0, at: now)
    }

    /// Advances the animation to `now`.
    public mutating func advance(to now: VirtualInstant) {
        guard let animation else { return }
        let elapsed = now - animation.start
        if elapsed >= Self.animationDuration {
            visibleHeight = animation.to
            self.animation = nil
        } else {
            let fraction = Double(elapsed.microseconds) / Double(Self.animationDuration.microseconds)
            visibleHeight = animation.from + (animation.to - animation.from) * TimingCurve.keyboard.progress(fraction)
        }
    }

    /// The finger is at `fingerY` (points from the top of a screen `screenHeight` tall):
    /// when it is below the shown keyboard's top edge, the keyboard follows it down.
    mutating func track(fingerY: Double, screenHeight: Double) {
        guard isShown, animation == nil, fullHeight > 0 else { return }
        let keyboardTop = screenHeight - fullHeight
        if fingerY > keyboardTop {
            isInteractivelyDismissing = true
        }
        guard isInteractivelyDismissing else { return }
        visibleHeight = min(max(screenHeight - fingerY, 0), fullHeight)
    }

    /// The finger lifted with vertical finger velocity `fingerVelocity` (pt/s, positive =
    /// downwards): hide when it was moving down, else snap back up. UIKit decides by the
    /// direction of the release, not by how far the keyboard was pulled.
    mutating func endTracking(fingerVelocity: Double, at now: VirtualInstant) {
        guard isInteractivelyDismissing else { return }
        isInteractivelyDismissing = false
        if fingerVelocity > 0 {
            hide(at: now)
        } else {
            animate(to: fullHeight, at: now)
        }
    }

    private mutating func animate(to height: Double, at now: VirtualInstant) {
        advance(to: now)
        animation = Animation(start: now, from: visibleHeight, to: height)
        if visibleHeight == height { animation = nil }
    }
}
