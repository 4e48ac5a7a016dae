import Foundation

#if !canImport(Darwin)
extension NSMutableAttributedString {
    /// `NSMutableAttributedString()`: an empty string to append to. Apple's Foundation has it
    /// (inherited from `NSObject`'s `init()`); Linux's declares only `init(string:)` and its
    /// kin, so a screen building a string up from nothing did not compile. (`NSAttributedString()`
    /// cannot be added the same way: Swift refuses to declare `NSObject`'s `init()` again in an
    /// extension of the immutable class; write `NSAttributedString(string: "")`.)
    public convenience init() { self.init(string: "") }
}
#endif
