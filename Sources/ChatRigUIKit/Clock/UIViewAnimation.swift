import ChatModel

/// `UIView.animate(…)` and `UIViewPropertyAnimator` on the virtual clock.
///
/// The animations block runs at once (the model values take their final values, as in UIKit,
/// where the presentation layer interpolates); a `contentOffset` the block sets on the list
/// animates over the duration on the engine's scroll view. The completion runs `delay +
/// duration` later on the virtual clock, with `true`.
extension UIView {
    /// `UIView.AnimationOptions`.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// UIKit's raw values (`UIViewAnimationOptions`); recorded, as the curves are: the
        /// animations block applies its values at once (see the extension's note).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }
    /// `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Sendable { case easeInOut, easeIn, easeOut, linear }

    /// The animation block running now, if any: its duration, for the list's offset.
    static var currentAnimationDuration: TimeInterval? {
        get { UIKitRun.current?.animationDuration }
        set { UIKitRun.current?.animationDuration = newValue }
    }

    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        runAnimation(duration: duration, delay: delay, animations: animations, completion: completion)
    }
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        runAnimation(duration: duration, delay: 0, animations: animations, completion: completion)
    }
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping damping: CGFloat,
                            initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        runAnimation(duration: duration, delay: delay, animations: animations, completion: completion)
    }
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                               animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runAnimation(duration: duration, delay: 0, animations: animations ?? {}, completion: completion)
    }
    /// `performWithoutAnimation(_:)`.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let outer = currentAnimationDuration
        currentAnimationDuration = nil
        actionsWithoutAnimation()
        currentAnimationDuration = outer
    }

    /// `areAnimationsEnabled`: true unless the app turned animations off
    /// (`setAnimationsEnabled(false)`): then `animate` blocks apply their changes without
    /// animating and their completions run at once, on the virtual clock
    /// (https://developer.apple.com/documentation/uikit/uiview/setanimationsenabled(_:):
    /// "changes made … inside the animation block … are applied immediately").
    public class var areAnimationsEnabled: Bool { UIKitRun.current?.animationsEnabled ?? true }
    /// `setAnimationsEnabled(_:)`: see ``areAnimationsEnabled``.
    public class func setAnimationsEnabled(_ enabled: Bool) { UIKitRun.current?.animationsEnabled = enabled }

    static func runAnimation(duration requested: TimeInterval, delay requestedDelay: TimeInterval, animations: () -> Void,
                             completion: ((Bool) -> Void)?) {
        let duration = areAnimationsEnabled ? requested : 0
        let delay = areAnimationsEnabled ? requestedDelay : 0
        CATransaction.noteAnimation(lasting: delay + duration)
        let outer = currentAnimationDuration
        currentAnimationDuration = duration > 0 ? duration : nil
        animations()
        currentAnimationDuration = outer
        if let completion { afterVirtualDelay(delay + duration) { completion(true) } }
    }

    /// Runs `body` `seconds` later on the virtual clock (at once outside a rehearsal).
    static func afterVirtualDelay(_ seconds: TimeInterval, _ body: @escaping @MainActor () -> Void) {
        guard let run = UIKitRun.current else { return body() }
        run.context.schedule(after: .seconds(max(0, seconds))) { run.enter(body) }
    }
}

/// `UIViewPropertyAnimator` on the virtual clock: `startAnimation()` runs its animations at
/// once and its completions after the duration; `stopAnimation(_:)` cancels them.
@MainActor @preconcurrency
open class UIViewPropertyAnimator: NSObject {
    /// `UIViewAnimatingPosition`.
    public enum Position: Int, Sendable { case end, start, current }
    /// `UIViewAnimatingState`.
    public enum State: Int, Sendable { case inactive, active, stopped }

    public let duration: TimeInterval
    private var animations: [() -> Void] = []
    private var completions: [(Position) -> Void] = []
    public private(set) var state: State = .inactive
    public private(set) var isRunning = false
    open var fractionComplete: CGFloat = 0
    open var isInterruptible = true
    /// `isUserInteractionEnabled`, `isManualHitTestingEnabled`, `scrubsLinearly`,
    /// `pausesOnCompletion`, `isReversed`: inert (no touch reaches the views, nothing is scrubbed).
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    open var scrubsLinearly = true
    open var pausesOnCompletion = false
    open var isReversed = false
    private var generation = 0

    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        if let animations { self.animations.append(animations) }
    }
    public init(duration: TimeInterval, dampingRatio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration
        if let animations { self.animations.append(animations) }
    }
    public class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((Position) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    open func addAnimations(_ animation: @escaping () -> Void) { animations.append(animation) }
    open func addCompletion(_ completion: @escaping (Position) -> Void) { completions.append(completion) }
    open func startAnimation() { startAnimation(afterDelay: 0) }
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state == .inactive else { return }
        state = .active
        isRunning = true
        generation += 1
        let started = generation
        UIView.runAnimation(duration: duration, delay: delay, animations: { for animation in animations { animation() } }, completion: nil)
        UIView.afterVirtualDelay(delay + duration) { [self] in
            guard generation == started, state == .active else { return }
            finish(at: .end)
        }
    }
    open func pauseAnimation() { isRunning = false }
    open func stopAnimation(_ withoutFinishing: Bool) {
        generation += 1
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
    }
    open func finishAnimation(at finalPosition: Position) { finish(at: finalPosition) }

    private func finish(at position: Position) {
        state = .inactive
        isRunning = false
        fractionComplete = 1
        let pending = completions
        completions.removeAll()
        for completion in pending { completion(position) }
    }
}
