import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The XML parser's errors in words: Foundation's `XMLParser` reports libxml2's error code
/// with no description (`NSXMLParserErrorDomain Code=76 "(null)"`), which tells a user
/// nothing.
enum ExportXMLError {
    /// A few words for `error`, with its code.
    static func describe(_ error: any Error) -> String {
        let code = (error as NSError).code
        return "\(words(XMLParser.ErrorCode(rawValue: code))), XMLParser error \(code)"
    }

    /// The common codes in words (libxml2's `xmlParserErrors` numbering, which
    /// `XMLParser.ErrorCode` follows).
    static func words(_ code: XMLParser.ErrorCode?) -> String {
        switch code {
        case .documentStartError?, .emptyDocumentError?: "no document"
        case .prematureDocumentEndError?: "the file ends inside an element (truncated?)"
        case .invalidCharacterError?, .invalidCharacterRefError?, .invalidDecimalCharacterRefError?, .invalidHexCharacterRefError?:
            "a character XML does not allow"
        case .undeclaredEntityError?, .unparsedEntityError?, .entityNotStartedError?, .entityNotFinishedError?,
             .entityRefAtEOFError?, .entityRefInPrologError?, .entityRefInEpilogError?, .entityRefInDTDError?,
             .entityRefLoopError?, .entityBoundaryError?, .entityIsExternalError?, .entityIsParameterError?,
             .entityReferenceWithoutNameError?, .entityReferenceMissingSemiError?:
            "an entity reference (&name;) that is not one of XML's five"
        case .lessThanSymbolInAttributeError?, .attributeNotStartedError?, .attributeNotFinishedError?,
             .attributeRedefinedError?, .literalNotStartedError?, .literalNotFinishedError?:
            "a malformed attribute"
        case .tagNameMismatchError?: "an end tag that does not match its start tag"
        case .ltRequiredError?, .gtRequiredError?, .ltSlashRequiredError?, .nameRequiredError?, .spaceRequiredError?,
             .equalExpectedError?:
            "a malformed tag"
        case .extraContentError?: "content after the root element"
        case .commentNotFinishedError?: "a comment that is not closed"
        case .cdataNotFinishedError?: "a CDATA section that is not closed"
        case .unfinishedTagError?: "a tag that is not closed"
        case .characterRefAtEOFError?, .characterRefInPrologError?, .characterRefInEpilogError?, .characterRefInDTDError?:
            "a character reference out of place"
        default: "not well-formed"
        }
    }
}
