import ChatModel
import ListLayout
import Simulator

/// The rehearsal a piece of the app's UIKit code runs in: the one context the face's
/// process-wide-looking API (`UIView.animate`, `CACurrentMediaTime()`, `CADisplayLink`,
/// `DispatchQueue.main.async`, `UIPasteboard.general`) answers from.
///
/// Bound as a task-local value around every call the host makes into the app's code (which
/// runs as main-actor code: ``MainActorBridge``), so runs never see each other's clock, main
/// queue or display links. Foundation's `NotificationCenter.default`, where the rehearsal
/// posts the keyboard's notifications, is the process's: ``UIKitRehearsalGate`` keeps
/// rehearsals of view controllers one at a time. Code running outside a rehearsal sees no
/// run: time stands at zero, animations apply at once, main-queue work goes to Dispatch.
///
/// **The main run loop's order.** On a device the main run loop serves, in each turn, the
/// sources that are ready — an event (a touch, a keyboard notification, a network callback
/// the view model forwards), timers, the main dispatch queue — and, at the display's
/// refresh, display links and the layout pass. libdispatch drains the main queue up to
/// the work queued when the drain began; work queued meanwhile waits for the next turn. The
/// rehearsal keeps that order, frame by frame:
/// 1. the frame's events, each a callback into the app (``UIKitListHost``), in timeline
///    order; work they queue with `DispatchQueue.main.async` waits behind all of them;
/// 2. due timers: `asyncAfter` work joins the main queue when its delay has passed, as a
///    Dispatch timer source enqueues it; `UIView.animate` completions run;
/// 3. the main queue, in turns: each turn runs the work queued before it began, in order,
///    until the queue is empty;
/// 4. display links, in the order added;
/// 5. layout, scrolling and the display callbacks; work queued there runs at step 3 of the
///    next frame (on a device, in the run loop's next turn, up to one frame earlier).
///
/// So two messages delivered in one frame both reach the app before either's deferred
/// batch update runs, as they do on a device when both were pending.
package final class UIKitRun: @unchecked Sendable {
    // @unchecked: a run is created, used and dropped on the one thread that runs its
    // simulation; the task-local binding never crosses threads.

    /// The run bound around the host's calls into the app's code.
    @TaskLocal static var bound: UIKitRun?

    /// The current run: the one bound, else the one whose host holds the process's gate (app
    /// code Foundation runs on another thread while the rehearsal waits for it — an observer
    /// registered with `queue: .main`).
    static var current: UIKitRun? { bound ?? UIKitRehearsalGate.process.activeRun }

    let context: ChatListContext
    let pasteboard = UIPasteboard()
    /// `UIApplication.shared` inside this run.
    let application = MainActorBridge.run { UIApplication() }
    /// Display links added to the main run loop and not invalidated, in the order added.
    var displayLinks: [CADisplayLink] = []
    /// Work the app queued on the main queue, in order: runs at the frame's display-link tick
    /// (see the type's note).
    var mainQueue: [@MainActor () -> Void] = []
    /// The duration of the `UIView.animate` block running now, if any.
    var animationDuration: TimeInterval?
    /// `UIView.areAnimationsEnabled` in this run.
    var animationsEnabled = true
    /// The `CATransaction` groups open now, innermost last (``CATransaction``).
    var transactions: [CATransaction.Group] = []
    /// The image contexts begun and not ended, innermost last (`UIGraphicsBeginImageContext`).
    var imageContexts: [CGSize] = []
    /// `UIMenuController.shared` inside this run.
    let menuController = MainActorBridge.run { UIMenuController() }
    /// `UIDevice.current` inside this run.
    let device = MainActorBridge.run { UIDevice() }
    /// View properties written since the last count, for charging a display link's frame.
    var propertyWrites = 0
    /// Whether the app's labels, text views and markdown initializers charge the text work
    /// they do (``TextWork``); else the holding ChatRig's cell sizer charges the cells' text
    /// by. From ``UIKitListAdapter/textHolding``.
    package var textHolding: TextHolding = .chargedByAppViews
    /// Whether the adapter declared how the app's rows parse their markdown (ChatRigSwiftUI's
    /// `rowRendering` other than plain text): the engine charges that parse per body run, so
    /// the app's markdown initializers charge nothing, even where its views charge their text
    /// layout.
    package var markdownParsingDeclared = false
    var chargesTextWork: Bool { textHolding == .chargedByAppViews }
    var chargesMarkdownParse: Bool { chargesTextWork && !markdownParsingDeclared }

    package init(context: ChatListContext) { self.context = context }

    /// Runs `body` with this run bound as the current one, on the caller's actor: for a host
    /// that bridges to the main actor itself (ChatRigSwiftUI's, whose view code reaches
    /// these overloads through `import SwiftUI`).
    package func bind<R>(_ body: () throws -> R) rethrows -> R {
        try UIKitRun.$bound.withValue(self, operation: body)
    }

    /// Runs `body` — the app's main-actor code — with this run bound as the current one.
    func enter<R>(_ body: @MainActor () throws -> R) rethrows -> R {
        try UIKitRun.$bound.withValue(self) { try MainActorBridge.run(body) }
    }

    /// The virtual clock in seconds since the run started.
    var mediaTime: CFTimeInterval { context.now.seconds }

    /// The main queue's turns (step 3 of the type's note): each runs the work queued before
    /// it began; work that queues more runs in the next turn, until the queue is empty — at
    /// most ``maximumMainQueueTurns`` turns a frame, so work re-queuing itself cannot hang
    /// the run (what is left runs at the next frame's tick).
    @MainActor
    package func drainMainQueue() {
        var turns = 0
        while !mainQueue.isEmpty, turns < UIKitRun.maximumMainQueueTurns {
            let turn = mainQueue
            mainQueue.removeAll()
            for work in turn { work() }
            turns += 1
        }
    }

    /// Turns of the main queue run in one frame at most.
    static let maximumMainQueueTurns = 1_000

    /// Fires every active display link once (the frame's tick) and charges each the view
    /// property writes its callback made — see ``CADisplayLink``.
    @MainActor
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
