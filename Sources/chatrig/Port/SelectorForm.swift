import Foundation

/// One known `#selector` call-site form and its closure form (``UIKitPort``).
///
/// Each form is a pattern over the file's text (call sites may span lines) and a template
/// that builds the closure. The selector's method is called on a weakly captured target; a
/// method that takes the sender (`#selector(tapped(_:))`) gets it — the control, recognizer,
/// notification, display link or timer.
struct SelectorForm: @unchecked Sendable {
    // @unchecked: NSRegularExpression is immutable and safe to share (Apple's documentation
    // of NSRegularExpression); the closure is @Sendable.
    let pattern: NSRegularExpression
    /// The replacement for one match (given the file's text, to read the selector's method
    /// declaration), or nil to leave the site for a refusal.
    let build: @Sendable (_ groups: [String?], _ file: String) -> String?

    /// Rewrites every match in `text`, last to first; returns how many. A match in a stored
    /// property's initializer is left (for ``UIKitPort``'s refusal): `self` there is not the
    /// instance, so no closure can call its method.
    func rewrite(_ text: inout String) -> Int {
        let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
        let nesting = SourceNesting(text)
        let utf16 = Array(text.utf16)
        var count = 0
        for match in matches.reversed() {
            let line = 1 + utf16[..<match.range.location].lazy.filter { $0 == 0x0A }.count
            if UIKitPort.isInStoredPropertyInitializer(nesting.openers(atLine: line)) { continue }
            let groups = (0..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) }
            }
            guard let replacement = build(groups, text), let range = Range(match.range, in: text) else { continue }
            text.replaceSubrange(range, with: replacement)
            count += 1
        }
        return count
    }

    // MARK: Pieces of the patterns

    /// A receiver: `button`, `self.sendButton`, `cell.likeButton`, `$0` (a configuring
    /// closure's parameter: `tap(UIButton()) { $0.addTarget(…) }`).
    static let receiver = #"((?:\$0|[A-Za-z_][\w]*)(?:\??\.[A-Za-z_][\w]*)*)"#
    /// A target: `self` or a name.
    static let target = #"(self|[A-Za-z_][\w.]*)"#
    /// `#selector(method)`, `#selector(Type.method(_:))`: group 1 the path, group 2 the labels.
    static let selector = #"#selector\(\s*((?:self\?\.)?[A-Za-z_][\w.]*)(?:\(([\w:]*)\))?\s*\)"#

    /// The method a selector's path names: its last component (`Screen.tapped` → `tapped`).
    static func methodName(_ path: String) -> String { String(path.split(separator: ".").last ?? Substring(path)) }

    /// The closure for a selector `path` with `labels` on `target`, the sender being `sender`
    /// (an expression in the closure) and, for a method taking the event too, the event
    /// being `event`; nil for more arguments than the form delivers, and for a `nil` target
    /// (UIKit sends that action up the responder chain, which the closure cannot name).
    static func call(target: String, path: String, labels: String?, sender: String, event: String? = nil) -> String? {
        guard target != "nil" else { return nil }
        let method = methodName(path)
        let labels = (labels ?? "").split(separator: ":", omittingEmptySubsequences: true)
        let values = [sender] + (event.map { [$0] } ?? [])
        guard labels.count <= values.count else { return nil }  // more than the sender (and event): by hand
        let arguments = zip(labels, values).map { label, value in label == "_" ? value : "\(label): \(value)" }.joined(separator: ", ")
        return target == "self" ? "self?.\(method)(\(arguments))" : "\(target)?.\(method)(\(arguments))"
    }

    /// The sender `value` (of the `delivered` type) as the selector's method declares its first
    /// parameter in `file`: a `Notification` becomes `value as NSNotification` for a method
    /// taking `NSNotification` (as UIKit's selector received Foundation's class); a
    /// `UIGestureRecognizer` becomes `value as! T` for a method taking the recognizer's class
    /// `T` (UIKit hands the method the recognizer the target was added to, which is of that
    /// class). Nil when the delivered type is a recognizer and the method is not declared once
    /// in the file (its parameter's type is unknown), so the site is refused.
    static func senderArgument(_ value: String, delivered: String, path: String, file: String) -> String? {
        let method = methodName(path)
        let declared = SelectorLabels.parameterTypes(ofOnlyMethod: method, in: file)?.first
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "?!")) }
        switch (delivered, declared) {
        case ("Notification", "NSNotification"): return "\(value) as NSNotification"
        case ("UIGestureRecognizer", nil): return nil
        case ("UIGestureRecognizer", let type?) where !["UIGestureRecognizer", "Any", "AnyObject", "NSObject"].contains(type):
            return "\(value) as! \(type)"
        default: return value
        }
    }

    /// The event a handler passes to the selector's method: `event` (a `UIEvent?`: nil for a
    /// programmatic send, as in UIKit) when the file declares the method's event parameter
    /// optional, else `event ?? UIEvent()` — UIKit hands a non-optional `UIEvent` parameter
    /// nil through the Objective-C bridge there; Swift cannot.
    static func eventArgument(path: String, file: String) -> String {
        let method = methodName(path)
        guard let types = SelectorLabels.parameterTypes(ofOnlyMethod: method, in: file), types.count == 2,
              types[1].hasSuffix("?") || types[1].hasSuffix("!") else { return "event ?? UIEvent()" }
        return "event"
    }

    /// The labels' count: 0 (no arguments), 1 (the sender), 2 (the sender and the event).
    static func arity(_ labels: String?) -> Int {
        (labels ?? "").split(separator: ":", omittingEmptySubsequences: true).count
    }

    /// `MainActor.assumeIsolated { call }` inside a Foundation block that runs on the main
    /// queue; a block parameter the call passes on (`notification`, `timer`: not `Sendable`)
    /// is first rebound `nonisolated(unsafe)` — it never leaves the main thread — so Swift 6
    /// mode does not refuse to send it into the main actor ("sending … risks causing data races").
    static func mainActorHop(_ call: String, passing parameter: String) -> String {
        let hop = "MainActor.assumeIsolated { \(call) }"
        return parameter == "_" ? hop : "nonisolated(unsafe) let \(parameter) = \(parameter); \(hop)"
    }

    static func capture(_ target: String, plus extra: String? = nil) -> String {
        let weak = target == "self" ? "weak self" : "weak \(target)"
        return "[\([weak, extra].compactMap { $0 }.joined(separator: ", "))]"
    }

    /// How the closure captures a plain receiver it passes as the sender: `weak button`, or
    /// for a configuring closure's `$0`, `weak sender = $0` (an anonymous parameter cannot be
    /// named in a capture list) — weakly, as the control holds the action: the call is
    /// guarded (``guardedCall(_:sender:)``), so an action run after its control is gone does
    /// nothing instead of trapping, as `unowned` would.
    static func senderCapture(_ receiver: String) -> (name: String, capture: String) {
        receiver == "$0" ? ("sender", "weak sender = $0") : (receiver, "weak \(receiver)")
    }

    /// `guard let sender else { return }; call`: the weakly captured sender, present.
    static func guardedCall(_ call: String, sender: String) -> String { "guard let \(sender) else { return }; \(call)" }

    /// A control subclass's own `addTarget(self, action: #selector(m), for: …)`, written
    /// without a receiver, spelled `self.addTarget(…)` so the forms read it (lines kept).
    static func spellingImplicitSelf(_ text: String) -> (text: String, edits: Int) {
        let bare = regex(#"(^|[\s{;(])addTarget\((?=\s*\w+\s*,\s*action:)"#)
        let whole = NSRange(text.startIndex..., in: text)
        let edits = bare.numberOfMatches(in: text, range: whole)
        return (bare.stringByReplacingMatches(in: text, range: whole, withTemplate: "$1self.addTarget("), edits)
    }

    static func regex(_ pattern: String) -> NSRegularExpression {
        try! NSRegularExpression(pattern: pattern)  // literal patterns: cannot fail
    }

    // MARK: The forms

    /// `control.addTarget(self, action: #selector(m), for: .touchUpInside)` →
    /// `control.addAction(UIAction { [weak self] _ in self?.m() }, for: .touchUpInside)`; a
    /// method taking the sender gets the control (captured: `weak control`, the call guarded); one taking the
    /// sender and the event — or the sender, on a dotted receiver (`self.button`) — takes
    /// ChatRigUIKit's `control.addAction(for: .touchUpInside) { [weak self] sender, event in … }`.
    static let controlTarget = SelectorForm(
        pattern: regex(receiver + #"\.addTarget\(\s*"# + target + #"\s*,\s*action:\s*"# + selector + #"\s*,\s*for:\s*([^()]+?)\s*\)"#)
    ) { groups, file in
        guard let receiver = groups[1], let target = groups[2], let path = groups[3], let events = groups[5] else { return nil }
        let arity = arity(groups[4])
        if arity == 2 || (arity == 1 && (receiver.contains(".") || receiver == "self")) {
            let event = arity == 2 ? eventArgument(path: path, file: file) : nil
            guard let call = call(target: target, path: path, labels: groups[4], sender: "sender", event: event) else { return nil }
            return "\(receiver).addAction(for: \(events)) { \(capture(target)) sender, \(arity == 2 ? "event" : "_") in \(call) }"
        }
        let sender = senderCapture(receiver)
        guard let call = call(target: target, path: path, labels: groups[4], sender: sender.name) else { return nil }
        let list = capture(target, plus: arity == 1 ? sender.capture : nil)
        let body = arity == 1 ? guardedCall(call, sender: sender.name) : call
        return "\(receiver).addAction(UIAction { \(list) _ in \(body) }, for: \(events))"
    }

    /// `recognizer.addTarget(self, action: #selector(m(_:)))` → `recognizer.addAction { … }`;
    /// on a dotted receiver (`self.pan.addTarget(…)`) the method gets the recognizer the
    /// action delivers, cast to the class its parameter declares (``senderArgument(_:delivered:path:file:)``).
    static let recognizerTarget = SelectorForm(
        pattern: regex(receiver + #"\.addTarget\(\s*"# + target + #"\s*,\s*action:\s*"# + selector + #"\s*\)"#)
    ) { groups, file in
        guard let receiver = groups[1], let target = groups[2], let path = groups[3] else { return nil }
        let usesSender = !(groups[4] ?? "").isEmpty
        if usesSender, receiver.contains(".") {  // no plain name to capture: the recognizer, as the method declares it
            guard let sender = senderArgument("recognizer", delivered: "UIGestureRecognizer", path: path, file: file),
                  let call = call(target: target, path: path, labels: groups[4], sender: sender) else { return nil }
            return "\(receiver).addAction { \(capture(target)) recognizer in \(call) }"
        }
        let sender = senderCapture(receiver)
        guard let call = call(target: target, path: path, labels: groups[4], sender: sender.name) else { return nil }
        let list = capture(target, plus: usesSender ? sender.capture : nil)
        return "\(receiver).addAction { \(list) _ in \(usesSender ? guardedCall(call, sender: sender.name) : call) }"
    }

    /// `center.addObserver(self, selector: #selector(m(_:)), name: N, object: O)` →
    /// `center.addObserver(forName: N, object: O, queue: .main) { [weak self] notification in MainActor.assumeIsolated { self?.m(notification) } }`:
    /// the block runs on the main queue, as the selector ran on the posting (main) thread, and
    /// Foundation's block is `@Sendable` — `MainActor.assumeIsolated` says so to Swift 6 mode.
    /// A method taking the notification gets it through ``mainActorHop(_:passing:)`` (as
    /// `NSNotification` when it declares that: ``senderArgument(_:delivered:path:file:)``).
    static let observer = SelectorForm(
        pattern: regex(receiver + #"\.addObserver\(\s*"# + target + #"\s*,\s*selector:\s*"# + selector
            + #"\s*,\s*name:\s*([^\n]+?)\s*,\s*object:\s*([^()\n]+?)\s*\)"#)
    ) { groups, file in
        guard let center = groups[1], let target = groups[2], let path = groups[3], let name = groups[5], let object = groups[6],
              let sender = senderArgument("notification", delivered: "Notification", path: path, file: file),
              let call = call(target: target, path: path, labels: groups[4], sender: sender) else { return nil }
        let parameter = (groups[4] ?? "").isEmpty ? "_" : "notification"
        return "\(center).addObserver(forName: \(name), object: \(object), queue: .main) { \(capture(target)) \(parameter) in \(mainActorHop(call, passing: parameter)) }"
    }

    /// `CADisplayLink(target: self, selector: #selector(tick))` → `CADisplayLink { [weak self] _ in self?.tick() }`.
    static let displayLink = SelectorForm(
        pattern: regex(#"CADisplayLink\(\s*target:\s*"# + target + #"\s*,\s*selector:\s*"# + selector + #"\s*\)"#)
    ) { groups, _ in
        guard let target = groups[1], let path = groups[2], let call = call(target: target, path: path, labels: groups[3], sender: "link")
        else { return nil }
        let parameter = (groups[3] ?? "").isEmpty ? "_" : "link"
        return "CADisplayLink { \(capture(target)) \(parameter) in \(call) }"
    }

    /// `UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))` →
    /// `UITapGestureRecognizer { [weak self] recognizer in self?.tapped(recognizer) }`.
    static let recognizer = SelectorForm(
        pattern: regex(#"(UI\w*GestureRecognizer)\(\s*target:\s*"# + target + #"\s*,\s*action:\s*"# + selector + #"\s*\)"#)
    ) { groups, _ in
        guard let type = groups[1], let target = groups[2], let path = groups[3],
              let call = call(target: target, path: path, labels: groups[4], sender: "recognizer") else { return nil }
        let parameter = (groups[4] ?? "").isEmpty ? "_" : "recognizer"
        return "\(type) { \(capture(target)) \(parameter) in \(call) }"
    }

    /// `UIBarButtonItem(title: T, style: S, target: self, action: #selector(m))` →
    /// `UIBarButtonItem(title: T, image: nil, primaryAction: UIAction { … }, menu: nil)`; the
    /// image and system-item forms alike. A method taking the item (and the event: a bar button
    /// item's action goes through `UIApplication.sendAction(_:to:from:for:)`, which allows
    /// both) takes ChatRigUIKit's `UIBarButtonItem(title: T, style: S, action: { [weak self]
    /// sender, event in … })`.
    static let barButton = SelectorForm(
        pattern: regex(#"UIBarButtonItem\(\s*(title|image|barButtonSystemItem):\s*([^,\n]+?)\s*,\s*(?:style:\s*([.\w]+)\s*,\s*)?target:\s*"#
            + target + #"\s*,\s*action:\s*"# + selector + #"\s*\)"#)
    ) { groups, file in
        guard let kind = groups[1], let value = groups[2], let target = groups[4], let path = groups[5] else { return nil }
        let arity = arity(groups[6])
        if arity > 0 {
            let event = arity == 2 ? eventArgument(path: path, file: file) : nil
            guard let call = call(target: target, path: path, labels: groups[6], sender: "sender", event: event) else { return nil }
            let action = "action: { \(capture(target)) sender, \(arity == 2 ? "event" : "_") in \(call) }"
            if kind == "barButtonSystemItem" { return "UIBarButtonItem(barButtonSystemItem: \(value), \(action))" }
            guard let style = groups[3] else { return nil }
            return "UIBarButtonItem(\(kind): \(value), style: \(style), \(action))"
        }
        guard let call = call(target: target, path: path, labels: nil, sender: "") else { return nil }
        let action = "UIAction { \(capture(target)) _ in \(call) }"
        switch kind {
        case "title": return "UIBarButtonItem(title: \(value), image: nil, primaryAction: \(action), menu: nil)"
        case "image": return "UIBarButtonItem(image: \(value), primaryAction: \(action))"
        default: return "UIBarButtonItem(systemItem: \(value), primaryAction: \(action))"
        }
    }

    /// `Timer.scheduledTimer(timeInterval: I, target: self, selector: #selector(m), userInfo: nil, repeats: R)` →
    /// `Timer.scheduledTimer(withTimeInterval: I, repeats: R) { [weak self] _ in MainActor.assumeIsolated { self?.m() } }`
    /// (also the implicit-member form `timer = .scheduledTimer(timeInterval: …)`):
    /// the timer fires on the run loop it was scheduled on (the main one, for a screen's
    /// code), and its block is `@Sendable`.
    static let timer = SelectorForm(
        pattern: regex(#"(?:\bTimer|(?<=[=(,:] )|(?<=return ))\.scheduledTimer\(\s*timeInterval:\s*([^,\n]+?)\s*,\s*target:\s*"# + target + #"\s*,\s*selector:\s*"#
            + selector + #"\s*,\s*userInfo:\s*nil\s*,\s*repeats:\s*(true|false)\s*\)"#)
    ) { groups, _ in
        guard let interval = groups[1], let target = groups[2], let path = groups[3], let repeats = groups[5],
              let call = call(target: target, path: path, labels: groups[4], sender: "timer") else { return nil }
        let parameter = (groups[4] ?? "").isEmpty ? "_" : "timer"
        return "Timer.scheduledTimer(withTimeInterval: \(interval), repeats: \(repeats)) { \(capture(target)) \(parameter) in \(mainActorHop(call, passing: parameter)) }"
    }

    /// Every form, the more specific first (a control's `addTarget` has `for:`).
    static let all = [controlTarget, recognizerTarget, observer, displayLink, recognizer, barButton, timer]
}
