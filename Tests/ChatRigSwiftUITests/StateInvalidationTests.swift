import ChatRigSwiftUI
import Testing

/// Hands a test the bindings and counts a view exposes as it appears.
final class Probe {
    var count: Binding<Int>?
    var text: Binding<String>?
    var flag: Binding<Bool>?
    var log: [String] = []
}

struct CountLabel: View {
    let count: Int
    var body: some View { Text("\(count)") }
}

struct StaticLabel: View {
    var body: some View { Text("static") }
}

struct BindingReader: View {
    @Binding var value: Int
    var body: some View { Text("\(value)") }
}

struct Counter: View {
    @State var count = 0
    let probe: Probe
    var body: some View {
        VStack {
            CountLabel(count: count)
            StaticLabel()
            BindingReader(value: $count)
        }
        .onAppear { probe.count = $count }
    }
}

struct TextEditorProbe: View {
    @Binding var text: String
    var body: some View { Text(text) }
}

struct StateOwner: View {
    @State var text = ""
    let probe: Probe
    var body: some View {
        VStack {
            TextEditorProbe(text: $text)
            StaticLabel()
        }
        .onAppear { probe.text = $text }
    }
}

struct Tally: View {
    @State var taps = 0
    let probe: Probe
    var body: some View {
        Text("\(taps)").onAppear { probe.count = $taps }
    }
}

struct Branches: View {
    @State var showsTally = true
    let probe: Probe
    var body: some View {
        VStack {
            if showsTally { Tally(probe: probe) } else { StaticLabel() }
        }
        .onAppear { probe.flag = $showsTally }
    }
}

/// `@State` and `@Binding`: a write invalidates the views that read the value (through the
/// state or a binding), and a child is re-evaluated only when its inputs changed (Apple,
/// `State`, `Binding`; WWDC21 "Demystify SwiftUI": dependencies).
@MainActor @Suite struct StateInvalidationTests {
    @Test func aStateWriteRunsItsReadersAndTheChildrenWhoseInputsChanged() throws {
        let probe = Probe()
        let graph = ViewGraph(Counter(probe: probe))
        let count = try #require(probe.count)
        count.wrappedValue = 1
        graph.update()
        #expect(graph.bodyEvaluations(of: Counter.self) == 2)
        #expect(graph.bodyEvaluations(of: CountLabel.self) == 2)
        #expect(graph.bodyEvaluations(of: StaticLabel.self) == 1)
        #expect(graph.bodyEvaluations(of: BindingReader.self) == 2)
    }

    @Test func anOwnerThatOnlyPassesABindingIsNotReEvaluated() throws {
        let probe = Probe()
        let graph = ViewGraph(StateOwner(probe: probe))
        let text = try #require(probe.text)
        text.wrappedValue = "typed"
        graph.update()
        #expect(graph.bodyEvaluations(of: StateOwner.self) == 1)
        #expect(graph.bodyEvaluations(of: TextEditorProbe.self) == 2)
        #expect(graph.bodyEvaluations(of: StaticLabel.self) == 1)
    }

    @Test func writingAnEqualValueInvalidatesNothing() throws {
        let probe = Probe()
        let graph = ViewGraph(Counter(probe: probe))
        try #require(probe.count).wrappedValue = 0
        #expect(!graph.needsUpdateNow)
        graph.update()
        #expect(graph.totalBodyEvaluations == 4)
    }

    @Test func stateLivesAsLongAsTheBranchThatHoldsIt() throws {
        let probe = Probe()
        let graph = ViewGraph(Branches(probe: probe))
        try #require(probe.count).wrappedValue = 5
        graph.update()
        #expect(probe.count?.wrappedValue == 5)
        let flag = try #require(probe.flag)
        flag.wrappedValue = false
        graph.update()
        flag.wrappedValue = true
        graph.update()
        // The other branch replaced the tally, so it starts over from its initial value.
        #expect(graph.bodyEvaluations(of: Tally.self) == 3)
        #expect(graph.bodyEvaluations(of: StaticLabel.self) == 1)
        #expect(probe.count?.wrappedValue == 0)
    }
}
