/// `CATransaction`: Core Animation's transaction groups, on the virtual clock.
///
/// `begin()`/`commit()` nest; the innermost group's animation duration, timing function and
/// disabled actions are recorded and read back (`animationDuration()` is 0.25 s outside an
/// explicit group, UIKit's default implicit duration). Apple documents the completion block
/// (https://developer.apple.com/documentation/quartzcore/catransaction/setcompletionblock(_:)):
/// it "is guaranteed to be called … as soon as all animations subsequently added by this
/// transaction group have completed … If no animations are added before the current
/// transaction group is committed …, the block will be invoked immediately." The animations
/// the rehearsal knows are `UIView.animate` blocks (Core Animation's layer animations cost
/// the list nothing and are not timed): at the outermost `commit()`, the block runs when the
/// longest `UIView.animate` begun inside the group ends (its delay plus duration, on the
/// virtual clock), or at once when there was none. A completion block set outside any
/// `begin()` belongs to the run loop's implicit transaction, committed at the end of the
/// current turn: it joins the main queue (step 3 of the main run loop's order, README).
open class CATransaction: NSObject {
    /// One open group: what `set…` recorded, and the longest animation begun inside it.
    struct Group {
        var animationDuration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disablesActions = false
        var completion: (() -> Void)?
        var longestAnimation: TimeInterval = 0
    }

    /// UIKit's implicit animation duration, 0.25 s (`animationDuration` outside a group:
    /// https://developer.apple.com/documentation/quartzcore/catransaction/animationduration()).
    static let implicitAnimationDuration: CFTimeInterval = 0.25

    public class func begin() { UIKitRun.current?.transactions.append(Group()) }

    /// `commit()`: closes the innermost group; its completion block runs as the type's note says.
    public class func commit() {
        // A nested group's animations were noted on the outer groups too (``noteAnimation(lasting:)``).
        guard let run = UIKitRun.current, let group = run.transactions.popLast() else { return }
        if let completion = group.completion { schedule(completion, after: group.longestAnimation, in: run) }
    }

    /// `flush()`: nothing is pending to render.
    public class func flush() {}
    public class func lock() {}
    public class func unlock() {}

    public class func animationDuration() -> CFTimeInterval {
        UIKitRun.current?.transactions.last?.animationDuration ?? implicitAnimationDuration
    }
    public class func setAnimationDuration(_ dur: CFTimeInterval) { updateInnermost { $0.animationDuration = dur } }
    public class func animationTimingFunction() -> CAMediaTimingFunction? { UIKitRun.current?.transactions.last?.timingFunction }
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { updateInnermost { $0.timingFunction = function } }
    public class func disableActions() -> Bool { UIKitRun.current?.transactions.last?.disablesActions ?? false }
    public class func setDisableActions(_ flag: Bool) { updateInnermost { $0.disablesActions = flag } }
    public class func completionBlock() -> (() -> Void)? { UIKitRun.current?.transactions.last?.completion }

    /// `setCompletionBlock(_:)`: see the type's note.
    public class func setCompletionBlock(_ block: (() -> Void)?) {
        guard let run = UIKitRun.current else { return }
        if run.transactions.isEmpty {
            if let block { run.mainQueue.append { block() } }
            return
        }
        run.transactions[run.transactions.count - 1].completion = block
    }

    /// Records an animation of `seconds` (delay plus duration) begun now, in every open group.
    static func noteAnimation(lasting seconds: TimeInterval) {
        guard let run = UIKitRun.current else { return }
        for index in run.transactions.indices {
            run.transactions[index].longestAnimation = max(run.transactions[index].longestAnimation, seconds)
        }
    }

    private static func updateInnermost(_ change: (inout Group) -> Void) {
        guard let run = UIKitRun.current, !run.transactions.isEmpty else { return }
        change(&run.transactions[run.transactions.count - 1])
    }

    private static func schedule(_ completion: @escaping () -> Void, after seconds: TimeInterval, in run: UIKitRun) {
        if seconds > 0 {
            run.context.schedule(after: .seconds(seconds)) { run.enter { completion() } }
        } else {
            run.enter { completion() }
        }
    }
}

/// `kCATransition`, the key under which Core Animation adds a layer's transition.
public let kCATransition = "transition"
