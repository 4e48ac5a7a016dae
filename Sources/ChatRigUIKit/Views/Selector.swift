#if !canImport(ObjectiveC)
/// `Selector`, for Linux, which has no Objective-C runtime: a method's name, so the UIKit
/// overrides that take one compile (`canPerformAction(_:withSender:)`, which a chat screen's
/// text view overrides to hide its edit menu). `#selector(…)` itself stays unavailable (a
/// language feature of the Objective-C runtime): `Selector("copy:")` names a method. On
/// Apple's systems `Selector` is the Objective-C runtime's.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
    public var description: String { name }
}

/// `NSSelectorFromString(_:)`: the selector of that name (Foundation's on Apple's systems).
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }
/// `NSStringFromSelector(_:)`: the selector's name.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }
#endif
