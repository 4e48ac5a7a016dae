#if !canImport(ObjectiveC)
/// The string-keyed KVO of `NSObject` (`addObserver(_:forKeyPath:options:context:)`,
/// `removeObserver(_:forKeyPath:)`, `observeValue(forKeyPath:of:change:context:)` on the
/// observer), for a view's `frame`, `bounds`, `center`, `alpha`, `hidden`, and a scroll
/// view's `contentOffset`, `contentSize`, `contentInset`; other key paths never fire. When
/// they fire: ``NSKeyValueObservation``'s file. The observer is held weakly, as KVO holds it.
extension UIView {
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        let notify: (Any?, Any?, Bool) -> Void = { [unowned self, weak observer] old, new, initial in
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.new), let new { change[.newKey] = new }
            if options.contains(.old), !initial, let old { change[.oldKey] = old }
            (observer as? UIResponder)?.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
        }
        if options.contains(.initial) { notify(nil, boxed(keyValue(forKeyPath: keyPath)), true) }
        let entry = KeyValueObserver(current: keyValue(forKeyPath: keyPath) as Any) { [unowned self] last in
            let value = keyValue(forKeyPath: keyPath)
            guard !KeyValueObserver.same(any: last as Any?, value) else { return nil }
            notify(boxed(last), boxed(value), false)
            return value as Any
        }
        entry.registration = (ObjectIdentifier(observer), keyPath)
        keyValueObservers.append(entry)
    }

    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        let id = ObjectIdentifier(observer)
        keyValueObservers.removeAll { $0.registration?.observer == id && $0.registration?.keyPath == keyPath }
    }

    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeObserver(observer, forKeyPath: keyPath)
    }

    /// The value a string key path names.
    func keyValue(forKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "frame": return frame
        case "bounds": return bounds
        case "center": return center
        case "alpha": return alpha
        case "hidden", "isHidden": return isHidden
        default: break
        }
        guard let scrollView = self as? UIScrollView else { return nil }
        switch keyPath {
        case "contentOffset": return scrollView.contentOffset
        case "contentSize": return scrollView.contentSize
        case "contentInset": return scrollView.contentInset
        default: return nil
        }
    }

    /// A value boxed as KVO boxes it in a change dictionary: `NSValue` for a rect, point or
    /// size, `NSNumber` for a number or Boolean; others as they are.
    private func boxed(_ value: Any?) -> Any? {
        switch value {
        case let rect as CGRect: return NSValue(cgRect: rect)
        case let point as CGPoint: return NSValue(cgPoint: point)
        case let size as CGSize: return NSValue(cgSize: size)
        case let number as CGFloat: return NSNumber(value: Double(number))
        case let flag as Bool: return NSNumber(value: flag)
        default: return value
        }
    }

    /// Every observation of this view checks for a change (after a geometry write, and once
    /// a frame for the rehearsed list). O(observations).
    func checkKeyValueObservers() {
        guard !keyValueObservers.isEmpty else { return }
        for observer in keyValueObservers { observer.checkForChange() }
    }
}
#endif
