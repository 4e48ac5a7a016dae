/// SwiftUI's `UIHostingController`: a UIKit view controller showing a SwiftUI view
/// (`@MainActor @preconcurrency open class UIHostingController<Content: View>: UIViewController`).
///
/// Its view loads as UIKit's does (`loadView()`, then `viewDidLoad()`, where the view's
/// ``ViewGraph`` is built). The UIKit views and view controllers the view's representables
/// make join its view after the update that made them (a controller as a child:
/// `addChild`, its view added, `didMove(toParent:)`), so a wrapped `UITableView` or
/// `UICollectionView` becomes the list a rehearsal measures (``SwiftUIWrappedListHost``).
///
/// Updates: an invalidation queues one graph update on the main queue
/// (`DispatchQueue.main.async`), which a rehearsal drains at the frame's display-link tick —
/// SwiftUI updates its views once per transaction, before the frame is drawn (WWDC21
/// "Demystify SwiftUI"). Outside a rehearsal, call ``ViewGraph/update()`` on ``graph``.
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    /// The root view of the SwiftUI hierarchy; setting it re-evaluates the root.
    public var rootView: Content {
        didSet {
            guard let graph, let root = graph.root else { return }
            root.view = rootView
            graph.invalidate(root)
        }
    }
    /// The view's graph, once the controller's view loaded.
    public private(set) var graph: ViewGraph?
    private var updateQueued = false

    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    /// `init?(coder:)`: there is no storyboard to decode a root view from.
    public required init?(coder: NSCoder) { nil }

    open override func viewDidLoad() {
        super.viewDidLoad()
        let graph = ViewGraph(rootView)
        self.graph = graph
        graph.needsUpdate = { [weak self] in self?.queueUpdate() }
        attachMadeViews()
        if graph.needsUpdateNow { queueUpdate() }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        for subview in view.subviews { subview.frame = view.bounds }
    }

    /// One graph update on the main queue, however many invalidations come before it.
    private func queueUpdate() {
        guard !updateQueued else { return }
        updateQueued = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            updateQueued = false
            graph?.update()
            attachMadeViews()
        }
    }

    /// The views and view controllers representables made since the last call join the
    /// hosting view, filling it. Lists inside a made view are offered to the rehearsal as the
    /// hierarchy they are in changed (UIKit's `didMoveToWindow`, for which the face calls
    /// their `didMoveToSuperview()`).
    private func attachMadeViews() {
        guard let graph else { return }
        let views = graph.madeUIKitViews
        let controllers = graph.madeUIKitControllers
        graph.madeUIKitViews = []
        graph.madeUIKitControllers = []
        for made in views { attach(made) }
        for controller in controllers {
            addChild(controller)
            attach(controller.view)
            controller.didMove(toParent: self)
        }
    }

    private func attach(_ made: UIView) {
        made.frame = view.bounds
        view.addSubview(made)
        guard !(made is UITableView || made is UICollectionView) else { return }
        for subview in made.subviews { offerLists(in: subview) }
    }

    private func offerLists(in view: UIView) {
        if view is UITableView || view is UICollectionView {
            view.didMoveToSuperview()
            return
        }
        for subview in view.subviews { offerLists(in: subview) }
    }
}
