/// `UIControl`: actions in closure form (`addAction(_:for:)`); `sendActions(for:)` runs
/// them, which is how a rehearsal adapter taps a button. `addTarget(_:action:for:)` needs a
/// selector and the Objective-C runtime: not available on Linux.
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
    private var actions: [(action: UIAction, events: Event)] = []

    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// `addAction(_:for:)`.
    open func addAction(_ action: UIAction, for controlEvents: Event) { actions.append((action, controlEvents)) }

    /// `removeAction(_:for:)`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && $0.events == controlEvents }
    }

    /// `sendActions(for:)`: runs the actions registered for any of `controlEvents`, in
    /// the order added (an enabled control only, as a touch would).
    open func sendActions(for controlEvents: Event) {
        guard isEnabled else { return }
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.handler(entry.action)
        }
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
