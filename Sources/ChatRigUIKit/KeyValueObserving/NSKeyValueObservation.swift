#if !canImport(ObjectiveC)
/// Key-value observing of a view's geometry, for Linux, whose Foundation has no KVO: the
/// types and signatures Foundation declares on Apple's systems (`NSKeyValueObservation`,
/// `NSKeyValueObservingOptions`, `NSKeyValueObservedChange`, `NSKeyValueChangeKey`), which
/// Foundation on Linux does not declare (so nothing here is declared twice).
///
/// What fires: an observation compares the observed value with the last one it saw — after
/// every write of a view's `frame`, `bounds`, `center`, or a scroll view's `contentOffset`,
/// `contentSize`, `contentInset`, and once a frame for the rehearsed list (whose content size
/// and offset the engine moves: after its scrolling and before the main queue's turn, step 3
/// of the run loop's order, ``UIKitRun``). It fires when the value changed (for an
/// `Equatable` value; any other value fires on every check). KVO on a device fires on every
/// write, equal or not, synchronously inside the setter: here a write of the same value does
/// not fire, and the engine's own changes fire once a frame, not once per change within it.
/// A key path the rehearsal does not write (a label's `text`) fires only for `.initial`.

/// `NSKeyValueObservingOptions`.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// `NSKeyValueChange`.
public enum NSKeyValueChange: UInt, Sendable { case setting = 1, insertion, removal, replacement }

/// `NSKeyValueChangeKey`: the keys of the change dictionary `observeValue(forKeyPath:of:change:context:)` receives.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = NSKeyValueChangeKey("kind")
    public static let newKey = NSKeyValueChangeKey("new")
    public static let oldKey = NSKeyValueChangeKey("old")
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// `NSKeyValueObservedChange`: what a change handler receives.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    /// Present when `.new` was asked for.
    public let newValue: Value?
    /// Present when `.old` was asked for (and not for the `.initial` call).
    public let oldValue: Value?
    public let indexes: IndexSet?
    public let isPrior: Bool
}

/// `NSKeyValueObservation`: the token `observe(_:options:changeHandler:)` returns; the
/// observation lasts until it is invalidated or released.
public final class NSKeyValueObservation: @unchecked Sendable {
    private var stop: (() -> Void)?
    init(stop: @escaping () -> Void) { self.stop = stop }
    /// `invalidate()`: no further changes reach the handler.
    public func invalidate() {
        stop?()
        stop = nil
    }
    deinit { stop?() }
}

/// The protocol Foundation's `observe(_:options:changeHandler:)` is declared on, for views.
public protocol _KeyValueCodingAndObserving {}

extension UIView: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: UIView {
    /// `observe(_:options:changeHandler:)`: see the file's note for when it fires. O(1) to register.
    @MainActor
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? self[keyPath: keyPath] : nil,
                                                         oldValue: nil, indexes: nil, isPrior: false))
        }
        let observer = KeyValueObserver(current: self[keyPath: keyPath]) { [unowned self] last in
            let value = self[keyPath: keyPath]
            guard !KeyValueObserver.same(last as! Value, value) else { return nil }
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? value : nil,
                                                         oldValue: options.contains(.old) ? (last as! Value) : nil,
                                                         indexes: nil, isPrior: false))
            return value
        }
        keyValueObservers.append(observer)
        return NSKeyValueObservation { [weak self, weak observer] in
            MainActorBridge.run { self?.keyValueObservers.removeAll { $0 === observer } }
        }
    }
}
#endif
