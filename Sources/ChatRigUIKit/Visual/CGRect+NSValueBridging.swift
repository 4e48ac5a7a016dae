import Foundation

/// `CGRect` bridges to `NSValue`, as Apple's CoreGraphics overlay makes it: a keyboard frame
/// UIKit puts in `userInfo` as an `NSValue` reads back both ways apps write it —
/// `userInfo[key] as? CGRect` and `(userInfo[key] as? NSValue)?.cgRectValue` — and a
/// `CGRect` stored in an `[AnyHashable: Any]` casts to `NSValue`. Foundation on Linux
/// declares neither direction; the Swift runtime's casts use this conformance.
extension CGRect: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
        precondition(_conditionallyBridgeFromObjectiveC(source, result: &result), "\(source) holds no CGRect")
    }

    /// Succeeds only for an `NSValue` made from a rectangle (its Objective-C type encoding
    /// is a rectangle's).
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        guard String(cString: source.objCType) == rectangleEncoding else {
            result = nil
            return false
        }
        result = source.rectValue
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
        var result: CGRect?
        if let source { _forceBridgeFromObjectiveC(source, result: &result) }
        return result ?? .zero
    }

    /// The type encoding of an `NSValue` holding a rectangle.
    private static let rectangleEncoding = String(cString: NSValue(rect: .zero).objCType)
}
