import Foundation
import Testing
@testable import ChatRigCLI

/// The sender reaches the selector's method as the method declares it: UIKit sends a
/// recognizer's action the recognizer itself (`UIGestureRecognizer`, "the action methods
/// … can take the gesture recognizer as the sole argument", Apple's class overview) — a
/// method may name its class — and a notification's observer method the notification, which
/// ported code written before Swift 3 often takes as `NSNotification`.
extension ChatRigCLITests {
    /// A recognizer on a dotted receiver (no plain name to capture) passes the action's
    /// recognizer cast to the class the method declares, not cast when the method takes
    /// `UIGestureRecognizer`; a method the file does not declare (its type unknown) is refused.
    @Test func aDottedRecognizersSenderIsCastToTheMethodsClass() {
        let result = UIKitPort().port([
            "self.panRecognizer.addTarget(self, action: #selector(CellPanGestureHandler.handlePan(_:)))",
            "self.tap.addTarget(self, action: #selector(tapped))",
            "self.long.addTarget(self, action: #selector(inherited(_:)))",
            "func handlePan(_ recognizer: UIPanGestureRecognizer) {}",
            "func tapped(_ recognizer: UIGestureRecognizer?) {}",
        ].joined(separator: "\n"))
        #expect(result.text.components(separatedBy: "\n").prefix(3) == [
            "self.panRecognizer.addAction { [weak self] recognizer in self?.handlePan(recognizer as! UIPanGestureRecognizer) }",
            "self.tap.addAction { [weak self] recognizer in self?.tapped(recognizer) }",
            "self.long.addTarget(self, action: #selector(inherited(_:)))",
        ])
        #expect(result.refusals.map(\.line) == [3])
    }

    /// An observer method taking `NSNotification` gets Foundation's `Notification` bridged
    /// (`as NSNotification`, which compiles and keeps name, object and user info on Linux as
    /// on iOS); one taking `Notification` gets it as it is.
    @Test func anObserverTakingNSNotificationGetsItBridged() {
        #expect(Self.ported([
            "NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(notification:)), name: UIResponder.keyboardWillShowNotification, object: nil)",
            "NotificationCenter.default.addObserver(self, selector: #selector(changed(_:)), name: .a, object: nil)",
            "func keyboardWillShow(notification: NSNotification) {}",
            "func changed(_ note: Notification) {}",
        ]).prefix(2) == [
            "NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] notification in nonisolated(unsafe) let notification = notification; MainActor.assumeIsolated { self?.keyboardWillShow(notification: notification as NSNotification) } }",
            "NotificationCenter.default.addObserver(forName: .a, object: nil, queue: .main) { [weak self] notification in nonisolated(unsafe) let notification = notification; MainActor.assumeIsolated { self?.changed(notification) } }",
        ])
    }

    /// `#selector(self?.method)` (written inside a closure capturing `self` weakly) names the
    /// method as `#selector(method)` does.
    @Test func aSelectorThroughAnOptionalSelfNamesTheMethod() {
        #expect(Self.ported([
            "button.addTarget(self, action: #selector(self?.send), for: .touchUpInside)",
        ]) == [
            "button.addAction(UIAction { [weak self] _ in self?.send() }, for: .touchUpInside)",
        ])
        // `#selector(self.name)` takes the labels of the file's one method of that name.
        #expect(Self.ported([
            "NotificationCenter.default.addObserver(self, selector: #selector(self.keyboardWillShow), name: .a, object: nil)",
            "func keyboardWillShow(notification: Notification) {}",
        ]).first == "NotificationCenter.default.addObserver(forName: .a, object: nil, queue: .main) { [weak self] notification in nonisolated(unsafe) let notification = notification; MainActor.assumeIsolated { self?.keyboardWillShow(notification: notification) } }")
    }
}

/// A `#selector` used as a value — in an edit-menu override comparing actions — becomes the
/// same selector by its Objective-C name, `Selector("paste:")`, which both platforms accept.
extension ChatRigCLITests {
    /// Compared, matched in a `case` (each of a list), returned from a `Selector` property,
    /// sent through the application (the keyboard's dismissal): rewritten; passed to a method ChatRigUIKit does not declare: left, and refused.
    @Test func aSelectorUsedAsAValueTakesItsObjectiveCName() {
        let result = UIKitPort().port([
            "guard action == #selector(paste(_:)) else { return false }",
            "case #selector(copy(_:)), #selector(UIResponderStandardEditActions.select(_:)):",
            "static var copy: Selector { return #selector(UIResponderStandardEditActions.copy(_:)) }",
            "perform(#selector(reload), with: nil, afterDelay: 1)",
            "UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)",
        ].joined(separator: "\n"))
        #expect(result.text.components(separatedBy: "\n") == [
            "guard action == Selector(\"paste:\") else { return false }",
            "case Selector(\"copy:\"), Selector(\"select:\"):",
            "static var copy: Selector { return Selector(\"copy:\") }",
            "perform(#selector(reload), with: nil, afterDelay: 1)",
            "UIApplication.shared.sendAction(Selector(\"resignFirstResponder\"), to: nil, from: nil, for: nil)",
        ])
        #expect(result.refusals.map(\.line) == [4])
    }

    /// Swift's Objective-C names: a colon per argument, a labelled first argument joined with
    /// "With" and capitalised, the type's prefix dropped; an `init` has other rules (nil).
    @Test func aMethodsObjectiveCNameFollowsSwiftsRule() {
        #expect(SelectorValue.objectiveCName(path: "canPerformAction", labels: "_:withSender:") == "canPerformAction:withSender:")
        #expect(SelectorValue.objectiveCName(path: "send", labels: "message:") == "sendWithMessage:")
        #expect(SelectorValue.objectiveCName(path: "Cell.reload", labels: nil) == "reload")
        #expect(SelectorValue.objectiveCName(path: "init", labels: "frame:") == nil)
    }
}

/// Edits for what an Xcode target gives a file implicitly, or Linux's Foundation lacks.
extension ChatRigCLITests {
    /// A file naming UIKit's types while importing only Foundation (in a framework with an
    /// umbrella header, or an app with a bridging header importing UIKit, Xcode imports that
    /// header into each Swift file) gets the shim's import after its imports — after the
    /// `#endif` of an import in an `#if` block —, or above its first line of code below its
    /// header comment when it imports nothing; a file importing UIKit, SwiftUI or a shim, or
    /// naming UIKit only in comments, is left.
    @Test func aFileNamingUIKitWithoutImportingItGetsTheShimsImport() {
        func ported(_ lines: [String]) -> [String] {
            ImplicitUIKitImport().apply(lines.joined(separator: "\n")).text.components(separatedBy: "\n")
        }
        #expect(ported(["import Foundation", "", "extension UIDevice {", "    static let w = UIScreen.main.bounds.width", "}"])
            == ["import Foundation", "import ChatUI", "", "extension UIDevice {", "    static let w = UIScreen.main.bounds.width", "}"])
        #expect(ported(["import Foundation", "#if canImport(Combine)", "import Combine", "#endif", "let x: CGFloat = 1"])
            == ["import Foundation", "#if canImport(Combine)", "import Combine", "#endif", "import ChatUI", "let x: CGFloat = 1"])
        #expect(ported(["//", "//  Style.swift", "/* MIT", " */", "", "struct Style { var font: UIFont }"])
            == ["//", "//  Style.swift", "/* MIT", " */", "", "import ChatUI", "struct Style { var font: UIFont }"])
        #expect(ported(["import Foundation", "// a UIView helper", "let x = 1"]) == ["import Foundation", "// a UIView helper", "let x = 1"])
        #expect(ported(["import SwiftUI", "let x: UIColor = .red"]) == ["import SwiftUI", "let x: UIColor = .red"])
        #expect(ported(["import ChatViews", "let x: UIColor = .red"]) == ["import ChatViews", "let x: UIColor = .red"])
        #expect(ported(["import ChatUI", "let x: UIColor = .red"]) == ["import ChatUI", "let x: UIColor = .red"])
        #expect(ported(["// Array+Section.swift", "extension Array { func f() { NSException(name: .genericException, reason: nil).raise() } }"])
            == ["// Array+Section.swift", "import Foundation", "extension Array { func f() { NSException(name: .genericException, reason: nil).raise() } }"])
        #expect(ported(["import Combine", "let d = Date()"]) == ["import Combine", "let d = Date()"])
    }

    /// What Linux's Foundation needs written differently, the same code on iOS: an unbounded
    /// dimension's implicit member spelled `CGFloat.` (ambiguous on Linux between `CGSize`'s
    /// `Double` and `CGFloat` initializers), and `FoundationNetworking` imported after the first
    /// import of a file that names `URLSession` without importing Foundation.
    @Test func linuxFoundationsAmbiguitiesAndModulesAreSpelledOut() {
        #expect(Self.ported(["import UIKit", "observe(#keyPath(UITableView.contentInset))", "k = #keyPath(layer.cornerRadius)"])
            == ["import ChatUI", "observe(\"contentInset\")", "k = \"layer.cornerRadius\""])
        #expect(Self.ported(["import UIKit", "let s = CGSize(width: 200, height: .greatestFiniteMagnitude)", "let r = CGRect(x: 0, y: 0, width: .infinity, height: 1)"])
            == ["import ChatUI", "let s = CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)", "let r = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)"])
        #expect(Self.ported(["import UIKit", "import SwiftUI", "let task: URLSessionDataTask? = nil"])
            == ["import ChatUI", "#if canImport(FoundationNetworking)", "import FoundationNetworking", "#endif", "import SwiftUI", "let task: URLSessionDataTask? = nil"])
    }

    /// `NSAttributedString()` becomes `NSAttributedString(string: "")` (Linux's Foundation has
    /// no `init()` for it); `NSMutableAttributedString()` is left (ChatRigUIKit declares it).
    @Test func anEmptyAttributedStringIsSpelledWithAnEmptyString() {
        let result = UIKitPort().port("import UIKit\ntextView.attributedText = NSAttributedString()\nlet m = NSMutableAttributedString()")
        #expect(result.text == "import ChatUI\ntextView.attributedText = NSAttributedString(string: \"\")\nlet m = NSMutableAttributedString()")
        #expect(result.edits == 2)
    }
}
