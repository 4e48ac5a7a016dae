#if !canImport(Darwin)
import ChatRigUIKit
import Foundation
import Testing

/// Linux's Foundation gaps for data detection: a detector finds nothing; a link result made by
/// `linkCheckingResult(range:url:)` has its range and URL; the other accessors answer nil.
@Suite struct TextCheckingTests {
    /// `.link` and `.phoneNumber` by raw value (Linux deprecates the names).
    static let link = NSTextCheckingResult.CheckingType(rawValue: 1 << 5)
    static let phoneNumber = NSTextCheckingResult.CheckingType(rawValue: 1 << 11)

    @Test func aDataDetectorFindsNothing() throws {
        let types = Self.link.rawValue | Self.phoneNumber.rawValue
        let detector = try NSDataDetector(types: types)
        let text = "call 555-0100 or see https://example.com"
        let range = NSRange(location: 0, length: (text as NSString).length)
        #expect(detector.checkingTypes == types)
        #expect(detector.matches(in: text, options: [], range: range).isEmpty)
        #expect(detector.firstMatch(in: text, options: [], range: range) == nil)
        #expect(detector.numberOfMatches(in: text, options: [], range: range) == 0)
        #expect(detector.rangeOfFirstMatch(in: text, options: [], range: range).location == NSNotFound)
    }

    @Test func aLinkResultHasItsRangeAndURL() throws {
        let url = try #require(URL(string: "https://example.com"))
        let result = NSTextCheckingResult.linkCheckingResult(range: NSRange(location: 4, length: 19), url: url)
        #expect(result.resultType == Self.link)
        #expect(result.range == NSRange(location: 4, length: 19))
        #expect(result.url == url)
        #expect(result.date == nil)
        #expect(result.phoneNumber == nil)
        #expect(result.addressComponents == nil)
        #expect(result.components == nil)
    }
}
#endif
