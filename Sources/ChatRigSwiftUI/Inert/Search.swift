/// Search fields and empty states: `.searchable` and `ContentUnavailableView`. The search
/// field is recorded and never typed in (its binding is not written); the empty-state view
/// is built and laid out as the stack of its label, description and actions.

/// Where a search field goes: SwiftUI's `SearchFieldPlacement`.
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic"), toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar"), navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// Its display mode in a navigation bar drawer.
    public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
        let always: Bool
        public static let automatic = NavigationBarDrawerDisplayMode(always: false), always = NavigationBarDrawerDisplayMode(always: true)
    }

    /// In the navigation bar's drawer.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: displayMode.always ? "navigationBarDrawer always" : "navigationBarDrawer")
    }
}

extension View {
    /// `.searchable(text:placement:prompt:)` with a `Text` prompt: recorded.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(InertModifier(name: "searchable", arguments: [placement]))
    }

    /// `.searchable(text:placement:prompt:)` with a localized prompt: recorded.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        modifier(InertModifier(name: "searchable", arguments: [placement]))
    }

    /// `.searchable(text:placement:prompt:)` with a string prompt: recorded.
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        modifier(InertModifier(name: "searchable", arguments: [placement, String(prompt)]))
    }
}

/// An interface for a view that has no content to show: SwiftUI's `ContentUnavailableView`,
/// built as the vertical stack of its label, description and actions.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack {
            label
            description
            actions
        }
    }
}

extension ContentUnavailableView where Label == ChatRigSwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title, a system image and an optional description.
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { ChatRigSwiftUI.Label(title, systemImage: name) }, description: { description })
    }

    /// A title key, a system image and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { ChatRigSwiftUI.Label(title: { Text(title) }, icon: { Image(systemName: name) }) }, description: { description })
    }

    /// The search's empty state: "No Results".
    public static var search: Self { Self("No Results", systemImage: "magnifyingglass") }

    /// The search's empty state for a query: "No Results for “query”".
    public static func search(text: String) -> Self {
        Self("No Results for “\(text)”", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }
}
