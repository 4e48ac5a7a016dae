@testable import ChatRigCLI
import Testing

/// `chatrig port` turns a screen's `@objc` protocols with optional requirements into Swift
/// protocols with defaults, and their optional-chained calls into plain calls.
@Suite struct PortOptionalRequirementsTests {
    // Lines joined, so that no line of this file starts with an import (PackageDependencyTests).
    static let delegateFile = [
        "@objc public protocol ComposerDelegate {",
        "    @objc optional func composerDidChange(_ text: String)",
        "    @objc optional func composer(_ composer: Composer,",
        "                                 titleFor index: Int) -> String?",
        "    func composerDidSend(_ text: String)",
        "    @objc optional var accessory: UIView? { get }",
        "}",
        "final class Composer {",
        "    weak var delegate: ComposerDelegate?",
        "    func typed(_ text: String) { delegate?.composerDidChange?(text) }",
        "    func title() -> String? { delegate?.composer?(self, titleFor: 0) ?? nil }",
        "    func scrolled(_ scrollView: UIScrollView) { scrollDelegate?.scrollViewDidScroll?(scrollView) }",
        "    var onChange: ((String) -> Void)?",
        "    func changed() { onChange?(\"x\") }",
        "}",
    ].joined(separator: "\n")

    /// Each optional requirement returning nothing or an optional loses `optional` and gains a
    /// default (empty, or `nil`) in an extension appended after the last line; the protocol
    /// becomes class-bound; calls of those names and of UIKit's optional delegate methods lose
    /// their `?`, and a closure property's call keeps it.
    @Test func optionalRequirementsGetDefaultsAndTheirCallsArePlain() {
        let names = OptionalRequirements.declaredNames(in: Self.delegateFile)
        #expect(names == ["composerDidChange", "composer", "accessory"])
        let result = OptionalRequirements.port(Self.delegateFile, callableNames: names)
        #expect(result.refusals.isEmpty)
        let expected = [
            "@objc public protocol ComposerDelegate: AnyObject {",
            "    func composerDidChange(_ text: String)",
            "    func composer(_ composer: Composer,",
            "                                 titleFor index: Int) -> String?",
            "    func composerDidSend(_ text: String)",
            "    var accessory: UIView? { get }",
            "}",
            "final class Composer {",
            "    weak var delegate: ComposerDelegate?",
            "    func typed(_ text: String) { delegate?.composerDidChange(text) }",
            "    func title() -> String? { delegate?.composer(self, titleFor: 0) ?? nil }",
            "    func scrolled(_ scrollView: UIScrollView) { scrollDelegate?.scrollViewDidScroll(scrollView) }",
            "    var onChange: ((String) -> Void)?",
            "    func changed() { onChange?(\"x\") }",
            "}",
            "",
            "extension ComposerDelegate {",
            "    public func composerDidChange(_ text: String) {}",
            "    public func composer(_ composer: Composer, titleFor index: Int) -> String? { nil }",
            "    public var accessory: UIView? { nil }",
            "}",
            "",
        ].joined(separator: "\n")
        #expect(result.text == expected)
        #expect(result.edits == 7)
    }

    /// A requirement returning a non-optional value keeps `optional` and is refused at its
    /// line: its default is the callers' fallback, which only the team knows. An `@objc`
    /// protocol that inherits keeps its list and adds `AnyObject`; one already class-bound and a
    /// plain Swift protocol are left alone.
    @Test func aNonOptionalResultIsRefusedAndBoundsAreAddedOnce() {
        let text = [
            "@objc",
            "protocol SizeSource: NSObjectProtocol {",
            "    @objc optional func height(for row: Int) -> CGFloat",
            "}",
            "@objc protocol Bound: AnyObject {}",
            "protocol Plain { func f() }",
        ].joined(separator: "\n")
        let result = OptionalRequirements.port(text, callableNames: [])
        #expect(result.refusals.map(\.line) == [3])
        #expect(result.refusals.first?.reason.hasPrefix("an optional requirement returning a non-optional value") == true)
        #expect(result.text.components(separatedBy: "\n")[1] == "protocol SizeSource: NSObjectProtocol, AnyObject {")
        #expect(result.text.contains("    @objc optional func height(for row: Int) -> CGFloat"))
        #expect(result.text.contains("@objc protocol Bound: AnyObject {}"))
        #expect(result.text.hasSuffix("protocol Plain { func f() }"))
        #expect(OptionalRequirements.declaredNames(in: text).isEmpty)
    }

    /// Through the whole port (`@objc` dropped after), a protocol in one file and its calls
    /// in another compile as Swift: the names are read from every file before any is rewritten.
    @Test func theWholePortRewritesAProtocolAndItsCallsInAnotherFile() {
        let caller = "final class Bar { weak var delegate: ComposerDelegate?; func f() { delegate?.composerDidChange?(\"x\") } }"
        let names = OptionalRequirements.declaredNames(in: Self.delegateFile)
        let ported = UIKitPort().port(OptionalRequirements.port(Self.delegateFile, callableNames: names).text).text
        #expect(ported.hasPrefix("public protocol ComposerDelegate: AnyObject {\n    func composerDidChange(_ text: String)\n"))
        #expect(OptionalRequirements.port(caller, callableNames: names).text.contains("delegate?.composerDidChange(\"x\")"))
    }
}

/// A control subclass's own `addTarget`, written without a receiver, takes its closure form
/// (a selector qualified by a type reads as its method); a `nil` target — an action sent up the
/// responder chain — stays refused at its line.
@Suite struct PortImplicitReceiverTests {
    @Test func aControlsOwnAddTargetTakesItsClosureFormAndANilTargetIsRefused() {
        let text = [
            "final class ChatButton: UIButton {",
            "    func setUp() {",
            "        addTarget(self, action: #selector(ChatButton.touchUpInsideAction), for: .touchUpInside)",
            "        addTarget(nil, action: #selector(UIResponder.resignFirstResponder), for: .touchDown)",
            "    }",
            "    func touchUpInsideAction() {}",
            "}",
        ].joined(separator: "\n")
        #expect(SelectorForm.spellingImplicitSelf(text).edits == 2)
        let result = UIKitPort().port(text)
        #expect(result.text.components(separatedBy: "\n")[2]
            == "        self.addAction(UIAction { [weak self] _ in self?.touchUpInsideAction() }, for: .touchUpInside)")
        #expect(result.text.contains("#selector(UIResponder.resignFirstResponder)"))
        #expect(result.refusals.map(\.line) == [4])
    }
}

/// A keyboard notification read through `AnyObject`'s run-time member lookup (an Objective-C
/// feature) reads through the class UIKit puts there: `NSValue` for a frame, `NSNumber` for
/// the duration and the curve — optional, as the run-time lookup's result is.
@Suite struct PortAnyObjectLookupTests {
    @Test func keyboardValuesReadThroughAnyObjectAreCastToTheirClass() {
        let text = [
            "let rect = (userInfo[UIResponder.keyboardFrameEndUserInfoKey]! as AnyObject).cgRectValue",
            "let curve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey]! as AnyObject).uint32Value",
            "let other = (thing as AnyObject).description",
        ].joined(separator: "\n")
        let result = AnyObjectLookup.apply(text)
        #expect(result.edits == 2)
        #expect(result.text == [
            "let rect = (userInfo[UIResponder.keyboardFrameEndUserInfoKey]! as? NSValue)?.cgRectValue",
            "let curve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey]! as? NSNumber)?.uint32Value",
            "let other = (thing as AnyObject).description",
        ].joined(separator: "\n"))
    }
}
