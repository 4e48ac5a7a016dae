#if !canImport(Darwin)
import Foundation

// Foundation's data detection where Linux's Foundation lacks it (Apple's Foundation has all of
// these; swift-corelibs-foundation has `NSTextCheckingResult` only for regular-expression
// matches): declared here, on Linux only, so a label that detects links compiles.

/// `NSTextCheckingTypes` (Apple: `typealias NSTextCheckingTypes = UInt64`), the bit set
/// `NSDataDetector(types:)` takes: `NSTextCheckingResult.CheckingType` raw values or'ed.
public typealias NSTextCheckingTypes = UInt64

/// `NSDataDetector`, inert: it detects nothing (Apple's detects dates, addresses, links, phone
/// numbers and transit information by heuristics no source documents), so each query answers
/// as for a string with no matches. On Apple's systems it is an `NSRegularExpression`
/// subclass; Linux's `NSRegularExpression` cannot be subclassed from another module, so here it
/// is an `NSObject` with the matching methods a detector is called with.
open class NSDataDetector: NSObject, @unchecked Sendable {
    /// `checkingTypes`: the types it was made for.
    open private(set) var checkingTypes: NSTextCheckingTypes

    /// `init(types:)`: never throws here (Apple throws for types it does not detect).
    public init(types checkingTypes: NSTextCheckingTypes) throws {
        self.checkingTypes = checkingTypes
        super.init()
    }

    /// `matches(in:options:range:)`: none.
    open func matches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> [NSTextCheckingResult] { [] }

    /// `firstMatch(in:options:range:)`: nil.
    open func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSTextCheckingResult? { nil }

    /// `numberOfMatches(in:options:range:)`: 0.
    open func numberOfMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> Int { 0 }

    /// `rangeOfFirstMatch(in:options:range:)`: `NSNotFound` at length 0, as Foundation answers no match.
    open func rangeOfFirstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSRange {
        NSRange(location: NSNotFound, length: 0)
    }

    /// `enumerateMatches(in:options:range:using:)`: the block is never called.
    open func enumerateMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange,
                               using block: (NSTextCheckingResult?, NSRegularExpression.MatchingFlags,
                                             UnsafeMutablePointer<ObjCBool>) -> Void) {}
}

extension NSTextCheckingResult {
    /// `linkCheckingResult(range:url:)`, modelled: a `.link` result with that range and URL
    /// (Linux's Foundation declares it unavailable: "cannot be constructed").
    public class func linkCheckingResult(range: NSRange, url: URL) -> NSTextCheckingResult {
        LinkCheckingResult(range: range, url: url)
    }

    /// `url`: a link result's URL (`linkCheckingResult(range:url:)`); nil for other results.
    public var url: URL? { (self as? LinkCheckingResult)?.link }

    /// `date`: nil (no detector finds dates here).
    public var date: Date? { nil }

    /// `phoneNumber`: nil (no detector finds phone numbers here).
    public var phoneNumber: String? { nil }

    /// `addressComponents`: nil (no detector finds addresses here).
    public var addressComponents: [NSTextCheckingKey: String]? { nil }

    /// `components`: nil (no detector finds transit information here).
    public var components: [NSTextCheckingKey: String]? { nil }
}

/// A `.link` result, as Foundation's `linkCheckingResult(range:url:)` makes one.
final class LinkCheckingResult: NSTextCheckingResult {
    let link: URL
    private let linkRange: NSRange

    init(range: NSRange, url: URL) {
        link = url
        linkRange = range
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    /// `.link` (1 << 5, its raw value in Apple's and Linux's Foundation; Linux deprecates the
    /// name, as its own API returns no link results).
    override var resultType: NSTextCheckingResult.CheckingType { NSTextCheckingResult.CheckingType(rawValue: 1 << 5) }
    override var range: NSRange { linkRange }
    override var numberOfRanges: Int { 1 }
    override func range(at idx: Int) -> NSRange { idx == 0 ? linkRange : NSRange(location: NSNotFound, length: 0) }
}
#endif
