#if !canImport(ObjectiveC)
/// `objc_setAssociatedObject(_:_:_:_:)`, `objc_getAssociatedObject(_:_:)`,
/// `objc_removeAssociatedObjects(_:)` and `objc_AssociationPolicy`, for Linux, which has no
/// Objective-C runtime (on Apple's systems they are the runtime's, through Foundation). A
/// UIKit extension uses them for stored properties on UIKit's classes (a pull-to-refresh
/// view on `UIScrollView`, a placeholder on `UITextView`): here the values are kept on the
/// responder itself, so they live and die with it as the runtime's do, for any `UIResponder`
/// (views, view controllers). `OBJC_ASSOCIATION_ASSIGN` keeps an object weakly (the runtime
/// keeps it unretained, and reading it after it is gone crashes there — here it reads nil);
/// the copy policies store `copy()` of an `NSCopying` value. An association on an object that
/// is not a responder traps naming its type: Foundation's `NSObject` has no room for it.
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// One association: a value held strongly, or an object held weakly (`ASSIGN`).
struct AssociatedValue {
    private let strong: Any?
    private weak var weak: AnyObject?
    init(_ value: Any, policy: objc_AssociationPolicy) {
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            let isObject = type(of: value) is AnyClass
            strong = isObject ? nil : value
            weak = isObject ? value as AnyObject : nil
        case .OBJC_ASSOCIATION_RETAIN_NONATOMIC, .OBJC_ASSOCIATION_RETAIN:
            strong = value
        case .OBJC_ASSOCIATION_COPY_NONATOMIC, .OBJC_ASSOCIATION_COPY:
            strong = (value as? NSCopying)?.copy(with: nil) ?? value
        }
    }
    var value: Any? { strong ?? weak }
}

private func associationHolder(_ object: Any) -> UIResponder {
    guard let responder = object as? UIResponder else {
        preconditionFailure("objc_setAssociatedObject: ChatRigUIKit keeps associated objects on UIKit responders (views, view controllers), not on \(type(of: object))")
    }
    return responder
}

public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    let holder = associationHolder(object)
    holder.associatedObjects[key] = value.map { AssociatedValue($0, policy: policy) }
}

public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    (object as? UIResponder)?.associatedObjects[key]?.value
}

public func objc_removeAssociatedObjects(_ object: Any) {
    (object as? UIResponder)?.associatedObjects.removeAll()
}
#endif
