import ChatModel
import ListLayout
import Simulator
import Viewport

/// A team's `UIViewController` rehearsed as a ``Simulator/ChatListController``: the face
/// over the one engine.
///
/// The host makes the view controller, drives its lifecycle, binds the first
/// `UICollectionView` in its view to the engine's collection view, and translates both ways:
/// the engine's callbacks become UIKit delegate calls, notifications and display-link ticks;
/// the app's UIKit calls (`apply`, `setContentOffset`, `scrollToItem`, `contentInset`…)
/// become ``Simulator/ChatListContext`` calls. The scenario's view-model events reach the
/// view controller through the team's ``UIKitListAdapter``.
///
/// Every call into the app's code runs as main-actor code with the rehearsal bound
/// (``UIKitRun``, ``MainActorBridge``), in the main run loop's order that ``UIKitRun``
/// describes: the main queue's work runs at the frame's display-link tick, behind the
/// frame's events. Inside a ``UIKitRehearsalScope`` (a `Rehearsal`), it is the only
/// view-controller rehearsal in the process.
public final class UIKitListHost<Adapter: UIKitListAdapter>: ChatListController, ListBinding {
    public let adapter: Adapter
    private let makeViewController: @MainActor () -> Adapter.ViewController
    /// The view controller under test, once the rehearsal opened it.
    public private(set) var viewController: Adapter.ViewController?
    private var boundRun: UIKitRun?
    private(set) weak var list: UICollectionView?
    /// The adapter's cell factories by class, read when the screen opens.
    private(set) var factories: [ObjectIdentifier: UIKitCellFactory] = [:]
    private var display = DisplayTracking()
    private var scrollAnimation = ScrollAnimationTracking()
    private var lastSize: CGSize = .zero
    private var lastSafeArea: UIEdgeInsets = .zero
    /// The rehearsal's window (``UIWindow``), holding the screen once it opened.
    private var window: UIWindow?
    /// False once the main queue did not answer a run outside a rehearsal scope
    /// (``postOnMainQueue(_:)``).
    private var mainQueueServed: Bool?

    /// A host for the view controller `viewController` makes (once, when the rehearsal opens
    /// the screen), rehearsed through `adapter`. The rehearsal may run on any thread
    /// (``MainActorBridge``).
    public init(viewController: @escaping @MainActor () -> Adapter.ViewController, adapter: Adapter) {
        makeViewController = viewController
        self.adapter = adapter
    }

    // MARK: ListBinding (the cells and items: UIKitListHost+Cells.swift)

    var run: UIKitRun {
        guard let boundRun else { preconditionFailure("ChatRigUIKit: the view controller is used before the rehearsal opened it") }
        return boundRun
    }
    var context: ChatListContext { run.context }

    @MainActor
    func bindList(_ collectionView: UICollectionView) -> Bool {
        guard list == nil else { return false }
        list = collectionView
        return true
    }

    // MARK: Lifecycle

    public func viewDidLoad(_ context: ChatListContext) {
        let run = UIKitRun(context: context)
        UIKitRehearsalGate.process.adopt(run)
        run.textHolding = adapter.textHolding ?? .chargedByAppViews
        boundRun = run
        run.enter {
            factories = Dictionary(adapter.cellFactories.map { ($0.cellClass, $0) }, uniquingKeysWith: { first, _ in first })
            let controller = makeViewController()
            viewController = controller
            controller.loadView()
            guard let root = controller.viewIfLoaded else { preconditionFailure("ChatRigUIKit: loadView() set no view") }
            root.rehearsalBinding = self
            placeRoot(root)
            let window = UIWindow(frame: root.frame)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            root.installedWindow = window
            run.application.installedWindow = window
            self.window = window
            // A list that is the root view itself (`UICollectionViewController`,
            // `UITableViewController`) is in the screen from the start.
            (root as? UICollectionView)?.bindToRehearsal()
            (root as? UITableView)?.rows.bindToRehearsal()
            controller.viewDidLoad()
            controller.viewWillAppear(false)
            layOut()
            list?.classicSource?.loadIfNeeded()
            controller.viewDidAppear(false)
            adapter.showConversation(controller, context)
            run.drainMainQueue()
        }
        openAtNewestMessage()
    }

    public func conversationDidChange(_ context: ChatListContext) {
        perform { controller in adapter.showConversation(controller, context) }
        openAtNewestMessage()
    }

    /// The list opens scrolled to its newest message, at rest (the scenario format's
    /// starting state): as a screen that was already open before the scenario began. The
    /// newest message is at the end of the content, or at its start in a flipped list.
    private func openAtNewestMessage() {
        let view = context.collectionView
        for _ in 0..<3 {
            view.layoutIfNeeded()
            let flipped = view.transform.isFlipped
            let away = flipped ? view.contentOffset.y - view.minContentOffsetY : view.maxContentOffsetY - view.contentOffset.y
            guard away > 0.5 else { break }
            view.setContentOffset(Point(y: flipped ? view.minContentOffsetY : view.maxContentOffsetY), animated: false)
        }
    }

    // MARK: The view model and the user

    public func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) {
        perform { controller in adapter.messagesDidChange(change, controller, context) }
    }

    public func scrollToBottomTapped(_ context: ChatListContext) {
        perform { controller in adapter.scrollToBottomTapped(controller, context) }
    }

    public func keyboardWillChange(_ change: KeyboardChange, _ context: ChatListContext) {
        perform { _ in
            let screen = context.collectionView.bounds.size
            func frame(_ height: Double) -> CGRect { CGRect(x: 0, y: screen.height - height, width: screen.width, height: height) }
            // As UIKit fills it: frames as NSValue, numbers as NSNumber.
            let info: [AnyHashable: Any] = [
                UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: frame(change.beginHeight)),
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame(change.endHeight)),
                UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: change.duration.seconds),
                UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
                UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
            ]
            run.application.keyboardHeight = CGFloat(change.endHeight)
            let willShowOrHide = change.endHeight > 0 ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification
            if let unposted = postOnMainQueue({
                let center = NotificationCenter.default
                center.post(name: willShowOrHide, object: nil, userInfo: info)
                center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
            }) {
                return context.recordFinding("keyboard notifications not posted: the rehearsal runs off the main thread " + unposted)
            }
            layOut()
        }
    }

    public func viewportDidChange(_ context: ChatListContext) {
        perform { _ in layOut() }
    }

    // MARK: The list

    public func scrollViewDidScroll(_ context: ChatListContext) {
        withList { list in
            list.panGestureRecognizer.dragMoved(to: list.contentOffset)
            list.supplementaryViews.update(list)
            list.delegate?.scrollViewDidScroll(list)
        }
    }

    public func scrollViewWillBeginDragging(_ context: ChatListContext) {
        withList { list in
            list.panGestureRecognizer.dragBegan(at: list.contentOffset)
            list.delegate?.scrollViewWillBeginDragging(list)
        }
    }

    public func scrollViewWillEndDragging(withVelocity velocity: Point, targetContentOffset: inout Point, _ context: ChatListContext) {
        var target = targetContentOffset
        withList { list in
            // The target in the list's terms, as its `contentOffset` is.
            var faceTarget = list.layoutTarget(forReleaseAt: list.faceOffset(target), velocity: velocity)
            list.delegate?.scrollViewWillEndDragging(list, withVelocity: CGPoint(x: velocity.x, y: velocity.y),
                                                     targetContentOffset: &faceTarget)
            target = list.engineOffset(faceTarget)
        }
        targetContentOffset = target
    }

    public func scrollViewDidEndDragging(willDecelerate decelerate: Bool, _ context: ChatListContext) {
        withList { list in
            list.panGestureRecognizer.dragEnded()
            list.delegate?.scrollViewDidEndDragging(list, willDecelerate: decelerate)
        }
    }

    public func scrollViewDidEndDecelerating(_ context: ChatListContext) {
        withList { list in list.delegate?.scrollViewDidEndDecelerating(list) }
    }

    /// The status-bar scroll to the top ended. (Whether a tap on the status bar scrolls —
    /// `scrollsToTop`, `scrollViewShouldScrollToTop(_:)` — is not asked: the scenario's
    /// gesture says it did.)
    public func scrollViewDidScrollToTop(_ context: ChatListContext) {
        withList { list in list.delegate?.scrollViewDidScrollToTop(list) }
    }

    public func willDisplay(_ item: ChatItemID, at indexPath: IndexPath, _ context: ChatListContext) {
        withList { list in
            display.willDisplay(item, at: indexPath, in: list)
            // UIKit draws the cell after this callback: transforms set in it are what shows.
            if let cell = list.displayedCells[item] {
                context.collectionView.cellTransformsDidChange(of: item, cell: ViewTransform(cell.transform),
                                                               contentView: ViewTransform(ContentOrientation.transform(of: cell)))
            }
        }
    }

    public func didEndDisplaying(_ item: ChatItemID, at indexPath: IndexPath?, _ context: ChatListContext) {
        withList { list in display.didEndDisplaying(item, at: indexPath, in: list) }
    }

    public func prefetchItems(at indexPaths: [IndexPath], _ context: ChatListContext) {
        perform { _ in
            guard let list, list.isPrefetchingEnabled else { return }
            list.prefetchDataSource?.collectionView(list, prefetchItemsAt: indexPaths)
        }
    }

    /// Requests the engine cancels (``Simulator/ChatListController/cancelPrefetchingForItems(at:_:)``)
    /// reach the prefetch data source, as UIKit's `collectionView(_:cancelPrefetchingForItemsAt:)`.
    public func cancelPrefetchingForItems(at indexPaths: [IndexPath], _ context: ChatListContext) {
        perform { _ in
            guard let list, list.isPrefetchingEnabled else { return }
            list.prefetchDataSource?.collectionView(list, cancelPrefetchingForItemsAt: indexPaths)
        }
    }

    /// The frame's display-link tick: the main queue's turns, then the display links (steps
    /// 3 and 4 of the main run loop's order, ``UIKitRun``).
    public func displayLinkDidFire(_ context: ChatListContext) {
        guard viewController != nil else { return }
        run.enter {
            if let list { scrollAnimation.update(list, context) }
            #if !canImport(ObjectiveC)
            list?.checkKeyValueObservers()
            (list?.superview as? UITableView)?.checkKeyValueObservers()
            #endif
            run.drainMainQueue()
            run.fireDisplayLinks()
        }
    }

    /// The engine asks for the cell of `item`: the app's cell provider runs through its
    /// diffable data source, on a cell dequeued from the collection view.
    public func configure(_ configuration: inout CellConfiguration, for item: ChatItemID, at indexPath: IndexPath, _ context: ChatListContext) {
        guard let list else { return }
        var result = configuration
        run.enter {
            let previous = list.displayedCells[item]
            list.configuringItem = item
            let provided = list.cellSource?.provideCell(at: indexPath)
            list.configuringItem = nil
            guard let cell = provided else {
                context.recordSnapshotError("the cell provider returned no cell for \(item) at \(indexPath)")
                return
            }
            if let frame = context.collectionView.frameOfItem(item) {
                cell.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
            }
            cell.layoutIfNeeded()
            result.cellTransform = ViewTransform(cell.transform)
            result.contentViewTransform = ViewTransform(ContentOrientation.transform(of: cell))
            display.show(cell, for: item, at: indexPath, replacing: previous, in: list)
            if case .message(let id) = item, let message = context.message(id), !ShownText.shows(message.text, in: cell) {
                result.shownRevision = message.revision - 1
            }
            adapter.configure(&result, shownBy: cell, for: item, context)
        }
        configuration = result
    }

    // MARK: Running the app's code

    /// Runs `post` where Foundation delivers to observers registered with `queue: .main` at
    /// once, waiting for it (``UIKitRehearsalGate/performOnMainQueue(_:)``): nil once it ran,
    /// else why not. Outside a rehearsal scope, a main queue that did not answer is not asked again.
    private func postOnMainQueue(_ post: @escaping () -> Void) -> String? {
        let unserved = "and nothing serves the main queue, through which Foundation delivers observers registered with "
            + "`queue: .main` (run view-controller strategies with --jobs 1, or rehearse from a test)"
        if mainQueueServed == false { return unserved }
        switch UIKitRehearsalGate.process.performOnMainQueue(post) {
        case .ran: return nil
        case .unserved:
            mainQueueServed = false
            return unserved
        case .occupied:
            return "on the main queue (a `@MainActor` test under Swift Testing on Linux), through which Foundation would "
                + "deliver observers registered with `queue: .main` behind this very run (rehearse from a nonisolated test)"
        }
    }

    /// Runs `body` on the bound list, as ``perform(_:)`` runs app code; nothing before one is bound.
    private func withList(_ body: @MainActor (UICollectionView) -> Void) {
        perform { _ in
            if let list { body(list) }
        }
    }

    /// Runs `body` with the rehearsal bound, as main-actor code. The main-queue work it
    /// queues waits for the frame's display-link tick.
    private func perform(_ body: @MainActor (Adapter.ViewController) -> Void) {
        guard let viewController else { return }
        run.enter { body(viewController) }
    }

    /// The root view fills the screen; its safe area is the device's.
    @MainActor
    private func placeRoot(_ root: UIView) {
        let bounds = context.collectionView.bounds.size
        root.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        lastSize = root.frame.size
    }

    /// Lays the screen out: the root view's size and safe area, the input bar's frame (above
    /// the keyboard, as tall as the composer), then the view controller's layout callbacks.
    @MainActor
    private func layOut() {
        guard let controller = viewController, let root = controller.viewIfLoaded else { return }
        let engine = context.collectionView
        let size = CGSize(width: engine.bounds.size.width, height: engine.bounds.size.height)
        if size != lastSize {
            controller.viewWillTransition(to: size, with: SizeTransition())
            root.frame = CGRect(origin: .zero, size: size)
            lastSize = size
        }
        let safe = engine.safeAreaInsets
        let safeArea = UIEdgeInsets(top: safe.top, left: safe.left, bottom: safe.bottom, right: safe.right)
        if safeArea != lastSafeArea {
            root.safeAreaInsets = safeArea
            lastSafeArea = safeArea
            controller.viewSafeAreaInsetsDidChange()
        }
        if let bar = adapter.inputBar(of: controller) {
            bar.frame = CGRect(x: 0, y: size.height - safe.bottom, width: size.width, height: context.composerHeight)
        }
        controller.viewWillLayoutSubviews()
        root.layoutSubviews()
        controller.viewDidLayoutSubviews()
    }
}
