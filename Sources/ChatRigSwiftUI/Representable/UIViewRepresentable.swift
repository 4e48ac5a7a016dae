/// A UIKit view in a SwiftUI hierarchy: SwiftUI's `UIViewRepresentable`, declared as Apple
/// declares it (`@MainActor @preconcurrency protocol UIViewRepresentable: View where Body ==
/// Never`), over ChatRigUIKit's views.
///
/// The graph calls its methods in SwiftUI's documented order (``RepresentedView``):
/// `makeCoordinator()` first ("SwiftUI calls this method before calling the
/// `makeUIView(context:)` method", Apple, `makeCoordinator()`), then `makeUIView(context:)`
/// once for the view's identity ("creates the view object and configures its initial state";
/// "you create the view only once"), then `updateUIView(_:context:)` — at once after making it,
/// and whenever the representable is made again with other inputs or state it read changed
/// ("SwiftUI calls this method for any changes affecting the corresponding UIKit view") — and
/// `dismantleUIView(_:coordinator:)` when its identity leaves the graph ("before removing the
/// UIKit view from your interface"). The made view joins the hosting controller's view
/// (``UIHostingController``), so a wrapped `UITableView` or `UICollectionView` is the list the
/// rehearsal measures (``SwiftUIWrappedListHost``).
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    /// The type of view to present.
    associatedtype UIViewType: UIView
    /// A type to coordinate with the view.
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    /// Creates the view object and configures its initial state. Called once per identity.
    func makeUIView(context: Context) -> UIViewType
    /// Updates the state of the view with new information from SwiftUI.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Cleans up the view (and coordinator) in anticipation of their removal.
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Creates the instance that communicates changes from the view to the SwiftUI interface.
    func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    /// Never asked: the graph expands a representable itself.
    public var body: Never { fatalError("\(Self.self) is a UIViewRepresentable: it has no body") }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// Contextual information about the state of the system for a ``UIViewRepresentable``: its
/// coordinator, the transaction of the update, the environment.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The view's associated coordinator.
    public let coordinator: Representable.Coordinator
    /// The current transaction (`withAnimation`'s animation, when the update came from one).
    public var transaction: Transaction
    /// The environment values at the representable's place.
    public var environment: EnvironmentValues
}

/// A UIKit view controller in a SwiftUI hierarchy: SwiftUI's `UIViewControllerRepresentable`
/// (`@MainActor @preconcurrency protocol UIViewControllerRepresentable: View where Body ==
/// Never`). Called as ``UIViewRepresentable`` is — `makeCoordinator()`, then
/// `makeUIViewController(context:)` once per identity, `updateUIViewController(_:context:)` at
/// once and on every change, `dismantleUIViewController(_:coordinator:)` on removal (Apple,
/// `UIViewControllerRepresentable`). The controller becomes a child of the hosting controller
/// (`addChild`, `didMove(toParent:)`) and its view (loaded as UIKit loads it: `loadView()`,
/// `viewDidLoad()`) joins the hosting view.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    /// Never asked: the graph expands a representable itself.
    public var body: Never { fatalError("\(Self.self) is a UIViewControllerRepresentable: it has no body") }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// Contextual information for a ``UIViewControllerRepresentable``.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}
