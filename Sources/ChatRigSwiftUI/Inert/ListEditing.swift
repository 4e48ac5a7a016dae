import Foundation

/// A `List`'s looks and editing: styles, selection, swipe-to-delete and moves. Recorded: the
/// rehearsal's list is the engine's lazy stack whatever its style (a style changes insets and
/// separators, which the engine does not draw: estimate), and it reports no touches, so no
/// row is selected, deleted or moved by the user.

/// A list's look: SwiftUI's `ListStyle`.
public protocol ListStyle {}

/// `.automatic`: the platform's default list style.
public struct DefaultListStyle: ListStyle { public init() {} }
/// `.plain`.
public struct PlainListStyle: ListStyle { public init() {} }
/// `.grouped`.
public struct GroupedListStyle: ListStyle { public init() {} }
/// `.inset`.
public struct InsetListStyle: ListStyle { public init() {} }
/// `.insetGrouped`.
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// `.sidebar`.
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }

extension View {
    /// `.listStyle(_:)`: recorded by the style's type.
    public func listStyle<S: ListStyle>(_ style: S) -> some View { modifier(InertModifier(name: "listStyle", arguments: [String(describing: S.self)])) }
}

extension List {
    /// `List(selection:content:)` with a single selection; the binding is never written.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { self.content = content() }

    /// `List(selection:content:)` with a multiple selection; the binding is never written.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { self.content = content() }

    /// `List(_:selection:rowContent:)` over identifiable data.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>?,
                                                               @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
}

/// A view made from a collection: SwiftUI's `DynamicViewContent` (`ForEach`), which
/// `onDelete` and `onMove` attach to.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
    /// `.onDelete(perform:)`: the content as it is (its rows stay the list's rows); the
    /// action never runs, as no row is swiped.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }

    /// `.onMove(perform:)`: the content as it is; the action never runs.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}
