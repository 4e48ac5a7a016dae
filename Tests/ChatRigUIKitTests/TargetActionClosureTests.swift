import ChatRigUIKit
import Testing
import UIKitTableChatFixture

/// A button subclass, to check that a handler's sender is typed as the control it is added to.
@MainActor final class PillButton: UIButton {
    var presses = 0
}

extension UIKitRehearsalSuites {
    /// The closure forms of target-action deliver what UIKit's action methods receive: the
    /// sender, and for a control's or bar button item's `(sender, event)` form the touch event
    /// of a tap (nil for a programmatic `sendActions(for:)`, as UIKit passes nil there).
    @Suite struct TargetActionClosureTests {
        /// A simulated tap sends `.touchDown`, then `.touchUpInside` and a button's
        /// `.primaryActionTriggered`, each with the same `.touches` event holding the tap's one
        /// touch, ended, on the button at its centre; a `UIAction` gets the button as `sender`.
        @Test @MainActor func aTapDeliversTheSenderAndTheTouchEventToTheClosure() throws {
            let button = PillButton(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            var received: [(events: String, sender: PillButton, event: UIEvent?)] = []
            button.addAction(for: .touchDown) { sender, event in received.append(("down", sender, event)) }
            button.addAction(for: .touchUpInside) { sender, event in
                sender.presses += 1  // typed as the control it was added to
                received.append(("up", sender, event))
            }
            let primary = UIAction { _ in }
            button.addAction(primary, for: .primaryActionTriggered)

            button.simulateTap()

            try #require(received.map(\.events) == ["down", "up"])
            #expect(received.allSatisfy { $0.sender === button })
            #expect(button.presses == 1)
            let event = try #require(received[1].event)
            #expect(received[0].event === event)
            #expect(event.type == .touches)
            #expect(event.timestamp == 0)  // the virtual clock, outside a rehearsal
            let touches = event.allTouches ?? []
            #expect(touches.count == 1)
            let touch = touches.first
            #expect(touch?.phase == .ended)
            #expect(touch?.view === button)
            #expect(touch?.location(in: button) == CGPoint(x: 20, y: 10))
            #expect(event.touches(for: button)?.count == 1)
            #expect(primary.sender as? PillButton === button)
            #expect(!button.isHighlighted && !button.isTracking && button.isTouchInside)
        }

        /// `sendActions(for:)` is a programmatic send: the handler gets the sender and no event
        /// ("You may specify nil … if you are calling this method directly", Apple,
        /// `UIControl.sendAction(_:to:for:)`); a disabled control sends nothing, tapped or not.
        @Test @MainActor func aProgrammaticSendHasNoEventAndADisabledControlSendsNothing() {
            let button = UIButton(type: .system)
            var events: [UIEvent?] = []
            button.addAction(for: .touchUpInside) { _, event in events.append(event) }
            button.sendActions(for: .touchUpInside)
            #expect(events.count == 1)
            #expect(events[0] == nil)
            button.isEnabled = false
            button.sendActions(for: .touchUpInside)
            button.simulateTap()
            #expect(events.count == 1)
        }

        /// A bar button item's `action:` closure form gets the item and a tap's event; its
        /// `primaryAction` gets the item as `sender`; a disabled item does nothing.
        @Test @MainActor func aBarButtonItemsClosureGetsTheItemAndTheEvent() {
            var received: [(UIBarButtonItem, UIEvent?)] = []
            let item = UIBarButtonItem(title: "Edit", style: .plain) { sender, event in received.append((sender, event)) }
            item.simulateTap()
            #expect(received.count == 1)
            #expect(received.first?.0 === item)
            #expect(received.first?.1?.type == .touches)
            #expect(received.first?.1?.allTouches?.first?.phase == .ended)
            #expect(item.style == .plain && item.title == "Edit")

            let system = UIBarButtonItem(barButtonSystemItem: .add) { sender, event in received.append((sender, event)) }
            system.isEnabled = false
            system.simulateTap()
            #expect(received.count == 1)

            let action = UIAction { _ in }
            let primary = UIBarButtonItem(title: "Clear", image: nil, primaryAction: action, menu: nil)
            primary.simulateTap()
            #expect(action.sender as? UIBarButtonItem === primary)
        }
    }
}

extension UIKitRehearsalSuites.TargetActionClosureTests {
    /// The screen `chatrig port` wrote (``PortedComposerViewController``, the port of
    /// `PortSample.original`): its `held(_:event:)` action, added in `viewDidLoad` and in an
    /// observer (`didSet`), gets each tap's event; a programmatic send an empty `UIEvent()`.
    @Test @MainActor func thePortedScreensSenderAndEventActionGetsTheTapsEvent() {
        let screen = PortedComposerViewController()
        screen.loadViewIfNeeded()
        screen.holdButton.simulateTap()
        #expect(screen.holdEvents.count == 1)
        #expect(screen.holdEvents.first?.allTouches?.first?.view === screen.holdButton)
        screen.isRecording = true
        screen.holdButton.sendActions(for: .touchDragOutside)
        #expect(screen.holdEvents.count == 2)
        #expect(screen.holdEvents.last?.allTouches == nil)
    }
}
