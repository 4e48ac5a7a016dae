@testable import ChatRigSwiftUI
import Testing

private struct TallestKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value = max(value, nextValue()) }
}

struct MeasuredBubble: View {
    let height: Int
    var body: some View { Text("\(height)").preference(key: TallestKey.self, value: height) }
}

struct TallestReader: View {
    @State var heights = [10, 30, 20]
    let probe: Probe
    var body: some View {
        VStack {
            ForEach(heights, id: \.self) { MeasuredBubble(height: $0) }
        }
        .onPreferenceChange(TallestKey.self) { probe.log.append("tallest \($0)") }
        .onAppear { probe.count = Binding(get: { heights.count }, set: { heights.append($0) }) }
    }
}

struct SettingsReader: View {
    @AppStorage("fontScale") var scale = 1
    var body: some View { Text("\(scale)") }
}

struct SettingsWriter: View {
    @AppStorage("fontScale") var scale = 1
    let probe: Probe
    var body: some View { Text("writer").onAppear { probe.count = $scale } }
}

struct FocusedComposer: View {
    @FocusState var focused: Bool
    @Namespace var namespace
    let probe: Probe
    var body: some View {
        Text(focused ? "focused" : "idle")
            .onAppear {
                probe.flag = Binding(get: { focused }, set: { focused = $0 })
                probe.log.append("\(namespace == namespace)")
            }
    }
}

struct SheetHost: View {
    @State var showsSheet = false
    let probe: Probe
    var body: some View {
        Text("host")
            .sheet(isPresented: $showsSheet) { StaticLabel() }
            .onAppear { probe.flag = $showsSheet }
    }
}

@MainActor @Suite struct PreferenceAndStorageTests {
    @Test func anAncestorHearsItsSubtreesReducedPreferenceWhenItChanges() throws {
        let probe = Probe()
        let graph = ViewGraph(TallestReader(probe: probe))
        #expect(probe.log == ["tallest 30"])
        try #require(probe.count).wrappedValue = 25
        graph.update()
        #expect(probe.log == ["tallest 30"])
        try #require(probe.count).wrappedValue = 45
        graph.update()
        #expect(probe.log == ["tallest 30", "tallest 45"])
    }

    @Test func appStorageIsSharedByKeyAndItsWriteRunsEveryReader() throws {
        let probe = Probe()
        let graph = ViewGraph(VStack { SettingsReader(); SettingsWriter(probe: probe) })
        try #require(probe.count).wrappedValue = 2
        graph.update()
        #expect(graph.bodyEvaluations(of: SettingsReader.self) == 2)
        #expect(graph.bodyEvaluations(of: SettingsWriter.self) == 1)
    }

    @Test func focusIsStateAndANamespaceIsStable() throws {
        let probe = Probe()
        let graph = ViewGraph(FocusedComposer(probe: probe))
        try #require(probe.flag).wrappedValue = true
        graph.update()
        #expect(graph.bodyEvaluations(of: FocusedComposer.self) == 2)
        #expect(probe.log == ["true"])
    }

    @Test func aSheetsContentIsBuiltOnlyWhilePresented() throws {
        let probe = Probe()
        let graph = ViewGraph(SheetHost(probe: probe))
        #expect(graph.bodyEvaluations(of: StaticLabel.self) == 0)
        let shows = try #require(probe.flag)
        shows.wrappedValue = true
        graph.update()
        #expect(graph.bodyEvaluations(of: StaticLabel.self) == 1)
        // The host's body does not read the flag: only the presentation re-evaluated.
        #expect(graph.bodyEvaluations(of: SheetHost.self) == 1)
        shows.wrappedValue = false
        graph.update()
        shows.wrappedValue = true
        graph.update()
        #expect(graph.bodyEvaluations(of: StaticLabel.self) == 2)
    }
}
