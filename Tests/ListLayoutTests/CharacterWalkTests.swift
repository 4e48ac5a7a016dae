import Testing
@testable import ListLayout

/// ``CharacterWalk`` skips grapheme breaking between one-byte scalars: it must visit exactly
/// the clusters `for character in text[index...]` visits, which ``TextFlow`` walked before.
@Suite struct CharacterWalkTests {
    private func walked(_ text: String, from offset: Int = 0) -> [(Character, Int)] {
        var visited: [(Character, Int)] = []
        var walk = CharacterWalk(text, fromUTF8Offset: offset)
        while let (character, length) = walk.next() { visited.append((character, length)) }
        return visited
    }

    private func iterated(_ text: String, from offset: Int = 0) -> [(Character, Int)] {
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        return text[start...].map { ($0, $0.utf8.count) }
    }

    private func expectSameClusters(_ text: String, from offset: Int = 0) {
        let walked = walked(text, from: offset), iterated = iterated(text, from: offset)
        #expect(walked.map(\.0) == iterated.map(\.0), "\(text.debugDescription) from \(offset)")
        #expect(walked.map(\.1) == iterated.map(\.1), "\(text.debugDescription) from \(offset)")
    }

    /// One-byte scalars beside every kind of cluster a one-byte scalar can start or end.
    static let texts = [
        "", "a", "ab", "plain ASCII text, with punctuation!", "\r\n", "a\r\nb", "\r\r\n\n", "\n\r", "a\r",
        "e\u{301}", "ae\u{301}b", "e\u{301}\u{302}x", "1\u{FE0F}\u{20E3} #\u{FE0F}\u{20E3}", "a\u{200D}b",
        "👨‍👩‍👧‍👦!", "x👍🏽y", "🇫🇷🇩🇪a", "漢字かな and ASCII", "\u{0915}\u{094D}\u{0937}a", "\u{1100}\u{1161}\u{11A8}b",
        "a\u{0600}1", "tab\tand\u{00A0}nbsp", "a\u{FE0F}", "\u{7F}\u{80}\u{1F}",
    ]

    @Test func visitsTheClustersIterationVisits() {
        for text in Self.texts { expectSameClusters(text) }
    }

    @Test func startsAtAnyClusterBoundary() {
        for text in Self.texts {
            var offset = 0
            for character in text {
                expectSameClusters(text, from: offset)
                offset += character.utf8.count
            }
        }
    }

    @Test func concatenationsOfTheTextsWalkAsTheyIterate() {
        for first in Self.texts {
            for second in Self.texts { expectSameClusters(first + second) }
        }
    }
}
