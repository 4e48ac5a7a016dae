@testable import ChatRigSwiftUI
import Testing

/// How much of its message a row's `Text`s show (`ShownRowText`), in UTF-8 bytes of the
/// message: nil when all of it, or when the row's text does not tell.
@Suite struct ShownRowTextTests {
    @Test func aRevealedPrefixReachesTheNextWord() {
        #expect(ShownRowText.shownLength(of: "The quick brown fox", shown: ["The quick"]) == 10)
    }

    /// Whitespace is ignored: a view that re-joins the words with single spaces still reads.
    @Test func wordsRejoinedWithOtherWhitespaceStillRead() {
        #expect(ShownRowText.shownLength(of: "one  two\nthree", shown: ["one two"]) == 9)
    }

    /// A reveal that skipped the first words (V0's `StreamingTextView` queues only words added
    /// after its first `onChange`) is placed by its end.
    @Test func aRevealMissingItsFirstWordsIsPlacedByItsEnd() {
        #expect(ShownRowText.shownLength(of: "alpha beta gamma delta", shown: ["gamma"]) == 17)
    }

    @Test func theWholeMessageShownIsNil() {
        #expect(ShownRowText.shownLength(of: "The quick brown fox ", shown: ["The quick brown fox"]) == nil)
        #expect(ShownRowText.shownLength(of: "The quick", shown: ["12:00", "The quick"]) == nil)
    }

    /// Only empty `Text`s: nothing shown yet. No `Text`, or text that is not the message's:
    /// taken at its word.
    @Test func emptyTextShowsNothingAndForeignTextDoesNotTell() {
        #expect(ShownRowText.shownLength(of: "The quick", shown: [""]) == 0)
        #expect(ShownRowText.shownLength(of: "The quick", shown: []) == nil)
        #expect(ShownRowText.shownLength(of: "The quick", shown: ["12:00"]) == nil)
    }
}
