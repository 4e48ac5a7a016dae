import ChatModel
import Testing
@testable import Scenarios

/// `compose:` and `scrollTo:` are read strictly: values, defaults, and errors at the value's
/// line and column.
@Suite("compose and scrollTo actions")
struct ComposeAndScrollToTests {
    private func timeline(_ entry: String) throws -> [TimelineEntry] {
        try ScenarioParser.parse(yaml: "name: x\ntimeline:\n  - at: 1s\n    \(entry)\n", path: "test.yaml").timeline
    }

    @Test func composeReadsLinesAndImagesEachDefaultingToZero() throws {
        #expect(try timeline("compose: { lines: 3, images: 2 }").map(\.action) == [.compose(ComposeAction(lines: 3, images: 2))])
        #expect(try timeline("compose: { images: 1 }").map(\.action) == [.compose(ComposeAction(lines: 0, images: 1))])
    }

    @Test func scrollToReadsAnIdentifierOrANumberCentredByDefault() throws {
        #expect(try timeline("scrollTo: { message: m-0120, position: top }").map(\.action)
            == [.scrollTo(ScrollToAction(message: MessageID(120), position: .top))])
        #expect(try timeline("scrollTo: { message: 7 }").map(\.action) == [.scrollTo(ScrollToAction(message: MessageID(7)))])
    }

    @Test func composeValuesOutOfRangeAndUnknownKeysAreErrorsAtTheirPlace() {
        #expect(errorLines("name: x\ntimeline:\n  - at: 1s\n    compose: { lines: 10001 }\n") == [
            "test.yaml:4:23: error: 'lines' must be between 0 and 10000, found 10001",
        ])
        #expect(errorLines("name: x\ntimeline:\n  - at: 1s\n    compose: { lines: 2, image: 1 }\n") == [
            "test.yaml:4:26: error: unknown key 'image' in compose; did you mean 'images'?",
        ])
        #expect(errorLines("name: x\ntimeline:\n  - at: 1s\n    compose: { images: 101 }\n") == [
            "test.yaml:4:24: error: 'images' must be between 0 and 100, found 101",
        ])
    }

    @Test func scrollToNeedsAKnownMessageFormAndPosition() {
        #expect(errorLines("name: x\ntimeline:\n  - at: 1s\n    scrollTo: { position: center }\n") == [
            "test.yaml:4:15: error: missing required key 'message' in scrollTo",
        ])
        #expect(errorLines("name: x\ntimeline:\n  - at: 1s\n    scrollTo: { message: m-12x }\n") == [
            "test.yaml:4:26: error: 'message' must be a message identifier m-0 … m-1001999 or its number, found 'm-12x'",
        ])
        #expect(errorLines("name: x\ntimeline:\n  - at: 1s\n    scrollTo: { message: 1002000 }\n") == [
            "test.yaml:4:26: error: 'message' must be between 0 and 1001999, found 1002000",
        ])
        #expect(errorLines("name: x\ntimeline:\n  - at: 1s\n    scrollTo: { message: 3, position: middle }\n") == [
            "test.yaml:4:39: error: 'position' must be one of center, top, bottom, found 'middle'",
        ])
    }

    @Test func theWriterWritesWhatTheParserReads() throws {
        for entry in ["compose: { text: \"line 1\\nline 2\\nline 3\", images: 2 }", "scrollTo: { message: m-0120, position: bottom }"] {
            let action = try #require(try timeline(entry).first?.action)
            #expect(ScenarioWriter.action(action) == entry)
        }
    }
}
