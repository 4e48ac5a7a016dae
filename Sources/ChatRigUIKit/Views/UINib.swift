import Foundation

/// `UINib`, declared so a library that registers or loads nibs compiles; inert: a rehearsal
/// loads no Interface Builder file (Linux has none, and nothing here can unarchive one).
///
/// As UIKit declares it (`@MainActor class UINib: NSObject`, `init(nibName:bundle:)`,
/// `init(data:bundle:)`, `instantiate(withOwner:options:)`; Apple, UIKit › UINib). The name
/// and bundle are kept; `instantiate(withOwner:options:)` makes no objects and returns an
/// empty array (UIKit returns the nib's top-level objects).
@MainActor @preconcurrency
open class UINib: NSObject {
    /// The options `instantiate(withOwner:options:)` takes (`UINib.OptionsKey`).
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// `externalObjects`: the proxies a nib's placeholders are bound to.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's name (`init(nibName:bundle:)`), nil for one made from data.
    public let nibName: String?
    /// The bundle named at creation (nil: the main bundle, as UIKit reads it).
    public let bundle: Bundle?

    /// `init(nibName:bundle:)`: kept, never looked up (UIKit raises when the file is missing).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        nibName = name
        bundle = bundleOrNil
        super.init()
    }

    /// `init(data:bundle:)`: the data is not read.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        nibName = nil
        bundle = bundleOrNil
        super.init()
    }

    /// `instantiate(withOwner:options:)`: no objects (nothing is unarchived).
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] { [] }
}

/// Nib registrations: UIKit's latest registration for an identifier replaces the one before
/// (Apple, `register(_:forCellWithReuseIdentifier:)`: "If you previously registered a class or
/// nib file with the same reuse identifier, the object you specify … replaces the old entry").
/// A nib is not loaded, so registering one forgets the identifier's class: dequeuing it then
/// fails as an unregistered identifier does (a programming error naming the identifier).
extension UICollectionView {
    /// `register(_:forCellWithReuseIdentifier:)` with a nib (or nil, which unregisters).
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registrations[identifier] = nil
    }

    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` with a nib (or nil).
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        supplementaryViews.unregister(kind: kind, identifier: identifier)
    }
}

extension UITableView {
    /// `register(_:forCellReuseIdentifier:)` with a nib (or nil, which unregisters).
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        bridge.registrations[identifier] = nil
    }

    /// `register(_:forHeaderFooterViewReuseIdentifier:)` with a nib (or nil).
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        sectionViews.registrations[identifier] = nil
    }
}
