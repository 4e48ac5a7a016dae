import Simulator

/// `CADisplayLink`: a callback once per display refresh, on the virtual clock.
///
/// Not main-actor isolated, as in QuartzCore; `add(to: .main, forMode: .common)` takes
/// Foundation's own `RunLoop` and `RunLoop.Mode`.
///
/// UIKit offers only `init(target:selector:)`, which needs the Objective-C runtime; on
/// Linux the app writes the closure form this face adds, `CADisplayLink { link in … }`.
/// A link fires once per frame of the rehearsal, after the frame's events, for as long as it
/// is added to the main run loop and not invalidated — as in UIKit, whether or not the view
/// that started it is still on screen. Each firing is charged to the frame as main-thread
/// work: ``callbackMicroseconds`` plus ``propertyWriteMicroseconds`` per view property
/// (`transform`, `alpha`, `frame`, …) the callback wrote (``Simulator/DisplayLinkCost``).
public final class CADisplayLink {
    /// Cost of one callback's dispatch, µs — an estimate (a block call from the run loop's
    /// display-link source; Apple documents no figure).
    public static let callbackMicroseconds = DisplayLinkCost.callbackMicroseconds
    /// Cost of one view property write inside the callback (a layer transaction entry),
    /// µs — an estimate.
    public static let propertyWriteMicroseconds = DisplayLinkCost.propertyWriteMicroseconds

    private let action: @MainActor (CADisplayLink) -> Void
    public private(set) var timestamp: CFTimeInterval = 0
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// `duration`: the refresh interval, seconds (the device's frame interval once the link
    /// has fired twice; 60 Hz before).
    public private(set) var duration: CFTimeInterval = 1.0 / 60
    public var isPaused = false
    public var preferredFramesPerSecond = 0
    public var preferredFrameRateRange = CAFrameRateRange.default
    private(set) var isInvalidated = false

    /// The closure form of `init(target:selector:)`; the closure runs on the main run loop,
    /// as main-actor code (as the selector's target method would in a view).
    public init(_ action: @escaping @MainActor (CADisplayLink) -> Void) {
        self.action = action
    }

    /// `add(to:forMode:)`: starts firing once a frame.
    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isInvalidated, let run = UIKitRun.current, !run.displayLinks.contains(where: { $0 === self }) else { return }
        run.displayLinks.append(self)
    }

    /// `remove(from:forMode:)`.
    public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        UIKitRun.current?.displayLinks.removeAll { $0 === self }
    }

    /// `invalidate()`: stops for good.
    public func invalidate() { isInvalidated = true }

    @MainActor
    func fire(at time: CFTimeInterval) {
        if timestamp > 0, time > timestamp { duration = time - timestamp }
        timestamp = time
        targetTimestamp = time + duration
        action(self)
    }
}

/// `CAFrameRateRange`.
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0)
}
