#if !canImport(ObjectiveC)
import ChatRigUIKit
import Foundation
import OpenCombine

// Combine's key-value observing publisher where Foundation has no KVO (Linux): on Apple's
// systems `NSObject.KeyValueObservingPublisher` and `publisher(for:options:)` are Foundation's,
// declared when Combine is imported; here they are this module's, over ChatRigUIKit's
// `observe(_:options:changeHandler:)`, which observes views (README: KVO on Linux, for when
// it fires) — so the publisher is one only for a view's key path.

extension NSObject {
    /// `NSObject.KeyValueObservingPublisher`: an object's key path, as Combine publishes it
    /// (Apple: "A Combine publisher that produces a new element whenever the observed value
    /// changes"). Each subscription observes the view while it lasts; a change that comes while
    /// the subscriber has no demand is dropped.
    public struct KeyValueObservingPublisher<Subject: NSObject, Value> {
        public let object: Subject
        public let keyPath: KeyPath<Subject, Value>
        public let options: NSKeyValueObservingOptions

        public init(object: Subject, keyPath: KeyPath<Subject, Value>, options: NSKeyValueObservingOptions) {
            self.object = object
            self.keyPath = keyPath
            self.options = options
        }
    }
}

extension NSObject.KeyValueObservingPublisher: Publisher where Subject: UIView {
    public typealias Output = Value
    public typealias Failure = Never

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
        let subscription = KeyValueObservingSubscription<Value>(subscriber)
        subscriber.receive(subscription: subscription)
        // nonisolated(unsafe): the key path stays on the rehearsal's thread.
        let object = object
        nonisolated(unsafe) let keyPath = keyPath
        let options = options
        // Made here, outside the main-actor closure, so it is a nonisolated closure: one made
        // inside would be main-actor code, which Swift 6 checks for the main thread when called
        // (the rehearsal's thread need not be the main thread).
        nonisolated(unsafe) let handler: (Subject, NSKeyValueObservedChange<Value>) -> Void = { [weak subscription] _, change in
            guard let value = change.newValue else { return }
            subscription?.deliver(value)
        }
        subscription.observation = onRehearsalThread {
            object.observe(keyPath, options: options.union(.new), changeHandler: handler)
        }
    }
}

extension _KeyValueCodingAndObserving where Self: UIView {
    /// `publisher(for:options:)`: the key path's values — by default `.initial` (the value at
    /// subscription) and `.new` (each change), as Foundation's.
    public func publisher<Value>(for keyPath: KeyPath<Self, Value>,
                                 options: NSKeyValueObservingOptions = [.initial, .new]) -> NSObject.KeyValueObservingPublisher<Self, Value> {
        NSObject.KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options)
    }
}

/// One subscriber's observation: demand counted, values beyond it dropped.
private final class KeyValueObservingSubscription<Value>: Subscription, @unchecked Sendable {
    // @unchecked: used on the one thread that runs the rehearsal (the main thread's stand-in).
    private var demand = Subscribers.Demand.none
    private var send: ((Value) -> Subscribers.Demand)?
    var observation: NSKeyValueObservation? {
        didSet { if send == nil { observation?.invalidate() } }
    }

    init<S: Subscriber>(_ subscriber: S) where S.Input == Value, S.Failure == Never {
        send = { subscriber.receive($0) }
    }

    func deliver(_ value: Value) {
        guard demand > 0, let send else { return }
        demand -= 1
        demand += send(value)
    }

    func request(_ demand: Subscribers.Demand) { self.demand += demand }

    func cancel() {
        send = nil
        observation?.invalidate()
        observation = nil
    }
}

/// Runs main-actor `body` now on this thread, as ChatRigUIKit's rehearsal calls the app's
/// main-actor code: checked on the main thread, confined to the rehearsal's thread otherwise.
private func onRehearsalThread<T: Sendable>(_ body: @MainActor () -> T) -> T {
    if Thread.isMainThread { return MainActor.assumeIsolated(body) }
    return withoutActuallyEscaping(body) { isolated in unsafeBitCast(isolated, to: (() -> T).self)() }
}
#endif
