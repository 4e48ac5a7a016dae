import Foundation
import Testing
@testable import ChatRigCLI

/// Each arity UIKit allows for a target-action method takes its closure form: a control's
/// and a bar button item's action may take nothing, the sender, or the sender and the event
/// ("The action message may optionally include the sender and the event as parameters, in
/// that order", Apple, `UIControl.addTarget(_:action:for:)`; the three forms in
/// `UIApplication.sendAction(_:to:from:for:)`); a gesture recognizer's, a display link's, a
/// timer's and an observer's nothing or the sender (Apple's class overviews).
extension ChatRigCLITests {
    static func ported(_ lines: [String]) -> [String] {
        UIKitPort().port(lines.joined(separator: "\n")).text.components(separatedBy: "\n")
    }

    /// A control: `()` and `(sender)` keep `UIAction`; `(sender, event)` — by labels or by a
    /// bare selector naming the file's one method — and a dotted receiver's `(sender)` take
    /// `addAction(for:handler:)`, the event passed as declared: an optional parameter gets
    /// the handler's `UIEvent?`, a non-optional one `event ?? UIEvent()`.
    @Test func eachArityOfAControlsActionTakesItsClosureForm() {
        let result = UIKitPort().port([
            "button.addTarget(self, action: #selector(tapped), for: .touchUpInside)",
            "button.addTarget(self, action: #selector(pressed(_:)), for: .touchUpInside)",
            "button.addTarget(self, action: #selector(touched(_:event:)), for: .touchDown)",
            "self.sendButton.addTarget(self, action: #selector(pressed(_:)), for: .touchUpInside)",
            "$0.addTarget(self, action: #selector(dragged), for: [.touchDragInside, .touchDragOutside])",
            "slider.addTarget(handler, action: #selector(Handler.moved(_:forEvent:)), for: .valueChanged)",
            "func tapped() {}",
            "func pressed(_ sender: UIButton) {}",
            "func touched(_ sender: UIButton, event: UIEvent?) {}",
            "func dragged(_ button: ComposerButton, _ event: UIEvent) {}",
        ].joined(separator: "\n"))
        #expect(result.text.components(separatedBy: "\n").prefix(6) == [
            "button.addAction(UIAction { [weak self] _ in self?.tapped() }, for: .touchUpInside)",
            "button.addAction(UIAction { [weak self, weak button] _ in guard let button else { return }; self?.pressed(button) }, for: .touchUpInside)",
            "button.addAction(for: .touchDown) { [weak self] sender, event in self?.touched(sender, event: event) }",
            "self.sendButton.addAction(for: .touchUpInside) { [weak self] sender, _ in self?.pressed(sender) }",
            "$0.addAction(for: [.touchDragInside, .touchDragOutside]) { [weak self] sender, event in self?.dragged(sender, event ?? UIEvent()) }",
            "slider.addAction(for: .valueChanged) { [weak handler] sender, event in handler?.moved(sender, forEvent: event ?? UIEvent()) }",
        ])
        #expect(result.refusals.isEmpty)
        #expect(result.edits == 6)
    }

    /// A bar button item: `()` keeps `primaryAction: UIAction`; `(sender)` and `(sender,
    /// event)` take ChatRigUIKit's `action:` initializer of the same form (title and style,
    /// image and style, system item).
    @Test func eachArityOfABarButtonItemsActionTakesItsClosureForm() {
        #expect(Self.ported([
            "let a = UIBarButtonItem(title: \"Edit\", style: .plain, target: self, action: #selector(edit))",
            "let b = UIBarButtonItem(title: \"Edit\", style: .done, target: self, action: #selector(edit(_:)))",
            "let c = UIBarButtonItem(image: icon, style: .plain, target: self, action: #selector(show(_:event:)))",
            "let d = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add(_:)))",
        ]) == [
            "let a = UIBarButtonItem(title: \"Edit\", image: nil, primaryAction: UIAction { [weak self] _ in self?.edit() }, menu: nil)",
            "let b = UIBarButtonItem(title: \"Edit\", style: .done, action: { [weak self] sender, _ in self?.edit(sender) })",
            "let c = UIBarButtonItem(image: icon, style: .plain, action: { [weak self] sender, event in self?.show(sender, event: event ?? UIEvent()) })",
            "let d = UIBarButtonItem(barButtonSystemItem: .add, action: { [weak self] sender, _ in self?.add(sender) })",
        ])
    }

    /// The forms whose methods take nothing or the sender, each arity (a gesture recognizer,
    /// a display link, a timer, an observer); a third argument, which UIKit never passes
    /// them, is refused at its line.
    @Test func theOneArgumentFormsTakeEachArityAndRefuseMore() {
        let result = UIKitPort().port([
            "let tap = UITapGestureRecognizer(target: self, action: #selector(tapped))",
            "let pan = UIPanGestureRecognizer(target: self, action: #selector(panned(_:)))",
            "pan.addTarget(self, action: #selector(panned(_:)))",
            "pan.addTarget(self, action: #selector(relay))",
            "let link = CADisplayLink(target: self, selector: #selector(step(_:)))",
            "center.addObserver(self, selector: #selector(changed(_:)), name: .a, object: nil)",
            "let press = UILongPressGestureRecognizer(target: self, action: #selector(pressed(_:event:)))",
        ].joined(separator: "\n"))
        #expect(result.text.components(separatedBy: "\n") == [
            "let tap = UITapGestureRecognizer { [weak self] _ in self?.tapped() }",
            "let pan = UIPanGestureRecognizer { [weak self] recognizer in self?.panned(recognizer) }",
            "pan.addAction { [weak self, weak pan] _ in guard let pan else { return }; self?.panned(pan) }",
            "pan.addAction { [weak self] _ in self?.relay() }",
            "let link = CADisplayLink { [weak self] link in self?.step(link) }",
            "center.addObserver(forName: .a, object: nil, queue: .main) { [weak self] notification in nonisolated(unsafe) let notification = notification; MainActor.assumeIsolated { self?.changed(notification) } }",
            "let press = UILongPressGestureRecognizer(target: self, action: #selector(pressed(_:event:)))",
        ])
        #expect(result.refusals.map(\.line) == [7])
    }

    /// A method declared with a closure parameter (`->` in its type) still gives its labels:
    /// the arrow is no closing bracket.
    @Test func aParameterOfFunctionTypeDoesNotEndTheParameterList() {
        #expect(SelectorLabels.labels(ofOnlyMethod: "run", in: "func run(_ done: (Int) -> Void, event: UIEvent) {}") == "_:event:")
        #expect(SelectorLabels.parameterTypes(ofOnlyMethod: "run", in: "func run(_ done: (Int) -> Void, event: UIEvent? = nil) {}")
            == ["(Int) -> Void", "UIEvent?"])
    }
}

extension ChatRigCLITests {
    /// The command's diff for a composer button as Rocket.Chat's composer writes it: a
    /// configuring closure's `$0` adding an action that takes the button and the event, in a
    /// stored property (made `lazy`), the `@objc` dropped; the file, naming `UIView` without
    /// importing anything, gets the shim's import.
    @Test func portPrintsTheSenderAndEventFormAsADiff() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Composer.swift")
        try """
            final class Composer: UIView {
                let left = tap(ComposerButton()) {
                    $0.addTarget(self, action: #selector(touchUpInsideButton), for: .touchUpInside)
                }
                @objc private func touchUpInsideButton(_ button: ComposerButton, _ event: UIEvent) {}
            }

            """.write(to: file, atomically: true, encoding: .utf8)
        let dry = try chatrig(["port", file.path])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stdout == """
            --- \(file.path)
            +++ \(file.path)
            @@ -1,7 +1,8 @@
            +import ChatUI
             final class Composer: UIView {
            -    let left = tap(ComposerButton()) {
            -        $0.addTarget(self, action: #selector(touchUpInsideButton), for: .touchUpInside)
            +    private(set) lazy var left = tap(ComposerButton()) {
            +        $0.addAction(for: .touchUpInside) { [weak self] sender, event in self?.touchUpInsideButton(sender, event ?? UIEvent()) }
                 }
            -    @objc private func touchUpInsideButton(_ button: ComposerButton, _ event: UIEvent) {}
            +    private func touchUpInsideButton(_ button: ComposerButton, _ event: UIEvent) {}
             }
             
            would edit 1 file; 0 sites left to do by hand

            """)
    }
}
