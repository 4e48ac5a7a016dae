/// `UIControl`: actions in closure form (`addAction(_:for:)`, and ChatRigUIKit's
/// `addAction(for:handler:)` for an action taking the sender and the event); `sendActions(for:)`
/// runs them with no event, as UIKit's does, and ``simulateTap()`` with a tap's touch event.
/// `addTarget(_:action:for:)` needs a selector and the Objective-C runtime: not available on
/// Linux (``UIControlEventHandling``).
@MainActor @preconcurrency
open class UIControl: UIView {
    /// `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
    /// `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }
    /// `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    /// `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    private var actions: [(action: ControlAction, events: Event)] = []
    /// `isTracking`: a touch is down on the control (between `touchesBegan` and its end).
    open private(set) var isTracking = false
    /// `isTouchInside`: the tracked touch is inside the control's bounds.
    open private(set) var isTouchInside = false

    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// `addAction(_:for:)`.
    open func addAction(_ action: UIAction, for controlEvents: Event) { actions.append((.action(action), controlEvents)) }

    /// `removeAction(_:for:)`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { entry in
            guard case .action(let added) = entry.action else { return false }
            return added === action && entry.events == controlEvents
        }
    }

    /// Adds a sender-and-event handler (``UIControlEventHandling/addAction(for:handler:)``).
    final func addHandler(_ handler: @escaping @MainActor (UIControl, UIEvent?) -> Void, for controlEvents: Event) {
        actions.append((.handler(handler), controlEvents))
    }

    /// `sendActions(for:)`: runs the actions registered for any of `controlEvents`, in
    /// the order added (an enabled control only, as a touch would), with no event: "You may
    /// specify nil for this parameter if you are calling this method directly, instead of in
    /// response to an event" (Apple, `UIControl.sendAction(_:to:for:)`, which
    /// `sendActions(for:)` calls for each target-action).
    open func sendActions(for controlEvents: Event) { performActions(for: controlEvents, event: nil) }

    /// `sendAction(_:)`: runs `action` with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
    }

    /// The events an occurrence of `controlEvents` triggers (a button adds
    /// `.primaryActionTriggered` to `.touchUpInside`).
    func triggeredEvents(_ controlEvents: Event) -> Event { controlEvents }

    /// Runs the actions for `controlEvents`, each `UIAction` with this control as its
    /// `sender`, each handler with this control and `event`.
    final func performActions(for controlEvents: Event, event: UIEvent?) {
        guard isEnabled else { return }
        let triggered = triggeredEvents(controlEvents)
        for entry in actions where !entry.events.isDisjoint(with: triggered) {
            switch entry.action {
            case .action(let action): sendAction(action)
            case .handler(let handler): handler(self, event)
            }
        }
    }

    // MARK: Touch tracking (a simulated tap: ``simulateTap()``)

    /// `touchesBegan(_:with:)`: UIKit's control tracking — highlighted, `.touchDown` sent
    /// with the event, then `beginTracking(_:with:)`.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        performActions(for: .touchDown, event: event)
        isTracking = beginTracking(touch, with: event)
    }

    /// `touchesEnded(_:with:)`: unhighlighted, `endTracking(_:with:)`, then `.touchUpInside`
    /// when the touch lifted inside the bounds, `.touchUpOutside` otherwise, with the event.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        isTouchInside = point(inside: touch.location(in: self), with: event)
        isHighlighted = false
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        performActions(for: isTouchInside ? .touchUpInside : .touchUpOutside, event: event)
    }

    /// `touchesCancelled(_:with:)`: `.touchCancel`, with the event.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        performActions(for: .touchCancel, event: event)
    }

    /// `beginTracking(_:with:)`: whether to keep tracking the touch (default true).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// `continueTracking(_:with:)`: not called (a simulated tap does not move).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// `endTracking(_:with:)`.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// `cancelTracking(with:)`.
    open func cancelTracking(with event: UIEvent?) {}

    /// One registered action: a `UIAction` or a sender-and-event handler.
    enum ControlAction {
        case action(UIAction)
        case handler(@MainActor (UIControl, UIEvent?) -> Void)
    }
}

/// `UIMenuElement`.
@MainActor @preconcurrency
open class UIMenuElement {
    /// `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1), destructive = Attributes(rawValue: 2), hidden = Attributes(rawValue: 4)
    }
    /// `UIMenuElement.State`.
    public enum State: Int, Sendable { case off, on, mixed }
    open var title: String
    open var image: UIImage?
    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
}

/// `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// `UIAction`: the closure form of a control's target-action.
@MainActor @preconcurrency
open class UIAction: UIMenuElement {
    /// `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    public let identifier: Identifier
    open var attributes: Attributes
    open var state: State
    public let handler: UIActionHandler
    /// `sender`: "The object responsible for the action handler" (Apple) — the control that
    /// ran it (`sendActions(for:)`, a simulated tap), the bar button item whose primary action
    /// it is; nil before it first runs.
    open internal(set) var sender: Any?

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }
}

/// `UIMenu`.
@MainActor @preconcurrency
open class UIMenu: UIMenuElement {
    /// `UIMenu.Options`.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1), destructive = Options(rawValue: 2)
    }
    public let children: [UIMenuElement]
    public let options: Options
    public init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, options: Options = [],
                children: [UIMenuElement] = []) {
        self.children = children
        self.options = options
        super.init(title: title, image: image)
    }
}

/// `UIContextMenuConfiguration`.
@MainActor @preconcurrency
open class UIContextMenuConfiguration {
    public let identifier: (any NSCopying)?
    public let previewProvider: (() -> UIViewController?)?
    public let actionProvider: (([UIMenuElement]) -> UIMenu?)?
    public init(identifier: (any NSCopying)? = nil, previewProvider: (() -> UIViewController?)? = nil,
                actionProvider: (([UIMenuElement]) -> UIMenu?)? = nil) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}

/// `UIContextMenuInteractionDelegate`.
@MainActor @preconcurrency
public protocol UIContextMenuInteractionDelegate: AnyObject {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
}

/// `UIContextMenuInteraction`: recorded; a long press is not part of the scenario format.
@MainActor @preconcurrency
open class UIContextMenuInteraction: UIInteraction {
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    public var view: UIView? { nil }
    public init(delegate: any UIContextMenuInteractionDelegate) { self.delegate = delegate }
}

/// `UIPasteboard`: `general` is the rehearsal's own.
open class UIPasteboard {
    open var string: String?
    open var strings: [String]?
    open var image: UIImage?
    open var images: [UIImage]?
    open var url: URL?
    open var urls: [URL]?
    /// `hasStrings`, `hasImages`, `hasURLs`: whether the pasteboard holds one.
    open var hasStrings: Bool { string != nil || !(strings ?? []).isEmpty }
    open var hasImages: Bool { image != nil || !(images ?? []).isEmpty }
    open var hasURLs: Bool { url != nil || !(urls ?? []).isEmpty }
    public init() {}
    public static var general: UIPasteboard { UIKitRun.current?.pasteboard ?? UIPasteboard() }
}
