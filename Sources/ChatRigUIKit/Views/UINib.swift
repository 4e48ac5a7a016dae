import Foundation

/// `UINib`, and the nib forms of UIKit's cell and view registration: declared so a library
/// that offers nib-based cells beside code-built ones compiles; not available — the
/// rehearsal reads no Interface Builder files, so loading a nib or registering one traps,
/// naming the nib, as the first use of a missing nib traps on iOS ("Could not load NIB in
/// bundle"). Build the views in code and register their classes (README, `chatrig port`).
@MainActor @preconcurrency
open class UINib: NSObject {
    /// `UINib.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's name (`init(nibName:bundle:)`), or a description of its data.
    public let nibName: String

    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        nibName = name
        super.init()
    }

    public init(data: Data, bundle bundleOrNil: Bundle?) {
        nibName = "nib data of \(data.count) bytes"
        super.init()
    }

    /// `instantiate(withOwner:options:)`: traps — no nib is loaded.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        UINib.notLoaded(nibName)
    }

    /// Traps with the message every nib use gives.
    static func notLoaded(_ name: String) -> Never {
        preconditionFailure("ChatRigUIKit: nib '\(name)' is not loaded (the rehearsal reads no Interface Builder files): "
            + "build the view in code and register its class (README)")
    }
}

extension Bundle {
    /// UIKit's `loadNibNamed(_:owner:options:)`: traps, naming the nib (``UINib``).
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib.notLoaded(name)
    }
}

extension UICollectionView {
    /// `register(_:forCellWithReuseIdentifier:)` with a nib: traps, naming the nib (``UINib``).
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        UINib.notLoaded(nib?.nibName ?? "nil for '\(identifier)'")
    }

    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` with a nib: traps (``UINib``).
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        UINib.notLoaded(nib?.nibName ?? "nil for '\(identifier)'")
    }
}

extension UITableView {
    /// `register(_:forCellReuseIdentifier:)` with a nib: traps, naming the nib (``UINib``).
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        UINib.notLoaded(nib?.nibName ?? "nil for '\(identifier)'")
    }

    /// `register(_:forHeaderFooterViewReuseIdentifier:)` with a nib: traps (``UINib``).
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        UINib.notLoaded(nib?.nibName ?? "nil for '\(identifier)'")
    }
}
