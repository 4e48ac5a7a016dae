@testable import ChatRigSwiftUI
import Foundation
import Testing

/// A `List` with a selection, a style and editing actions is still the engine's lazy list of
/// its `ForEach`'s rows; the environment's actions do what a root screen's do.
@MainActor @Suite struct ListEditingAndActionsTests {
    struct EditableList: View {
        let chat: ObservedChat
        @State private var selection: Int?
        var body: some View {
            List(selection: $selection) {
                ForEach(chat.messages) { Text($0.text) }
                    .onDelete { _ in }
                    .onMove { _, _ in }
            }
            .listStyle(.insetGrouped)
            .searchable(text: .constant(""), prompt: "Search")
        }
    }

    @Test func aSelectableStyledListWithEditingActionsKeepsItsRows() throws {
        let graph = ViewGraph(EditableList(chat: ObservationInvalidationTests.chat(40)))
        let list = try #require(graph.list)
        #expect(list.isLazy)
        #expect(list.ids == (0..<40).map { AnyHashable($0) })
    }

    /// `dismiss` on a root screen does nothing; `openURL` calls a parent's handler, and the
    /// default (the system's) opens nothing.
    @Test func openURLCallsTheHandlerAndTheSystemOpensNothing() {
        let url = URL(string: "https://example.com/a")!
        var opened: [URL] = []
        let action = OpenURLAction { opened.append($0); return .handled }
        var accepted: [Bool] = []
        action(url)
        action(url) { accepted.append($0) }
        #expect(opened == [url, url])
        #expect(accepted == [true])
        EnvironmentValues().openURL(url) { accepted.append($0) }
        #expect(accepted == [true, false])
        EnvironmentValues().dismiss()
        #expect(!EnvironmentValues().isPresented)
        #expect(!EnvironmentValues().presentationMode.wrappedValue.isPresented)
    }

    /// The environment's appearance values: light, standard contrast, large type, unless set.
    @Test func theEnvironmentsAppearanceDefaultsAndWrites() {
        var environment = EnvironmentValues()
        #expect(environment.colorScheme == .light)
        #expect(environment.colorSchemeContrast == .standard)
        #expect(environment.dynamicTypeSize == .large)
        #expect(environment.symbolRenderingMode == nil)
        environment.colorScheme = .dark
        environment.symbolRenderingMode = .multicolor
        #expect(environment.colorScheme == .dark)
        #expect(environment.symbolRenderingMode == .multicolor)
    }
}
