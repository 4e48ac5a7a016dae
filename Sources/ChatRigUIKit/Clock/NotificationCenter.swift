/// `NotificationCenter` for the app's code: `default` is the rehearsal's own center, so the
/// keyboard notifications a run posts reach only the view controller of that run.
///
/// It shadows Foundation's for a file that imports ChatRigUIKit and not Foundation itself
/// (UIKit re-exports Foundation, so such files rarely do). The selector form,
/// `addObserver(_:selector:name:object:)`, needs the Objective-C runtime: on Linux the app
/// writes `addObserver(forName:object:queue:using:)`. Delivery is synchronous, on the
/// posting frame, whatever `queue` says (the rehearsal's main queue is the only one).
public final class NotificationCenter {
    private final class Observer: NSObject {
        let name: Notification.Name?
        let object: AnyObject?
        let block: (Notification) -> Void
        init(name: Notification.Name?, object: AnyObject?, block: @escaping (Notification) -> Void) {
            self.name = name
            self.object = object
            self.block = block
        }
    }

    private var observers: [Observer] = []

    public init() {}

    /// The current rehearsal's center; outside a rehearsal a fresh one no one observes.
    public static var `default`: NotificationCenter { UIKitRun.current?.notificationCenter ?? NotificationCenter() }

    /// `addObserver(forName:object:queue:using:)`. Keep the token to remove the observer.
    @discardableResult
    public func addObserver(forName name: Notification.Name?, object: Any?, queue: OperationQueue?,
                            using block: @escaping (Notification) -> Void) -> any NSObjectProtocol {
        let observer = Observer(name: name, object: object.map { $0 as AnyObject }, block: block)
        observers.append(observer)
        return observer
    }

    /// `removeObserver(_:)`: a token from `addObserver(forName:…)`.
    public func removeObserver(_ observer: Any) {
        let token = observer as AnyObject
        observers.removeAll { $0 === token }
    }

    /// `removeObserver(_:name:object:)`.
    public func removeObserver(_ observer: Any, name: Notification.Name?, object: Any?) {
        removeObserver(observer)
    }

    /// `post(_:)`: calls every matching observer now, in the order they were added.
    public func post(_ notification: Notification) {
        let sender = notification.object.map { $0 as AnyObject }
        for observer in observers {
            if let name = observer.name, name != notification.name { continue }
            if let object = observer.object, object !== sender { continue }
            observer.block(notification)
        }
    }

    /// `post(name:object:userInfo:)`.
    public func post(name: Notification.Name, object: Any?, userInfo: [AnyHashable: Any]? = nil) {
        post(Notification(name: name, object: object, userInfo: userInfo))
    }
}
