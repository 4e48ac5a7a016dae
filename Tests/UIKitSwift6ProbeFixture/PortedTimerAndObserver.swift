import ChatRigUIKit
import Foundation

/// `chatrig port`'s closure forms of a notification observer, a timer (each with a method
/// taking nothing and one taking the notification or timer, rebound `nonisolated(unsafe)` so
/// Swift 6 sends it into `MainActor.assumeIsolated`), a control's action taking the sender
/// and the event and a bar button item's taking the item, in Swift 6 language mode
/// (`PortCommandTests` checks these lines are the port's output, character for character).
@MainActor
public final class PortedTimerAndObserverScreen: UIViewController {
    public private(set) var changes = 0
    public private(set) var ticks = 0
    public private(set) var presses: [UIEvent?] = []
    public let button = UIButton(type: .system)
    public private(set) var item: UIBarButtonItem?
    private var timer: Timer?
    private var secondTimer: Timer?

    public override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { [weak self] _ in MainActor.assumeIsolated { self?.changed() } }
        timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { [weak self] _ in MainActor.assumeIsolated { self?.tick() } }
        NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { [weak self] notification in nonisolated(unsafe) let notification = notification; MainActor.assumeIsolated { self?.changed(notification) } }
        secondTimer = Timer.scheduledTimer(withTimeInterval: 3, repeats: true) { [weak self] timer in nonisolated(unsafe) let timer = timer; MainActor.assumeIsolated { self?.tick(timer) } }
        button.addAction(for: .touchUpInside) { [weak self] sender, event in self?.pressed(sender, event: event ?? UIEvent()) }
        item = UIBarButtonItem(title: "Edit", style: .plain, action: { [weak self] sender, _ in self?.edit(sender) })
    }

    func changed() { changes += 1 }

    func changed(_ notification: Notification) { changes += 1 }

    func tick() { ticks += 1 }

    func tick(_ timer: Timer) { ticks += 1 }

    func pressed(_ sender: UIButton, event: UIEvent) { presses.append(event) }

    func edit(_ sender: UIBarButtonItem) {}
}
