import Testing
@testable import ChatRigCLI

/// `chatrig port`'s refusals that say why a site cannot be rewritten, found from what the
/// line is nested in (``SourceNesting``): a `#selector` in a stored property's initializer,
/// an `override` inside an extension.
extension ChatRigCLITests {
    /// A composer's buttons made in stored properties' initializers (`let b = tap(UIButton())
    /// { $0.addTarget(self, …) }`): `self` there is not the instance, so the site is refused
    /// with that reason, on each line; the same call in a function, or in a `lazy var`'s
    /// initializer, is only of an unknown form (a `$0` receiver).
    @Test func aSelectorInAStoredPropertyInitializerIsRefusedForWhatSelfIsThere() {
        let text = [
            "class ComposerView: UIView {",  // 1
            "    public let leftButton = tap(ComposerButton()) {",  // 2
            "        $0.addTarget(self, action: #selector(touchUp), for: .touchUpInside)",  // 3
            "        $0.addTarget(self, action: #selector(touchDown), for: .touchDown) // a comment {",  // 4
            "    }",  // 5
            "    lazy var rightButton = tap(ComposerButton()) {",  // 6
            "        $0.addTarget(self, action: #selector(touchUp), for: .touchUpInside)",  // 7
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
        #expect(result.refusals.map(\.line) == [3, 4, 7, 12])
        #expect(result.refusals.map { $0.reason == UIKitPort.selectorInPropertyInitializer } == [true, true, false, false])
        #expect(result.refusals[2].reason.hasPrefix("#selector of a form `chatrig port` does not know"))
    }

    /// UIKit members overridden in an extension (a data source's methods in a
    /// `UICollectionViewController` subclass, KVO's `observeValue`) are refused, each line;
    /// overrides in the class's own body and non-overriding extension members are not.
    @Test func anOverrideInsideAnExtensionIsRefused() {
        let text = [
            "final class ChatViewController: UICollectionViewController {",  // 1
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
