import ChatRigSwiftUI
import Testing

struct TitleRow: View, Equatable {
    let title: String
    let tapCount: Int
    var body: some View { Text(title) }
    /// Only the title is drawn: a new tap count does not make the row different.
    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.title == rhs.title }
}

struct TappedList: View {
    @State var taps = 0
    let probe: Probe
    var body: some View {
        VStack {
            Text("\(taps)")
            TitleRow(title: "fixed", tapCount: taps).equatable()
        }
        .onAppear { probe.count = $taps }
    }
}

struct ChangeWatcher: View {
    @State var value = 0
    let probe: Probe
    var body: some View {
        Text("\(value)")
            .onChange(of: value) { old, new in probe.log.append("\(old)→\(new)") }
            .onChange(of: value) { new in probe.log.append("new \(new)") }
            .onAppear { probe.count = $value; probe.log.append("appear") }
    }
}

struct Disappearing: View {
    @State var shown = true
    let probe: Probe
    var body: some View {
        VStack {
            if shown {
                Text("row").onAppear { probe.log.append("row appear") }.onDisappear { probe.log.append("row disappear") }
            }
        }
        .onAppear { probe.flag = $shown }
    }
}

struct BubbleStyle: ViewModifier {
    let highlighted: Bool
    func body(content: Content) -> some View {
        content.padding(12).background(highlighted ? Color.blue : Color.gray)
    }
}

struct StyledRow: View {
    let text: String
    var body: some View { Text(text).modifier(BubbleStyle(highlighted: true)) }
}

private struct ReplyStyleKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    var replyStyle: String {
        get { self[ReplyStyleKey.self] }
        set { self[ReplyStyleKey.self] = newValue }
    }
}

struct StyleReader: View {
    @Environment(\.replyStyle) var style
    var body: some View { Text(style) }
}

struct StyleSetter: View {
    @State var style = "markdown"
    let probe: Probe
    var body: some View {
        StyleReader().environment(\.replyStyle, style).onAppear { probe.text = $style }
    }
}

@MainActor @Suite struct ModifierAndLifecycleTests {
    @Test func anEquatableViewComparedEqualDoesNotRun() throws {
        let probe = Probe()
        let graph = ViewGraph(TappedList(probe: probe))
        try #require(probe.count).wrappedValue = 3
        graph.update()
        #expect(graph.bodyEvaluations(of: TappedList.self) == 2)
        #expect(graph.bodyEvaluations(of: TitleRow.self) == 1)
    }

    @Test func onChangeRunsAfterTheUpdateWithBothForms() throws {
        let probe = Probe()
        let graph = ViewGraph(ChangeWatcher(probe: probe))
        #expect(probe.log == ["appear"])
        try #require(probe.count).wrappedValue = 2
        graph.update()
        try #require(probe.count).wrappedValue = 2
        graph.update()
        try #require(probe.count).wrappedValue = 7
        graph.update()
        // Outer modifiers' actions first (estimate: Apple does not document the order of two
        // `onChange` modifiers on one view); an equal value fires neither.
        #expect(probe.log == ["appear", "new 2", "0→2", "new 7", "2→7"])
    }

    @Test func aRemovedViewDisappears() throws {
        let probe = Probe()
        let graph = ViewGraph(Disappearing(probe: probe))
        try #require(probe.flag).wrappedValue = false
        graph.update()
        #expect(probe.log == ["row appear", "row disappear"])
    }

    @Test func aCustomModifiersBodyRunsWithTheView() {
        let graph = ViewGraph(StyledRow(text: "hello"))
        #expect(graph.bodyEvaluations(of: StyledRow.self) == 1)
        #expect(graph.bodyEvaluations(of: BubbleStyle.self) == 1)
    }

    @Test func anEnvironmentValueReachesItsReaderAndItsChangeRunsIt() throws {
        let probe = Probe()
        let graph = ViewGraph(StyleSetter(probe: probe))
        #expect(graph.bodyEvaluations(of: StyleReader.self) == 1)
        try #require(probe.text).wrappedValue = "plain"
        graph.update()
        #expect(graph.bodyEvaluations(of: StyleSetter.self) == 2)
        #expect(graph.bodyEvaluations(of: StyleReader.self) == 2)
    }
}
