import Foundation

#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#else
/// `IndexPath(item:section:)`, `item` and `section`, as UIKit and AppKit declare them.
///
/// ListDiff uses Foundation's `IndexPath` so that its changesets read like the real batch
/// updates. On Apple platforms UIKit/AppKit provide these members (imported above); elsewhere
/// they are declared here with the same meaning: a two-index path `[section, item]`.
extension IndexPath {
    /// A path to `item` in `section`: `[section, item]`. Builds the two-index storage
    /// directly, without allocating an array.
    @inlinable
    public init(item: Int, section: Int) {
        self.init(index: section)
        append(item)
    }

    /// The item's position within its section (the path's second index).
    @inlinable
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The section's position (the path's first index).
    @inlinable
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
}
#endif
