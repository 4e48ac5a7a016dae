import ChatModel
import ListLayout
import Viewport

/// The list's scroll view on the device's screen: orientation, keyboard, resizing, finger
/// gestures and programmatic scrolls, plus what the frame's checks need to know about how
/// the offset moved (requested by someone, or not).
///
/// Geometry lives in Viewport's ``ScrollView`` — one keyboard, one obstruction formula, valid
/// upright and flipped; this type adds the device (keyboard heights and safe areas per
/// orientation), the offset animation that runs alongside the keyboard, and per-frame
/// bookkeeping. Methods that forward to a throwing ``ScrollView`` call rethrow its
/// ``ViewportError`` for the engine to report.
///
/// A reference owned by the engine: the frame loop reads it many times a frame, and reading
/// a field of a reference never copies the rest.
final class ListViewport {
    /// The device's keyboard heights and safe areas per screen orientation (plain values, so
    /// reading this type stays cheap).
    private let keyboardHeights: DeviceProfile.KeyboardHeights
    private let safeAreaPortrait: DeviceProfile.VerticalInsets
    private let safeAreaLandscape: DeviceProfile.VerticalInsets
    /// At a fixed address (``InPlaceValue``): the frame loop reads its fields there, without a
    /// copy or a run-time exclusivity check.
    private let scrollViewStorage: InPlaceValue<ScrollView>
    /// The scroll view, through a borrowing `_read` accessor. A read through it copies the
    /// whole value when the callee is not inlined (measured), so what the frame loop reads has
    /// a forwarder below that queries it in place.
    private(set) var scrollView: ScrollView {
        _read { yield scrollViewStorage.value }
        _modify { yield &scrollViewStorage.value }
    }

    // What the frame loop reads every frame, queried where the scroll view lies: through
    // ``scrollView``'s accessor each read would copy the whole value first (a few hundred
    // bytes), dozens of times a frame.

    /// ``ScrollView/isTracking``.
    var isTracking: Bool { scrollViewStorage.query { $0.isTracking } }
    /// ``ScrollView/isDecelerating``.
    var isDecelerating: Bool { scrollViewStorage.query { $0.isDecelerating } }
    /// ``ScrollView/contentOffset``'s y.
    var contentOffsetY: Double { scrollViewStorage.value.contentOffset.y }
    /// ``ScrollView/distanceFromVisualBottom``.
    var distanceFromVisualBottom: Double { scrollViewStorage.query { $0.distanceFromVisualBottom } }
    /// ``ScrollView/screenMapping``.
    var screenMapping: ScreenMapping { scrollViewStorage.query { $0.screenMapping } }
    /// ``ScrollView/unobscuredContentRange``.
    var unobscuredContentRange: Range<Double> { scrollViewStorage.query { $0.unobscuredContentRange } }
    /// ``ScrollView/minContentOffsetY``.
    var minContentOffsetY: Double { scrollViewStorage.query { $0.minContentOffsetY } }
    /// ``ScrollView/maxContentOffsetY``.
    var maxContentOffsetY: Double { scrollViewStorage.query { $0.maxContentOffsetY } }
    /// ``ScrollView/adjustedContentInset``.
    var adjustedContentInset: Viewport.EdgeInsets { scrollViewStorage.query { $0.adjustedContentInset } }
    /// ``ScrollView/composerHeight``.
    var composerHeight: Double { scrollViewStorage.value.composerHeight }
    private var alongside: AlongsideAnimation?
    /// The direction of the last offset change, for prefetching (nil before any scroll).
    private(set) var lastScrollDirection: ScrollDirection?
    /// Offset changes this frame that the user or a scroll request caused (not drift).
    private(set) var requestedOffsetDelta = 0.0
    /// Whether the controller jumped the offset this frame (a requested move).
    private(set) var controllerJumped = false
    /// Offset changes this frame that the user made (finger, deceleration, bounce, the
    /// status-bar scroll) or the scroll view made keeping its offset in range as its insets
    /// changed: movement the reader caused or expects, as opposed to the controller's.
    private(set) var userOffsetDelta = 0.0
    /// Whether the running animated scroll is the user's (the status-bar tap).
    private var userAnimates = false

    init(device: DeviceProfile) throws {
        keyboardHeights = device.keyboardHeight
        safeAreaPortrait = device.safeAreaPortrait
        safeAreaLandscape = device.safeAreaLandscape
        let safeArea = device.safeAreaPortrait
        var scrollView = try ScrollView(
            frameSize: Size(width: device.viewportWidth, height: device.viewportHeight),
            safeAreaInsets: Viewport.EdgeInsets(top: safeArea.top, bottom: safeArea.bottom)
        )
        scrollView.composerHeight = device.composerHeight
        scrollView.alwaysBounceVertical = true
        scrollViewStorage = InPlaceValue(scrollView)
    }

    // MARK: Geometry

    var size: Size { scrollViewStorage.value.frameSize }
    /// The screen's safe area (status bar, home indicator), in screen terms.
    var screenSafeArea: Viewport.EdgeInsets { scrollViewStorage.value.safeAreaInsets }
    /// The keyboard's height over the screen's bottom edge now.
    var keyboardHeight: Double { scrollViewStorage.query { $0.keyboard.visibleHeight } }
    /// Screen points covered at the bottom by the composer and the keyboard (or home indicator).
    var bottomObstruction: Double { scrollViewStorage.query { $0.bottomObstruction } }
    /// The keyboard's full height for the current screen orientation.
    var fullKeyboardHeight: Double {
        size.width > size.height ? keyboardHeights.landscape : keyboardHeights.portrait
    }
    /// The content y range the bounds show.
    var visibleSpan: Range<Double> {
        let y = scrollViewStorage.value.contentOffset.y
        return y..<(y + size.height)
    }
    var isAnimatingScroll: Bool { scrollViewStorage.query { $0.isAnimatingScroll } || alongside != nil }

    func setOrientation(_ orientation: ListOrientation) {
        scrollViewStorage.value.orientation = orientation
    }

    func setContentSize(_ height: Double) {
        let size = Size(width: size.width, height: height)
        if scrollViewStorage.value.contentSize != size { scrollViewStorage.value.contentSize = size }
    }

    /// The app sets `contentOffset` or `contentInset` directly, or the layout compensates.
    func update(_ body: (inout ScrollView) -> Void) { body(&scrollView) }

    // MARK: Time

    /// Starts a frame's bookkeeping.
    func beginFrame() {
        requestedOffsetDelta = 0
        controllerJumped = false
        userOffsetDelta = 0
    }

    /// Scroll physics, the keyboard and the alongside animation up to `now`; returns whether
    /// the offset moved.
    func advance(to now: VirtualInstant) -> Bool {
        let before = scrollViewStorage.value.contentOffset.y
        let controllerMoves = alongside != nil || (scrollViewStorage.value.isAnimatingScroll && !userAnimates)
        scrollViewStorage.value.advance(to: now)
        if let animation = alongside {
            let step = animation.offset(at: now, obstruction: scrollViewStorage.value.bottomObstruction)
            scrollViewStorage.value.contentOffset = Point(x: 0, y: step.y)
            if step.timeElapsed && !scrollViewStorage.value.keyboard.isAnimating { alongside = nil }
        }
        if !controllerMoves { userOffsetDelta += scrollViewStorage.value.contentOffset.y - before }
        return noteMovement(from: before)
    }

    // MARK: Scrolls the controller asks for

    /// `setContentOffset(_:animated:)`. A jump makes the whole frame's movement requested:
    /// the user sees the list jump where the app sent it, whatever self-sizing does on the
    /// way. An animated scroll's movement is requested frame by frame. (A silent adjustment
    /// through the `contentOffset` setter is neither: that is how a layout jump is
    /// compensated, and a bad compensation is drift.)
    func setContentOffset(_ offset: Point, animated: Bool) {
        alongside = nil
        userAnimates = false
        scrollViewStorage.value.setContentOffset(offset, animated: animated)
        if !animated { controllerJumped = true }
    }

    /// `UIView.animate(withDuration:) { contentOffset.y = y }` in a keyboard notification.
    func animateContentOffset(to y: Double, duration: VirtualDuration) {
        // The keyboard's animation runs on the scroll view's clock; start on the same instant.
        alongside = AlongsideAnimation(
            start: scrollViewStorage.value.now, duration: duration, from: scrollViewStorage.value.contentOffset.y, to: y,
            obstructionFrom: scrollViewStorage.value.bottomObstruction,
            obstructionTo: scrollViewStorage.value.bottomObstruction(keyboardHeight: scrollViewStorage.value.keyboard.targetHeight)
        )
    }

    /// Moves the offset to `y` as a scroll someone asked for (a SwiftUI scroll animation's
    /// step, `defaultScrollAnchor` keeping the bottom): counted as requested movement.
    func moveRequested(to y: Double) {
        let before = scrollViewStorage.value.contentOffset.y
        scrollViewStorage.value.contentOffset = Point(x: 0, y: y)
        _ = noteMovement(from: before)
    }

    /// `scrollToItem(at:at:animated:)` for the item at `index` of `layout`.
    func scrollToItem(at index: Int, at position: ScrollPosition, in layout: some ScrollContentLayout, animated: Bool) throws {
        let before = scrollViewStorage.value.contentOffset.y
        try scrollViewStorage.value.scrollToItem(at: index, at: position, in: layout, animated: animated)
        requestedOffsetDelta += scrollViewStorage.value.contentOffset.y - before
        if !animated { controllerJumped = true }
        alongside = nil
        userAnimates = false
    }

    func scrollToTop() {
        userAnimates = true
        scrollViewStorage.value.scrollToTop()
    }

    /// The controller changed where a release's momentum ends
    /// (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`): the content glides
    /// to `y` instead, as the user's own motion. UIKit decelerates to the new target along its
    /// deceleration curve; the glide here is the 0.3 s ease-in-out of an animated scroll — an
    /// estimate of that curve.
    func redirectMomentum(to y: Double) {
        alongside = nil
        userAnimates = true
        scrollViewStorage.value.setContentOffset(Point(x: scrollViewStorage.value.contentOffset.x, y: y), animated: true)
    }

    // MARK: The user

    func showKeyboard() throws { try scrollViewStorage.value.showKeyboard(height: fullKeyboardHeight) }

    func hideKeyboard() { scrollViewStorage.value.hideKeyboard() }

    /// Rotation or split view: the new size and the device's safe area for its orientation.
    func resize(to size: Size) throws {
        let safeArea = size.width > size.height ? safeAreaLandscape : safeAreaPortrait
        try scrollViewStorage.value.resize(to: size, safeAreaInsets: Viewport.EdgeInsets(top: safeArea.top, bottom: safeArea.bottom))
    }

    /// A finger touches the screen at `screenY`.
    func beginDrag(screenY: Double) throws {
        alongside = nil
        userAnimates = false
        try scrollViewStorage.value.beginDragging(fingerY: scrollViewStorage.value.viewY(forScreenY: screenY))
    }

    /// The finger moved to `screenY`; returns whether the offset moved.
    func moveDrag(screenY: Double) throws -> Bool {
        let before = scrollViewStorage.value.contentOffset.y
        try scrollViewStorage.value.dragMoved(toFingerY: scrollViewStorage.value.viewY(forScreenY: screenY))
        userOffsetDelta += scrollViewStorage.value.contentOffset.y - before
        return noteMovement(from: before)
    }

    /// Lifts the finger; `screenVelocity` is its speed down the screen, pt/s.
    func endDrag(screenVelocity: Double?) throws {
        try scrollViewStorage.value.endDragging(velocity: screenVelocity.map { scrollViewStorage.value.contentVelocity(forScreenVelocity: $0) })
    }

    private func noteMovement(from before: Double) -> Bool {
        let delta = scrollViewStorage.value.contentOffset.y - before
        requestedOffsetDelta += delta
        guard delta != 0 else { return false }
        lastScrollDirection = delta < 0 ? .up : .down
        return true
    }
}
