/// How a sheet presents: detents, drag indicator, interactive dismissal. Recorded: the
/// rehearsal never shows a sheet (``View/sheet(isPresented:onDismiss:content:)``).

/// A height a sheet rests at: SwiftUI's `PresentationDetent` (`.medium`, `.large`,
/// `.fraction(_:)`, `.height(_:)`).
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
    }

    let kind: Kind
    /// Half the screen's height.
    public static let medium = PresentationDetent(kind: .medium)
    /// The screen's full height.
    public static let large = PresentationDetent(kind: .large)
    /// A fraction of the screen's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    /// A fixed height.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }
}

extension View {
    /// `.presentationDetents(_:)`: recorded on the sheet's content.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(InertModifier(name: "presentationDetents", arguments: [detents]))
    }

    /// `.presentationDetents(_:selection:)`: recorded; the selection is never written.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        modifier(InertModifier(name: "presentationDetents", arguments: [detents]))
    }

    /// `.presentationDragIndicator(_:)`: recorded.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(InertModifier(name: "presentationDragIndicator", arguments: [visibility]))
    }

    /// `.interactiveDismissDisabled(_:)`: recorded.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(InertModifier(name: "interactiveDismissDisabled", arguments: [isDisabled]))
    }
}
