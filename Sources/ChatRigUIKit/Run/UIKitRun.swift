import ChatModel
import ListLayout
import Simulator

/// The rehearsal a piece of the app's UIKit code runs in: the one context the face's
/// process-wide-looking API (`NotificationCenter.default`, `UIView.animate`,
/// `CACurrentMediaTime()`, `CADisplayLink`, `DispatchQueue.main`) answers from.
///
/// Bound as a task-local value around every call the host makes into the app's code, so
/// parallel runs (`chatrig run --jobs N`) never see each other's notifications, clock or
/// display links, and no global mutable state exists. Code running outside a rehearsal sees
/// no run: posts reach no one, time stands at zero, animations apply at once.
final class UIKitRun: @unchecked Sendable {
    // @unchecked: a run is created, used and dropped on the one thread that runs its
    // simulation; the task-local binding never crosses threads.

    @TaskLocal static var current: UIKitRun?

    let context: ChatListContext
    let notificationCenter = NotificationCenter()
    let pasteboard = UIPasteboard()
    /// Display links added to the main run loop and not invalidated, in the order added.
    var displayLinks: [CADisplayLink] = []
    /// Work the app queued on the main queue: runs before the next frame.
    var mainQueue: [() -> Void] = []
    /// The duration of the `UIView.animate` block running now, if any.
    var animationDuration: TimeInterval?
    /// View properties written since the last count, for charging a display link's frame.
    var propertyWrites = 0
    /// Whether the app's labels, text views and markdown initializers charge the text work
    /// they do (``TextWork``); else the holding ChatRig's cell sizer charges the cells' text
    /// by. From ``UIKitListAdapter/textHolding``.
    var textHolding: TextHolding = .chargedByAppViews
    var chargesTextWork: Bool { textHolding == .chargedByAppViews }

    init(context: ChatListContext) { self.context = context }

    /// Runs `body` with this run bound as the current one.
    func enter<R>(_ body: () throws -> R) rethrows -> R {
        try UIKitRun.$current.withValue(self, operation: body)
    }

    /// The virtual clock in seconds since the run started.
    var mediaTime: CFTimeInterval { context.now.seconds }

    /// Runs the main queue's work until it is empty (work may queue more; at most 10 000
    /// items a frame, so work re-queuing itself cannot hang the run).
    func drainMainQueue() {
        var ran = 0
        while !mainQueue.isEmpty, ran < 10_000 {
            let work = mainQueue.removeFirst()
            work()
            ran += 1
        }
    }

    /// Fires every active display link once (the frame's tick) and charges each the view
    /// property writes its callback made — see ``CADisplayLink``.
    func fireDisplayLinks() {
        displayLinks.removeAll { $0.isInvalidated }
        for link in displayLinks where !link.isPaused {
            propertyWrites = 0
            link.fire(at: mediaTime)
            context.chargeMainThread(microseconds: DisplayLinkCost.firing(propertyWrites: propertyWrites))
        }
        displayLinks.removeAll { $0.isInvalidated }
    }
}

/// `CACurrentMediaTime()`: the virtual clock, in seconds since the rehearsal started (0
/// outside one).
public func CACurrentMediaTime() -> CFTimeInterval { UIKitRun.current?.mediaTime ?? 0 }
