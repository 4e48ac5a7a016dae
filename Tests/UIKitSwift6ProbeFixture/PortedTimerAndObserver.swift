import ChatRigUIKit
import Foundation

/// `chatrig port`'s closure forms of a notification observer and a timer, in Swift 6 language
/// mode (`PortCommandTests` checks these two lines are the port's output, character for character).
/// A timer method that takes the timer compiles in Swift 5 mode only: Swift 6 will not send
/// the block's `Timer` (not `Sendable`) into `MainActor.assumeIsolated`.
@MainActor
public final class PortedTimerAndObserverScreen: UIViewController {
    public private(set) var changes = 0
    public private(set) var ticks = 0
    private var timer: Timer?

    public override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { [weak self] _ in MainActor.assumeIsolated { self?.changed() } }
        timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { [weak self] _ in MainActor.assumeIsolated { self?.tick() } }
    }

    func changed() { changes += 1 }

    func tick() { ticks += 1 }
}
