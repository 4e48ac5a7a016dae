import ChatModel
import ChatRigSwiftUI
import ChatRigTesting
import RunResults
import Simulator
import Testing

/// What the rows' views did with their text once the screen opened (the rehearsal's clock
/// past 0: building the screen in frame 0 is charged to no frame), in the order their bodies
/// ran: the test's own account of the text work, to hold the engine's charges against.
@MainActor final class TextWorkLog {
    /// Each row's `Text` strings it changed to, a string repeated by the next body run dropped.
    private(set) var shown: [MessageID: [String]] = [:]
    /// Every source the views parsed as markdown, once a call.
    private(set) var parsed: [String] = []
    /// Body runs of each row.
    private(set) var bodyRuns: [MessageID: Int] = [:]
    /// Each row's last string, from the first body run on.
    private var last: [MessageID: String] = [:]

    private var opened: Bool { CACurrentMediaTime() > 0 }

    func show(_ text: String, in row: MessageID) {
        defer { last[row] = text }
        guard opened else { return }
        bodyRuns[row, default: 0] += 1
        if last[row] != text { shown[row, default: []].append(text) }
    }

    func parse(_ source: String) -> AttributedString {
        if opened { parsed.append(source) }
        return (try? AttributedString(markdown: source, options: .init())) ?? AttributedString(source)
    }

    /// Grapheme clusters of every string a row's `Text` changed to.
    var charactersShown: Int { shown.values.joined().reduce(0) { $0 + $1.count } }
    /// UTF-8 bytes of every source parsed.
    var bytesParsed: Int { parsed.reduce(0) { $0 + $1.utf8.count } }
}

/// What a row's `Text` shows.
enum RowText {
    /// The message's text: the streamed reply's row changes every token.
    case content
    /// The same twelve characters every body run, whatever the message says.
    case constant
    /// The message's text parsed with `AttributedString(markdown:)` in the body.
    case parsedMarkdown
}

struct TextWorkRow: View {
    let message: LLMChatModel.Line
    let text: RowText
    let log: TextWorkLog

    var body: some View {
        Text(shown).padding(12)
    }

    private var shown: AttributedString {
        let attributed = switch text {
        case .content: AttributedString(message.content)
        case .constant: AttributedString("twelve chars")
        case .parsedMarkdown: log.parse(message.content)
        }
        log.show(String(attributed.characters), in: message.id)
        return attributed
    }
}

struct TextWorkChatView: View {
    @ObservedObject var model: LLMChatModel
    let text: RowText
    let log: TextWorkLog

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 16) { ForEach(model.messages) { TextWorkRow(message: $0, text: text, log: log) } }
        }
        .defaultScrollAnchor(.bottom)
    }
}

/// The chat adapter with the rows' sizing and declared rendering chosen.
final class TextWorkAdapter: SwiftUIListAdapter {
    let base: LLMChatAdapter
    let rowSizing: RowSizing
    let rowRendering: RowRendering
    init(model: LLMChatModel, rowSizing: RowSizing, rowRendering: RowRendering) {
        base = LLMChatAdapter(model: model)
        self.rowSizing = rowSizing
        self.rowRendering = rowRendering
    }

    func chatItem(for rowID: AnyHashable) -> ChatItemID? { base.chatItem(for: rowID) }
    func showConversation(_ context: ChatListContext) { base.showConversation(context) }
    func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) { base.messagesDidChange(change, context) }
}

/// The text work of a view's rows is charged where the view's code does it, when the rows are
/// sized from the views (``RowSizing/views``): a `Text` whose string changed lays its whole
/// string out again (0.35 µs a grapheme cluster on the iPhone 15 Pro), one whose string did not
/// change charges nothing, and `AttributedString(markdown:)` charges its source's length
/// (0.8 µs a UTF-8 byte) each call. Over `personal-llm-composer-covers-newest`: 20 messages of
/// history, a question and a 60-token reply streamed at 20 tokens a second.
@MainActor @Suite struct ViewTextWorkTests {
    static let textLayoutPerCharacter = 0.000_35  // ms
    static let markdownParsePerByte = 0.000_8  // ms

    static func run(_ text: RowText, sizing: RowSizing = .views, rendering: RowRendering = .plainText) throws
        -> (operations: OperationCosts, log: TextWorkLog) {
        let scenario = try RehearsalTests.rehearsal.scenario(
            at: RehearsalTests.scenarios.appendingPathComponent("bugs/personal-llm-composer-covers-newest.yaml"))
        let model = LLMChatModel()
        let log = TextWorkLog()
        let result = try RehearsalTests.rehearsal.run(
            scenario, view: { TextWorkChatView(model: model, text: text, log: log) },
            adapter: TextWorkAdapter(model: model, rowSizing: sizing, rowRendering: rendering))
        #expect(result.finding(.snapshotError) == nil, "\(result)")
        let attribution = try #require(result.report.result.costAttribution)
        return (attribution.operations, log)
    }

    /// The reply's row shows a longer string after every token: each string it showed is laid
    /// out whole once, as is every other row's string the first time; nothing is parsed.
    @Test func aTextWhoseStringChangedIsChargedItsWholeStringEachTime() throws {
        let (operations, log) = try Self.run(.content)
        let reply = try #require(log.shown.values.max { $0.count < $1.count })
        #expect(reply.count > 40, "the reply's row changed with its tokens: \(reply.count)")
        #expect(abs(operations[.textLayout] - Double(log.charactersShown) * Self.textLayoutPerCharacter) < 1e-9,
                "\(operations[.textLayout]) ms for \(log.charactersShown) characters shown")
        #expect(operations[.markdownParse] == 0)
    }

    /// Every row shows the same twelve characters: the reply's row runs its body with every
    /// token but its `Text` is laid out once, as every other row's.
    @Test func aTextWhoseStringDidNotChangeIsChargedNothingAgain() throws {
        let (operations, log) = try Self.run(.constant)
        let replyRuns = try #require(log.bodyRuns.values.max())
        #expect(replyRuns > 40, "the reply's row ran its body with its tokens: \(replyRuns)")
        // The rows built after the screen opened — the question and the reply — each laid out once.
        #expect(log.shown.count == 2)
        #expect(log.shown.values.allSatisfy { $0 == ["twelve chars"] })
        #expect(abs(operations[.textLayout] - Double(12 * 2) * Self.textLayoutPerCharacter) < 1e-9,
                "\(operations[.textLayout]) ms for \(log.shown.count) rows")
    }

    /// A row that parses its message with `AttributedString(markdown:)` on every body run is
    /// charged each parse by its source's UTF-8 length; its `Text`'s layout as before.
    @Test func aViewParsingMarkdownIsChargedEachParseByLength() throws {
        let (operations, log) = try Self.run(.parsedMarkdown)
        #expect(log.parsed.count > 40)
        #expect(abs(operations[.markdownParse] - Double(log.bytesParsed) * Self.markdownParsePerByte) < 1e-9,
                "\(operations[.markdownParse]) ms for \(log.bytesParsed) bytes parsed")
        #expect(abs(operations[.textLayout] - Double(log.charactersShown) * Self.textLayoutPerCharacter) < 1e-9)
    }

    /// An adapter that declares its rows' markdown parsing is charged its declaration, once:
    /// the view's own `AttributedString(markdown:)` calls then charge nothing (the same
    /// markdown cost as a view that parses nothing under the same declaration).
    @Test func aDeclaredRenderingIsNotChargedTwice() throws {
        let (parsing, log) = try Self.run(.parsedMarkdown, rendering: .markdownWhole)
        let (plain, _) = try Self.run(.content, rendering: .markdownWhole)
        #expect(log.parsed.count > 40)
        #expect(plain[.markdownParse] > 0)
        #expect(parsing[.markdownParse] == plain[.markdownParse])
    }

    /// Rows sized by ChatRig's cell sizer stand for the strategy that models them: the view's
    /// `Text`s and markdown calls charge nothing, the sizer's text layout is the same whatever
    /// the views do, and with plain text declared nothing is parsed.
    @Test func rowsSizedByTheCellSizerChargeNothingForTheirViewCode() throws {
        let (parsing, log) = try Self.run(.parsedMarkdown, sizing: .cellSizer)
        let (constant, _) = try Self.run(.constant, sizing: .cellSizer)
        #expect(!log.parsed.isEmpty)
        #expect(parsing[.markdownParse] == 0)
        #expect(parsing[.textLayout] > 0)
        #expect(parsing[.textLayout] == constant[.textLayout])
    }
}
