import Foundation

/// `(value as AnyObject).cgRectValue` → `(value as? NSValue)?.cgRectValue`, and the number
/// accessors (`doubleValue`, `uint32Value`, …) through `NSNumber`.
///
/// Reading a keyboard notification's `userInfo` this way is an Objective-C idiom: a member
/// looked up on `AnyObject` at run time (dynamic member lookup), which Swift offers only with
/// the Objective-C runtime. The cast names the class UIKit puts there (`NSValue` for frames,
/// `NSNumber` for the duration and the curve, as ChatRigUIKit posts them too) and keeps the
/// idiom's type: a member found by run-time lookup is optional (`CGRect?`: the app unwraps it),
/// and so is the conditional cast's. Lines are kept. O(length).
enum AnyObjectLookup {
    static let valueMembers = ["cgRectValue", "cgPointValue", "cgSizeValue", "cgVectorValue", "cgAffineTransformValue",
                               "uiEdgeInsetsValue", "directionalEdgeInsetsValue", "uiOffsetValue", "rangeValue"]
    static let numberMembers = ["doubleValue", "floatValue", "intValue", "uintValue", "int32Value", "uint32Value",
                                "int64Value", "uint64Value", "boolValue", "integerValue", "uintegerValue"]

    static func apply(_ text: String) -> (text: String, edits: Int) {
        var result = text
        var edits = 0
        for (members, cast) in [(valueMembers, "NSValue"), (numberMembers, "NSNumber")] {
            // `(expression as AnyObject).member` with no parenthesis inside the expression but
            // a subscript's brackets (`userInfo[key]!`).
            let pattern = try! NSRegularExpression(
                pattern: #"\(([^()]+?)\s+as\s+AnyObject\)(\??)\.("# + members.joined(separator: "|") + #")\b"#)
            let whole = NSRange(result.startIndex..., in: result)
            edits += pattern.numberOfMatches(in: result, range: whole)
            result = pattern.stringByReplacingMatches(in: result, range: whole, withTemplate: "($1 as? \(cast))?.$3")
        }
        return (result, edits)
    }
}
