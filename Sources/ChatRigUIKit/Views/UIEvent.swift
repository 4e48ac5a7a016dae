/// `UIEvent`: what UIKit hands a control's target-action and the touch callbacks.
///
/// The rehearsal delivers no touches of its own to the app's views (the scenario's drags go
/// to the list's scroll view), so an event exists only where a tap is simulated
/// (``UIControl/simulateTap()``, ``UIBarButtonItem/simulateTap()``): a `.touches` event at
/// the virtual clock's time holding that tap's one touch. `UIEvent()` is an event with no
/// touches, as UIKit's plain initializer gives.
@MainActor @preconcurrency
open class UIEvent: NSObject {
    /// `UIEvent.EventType`.
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }
    /// `UIEvent.EventSubtype`, with UIKit's raw values (the ones a chat screen names).
    public enum EventSubtype: Int, Sendable { case none = 0, motionShake = 1 }
    private let eventTouches: Set<UITouch>
    private let eventTimestamp: TimeInterval

    public override init() {
        eventTouches = []
        eventTimestamp = 0
        super.init()
    }

    /// A touch event holding `touches`, at `timestamp` (seconds of the virtual clock).
    init(touches: Set<UITouch>, timestamp: TimeInterval) {
        eventTouches = touches
        eventTimestamp = timestamp
        super.init()
    }

    open var type: EventType { .touches }
    /// `timestamp`: when the event happened, seconds — the virtual clock's `CACurrentMediaTime()`
    /// (UIKit's is the system uptime, the same clock as `CACurrentMediaTime()`).
    open var timestamp: TimeInterval { eventTimestamp }
    /// `allTouches`: the event's touches; nil when it has none.
    open var allTouches: Set<UITouch>? { eventTouches.isEmpty ? nil : eventTouches }
    /// `touches(for:)`: the touches that started in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        let touches = eventTouches.filter { $0.view === view }
        return touches.isEmpty ? nil : touches
    }
}

/// `UITouch`: one finger of a simulated tap (see ``UIEvent``); inert otherwise.
@MainActor @preconcurrency
open class UITouch: NSObject {
    /// `UITouch.Phase`.
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }
    private var touchPhase: Phase = .began
    private weak var touchView: UIView?
    /// Where the finger is, in ``touchView``'s coordinates.
    private var point: CGPoint = .zero
    private var touchTimestamp: TimeInterval = 0

    public override init() { super.init() }

    /// A finger down at `point` of `view`, at `timestamp`.
    init(view: UIView?, at point: CGPoint, timestamp: TimeInterval) {
        touchView = view
        self.point = point
        touchTimestamp = timestamp
        super.init()
    }

    /// Moves the touch to `phase` (UIKit updates one `UITouch` object through its phases).
    func move(to phase: Phase) { touchPhase = phase }

    open var phase: Phase { touchPhase }
    open var tapCount: Int { 1 }
    open var timestamp: TimeInterval { touchTimestamp }
    /// `view`: the view the touch began in.
    open var view: UIView? { touchView }
    /// `location(in:)`: the touch's point in `view`'s coordinates (the window's for nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let touchView else { return point }
        return view === touchView ? point : touchView.convert(point, to: view)
    }
    open func previousLocation(in view: UIView?) -> CGPoint { location(in: view) }
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { location(in: view) }
}
