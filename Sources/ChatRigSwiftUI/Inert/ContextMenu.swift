/// A context menu value: SwiftUI's `ContextMenu` (deprecated by Apple in favour of
/// `contextMenu(menuItems:)`, still common). Its items are built when it is made; the menu
/// never shows (the rehearsal reports no long presses).
public struct ContextMenu<MenuItems: View> {
    let menuItems: MenuItems
    public init(@ViewBuilder menuItems: () -> MenuItems) { self.menuItems = menuItems() }
}

extension View {
    /// `.contextMenu(_:)` with a `ContextMenu` (or nil for none): recorded.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        modifier(InertModifier(name: "contextMenu", arguments: [contextMenu != nil]))
    }

    /// `.contextMenu(menuItems:preview:)`: recorded; neither the menu nor the preview shows.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(InertModifier(name: "contextMenu", arguments: []))
    }
}
