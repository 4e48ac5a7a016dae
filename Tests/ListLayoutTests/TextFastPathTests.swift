import ChatModel
import Testing
@testable import ListLayout

/// The shortcuts on the text hot path answer exactly what the general code answers.
@Suite("Text fast paths")
struct TextFastPathTests {
    @Test("The byte-prefix check agrees with comparing UTF-8 views")
    func prefixCheckAgreesWithUTF8Views() {
        let texts = ["", "a", "ab", "abc", "abd", "xbc", "héllo wörld", "héllo", "hèllo", "漢字かな", "漢字", "👨‍👩‍👧‍👦!", "👨‍👩",
                     String(repeating: "token ", count: 400), String(repeating: "token ", count: 399) + "tokem "]
        for text in texts {
            for prefix in texts {
                #expect(TextFlow.hasUTF8Prefix(text, prefix) == text.utf8.starts(with: prefix.utf8),
                        "\(text.debugDescription) / \(prefix.debugDescription)")
            }
            // A copy in its own storage, and one differing only in its last byte.
            let copy = String(decoding: Array(text.utf8), as: UTF8.self)
            #expect(TextFlow.hasUTF8Prefix(text, copy))
            if let last = text.utf8.last, last < 0x7F {
                let changed = String(decoding: Array(text.utf8.dropLast()) + [last + 1], as: UTF8.self)
                #expect(!TextFlow.hasUTF8Prefix(text, changed))
            }
        }
    }
}
