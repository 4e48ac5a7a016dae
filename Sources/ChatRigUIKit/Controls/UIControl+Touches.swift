/// A control's touch tracking and its target-action with the sender and the event.
///
/// UIKit lets a control's action method take nothing, the sender, or the sender and the
/// event: "The action message may optionally include the sender and the event as
/// parameters, in that order" (Apple, `UIControl.addTarget(_:action:for:)`; the three
/// forms — `action`, `action:(id)sender`, `action:(id)sender forEvent:(UIEvent *)event` —
/// in `UIApplication.sendAction(_:to:from:for:)`). Without the Objective-C runtime there is no
/// selector; ``UIControlEventHandling/addAction(for:handler:)`` is the closure form of the
/// third, ChatRigUIKit's (UIKit's own closure form, `UIAction`, carries the sender but not
/// the event).

/// ChatRigUIKit's closure form of `addTarget(_:action:for:)` for an action method taking the
/// sender and the event. Every ``UIControl`` conforms; the handler's `sender` is typed as
/// the control it is added to.
@MainActor @preconcurrency
public protocol UIControlEventHandling: UIControl {}

extension UIControl: UIControlEventHandling {}

extension UIControlEventHandling {
    /// Runs `handler` with this control and the event for `controlEvents`, as UIKit sends an
    /// action `(sender, event)`: the touch event for a tap (``UIControl/simulateTap()``), nil
    /// for `sendActions(for:)` (UIKit passes nil for a programmatic send). Runs in the order
    /// added, among the control's `UIAction`s.
    public func addAction(for controlEvents: UIControl.Event,
                          handler: @escaping @MainActor (_ sender: Self, _ event: UIEvent?) -> Void) {
        addHandler({ control, event in
            if let control = control as? Self { handler(control, event) }
        }, for: controlEvents)
    }
}

extension UIControl {
    /// ChatRigUIKit's: a user's tap at the control's centre, as UIKit's touch handling
    /// delivers it — one `UITouch` and one `.touches` `UIEvent` at the virtual clock's time,
    /// `touchesBegan` (`.touchDown`) then `touchesEnded` (`.touchUpInside`, and a button's
    /// `.primaryActionTriggered`), the same event object throughout, as UIKit reuses it.
    /// A disabled control sends nothing.
    public func simulateTap() {
        let time = CACurrentMediaTime()
        let touch = UITouch(view: self, at: CGPoint(x: bounds.midX, y: bounds.midY), timestamp: time)
        let event = UIEvent(touches: [touch], timestamp: time)
        touchesBegan([touch], with: event)
        touch.move(to: .ended)
        touchesEnded([touch], with: event)
    }
}
