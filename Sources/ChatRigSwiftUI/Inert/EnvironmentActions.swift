import Foundation

/// Actions a view reads from its environment: `dismiss`, `openURL`, and whether it is
/// presented. The rehearsal's screen is the root of its window, presented by nothing: Apple
/// documents that calling `dismiss` "when the view isn't presented" has no effect, so it does
/// nothing here, and `isPresented` is false. `openURL` hands its URL to the handler a parent
/// set (`.environment(\.openURL, OpenURLAction { … })`), and otherwise to the system, which
/// opens nothing in a rehearsal (the result is `.discarded` for the completion).

/// An action that dismisses a presentation: SwiftUI's `DismissAction`.
@MainActor @preconcurrency
public struct DismissAction {
    /// Dismisses the current presentation: nothing here, the screen is not presented.
    public func callAsFunction() {}
}

/// An action that opens a URL: SwiftUI's `OpenURLAction`.
@MainActor @preconcurrency
public struct OpenURLAction {
    /// What a handler did with the URL: SwiftUI's `OpenURLAction.Result`.
    public struct Result: Sendable {
        enum Kind: Sendable { case handled, discarded, systemAction(URL?) }
        let kind: Kind
        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler did not open the URL.
        public static let discarded = Result(kind: .discarded)
        /// The handler asks the system to open the URL.
        public static let systemAction = Result(kind: .systemAction(nil))
        /// The handler asks the system to open another URL.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    let handler: (URL) -> Result

    /// An action that calls `handler` with each URL.
    public init(handler: @escaping (URL) -> Result) { self.handler = handler }

    /// Opens `url`: the handler's work; the system opens nothing in a rehearsal.
    public func callAsFunction(_ url: URL) { _ = handler(url) }

    /// Opens `url` and reports whether it was opened (`.handled`).
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        if case .handled = handler(url).kind { completion(true) } else { completion(false) }
    }
}

/// Whether a view is presented: SwiftUI's `PresentationMode` (deprecated by Apple in favour
/// of `dismiss`), read through `@Environment(\.presentationMode)`.
public struct PresentationMode {
    /// Whether the view is presented: false, the screen is the window's root.
    public var isPresented: Bool { false }
    /// Dismisses the view: nothing, it is not presented.
    public mutating func dismiss() {}
}

private struct DismissKey: EnvironmentKey { static var defaultValue: DismissAction { DismissAction() } }
private struct IsPresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { OpenURLAction { _ in .discarded } } }

extension EnvironmentValues {
    /// Dismisses the current presentation (nothing: the screen is not presented).
    public var dismiss: DismissAction { self[DismissKey.self] }

    /// The presentation mode, as a binding: never presented.
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }

    /// Whether the view is part of a presentation: false.
    public var isPresented: Bool { self[IsPresentedKey.self] }

    /// Opens a URL: the parent's handler, or the system's (which opens nothing).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

extension View {
    /// `.mask(alignment:_:)`: recorded; the mask is not built (it changes no size).
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(InertModifier(name: "mask", arguments: [String(describing: Mask.self)]))
    }

    /// `.mask(_:)` (deprecated by Apple in favour of `mask(alignment:_:)`): recorded.
    public func mask<Mask: View>(_ mask: Mask) -> some View { modifier(InertModifier(name: "mask", arguments: [String(describing: Mask.self)])) }
}
