import Foundation
import Testing
@testable import ChatRigCLI

/// The two fixes `chatrig port` makes where it used to refuse: an `override` moved out of an
/// extension into its class (``OverrideMove``), and a stored property holding a `#selector`
/// made `lazy var` (``LazySelectorProperty``) — and the cases it still refuses.
extension ChatRigCLITests {
    /// Overrides in extensions of a class declared in the file move into its body, with their
    /// doc comments and attributes, a `public` extension's access level on the member; an
    /// extension left empty goes unless it declared a conformance, which keeps its other members.
    @Test func anOverrideInAnExtensionMovesIntoItsClass() {
        let text = [
            "/// A chat screen.",
            "open class ChatViewController: UICollectionViewController {",
            "    override open func viewDidLoad() { super.viewDidLoad() }",
            "}",
            "",
            "// MARK: - Data source",
            "",
            "extension ChatViewController {",
            "    /// One section.",
            "    open override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }",
            "}",
            "",
            "extension ChatViewController: UICollectionViewDelegateFlowLayout {",
            "    @MainActor",
            "    open override func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,",
            "                                      forItemAt indexPath: IndexPath) {",
            "        cell.alpha = 1",
            "    }",
            "",
            "    func reload() {}",
            "}",
            "",
            "public extension ChatViewController {",
            "    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,",
            "                               context: UnsafeMutableRawPointer?) {}",
            "}",
            "",
        ].joined(separator: "\n")
        let result = UIKitPort().port(text)
        #expect(result.text == [
            "/// A chat screen.",
            "open class ChatViewController: UICollectionViewController {",
            "    override open func viewDidLoad() { super.viewDidLoad() }",
            "",
            "    /// One section.",
            "    open override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }",
            "",
            "    @MainActor",
            "    open override func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,",
            "                                      forItemAt indexPath: IndexPath) {",
            "        cell.alpha = 1",
            "    }",
            "",
            "    public override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,",
            "                               context: UnsafeMutableRawPointer?) {}",
            "}",
            "",
            "// MARK: - Data source",
            "",
            "extension ChatViewController: UICollectionViewDelegateFlowLayout {",
            "    func reload() {}",
            "}",
            "",
        ].joined(separator: "\n"))
        #expect(result.refusals.isEmpty)
        #expect(result.edits == 3)
        #expect(UIKitPort().port(result.text).text == result.text)
    }

    /// Still refused, each at its `override` line, and left where it is: the class in another
    /// file, an extension with a `where` clause, an extension with `#if` inside.
    @Test func anOverrideItCannotMoveSafelyIsStillRefused() {
        let text = [
            "extension UIViewController {",  // 1
            "    override func viewDidLoad() {}",  // 2
            "}",  // 3
            "class List<Item>: UIViewController {}",  // 4
            "extension List where Item == String {",  // 5
            "    override func viewWillAppear(_ animated: Bool) {}",  // 6
            "}",  // 7
            "class Screen: UIViewController {}",  // 8
            "extension Screen {",  // 9
            "#if DEBUG",  // 10
            "    override func viewDidAppear(_ animated: Bool) {}",  // 11
            "#endif",  // 12
            "}",  // 13
        ].joined(separator: "\n")
        let result = UIKitPort().port(text)
        #expect(result.text == text)
        #expect(result.refusals.map(\.line) == [2, 6, 11])
        #expect(result.refusals.allSatisfy { $0.reason == UIKitPort.overrideInExtension })
    }

    /// A class's stored properties holding a `#selector` become `lazy var` (a `let` read-only
    /// outside the type as it was), so the selector takes its closure form on the instance:
    /// an annotated applied closure, a configuring call's trailing closure, a private `var`.
    @Test func aStoredPropertyHoldingASelectorBecomesLazy() {
        let text = [
            "class Composer: UIView {",
            "    let send: UIButton = {",
            "        let button = UIButton()",
            "        button.addTarget(self, action: #selector(sendTapped), for: .touchUpInside)",
            "        return button",
            "    }()",
            "    public let clear = tap(UIButton()) {",
            "        $0.addTarget(self, action: #selector(clearTapped(_:)), for: .touchUpInside)",
            "    }",
            "    private var hold: UIButton = {",
            "        let button = UIButton()",
            "        button.addTarget(self, action: #selector(sendTapped), for: .touchDown)",
            "        return button",
            "    }()",
            "    func sendTapped() {}",
            "    func clearTapped(_ button: UIButton) {}",
            "}",
        ].joined(separator: "\n")
        let result = UIKitPort().port(text)
        #expect(result.text == [
            "class Composer: UIView {",
            "    private(set) lazy var send: UIButton = {",
            "        let button = UIButton()",
            "        button.addAction(UIAction { [weak self] _ in self?.sendTapped() }, for: .touchUpInside)",
            "        return button",
            "    }()",
            "    public private(set) lazy var clear = tap(UIButton()) {",
            "        $0.addAction(UIAction { [weak self, weak sender = $0] _ in guard let sender else { return }; self?.clearTapped(sender) }, for: .touchUpInside)",
            "    }",
            "    private lazy var hold: UIButton = {",
            "        let button = UIButton()",
            "        button.addAction(UIAction { [weak self] _ in self?.sendTapped() }, for: .touchDown)",
            "        return button",
            "    }()",
            "    func sendTapped() {}",
            "    func clearTapped(_ button: UIButton) {}",
            "}",
        ].joined(separator: "\n"))
        #expect(result.refusals.isEmpty)
        #expect(result.edits == 6)  // 3 properties made lazy, 3 selector sites
        #expect(UIKitPort().port(result.text).text == result.text)
    }

    /// Still refused, at the selector's line, and left as it is: a static property, a
    /// property wrapper's, a struct's (no `lazy` there gives a mutating getter's `self`), and
    /// a property binding two names.
    @Test func aSelectorPropertyItCannotMakeLazyIsStillRefused() {
        let text = [
            "class Composer: UIView {",  // 1
            "    static let shared: UIButton = {",  // 2
            "        let b = UIButton(); b.addTarget(self, action: #selector(send), for: .touchUpInside); return b",  // 3
            "    }()",  // 4
            "    @Themed var themed: UIButton = {",  // 5
            "        let b = UIButton(); b.addTarget(self, action: #selector(send), for: .touchUpInside); return b",  // 6
            "    }()",  // 7
            "    func send() {}",  // 8
            "}",  // 9
            "struct Card {",  // 10
            "    let button: UIButton = {",  // 11
            "        let b = UIButton(); b.addTarget(self, action: #selector(send), for: .touchUpInside); return b",  // 12
            "    }()",  // 13
            "}",  // 14
        ].joined(separator: "\n")
        let result = UIKitPort().port(text)
        #expect(result.text == text)
        #expect(result.refusals.map(\.line) == [3, 6, 12])
        #expect(result.refusals.allSatisfy { $0.reason == UIKitPort.selectorInPropertyInitializer })
    }

    /// The command prints the move as a diff (the shortest: here the class's brace and the
    /// extension's line go, the member stays; the shim's import comes first, the file naming
    /// `UIView` without importing anything), and exits 0 when nothing is left.
    @Test func portPrintsTheMoveAsADiff() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Screen.swift")
        try "class A: UIView {\n    var x = 0\n}\n\nextension A {\n    override func layoutSubviews() {}\n}\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let dry = try chatrig(["port", file.path])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stdout == """
            --- \(file.path)
            +++ \(file.path)
            @@ -1,8 +1,7 @@
            +import ChatUI
             class A: UIView {
                 var x = 0
            -}
             
            -extension A {
                 override func layoutSubviews() {}
             }
             
            would edit 1 file; 0 sites left to do by hand

            """)
    }
}

extension ChatRigCLITests {
    /// A property declared after an applied closure (`let a = { … }()`) starts at its own
    /// keyword, not at the `()` before it: its initializer is a stored property's, and its
    /// block's start line is its own.
    @Test func aPropertyAfterAnAppliedClosureIsClassifiedByItsOwnKeyword() {
        let nesting = SourceNesting("class C {\n    let a: Int = {\n        1\n    }()\n    let b = tap(UIButton()) {\n        $0.x = 1\n    }\n}")
        #expect(nesting.openers(atLine: 6) == [.type, .propertyInitializer])
        #expect(nesting.blocks.map(\.startLine) == [1, 2, 5])
        #expect(nesting.blocks.map(\.statement) == ["class C ", "let a: Int = ", "let b = tap(UIButton()) "])
        #expect(nesting.blocks.map(\.closeLine) == [8, 4, 7])
    }
}

extension ChatRigCLITests {
    /// A property with observers (`var x = value { didSet { … } }`) is not an initializer
    /// closure: its `#selector` is in an accessor, where `self` is the instance, so it takes
    /// its closure form and the property stays as it is (not made `lazy`, which Swift would
    /// reject with observers beside an initializer it had turned into a trailing closure).
    @Test func aPropertyWithObserversIsNotMadeLazy() {
        let text = [
            "class Composer: UIView {",
            "    var isRecording = false {",
            "        // the button follows the state",
            "        didSet {",
            "            button.addTarget(self, action: #selector(stop), for: .touchUpInside)",
            "        }",
            "    }",
            "    public var mode: Int = 0 { willSet(next) { button.addTarget(self, action: #selector(stop), for: .touchDown) } }",
            "    let button = UIButton()",
            "    func stop() {}",
            "}",
        ].joined(separator: "\n")
        let nesting = SourceNesting(text)
        #expect(nesting.openers(atLine: 5) == [.type, .other, .other])
        // The function after a stored property without braces is a statement of its own.
        #expect(nesting.blocks.map(\.opener) == [.type, .other, .other, .other, .other, .other])
        #expect(nesting.blocks.last?.statement == "func stop() ")
        #expect(nesting.blocks.last?.startLine == 10)
        let result = UIKitPort().port(text)
        #expect(result.text == [
            "class Composer: UIView {",
            "    var isRecording = false {",
            "        // the button follows the state",
            "        didSet {",
            "            button.addAction(UIAction { [weak self] _ in self?.stop() }, for: .touchUpInside)",
            "        }",
            "    }",
            "    public var mode: Int = 0 { willSet(next) { button.addAction(UIAction { [weak self] _ in self?.stop() }, for: .touchDown) } }",
            "    let button = UIButton()",
            "    func stop() {}",
            "}",
        ].joined(separator: "\n"))
        #expect(result.refusals.isEmpty)
        #expect(result.edits == 2)
    }
}

extension ChatRigCLITests {
    /// A stored property made lazy names the class's static members as `Self.name`: bare, they
    /// are in scope only in a stored property's initializer (UICMessenger's send button reads
    /// its class's `micIcon`); a member access (`.micIcon`) and an argument label stay.
    @Test func aPropertyMadeLazyQualifiesItsClasssStaticMembers() {
        let result = UIKitPort().port([
            "class Screen: UIViewController {",
            "    static let micIcon = UIImage(systemName: \"mic\")",
            "    private let sendButton: UIButton = {",
            "        let button = UIButton()",
            "        button.setImage(micIcon, for: .normal)",
            "        button.configure(micIcon: nil, other: theme.micIcon)",
            "        button.addTarget(self, action: #selector(send), for: .touchUpInside)",
            "        return button",
            "    }()",
            "    func send() {}",
            "}",
        ].joined(separator: "\n"))
        #expect(Array(result.text.components(separatedBy: "\n")[2...5]) == [
            "    private lazy var sendButton: UIButton = {",
            "        let button = UIButton()",
            "        button.setImage(Self.micIcon, for: .normal)",
            "        button.configure(micIcon: nil, other: theme.micIcon)",
        ])
        #expect(result.refusals.isEmpty)
    }
}
