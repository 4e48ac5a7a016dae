import Testing
@testable import ChatRigCLI

/// `chatrig port`'s refusals that say why a site cannot be rewritten, found from what the
/// line is nested in (``SourceNesting``): a `#selector` in a stored property's initializer,
/// an `override` inside an extension.
extension ChatRigCLITests {
    /// A struct's buttons made in stored properties' initializers (`let b = tap(UIButton())
    /// { $0.addTarget(self, …) }`): `self` there is not the instance, and a struct's property
    /// is not made lazy (a class's is: `PortMechanicalFixTests`), so the site is refused
    /// with that reason, on each line, and left as it is; the same call in a function, or in
    /// a `lazy var`'s initializer (where `self` is the instance), takes its closure form.
    @Test func aSelectorInAStoredPropertyInitializerIsRefusedForWhatSelfIsThere() {
        let text = [
            "struct ComposerView {",  // 1
            "    public let leftButton = tap(ComposerButton()) {",  // 2
            "        $0.addTarget(self, action: #selector(touchUp), for: .touchUpInside)",  // 3
            "        $0.addTarget(self, action: #selector(touchDown), for: .touchDown) // a comment {",  // 4
            "    }",  // 5
            "    lazy var rightButton = tap(ComposerButton()) {",  // 6
            "        $0.addTarget(self, action: #selector(touchUp(_:)), for: .touchUpInside)",  // 7
            "    }",  // 8
            "    func setUp() {",  // 9
            "        let label = \"{\"",  // 10
            "        let button = tap(UIButton()) {",  // 11
            "            $0.addTarget(self, action: #selector(touchUp), for: .touchUpInside)",  // 12
            "        }",  // 13
            "    }",  // 14
            "}",  // 15
        ].joined(separator: "\n")
        let result = UIKitPort().port(text)
        #expect(result.refusals.map(\.line) == [3, 4])
        #expect(result.refusals.allSatisfy { $0.reason == UIKitPort.selectorInPropertyInitializer })
        let lines = result.text.components(separatedBy: "\n")
        #expect(lines[2] == "        $0.addTarget(self, action: #selector(touchUp), for: .touchUpInside)")
        #expect(lines[6] == "        $0.addAction(UIAction { [weak self, weak sender = $0] _ in guard let sender else { return }; self?.touchUp(sender) }, for: .touchUpInside)")
        #expect(lines[11] == "            $0.addAction(UIAction { [weak self] _ in self?.touchUp() }, for: .touchUpInside)")
    }

    /// UIKit members overridden in an extension of a class declared in another file (a data
    /// source's methods in a `UICollectionViewController` subclass, KVO's `observeValue`) are
    /// refused, each line; overrides in a class's own body and non-overriding extension
    /// members are not. (A class in the same file gets them moved: `PortMechanicalFixTests`.)
    @Test func anOverrideInsideAnExtensionIsRefused() {
        let text = [
            "final class OtherViewController: UICollectionViewController {",  // 1
            "    override func viewDidLoad() { super.viewDidLoad() }",  // 2
            "}",  // 3
            "extension ChatViewController {",  // 4
            "    override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }",  // 5
            "    @MainActor public override func observeValue(forKeyPath keyPath: String?, of object: Any?,",  // 6
            "                                    change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {",  // 7
            "        let overrideCount = 0 // override here is a word in code",  // 8
            "    }",  // 9
            "    func reload() {}",  // 10
            "}",  // 11
        ].joined(separator: "\n")
        let result = UIKitPort().port(text)
        #expect(result.refusals.map(\.line) == [5, 6])
        #expect(result.refusals.allSatisfy { $0.reason == UIKitPort.overrideInExtension })
    }

    /// The scanner attributes each brace to the statement it ends: types, extensions, a
    /// member's initializer (not a local's, not a lazy one's), and skips strings and comments.
    @Test func sourceNestingClassifiesWhatEachBraceOpens() {
        #expect(SourceNesting.classify("public final class A: UIView ", in: nil) == .type)
        #expect(SourceNesting.classify("class func make() ", in: .type) == .other)
        #expect(SourceNesting.classify("extension A: UITableViewDelegate ", in: nil) == .extension)
        #expect(SourceNesting.classify("let b = tap(UIButton()) ", in: .type) == .propertyInitializer)
        #expect(SourceNesting.classify("let b = tap(UIButton()) ", in: .other) == .other)
        #expect(SourceNesting.classify("lazy var b = tap(UIButton()) ", in: .type) == .other)
        #expect(SourceNesting.classify("var height: CGFloat ", in: .type) == .other)
        let nesting = SourceNesting("struct S {\n  let s = \"}\" /* } */\n  // }\n  var v = 1\n}\nlet x = 2")
        #expect(nesting.openers(atLine: 4) == [.type])
        #expect(nesting.openers(atLine: 6) == [])
    }
}

extension ChatRigCLITests {
    /// A timer assigned with the implicit-member form (`timer = .scheduledTimer(timeInterval:
    /// target:selector:userInfo:repeats:)`, its arguments on their own lines) takes the block
    /// form, as `Timer.scheduledTimer(…)` does; a method named alike on another receiver does not.
    @Test func theImplicitMemberTimerFormTakesTheBlockForm() {
        let text = [
            "func start() {",
            "    timer = .scheduledTimer(",
            "        timeInterval: 0.5,",
            "        target: self,",
            "        selector: #selector(timerTick),",
            "        userInfo: nil,",
            "        repeats: true",
            "    )",
            "    clock.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: false)",
            "}",
        ].joined(separator: "\n")
        let result = UIKitPort().port(text)
        #expect(result.text.contains("    timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] _ in "
            + "MainActor.assumeIsolated { self?.timerTick() } }\n"))
        #expect(result.refusals.map(\.line) == [9])
    }
}

extension ChatRigCLITests {
    /// A bare `#selector(name)` takes the labels of the one method the file declares by that
    /// name: a one-parameter method gets the sender, a (sender, event) one the sender and the
    /// event (``ChatRigCLITests/eachArityOfAControlsActionTakesItsClosureForm()``); a name declared twice or not at all stays bare.
    @Test func aBareSelectorTakesTheLabelsOfTheFilesOneMethodOfThatName() {
        let text = [
            "final class Bar: UIView {",  // 1
            "    func configure() {",  // 2
            "        send.addTarget(self, action: #selector(sendTapped), for: .touchUpInside)",  // 3
            "        hold.addTarget(self, action: #selector(held), for: .touchDown)",  // 4
            "        plain.addTarget(self, action: #selector(reload), for: .touchUpInside)",  // 5
            "    }",  // 6
            "    private func sendTapped(_ button: UIButton) {}",  // 7
            "    private func held(_ button: UIButton, _ event: UIEvent) {}",  // 8
            "    func reload() {}",  // 9
            "}",  // 10
        ].joined(separator: "\n")
        let result = UIKitPort().port(text)
        let lines = result.text.components(separatedBy: "\n")
        #expect(lines[2] == "        send.addAction(UIAction { [weak self, weak send] _ in guard let send else { return }; self?.sendTapped(send) }, for: .touchUpInside)")
        #expect(lines[3] == "        hold.addAction(for: .touchDown) { [weak self] sender, event in self?.held(sender, event ?? UIEvent()) }")
        #expect(lines[4] == "        plain.addAction(UIAction { [weak self] _ in self?.reload() }, for: .touchUpInside)")
        #expect(result.refusals.isEmpty)
        #expect(SelectorLabels.labels(ofOnlyMethod: "held", in: text) == "_:_:")
        #expect(SelectorLabels.labels(ofOnlyMethod: "reload", in: text) == "")
        #expect(SelectorLabels.labels(ofOnlyMethod: "missing", in: text) == nil)
    }
}

extension ChatRigCLITests {
    /// A file that imports Foundation and makes a `URLRequest` gets `FoundationNetworking`
    /// after it, behind `#if canImport`; a file without networking types, or already
    /// importing it, is left.
    @Test func aFileUsingURLSessionImportsFoundationNetworking() {
        let text = ["import Foundation", "import UIKit", "let request = URLRequest(url: url)"].joined(separator: "\n")
        #expect(UIKitPort().port(text).text == ["import Foundation", "#if canImport(FoundationNetworking)", "import FoundationNetworking",
                                                "#endif", "import ChatUI", "let request = URLRequest(url: url)"].joined(separator: "\n"))
        #expect(UIKitPort().port("import Foundation\nlet url: URL? = nil").text == "import Foundation\nlet url: URL? = nil")
        let ported = UIKitPort().port(text).text
        #expect(UIKitPort().port(ported).text == ported)
    }
}
