import ChatModel
import Testing
@testable import Strategies

/// `String.isSameText(as:)` answers `==` (canonical equivalence) from the bytes where they
/// settle it; it must agree with `==` everywhere.
@Suite struct TextComparisonTests {
    /// Pieces that make bytes and canonical equivalence disagree, each with a canonically
    /// equivalent twin of other bytes where one exists: precomposed and decomposed accents,
    /// combining marks in either order, Hangul jamo and syllables; and CR LF, emoji, markup.
    private static let pieces: [(String, String)] = [
        ("a", "a"), ("e", "e"), (" ", " "), ("\u{E9}", "e\u{301}"), ("\u{301}", "\u{301}"),
        ("\u{323}\u{307}", "\u{307}\u{323}"), ("\u{1E69}", "s\u{323}\u{307}"), ("\u{1100}\u{1161}", "\u{AC00}"),
        ("\r", "\r"), ("\n", "\n"), ("\r\n", "\r\n"), ("👍", "👍"), ("👍🏽", "👍🏽"), ("—", "—"), ("**", "**"),
    ]

    /// A text and its twin (the same pieces, each as its twin).
    private static func texts(_ random: inout SeededRandom) -> (text: String, twin: String) {
        var text = "", twin = ""
        for _ in 0..<Int(random.next() % 12) {
            let piece = pieces[Int(random.next() % UInt64(pieces.count))]
            text += piece.0
            twin += piece.1
        }
        return (text, twin)
    }

    @Test func agreesWithEqualityOnSeededTexts() {
        var random = SeededRandom(seed: 7)
        var equal = 0, different = 0, equivalentWithOtherBytes = 0
        for _ in 0..<20_000 {
            let (a, twin) = Self.texts(&random)
            // A growing reply (a extended), an unrelated text, or a canonically equivalent twin.
            let b = switch random.next() % 3 {
            case 0: a + Self.texts(&random).text
            case 1: Self.texts(&random).twin
            default: twin
            }
            #expect(a.isSameText(as: b) == (a == b), "\(Array(a.unicodeScalars)) vs \(Array(b.unicodeScalars))")
            #expect(b.isSameText(as: a) == (a == b))
            if a == b { equal += 1 } else { different += 1 }
            if a == b, Array(a.utf8) != Array(b.utf8) { equivalentWithOtherBytes += 1 }
        }
        #expect(equal > 1_000 && different > 1_000 && equivalentWithOtherBytes > 1_000)
    }

    @Test func canonicallyEquivalentTextsAreTheSame() {
        #expect("caf\u{E9}".isSameText(as: "cafe\u{301}"))
        #expect("\u{1E69}".isSameText(as: "s\u{323}\u{307}"))
        #expect("s\u{323}\u{307}".isSameText(as: "s\u{307}\u{323}"))
        #expect(!"cafe".isSameText(as: "cafe\u{301}"))  // the extended text differs
        #expect("".isSameText(as: ""))
        #expect(!"".isSameText(as: "a"))
    }
}
