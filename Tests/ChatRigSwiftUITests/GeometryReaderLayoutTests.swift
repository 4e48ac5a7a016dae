@testable import ChatRigSwiftUI
import ChatModel
import ListLayout
import Simulator
import Testing

/// What a reader's content saw: the proxy sizes it was built with, in order.
@MainActor final class ProxyLog {
    var sizes: [CGSize] = []
}

struct MeasuredHeightKey: PreferenceKey {
    static var defaultValue: CGFloat { 0 }
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// `GeometryReader` laid out by the proposal protocol: it takes the proposal, and once placed
/// its content is built with a proxy of its laid-out size (``GeometryReader``).
@MainActor
struct GeometryReaderTests {
    let measurer = GlyphAdvanceMeasurer()
    var bodyLine: CGFloat { CGFloat(measurer.lineHeight(of: TextFont(pointSize: 17))) }

    /// Sizes and places `view` at `proposal` in a graph of its own.
    func place<V: View>(_ view: V, _ proposal: ProposedViewSize = ProposedViewSize(width: 300, height: nil))
        -> (graph: ViewGraph, size: CGSize, pass: LayoutPass) {
        let graph = ViewGraph(view)
        let pass = LayoutPass()
        let size = pass.size(of: graph.root, proposal)
        pass.place(graph.root, proposal)
        return (graph, size, pass)
    }

    @Test func aReaderTakesWhatItIsOfferedAndTenPointsOfAnUnspecifiedDimension() {
        #expect(place(GeometryReader { _ in Text("Hello") }).size == CGSize(width: 300, height: 10))
        #expect(place(GeometryReader { _ in Text("Hello") }, ProposedViewSize(width: 320, height: 480)).size == CGSize(width: 320, height: 480))
        #expect(place(GeometryReader { _ in Color.red.frame(width: 900, height: 900) }, .unspecified).size == CGSize(width: 10, height: 10))
    }

    @Test func placedItsContentIsBuiltAgainForItsSize() {
        let log = ProxyLog()
        let placed = place(GeometryReader { proxy in
            log.sizes.append(proxy.size)
            return Color.red
        }, ProposedViewSize(width: 320, height: 480))
        #expect(log.sizes == [.zero, CGSize(width: 320, height: 480)])
        // Placed again at the same size, its content is not built again.
        placed.pass.place(placed.graph.root, ProposedViewSize(width: 320, height: 480))
        #expect(log.sizes.count == 2)
        let reader = GeometryProxy(size: CGSize(width: 320, height: 480))
        #expect(reader.frame(in: .local) == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func aReaderInABackgroundMeasuresTheRowItBacksAndReportsItThroughAPreference() {
        let log = ProxyLog()
        var reported: [CGFloat] = []
        let row = Text("Hello").padding(12)
            .background(GeometryReader { proxy in
                log.sizes.append(proxy.size)
                return Color.clear.preference(key: MeasuredHeightKey.self, value: proxy.size.height)
            })
            .onPreferenceChange(MeasuredHeightKey.self) { reported.append($0) }
        let placed = place(row)
        let text = measurer.measure("Hello", in: TextFont(pointSize: 17), width: 276)
        let expected = CGSize(width: CGFloat(text.width) + 24, height: bodyLine + 24)
        #expect(placed.size == expected)
        #expect(log.sizes == [.zero, expected])
        // The next update runs the preference checks: the measured height arrives.
        placed.graph.update()
        #expect(reported == [expected.height])
    }

    @Test func theReadersContentIsProposedItsSizeAndLaidOutOnlyWhenPlaced() {
        let graph = ViewGraph(GeometryReader { _ in Text("abc") })
        let pass = LayoutPass()
        _ = pass.size(of: graph.root, ProposedViewSize(width: 300, height: nil))
        #expect(pass.charactersLaidOut == 0)
        pass.place(graph.root, ProposedViewSize(width: 300, height: nil))
        #expect(pass.charactersLaidOut == 3)
    }
}

/// A flow of chips: each line holds the subviews' ideal widths that fit the width offered.
struct ChipFlow: Layout {
    var spacing: CGFloat = 10

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let lines = lines(for: proposal.width ?? .infinity, subviews: subviews)
        var width: CGFloat = 0, height: CGFloat = 0
        for line in lines where !line.isEmpty {
            let gaps = spacing * CGFloat(line.count - 1)
            width = max(width, line.reduce(0) { $0 + $1.width } + gaps)
            height += (height > 0 ? spacing : 0) + line.reduce(0) { max($0, $1.height) }
        }
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }

    private func lines(for width: CGFloat, subviews: Subviews) -> [[CGSize]] {
        var lines: [[CGSize]] = [[]]
        var used: CGFloat = 0
        for size in subviews.map({ $0.sizeThatFits(.unspecified) }) {
            if !lines[lines.count - 1].isEmpty, used + spacing + size.width > width {
                lines.append([])
                used = 0
            }
            used += (lines[lines.count - 1].isEmpty ? 0 : spacing) + size.width
            lines[lines.count - 1].append(size)
        }
        return lines
    }
}

/// Places only its first subview, at half its width; the others are left unplaced.
struct FirstOnly: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: .zero, anchor: .center, proposal: ProposedViewSize(width: bounds.width / 2, height: bounds.height))
    }
}

struct Weight: LayoutValueKey {
    static let defaultValue: CGFloat = 1
}

/// Widths by weight; counts its cache's making and updating.
struct Weighted: Layout {
    let log: CacheLog

    func makeCache(subviews: Subviews) -> [CGFloat] {
        log.made += 1
        return subviews.map { $0[Weight.self] }
    }

    func updateCache(_ cache: inout [CGFloat], subviews: Subviews) {
        log.updated += 1
        cache = subviews.map { $0[Weight.self] }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) -> CGSize {
        CGSize(width: cache.reduce(0, +) * 100, height: 20)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) {}
}

final class CacheLog: @unchecked Sendable {
    var made = 0
    var updated = 0
}

/// Along a horizontal stack-like layout.
struct Row: Layout {
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(ProposedViewSize(width: 50, height: nil)) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A custom `Layout` run in the proposal protocol: sized by `sizeThatFits`, its subviews
/// placed at the proposals `placeSubviews` gives them.
@MainActor
struct CustomLayoutTests {
    func placed<V: View>(_ view: V, _ proposal: ProposedViewSize = ProposedViewSize(width: 250, height: nil)) -> CGSize {
        let graph = ViewGraph(view)
        let pass = LayoutPass()
        let size = pass.size(of: graph.root, proposal)
        pass.place(graph.root, proposal)
        return size
    }

    @Test func aFlowLayoutWrapsItsChipsToTheWidthOffered() {
        let chips = ChipFlow { ForEach(0..<5, id: \.self) { _ in Color.red.frame(width: 100, height: 20) } }
        // 100 + 10 + 100 fits 250; a third does not: lines of 2, 2, 1.
        #expect(placed(chips) == CGSize(width: 210, height: 80))
        #expect(placed(chips, ProposedViewSize(width: 400, height: nil)) == CGSize(width: 320, height: 50))
        #expect(placed(ChipFlow { EmptyView() }) == .zero)
    }

    @Test func aSubviewIsPlacedAtItsProposalOrTheLayoutsWhenNotPlaced() {
        let first = ProxyLog(), second = ProxyLog()
        _ = placed(FirstOnly {
            GeometryReader { first.sizes.append($0.size); return Color.red }
            GeometryReader { second.sizes.append($0.size); return Color.red }
        }, ProposedViewSize(width: 300, height: 100))
        #expect(first.sizes.last == CGSize(width: 150, height: 100))
        #expect(second.sizes.last == CGSize(width: 300, height: 100))
    }

    @Test func layoutValuesReachTheLayoutAndItsCacheIsMadeOnceThenUpdated() {
        let log = CacheLog()
        let graph = ViewGraph(Weighted(log: log) {
            Color.red.layoutValue(key: Weight.self, value: 2)
            Color.blue
        })
        let pass = LayoutPass()
        #expect(pass.size(of: graph.root, ProposedViewSize(width: 100, height: nil)) == CGSize(width: 300, height: 20))
        pass.place(graph.root, ProposedViewSize(width: 100, height: nil))
        #expect((log.made, log.updated) == (1, 0))
        let next = LayoutPass()
        _ = next.size(of: graph.root, ProposedViewSize(width: 120, height: nil))
        #expect((log.made, log.updated) == (1, 1))
    }

    @Test func aSpacerGrowsAlongTheLayoutsStackOrientation() {
        #expect(placed(Row { Spacer() }) == CGSize(width: 50, height: 0))
        #expect(placed(FirstOnly { Spacer() }, ProposedViewSize(width: 30, height: 40)) == CGSize(width: 30, height: 40))
    }
}

/// Row heights a screen measured through its rows' background readers.
@MainActor final class RowHeightLog {
    var heights: [MessageID: CGFloat] = [:]
}

struct RowHeightsKey: PreferenceKey {
    static var defaultValue: [MessageID: CGFloat] { [:] }
    static func reduce(value: inout [MessageID: CGFloat], nextValue: () -> [MessageID: CGFloat]) {
        value.merge(nextValue()) { $1 }
    }
}

/// The measuring pattern public chat screens use: each row reports its height through a
/// background `GeometryReader` and a preference.
struct MeasuringChatView: View {
    @ObservedObject var model: LLMChatModel
    let log: RowHeightLog

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 12) {
                ForEach(model.messages) { message in
                    LLMMessageRow(message: message)
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: RowHeightsKey.self, value: [message.id: proxy.size.height])
                        })
                }
            }
        }
        .onPreferenceChange(RowHeightsKey.self) { log.heights.merge($0) { $1 } }
    }
}

/// Rows sized by their own views (the default).
final class MeasuringAdapter: SwiftUIListAdapter {
    let model: LLMChatModel
    init(model: LLMChatModel) { self.model = model }
    func chatItem(for rowID: AnyHashable) -> ChatItemID? { (rowID as? MessageID).map(ChatItemID.message) }
    func showConversation(_ context: ChatListContext) { model.show(context) }
    func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) { model.show(context) }
}

@MainActor @Suite struct GeometryReaderRehearsalTests {
    /// In a rehearsal the rows' readers report the heights the engine laid the rows out at:
    /// every row the screen measured reports its row's height in the lazy stack.
    @Test func backgroundReadersReportTheRowsLaidOutHeights() throws {
        let scenario = try RehearsalTests.rehearsal.scenario(
            at: RehearsalTests.scenarios.appendingPathComponent("bugs/stale-streaming-text.yaml"))
        let model = LLMChatModel()
        let log = RowHeightLog()
        let host = SwiftUIListHost(view: { MeasuringChatView(model: model, log: log) }, adapter: MeasuringAdapter(model: model))
        _ = try RehearsalTests.rehearsal.run(scenario, controller: host, named: "measuring")
        #expect(log.heights.count == 15)
        let engine = log.heights.keys.sorted().map { host.lazyStack?.frame(of: .message($0))?.height }
        let reported = log.heights.keys.sorted().map { log.heights[$0].map(Double.init) }
        #expect(reported == engine)
        #expect(reported.allSatisfy { ($0 ?? 0) > 0 })
    }
}

/// A screen inside a reader, its bubbles capped at three quarters of the screen's width — a
/// common public pattern.
struct ScreenReaderChatView: View {
    @ObservedObject var model: LLMChatModel
    let log: ProxyLog

    var body: some View {
        GeometryReader { screen in
            let _ = log.sizes.append(screen.size)
            ScrollView {
                LazyVStack(spacing: 12) {
                    ForEach(model.messages) { message in
                        Text(message.content).padding(12).frame(maxWidth: screen.size.width * 0.75, alignment: .leading)
                    }
                }
            }
        }
    }
}

@MainActor @Suite struct ScreenReaderRehearsalTests {
    /// The screen is laid out in the window's safe area each frame: a reader around it gets
    /// that size once the screen's first layout is done (its first build sees zero), and
    /// the rows built inside it see it.
    @Test func aReaderAroundTheScreenGetsTheSafeArea() throws {
        let scenario = try RehearsalTests.rehearsal.scenario(
            at: RehearsalTests.scenarios.appendingPathComponent("bugs/stale-streaming-text.yaml"))
        let model = LLMChatModel()
        let log = ProxyLog()
        let host = SwiftUIListHost(view: { ScreenReaderChatView(model: model, log: log) }, adapter: MeasuringAdapter(model: model))
        _ = try RehearsalTests.rehearsal.run(scenario, controller: host, named: "screen-reader")
        #expect(log.sizes.first == .zero)
        // The default device's 393 pt wide screen, its scroll view's height less its top and
        // bottom safe-area insets: every later build of the reader's content saw that size.
        #expect(Set(log.sizes.dropFirst()) == [CGSize(width: 393, height: 699)])
    }
}

/// The system's stack layouts as `Layout` values, directly and through `AnyLayout`.
@MainActor
struct SystemLayoutTests {
    func placed<V: View>(_ view: V, _ proposal: ProposedViewSize) -> CGSize {
        let graph = ViewGraph(view)
        let pass = LayoutPass()
        let size = pass.size(of: graph.root, proposal)
        pass.place(graph.root, proposal)
        return size
    }

    @Test func stackLayoutsSizeAsTheirStacks() {
        let proposal = ProposedViewSize(width: 300, height: nil)
        #expect(placed(HStackLayout(spacing: 10) { Color.red.frame(width: 50, height: 20); Spacer() }, proposal) == CGSize(width: 300, height: 20))
        #expect(placed(AnyLayout(VStackLayout(spacing: 4)) { Color.red.frame(height: 20); Color.blue.frame(height: 30) }, proposal)
            == CGSize(width: 300, height: 54))
        #expect(placed(ZStackLayout { Color.red.frame(width: 40, height: 90); Color.blue.frame(width: 70, height: 10) }, proposal)
            == CGSize(width: 70, height: 90))
    }

    @Test func aStackLayoutsSubviewsArePlacedAtTheirShares() {
        let log = ProxyLog()
        _ = placed(AnyLayout(HStackLayout(spacing: 0)) {
            GeometryReader { log.sizes.append($0.size); return Color.clear }
            Color.red.frame(width: 100)
        }, ProposedViewSize(width: 300, height: 50))
        // The fixed frame is the least flexible: it takes 100, the reader the other 200.
        #expect(log.sizes.last == CGSize(width: 200, height: 50))
    }
}

final class LayoutChoice: ObservableObject {
    @Published var horizontal = true
}

/// How many view models a view made.
@MainActor final class MadeLog {
    var made = 0
}

final class MadeCount: ObservableObject {
    @MainActor init(log: MadeLog) { log.made += 1 }
}

struct KeepsItsState: View {
    @StateObject private var count: MadeCount
    init(log: MadeLog) { _count = StateObject(wrappedValue: MadeCount(log: log)) }
    var body: some View { Color.red }
}

struct SwitchingLayout: View {
    @ObservedObject var choice: LayoutChoice
    let log: MadeLog
    var body: some View {
        let layout = choice.horizontal ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
        layout { KeepsItsState(log: log) }
    }
}

@MainActor
struct AnyLayoutIdentityTests {
    @Test func switchingTheWrappedLayoutKeepsTheContentsState() {
        let choice = LayoutChoice()
        let log = MadeLog()
        let graph = ViewGraph(SwitchingLayout(choice: choice, log: log))
        graph.update()
        choice.horizontal = false
        graph.update()
        #expect(graph.bodyEvaluations(of: SwitchingLayout.self) == 2)
        #expect(log.made == 1)
    }
}
