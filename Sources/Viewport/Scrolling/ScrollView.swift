import ChatModel
import ListLayout

/// A headless `UIScrollView` for a vertically scrolling list, advanced frame by frame on the
/// virtual clock.
///
/// Geometry follows UIKit: ``contentOffset`` is the top-left of ``bounds`` in content
/// coordinates; ``adjustedContentInset`` is ``contentInset`` plus the safe area (per
/// ``contentInsetAdjustmentBehavior``); the offset rests within
/// ``minContentOffsetY`` ... ``maxContentOffsetY``, i.e. `−adjustedContentInset.top` ...
/// `contentSize.height + adjustedContentInset.bottom − bounds.height`.
///
/// Motion: a finger drag (``beginDragging(fingerY:)``, ``dragMoved(toFingerY:)``,
/// ``endDragging(velocity:)``) moves the content 1:1 inside the range and with UIKit's
/// ``RubberBand`` outside it; a release decelerates at ``decelerationRate``
/// (``DecelerationRate``) and bounces back with a ``CriticallyDampedSpring``; programmatic
/// scrolls (``setContentOffset(_:animated:)``, ``scrollToItem(at:at:in:animated:)``,
/// ``scrollToTop()``) animate for ``animatedScrollDuration``. Velocities are in points per
/// second along `contentOffset.y`.
///
/// Time: every method acts at ``now``; ``advance(to:)`` moves the clock and evaluates all
/// motion in closed form at the new instant, so results are exact and deterministic (no wall
/// clock). Call it once per display-link frame.
///
/// The keyboard and the composer above it: a chat screen is a full-screen scroll view whose
/// bottom obstruction is the composer standing on the keyboard layout guide:
/// `composerHeight + max(keyboard height, screen safe area bottom)` (``bottomObstruction``,
/// the one formula for both orientations). That obstruction is a safe area the scroll view
/// adjusts for; with ``ContentInsetAdjustmentBehavior/never`` the app must inset for it itself.
///
/// Orientation: an inverted chat list transforms the scroll view by a y-scale of −1
/// (``orientation`` = ``ListOrientation/flipped``). The screen is unchanged — keyboard,
/// composer, status bar and fingers stay where they are — but the view sees them mirrored:
/// the bottom obstruction becomes its *top* safe area, the status bar its bottom one, and a
/// finger moving down the screen moves up in its coordinates. ``safeAreaInsets`` and the
/// keyboard are kept in screen terms; everything the view reports (``effectiveSafeAreaInsets``,
/// offsets, insets) is in its own coordinates, as UIKit converts them into a transformed view.
public struct ScrollView: Hashable, Sendable {
    /// The speed and distance under which motion is considered finished: a deceleration ends
    /// when its remaining projected distance is below 0.5 pt; a bounce ends when it is within
    /// 0.5 pt of the edge moving slower than ``restSpeed``.
    public static let restThreshold = 0.5
    /// See ``restThreshold``: 5 pt/s.
    public static let restSpeed = 5.0

    /// The duration of `setContentOffset(_:animated: true)` and `scrollToItem(…animated: true)`.
    ///
    /// Apple does not document it; UIKit's animated programmatic scroll is commonly measured
    /// and reproduced at about 0.3 s (e.g. replacements of it with
    /// `UIView.animate(withDuration: 0.3, …)` in facebookarchive/AsyncDisplayKit#345), which
    /// is the figure used here, with UIKit's default ease-in-ease-out curve.
    public static let animatedScrollDuration = VirtualDuration.milliseconds(300)

    /// How far back finger samples are used to estimate the release velocity.
    public static let velocitySampleWindow = VirtualDuration.milliseconds(100)

    // MARK: State

    /// The scroll view's current instant on the virtual clock.
    public internal(set) var now: VirtualInstant
    /// The size of the scroll view's frame (its bounds size).
    public private(set) var frameSize: Size
    /// The screen's safe area insets (status bar / notch at the top, home indicator at the
    /// bottom), in screen terms whatever the ``orientation``.
    public private(set) var safeAreaInsets: EdgeInsets
    /// Whether the view is drawn upright or mirrored vertically (an inverted chat list).
    /// Changing it keeps a resting offset inside the new range.
    public var orientation: ListOrientation = .natural {
        didSet { if orientation != oldValue { adjustContentOffsetIfNecessary() } }
    }
    /// The keyboard covering the bottom of the screen.
    public internal(set) var keyboard = Keyboard()

    /// The size of the content. Setting it keeps a resting offset inside the new range.
    public var contentSize: Size {
        didSet { if contentSize != oldValue { adjustContentOffsetIfNecessary() } }
    }

    /// Extra space around the content, set by the app (UIKit's `contentInset`).
    public var contentInset: EdgeInsets = .zero {
        didSet { if contentInset != oldValue { adjustContentOffsetIfNecessary() } }
    }

    /// Whether and how the safe area adds to ``contentInset``.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { adjustContentOffsetIfNecessary() } }
    }

    /// The height of the composer (input bar) standing on the keyboard, in points.
    public var composerHeight: Double = 0 {
        didSet {
            if !(composerHeight >= 0 && composerHeight.isFinite) { composerHeight = 0 }
            if composerHeight != oldValue { adjustContentOffsetIfNecessary() }
        }
    }

    /// Whether content can be pulled past its edges (UIKit's `bounces`, default true).
    public var bounces = true
    /// Whether `.scrollableAxes` treats the content as vertically scrollable even when it is
    /// shorter than the bounds (UIKit's `alwaysBounceVertical`).
    public var alwaysBounceVertical = false
    /// The deceleration rate used by the next release.
    public var decelerationRate: DecelerationRate = .normal
    /// How a drag dismisses the keyboard.
    public var keyboardDismissMode: KeyboardDismissMode = .none

    @usableFromInline var offset: Point
    @usableFromInline var motion: ScrollMotion = .idle
    @usableFromInline var drag: Drag?

    struct FingerSample: Hashable, Sendable {
        var time: VirtualInstant
        var y: Double
    }

    @usableFromInline
    struct Drag: Hashable, Sendable {
        var startFingerY: Double
        var startRawOffset: Double
        var samples: [FingerSample]
        @usableFromInline var hasMoved = false
    }

    /// Creates a resting scroll view at offset `-adjustedContentInset.top` (the top).
    ///
    /// - Throws: ``ViewportError/invalidArgument(_:)`` for a negative or non-finite size or
    ///   inset.
    public init(
        frameSize: Size,
        safeAreaInsets: EdgeInsets = .zero,
        contentSize: Size = .zero,
        now: VirtualInstant = .zero
    ) throws {
        try Self.validate(frameSize, "frame size")
        try Self.validate(contentSize, "content size")
        try Self.validate(safeAreaInsets, "safe area insets")
        self.frameSize = frameSize
        self.safeAreaInsets = safeAreaInsets
        self.contentSize = contentSize
        self.now = now
        self.offset = .zero
        self.offset = Point(x: 0, y: minContentOffsetY)
    }

    // MARK: Geometry

    /// The point of the content shown at the top-left of the bounds.
    ///
    /// Setting it moves the content at once and, as in UIKit, does not stop a deceleration,
    /// bounce or animation: they continue shifted by the same amount (see
    /// ``adjustContentOffset(by:)``). Use ``setContentOffset(_:animated:)`` to stop them.
    public var contentOffset: Point {
        @inlinable get { offset }
        set {
            let delta = newValue.y - offset.y
            offset = newValue
            shiftMotion(by: delta)
        }
    }

    /// The visible rectangle in content coordinates: origin ``contentOffset``, size ``frameSize``.
    @inlinable
    public var bounds: Rect { Rect(origin: offset, size: frameSize) }

    /// ``contentInset`` plus the safe area insets the adjustment behaviour adds. O(1).
    @inlinable
    public var adjustedContentInset: EdgeInsets {
        let safe = effectiveSafeAreaInsets
        switch contentInsetAdjustmentBehavior {
        case .never:
            return contentInset
        case .always:
            return contentInset + safe
        case .automatic:
            return contentInset + EdgeInsets(top: safe.top, bottom: safe.bottom)
        case .scrollableAxes:
            let scrollsVertically = contentSize.height > frameSize.height || alwaysBounceVertical
            return scrollsVertically ? contentInset + EdgeInsets(top: safe.top, bottom: safe.bottom) : contentInset
        }
    }

    /// The smallest resting `contentOffset.y`: `−adjustedContentInset.top`.
    @inlinable
    public var minContentOffsetY: Double { -adjustedContentInset.top }

    /// The largest resting `contentOffset.y`:
    /// `max(min, contentSize.height + adjustedContentInset.bottom − bounds.height)`.
    @inlinable
    public var maxContentOffsetY: Double {
        let inset = adjustedContentInset
        return max(-inset.top, contentSize.height + inset.bottom - frameSize.height)
    }

    /// The content y range not hidden by the adjusted insets (bars, keyboard, composer).
    @inlinable
    public var unobscuredContentRange: Range<Double> {
        let inset = adjustedContentInset
        let top = offset.y + inset.top
        return top ..< max(top, offset.y + frameSize.height - inset.bottom)
    }

    // MARK: Phase (UIKit's flags)
    //
    // Inlinable: a caller reading a flag of a scroll view held in a class then reads one field
    // instead of copying the whole value to call a getter.

    /// A finger is down on the content (UIKit's `isTracking`).
    @inlinable
    public var isTracking: Bool { drag != nil }
    /// A finger is down and has moved the content (UIKit's `isDragging`).
    @inlinable
    public var isDragging: Bool { drag?.hasMoved ?? false }
    /// The content is moving after a release: momentum or bounce back (UIKit's `isDecelerating`).
    @inlinable
    public var isDecelerating: Bool {
        switch motion {
        case .decelerating, .bouncing: true
        case .idle, .animating: false
        }
    }
    /// A programmatic animated scroll is running.
    @inlinable
    public var isAnimatingScroll: Bool {
        if case .animating = motion { true } else { false }
    }

    /// The current vertical velocity in pt/s (`contentOffset.y` per second).
    public var velocity: Double {
        switch motion {
        case .decelerating(let deceleration): return deceleration.velocity(at: now)
        case .bouncing(let bounce): return bounce.velocity(at: now)
        case .animating(let animation):
            let step = VirtualDuration.milliseconds(1)
            return (animation.position(at: now + step) - animation.position(at: now)) / step.seconds
        case .idle: return drag.map { -fingerVelocity(of: $0) } ?? 0
        }
    }

    /// Whether the offset is past either edge.
    public var isOverscrolled: Bool { offset.y < minContentOffsetY || offset.y > maxContentOffsetY }

    // MARK: Keyboard

    /// Begins showing the keyboard at `height` points (0.25 s, from the current height).
    /// The offset does not move by itself: keeping the newest message visible is the
    /// controller's job, as in UIKit.
    ///
    /// - Throws: ``ViewportError/invalidArgument(_:)`` for a negative or non-finite height.
    public mutating func showKeyboard(height: Double) throws {
        try keyboard.show(height: height, at: now)
    }

    /// Begins hiding the keyboard (0.25 s). As the bottom inset shrinks, a resting offset
    /// past the new maximum follows it down.
    public mutating func hideKeyboard() {
        keyboard.hide(at: now)
    }

    // MARK: Resize

    /// Changes the frame size and safe area (rotation, split view).
    ///
    /// The offset is kept inside the new range. If the width changed, re-measure the items
    /// and set ``contentSize``; the offset is clamped again then.
    ///
    /// - Throws: ``ViewportError/invalidArgument(_:)`` for a negative or non-finite size.
    @discardableResult
    public mutating func resize(to size: Size, safeAreaInsets newSafeArea: EdgeInsets) throws -> ViewportResize {
        try Self.validate(size, "frame size")
        try Self.validate(newSafeArea, "safe area insets")
        let event = ViewportResize(
            oldSize: frameSize, newSize: size,
            oldSafeAreaInsets: safeAreaInsets, newSafeAreaInsets: newSafeArea
        )
        frameSize = size
        safeAreaInsets = newSafeArea
        adjustContentOffsetIfNecessary()
        return event
    }

    // MARK: Helpers

    /// Keeps a resting offset inside `min ... max` after a geometry change, as UIScrollView
    /// does when its content size, insets or frame change while it is not tracking,
    /// decelerating or animating.
    mutating func adjustContentOffsetIfNecessary() {
        guard drag == nil, motion == .idle else { return }
        offset.y = min(max(offset.y, minContentOffsetY), maxContentOffsetY)
    }

    mutating func shiftMotion(by delta: Double) {
        guard delta != 0 else { return }
        switch motion {
        case .idle:
            break
        case .decelerating(var deceleration):
            deceleration.origin += delta
            motion = .decelerating(deceleration)
        case .bouncing(let bounce):
            let spring = CriticallyDampedSpring(displacement: offset.y - bounce.rest, velocity: bounce.velocity(at: now))
            motion = .bouncing(.init(start: now, rest: bounce.rest, spring: spring))
        case .animating(var animation):
            animation.from += delta
            animation.to += delta
            motion = .animating(animation)
        }
        drag?.startRawOffset += delta
    }

    static func validate(_ size: Size, _ name: String) throws {
        guard size.width >= 0, size.height >= 0, size.width.isFinite, size.height.isFinite else {
            throw ViewportError.invalidArgument("\(name) \(size) must be finite and non-negative")
        }
    }

    static func validate(_ insets: EdgeInsets, _ name: String) throws {
        let values = [insets.top, insets.left, insets.bottom, insets.right]
        guard values.allSatisfy({ $0 >= 0 && $0.isFinite }) else {
            throw ViewportError.invalidArgument("\(name) \(insets) must be finite and non-negative")
        }
    }
}
