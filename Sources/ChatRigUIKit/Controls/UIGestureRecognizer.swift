/// `UIGestureRecognizer` and its family, with closure forms of `init(target:action:)` on
/// each concrete recognizer (Linux has no selectors): `UITapGestureRecognizer { tap in … }`,
/// and `addAction(_:)` for `addTarget(_:action:)`.
///
/// Recognizers the app adds to its own views are inert: the engine delivers no touches, so
/// they stay `.possible` and their actions never run. The list's own
/// `panGestureRecognizer` follows the scenario's drags (``UIScrollView/panGestureRecognizer``):
/// `.began` when a drag starts, `.changed` as it moves the content, `.ended` at the
/// release; `translation(in:)` is the drag's distance so far (the content's offset change,
/// with the finger's sign); each change of state runs the recognizer's actions, as UIKit
/// sends a recognizer's target-actions.
@MainActor @preconcurrency
open class UIGestureRecognizer: NSObject {
    /// `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static var recognized: State { .ended }
    }

    open internal(set) var state: State = .possible
    open var isEnabled = true
    open internal(set) weak var view: UIView?
    /// `name`: kept, for the app's own use (UIKit names some of its system recognizers).
    open var name: String?
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    open var numberOfTouches: Int { state == .began || state == .changed ? 1 : 0 }
    private var actions: [@MainActor (UIGestureRecognizer) -> Void] = []

    public override init() { super.init() }
    /// `init(target:action:)`, UIKit's designated initializer, so a custom recognizer's
    /// `override init(target:action:)` compiles, and `UITapGestureRecognizer(target: nil,
    /// action: nil)` (actions added later) makes one. The target and action are not kept: a
    /// selector cannot be sent without the Objective-C runtime (`chatrig port` writes each
    /// `#selector` form as the closure form, ``addAction(_:)``), and a recognizer on the app's
    /// own views never fires here anyway.
    public init(target: Any?, action: Selector?) { super.init() }

    /// The closure form of `addTarget(_:action:)`.
    open func addAction(_ action: @escaping @MainActor (UIGestureRecognizer) -> Void) { actions.append(action) }
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
    /// `location(in:)`: the touch's point — none is delivered, so the view's origin.
    open func location(in view: UIView?) -> CGPoint { .zero }

    /// Moves to `state` and runs the actions (a recognized state change).
    func transition(to newState: State) {
        state = newState
        guard isEnabled else { return }
        for action in actions { action(self) }
    }

    /// Adds the closure-form action of a subclass, typed as the subclass.
    func appendAction<Recognizer: UIGestureRecognizer>(_ action: @escaping @MainActor (Recognizer) -> Void) {
        actions.append { recognizer in
            if let typed = recognizer as? Recognizer { action(typed) }
        }
    }
}

/// `UIGestureRecognizerDelegate`: every method optional; not asked (no touches).
@MainActor @preconcurrency
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

/// `UITapGestureRecognizer`: inert.
@MainActor @preconcurrency
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
    /// The closure form of `init(target:action:)`.
    public convenience init(_ action: @escaping @MainActor (UITapGestureRecognizer) -> Void) {
        self.init()
        appendAction(action)
    }
}

/// `UILongPressGestureRecognizer`: inert.
@MainActor @preconcurrency
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0
    /// The closure form of `init(target:action:)`.
    public convenience init(_ action: @escaping @MainActor (UILongPressGestureRecognizer) -> Void) {
        self.init()
        appendAction(action)
    }
}

/// `UISwipeGestureRecognizer`: inert.
@MainActor @preconcurrency
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0), left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2), down = Direction(rawValue: 1 << 3)
    }
    open var direction: Direction = .right
    /// The closure form of `init(target:action:)`.
    public convenience init(_ action: @escaping @MainActor (UISwipeGestureRecognizer) -> Void) {
        self.init()
        appendAction(action)
    }
}

/// `UIPanGestureRecognizer`: inert on the app's views; on the list, it follows the
/// scenario's drags (see ``UIGestureRecognizer``).
@MainActor @preconcurrency
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    private var translation: CGPoint = .zero
    /// The content offset when the drag began.
    private var dragStart: CGPoint = .zero

    /// The closure form of `init(target:action:)`.
    public convenience init(_ action: @escaping @MainActor (UIPanGestureRecognizer) -> Void) {
        self.init()
        appendAction(action)
    }

    open func translation(in view: UIView?) -> CGPoint { translation }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
    /// `velocity(in:)`: not known between the engine's drag samples; zero.
    open func velocity(in view: UIView?) -> CGPoint { .zero }

    /// The list's drag began with the content at `offset`.
    func dragBegan(at offset: CGPoint) {
        dragStart = offset
        translation = .zero
        transition(to: .began)
    }

    /// The list's drag moved the content to `offset`: the finger moved the other way.
    func dragMoved(to offset: CGPoint) {
        guard state == .began || state == .changed else { return }
        translation = CGPoint(x: dragStart.x - offset.x, y: dragStart.y - offset.y)
        transition(to: .changed)
    }

    /// The finger lifted.
    func dragEnded() {
        guard state == .began || state == .changed else { return }
        transition(to: .ended)
        state = .possible
    }
}

/// `UIScreenEdgePanGestureRecognizer`: inert.
@MainActor @preconcurrency
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}

extension UIView {
    /// `addGestureRecognizer(_:)`.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view = self
        attachedGestureRecognizers.append(gestureRecognizer)
    }
    /// `removeGestureRecognizer(_:)`.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }
}
