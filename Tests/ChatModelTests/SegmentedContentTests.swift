import Testing
@testable import ChatModel

@Suite struct SegmentedContentTests {
    private func segments(_ text: String) -> [ContentSegment] { SegmentedContent(text).segments }

    private func streamed(_ chunks: [String]) -> SegmentedContent {
        var content = SegmentedContent()
        for chunk in chunks { content.append(chunk) }
        return content
    }

    // MARK: Thinking

    @Test func closedThinkBlockIsTrimmedAndFollowedByAnswer() {
        #expect(segments("<think>\nLet me see.\n\nYes.\n</think>\n\nThe answer.") == [
            ContentSegment(kind: .thinking, text: "Let me see.\n\nYes.", isClosed: true),
            ContentSegment(kind: .paragraph, text: "The answer.", isClosed: false),
        ])
    }

    @Test func unclosedThinkIsAnOpenThinkingSegment() {
        #expect(segments("<think>\nStill reasoning") == [
            ContentSegment(kind: .thinking, text: "Still reasoning", isClosed: false),
        ])
        #expect(segments("<think>") == [ContentSegment(kind: .thinking, text: "", isClosed: false)])
    }

    @Test func textBeforeThinkTagEndsItsLine() {
        #expect(segments("Sure. <think>hmm</think>Done") == [
            ContentSegment(kind: .paragraph, text: "Sure.", isClosed: true),
            ContentSegment(kind: .thinking, text: "hmm", isClosed: true),
            ContentSegment(kind: .paragraph, text: "Done", isClosed: false),
        ])
    }

    @Test func markdownInsideThinkingStaysRawText() {
        #expect(segments("<think># not a heading\n```\n**x**</think>") == [
            ContentSegment(kind: .thinking, text: "# not a heading\n```\n**x**", isClosed: true),
        ])
    }

    @Test func openTagSplitAcrossChunksMatchesWholeParse() {
        let chunks = ["Hi <th", "ink>", "plan</thi", "nk>\n\nAnswer"]
        var content = SegmentedContent()
        var prefix = ""
        for chunk in chunks {
            content.append(chunk)
            prefix += chunk
            #expect(content.segments == segments(prefix), "after \(prefix.debugDescription)")
        }
        #expect(content.segments.map(\.kind) == [.paragraph, .thinking, .paragraph])
        #expect(content.segments[1].text == "plan")
    }

    /// An unfinished line is scanned once, not on every append: the scan resumes six bytes
    /// before the end (a `<think>` may still be completing there), so a tag arriving a byte
    /// at a time after a long line, or a line break, is still found.
    @Test func longLineStreamedByteByByteFindsTagsAndBreaksLikeWholeParse() {
        let line = String(repeating: "word <b> <thin ", count: 40)
        for ending in ["<think>plan</think>done", "\nnext <think>x", "<<think>y", "<thin\nk>", "é<think>\u{301}z"] {
            var content = SegmentedContent()
            var prefix = ""
            for character in line + ending {
                content.append(String(character))
                prefix.append(character)
                #expect(content.segments == segments(prefix), "after \(prefix.suffix(30).debugDescription)")
            }
        }
    }

    @Test func partialCloseTagShowsWhileUndecidedThenDisappears() {
        var content = SegmentedContent("<think>a <")
        #expect(content.segments == [ContentSegment(kind: .thinking, text: "a <", isClosed: false)])
        content.append("/think")
        #expect(content.segments == [ContentSegment(kind: .thinking, text: "a </think", isClosed: false)])
        content.append(">")
        #expect(content.segments == [ContentSegment(kind: .thinking, text: "a", isClosed: true)])
    }

    @Test func lessThanInsideThinkingThatIsNotATagIsKept() {
        #expect(streamed(["<think>x <", "y", "</think>"]).segments == [
            ContentSegment(kind: .thinking, text: "x <y", isClosed: true),
        ])
    }

    @Test func thinkTagInsideCodeBlockClosesTheBlock() {
        // Thinking tags take precedence everywhere, as in the iris design.
        #expect(segments("```\ncode <think>t</think>") == [
            ContentSegment(kind: .code(language: nil), text: "code ", isClosed: true),
            ContentSegment(kind: .thinking, text: "t", isClosed: true),
        ])
    }

    // MARK: Code

    @Test func fencedCodeKeepsRawTextAndLanguage() {
        #expect(segments("Look:\n\n```swift\nlet a = **b**\n\nprint(a)\n```\nDone") == [
            ContentSegment(kind: .paragraph, text: "Look:", isClosed: true),
            ContentSegment(kind: .code(language: "swift"), text: "let a = **b**\n\nprint(a)", isClosed: true),
            ContentSegment(kind: .paragraph, text: "Done", isClosed: false),
        ])
    }

    @Test func unterminatedFenceIsAnOpenCodeSegment() {
        #expect(segments("```py\nx = 1\n") == [
            ContentSegment(kind: .code(language: "py"), text: "x = 1", isClosed: false),
        ])
        #expect(segments("~~~\n") == [ContentSegment(kind: .code(language: nil), text: "", isClosed: false)])
    }

    @Test func fenceSplitAcrossChunksMatchesWholeParse() {
        let chunks = ["Intro\n", "``", "`swift\nlet x", " = 1\n``", "`\nAfter"]
        var content = SegmentedContent()
        var prefix = ""
        for chunk in chunks {
            content.append(chunk)
            prefix += chunk
            #expect(content.segments == segments(prefix), "after \(prefix.debugDescription)")
        }
        #expect(content.segments == [
            ContentSegment(kind: .paragraph, text: "Intro", isClosed: true),
            ContentSegment(kind: .code(language: "swift"), text: "let x = 1", isClosed: true),
            ContentSegment(kind: .paragraph, text: "After", isClosed: false),
        ])
    }

    @Test func shorterFenceDoesNotCloseLongerOne() {
        #expect(segments("````\n```\n````") == [
            ContentSegment(kind: .code(language: nil), text: "```", isClosed: true),
        ])
    }

    // MARK: Markdown blocks

    @Test func blocksAreClassified() {
        let text = "# Title\n\nIntro line\nsecond line\n\n- one\n* two\n3) three\n\n> quoted\n> more\n###### Six\n####### seven"
        #expect(segments(text) == [
            ContentSegment(kind: .heading(level: 1), text: "Title", isClosed: true),
            ContentSegment(kind: .paragraph, text: "Intro line\nsecond line", isClosed: true),
            ContentSegment(kind: .listItem(ordered: false), text: "one", isClosed: true),
            ContentSegment(kind: .listItem(ordered: false), text: "two", isClosed: true),
            ContentSegment(kind: .listItem(ordered: true), text: "three", isClosed: true),
            ContentSegment(kind: .blockquote, text: "quoted\nmore", isClosed: true),
            ContentSegment(kind: .heading(level: 6), text: "Six", isClosed: true),
            ContentSegment(kind: .paragraph, text: "####### seven", isClosed: false),
        ])
    }

    @Test func headingBeingTypedIsOpenUntilItsLineEnds() {
        var content = SegmentedContent("## Stre")
        #expect(content.segments == [ContentSegment(kind: .heading(level: 2), text: "Stre", isClosed: false)])
        content.append("am\n")
        #expect(content.segments == [ContentSegment(kind: .heading(level: 2), text: "Stream", isClosed: true)])
    }

    @Test func crlfLineEndingsAreAccepted() {
        #expect(segments("# A\r\nb\r\n") == [
            ContentSegment(kind: .heading(level: 1), text: "A", isClosed: true),
            ContentSegment(kind: .paragraph, text: "b", isClosed: false),
        ])
    }

    // MARK: Inline markup

    @Test func inlineMarkersAreStrippedAndCounted() {
        let segment = segments("Use **bold**, *it*, `code` and [docs](https://x.io).")[0]
        #expect(segment.text == "Use bold, it, code and docs.")
        #expect(segment.inlineMarkup == InlineMarkup(
            codeCharacters: 4, strongCharacters: 4, emphasisCharacters: 2, linkCharacters: 4,
            markerCharacters: 4 + 2 + 2 + 1 + "](https://x.io)".count
        ))
        #expect(segment.inlineCodeCharacters == 4)
    }

    @Test func inlineCountsAreCharactersNotBytes() {
        let segment = segments("`👨‍👩‍👧‍👦你好` **مرحبا**")[0]
        #expect(segment.text == "👨‍👩‍👧‍👦你好 مرحبا")
        #expect(segment.inlineMarkup.codeCharacters == 3)
        #expect(segment.inlineMarkup.strongCharacters == 5)
    }

    @Test func unmatchedAndIntrawordMarkersStayLiteral() {
        #expect(segments("snake_case_name and **unclosed and 2 * 3 * 4")[0].text
            == "snake_case_name and **unclosed and 2 * 3 * 4")
        #expect(segments("a \\*literal\\* star")[0].text == "a *literal* star")
    }

    @Test func inlineCodeBeingTypedBecomesCodeWhenClosed() {
        var content = SegmentedContent("call `fetch")
        #expect(content.segments[0].text == "call `fetch")
        #expect(content.segments[0].inlineCodeCharacters == 0)
        content.append("()` now")
        #expect(content.segments[0].text == "call fetch() now")
        #expect(content.segments[0].inlineCodeCharacters == 7)
    }

    // MARK: Change tracking

    @Test func firstChangedSegmentIndexPointsAtTheTail() {
        var content = SegmentedContent("<think>plan</think>\n\nPara one.\n\n")
        #expect(content.firstChangedSegmentIndex == 0)
        content.append("Para two")
        #expect(content.firstChangedSegmentIndex == 2)
        content.append(" continues")
        #expect(content.firstChangedSegmentIndex == 2)
        content.append("")
        #expect(content.firstChangedSegmentIndex == 2, "provisional tail is re-laid, conservatively reported")
        content.append("\n\n- item")
        #expect(content.firstChangedSegmentIndex == 2)
        #expect(content.segments.count == 4)
        content.append(" more")
        #expect(content.firstChangedSegmentIndex == 3)
    }

    @Test func closedSegmentsBeforeTheTailAreNeverChanged() {
        var content = SegmentedContent("<think>")
        var previous = content.segments
        for piece in ["re", "ason", "ing\n", "</th", "ink>", "\n\n# H", "ead\n", "body"] {
            content.append(piece)
            let first = content.firstChangedSegmentIndex ?? content.segments.count
            #expect(Array(content.segments.prefix(first)) == Array(previous.prefix(first)))
            previous = content.segments
        }
    }

    @Test func utf8CountTracksAppendedText() {
        var content = SegmentedContent("héllo ")
        content.append("👋🏽")
        #expect(content.utf8Count == "héllo 👋🏽".utf8.count)
    }
}
