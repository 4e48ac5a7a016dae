import ChatModel
import ChatRigTesting
import ChatRigUIKit
import Foundation
import Simulator
import Testing
import UIKitProbeFixture

/// A container that makes its content through the content's metatype — `Content(frame:)` with
/// `Content: UIView` — as a chat-layout library's container cells do (``UIViewFrameConstructible``).
final class MetatypeContainerView<Content: UIView>: UIView {
    let content: Content
    override init(frame: CGRect) {
        content = Content(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(content)
    }
    required init?(coder: NSCoder) { fatalError("not from a nib") }
}

/// A view whose own `init(frame:)` records that it ran.
final class BadgeView: UIView {
    private(set) var madeWithFrame: CGRect?
    override init(frame: CGRect) {
        super.init(frame: frame)
        madeWithFrame = frame
    }
    required init?(coder: NSCoder) { fatalError("not from a nib") }
}

/// A composer's text view declaring its own `textViewDelegate` (a name UIKit does not have),
/// of its own protocol: compiles beside UIKit's `delegate`.
final class OwnDelegateTextView: UITextView {
    weak var textViewDelegate: (any OwnTextViewDelegate)?
}
@MainActor protocol OwnTextViewDelegate: AnyObject { func composerDidGrow() }
final class TextViewDelegateProbe: NSObject, UITextViewDelegate, OwnTextViewDelegate {
    func composerDidGrow() {}
}

/// The probe screen's adapter, which also makes a badge container in the app's code, with a
/// factory for the badge view.
final class GenericViewAdapter: UIKitListAdapter {
    let cellFactories = [UIKitCellFactory(ProbeCell.self) { ProbeCell(frame: $0) },
                         UIKitCellFactory(view: BadgeView.self) { BadgeView(frame: $0) }]
    /// The frame the badge's own `init(frame:)` saw, and the class the container made.
    private(set) var badgeFrame: CGRect?
    private(set) var contentClass: String?

    func chatItem(for itemIdentifier: AnyHashable) -> ChatItemID? {
        guard case .message(let uuid)? = itemIdentifier.base as? ProbeViewController.Item else { return nil }
        return MessageID(uuid).map(ChatItemID.message)
    }
    func showConversation(_ controller: ProbeViewController, _ context: ChatListContext) {
        let container = MetatypeContainerView<BadgeView>(frame: CGRect(x: 0, y: 0, width: 32, height: 20))
        badgeFrame = container.content.madeWithFrame
        contentClass = String(describing: type(of: container.content))
        controller.show(context.messages.map { (UUID($0.id), $0.text) })
    }
    func messagesDidChange(_ change: MessagesChange, _ controller: ProbeViewController, _ context: ChatListContext) {
        controller.show(context.messages.map { (UUID($0.id), $0.text) })
    }
}

extension UIKitRehearsalSuites {
    /// Generic code that makes a view through its metatype compiles and runs as on iOS, where
    /// `init(frame:)` is dispatched to the dynamic class; and a subclass's own member named
    /// like ChatRigUIKit's old `textViewDelegate` compiles.
    @Suite struct GenericViewConstructionTests {
        /// In a rehearsal, `Content(frame:)` runs the badge view's own `init(frame:)` through the
        /// adapter's factory, with the frame the container passed.
        @Test func aMetatypeConstructionInARehearsalRunsTheClassesOwnInitializer() throws {
            let rehearsal = Rehearsal()
            let adapter = GenericViewAdapter()
            let result = try rehearsal.run(rehearsal.scenario(at: "Scenarios/keyboard/keyboard-during-stream.yaml"),
                                           viewController: { ProbeViewController() }, adapter: adapter, named: "probe")
            #expect(result.finding(.snapshotError) == nil)
            #expect(adapter.contentClass == "BadgeView")
            #expect(adapter.badgeFrame == CGRect(x: 0, y: 0, width: 32, height: 20))
        }

        /// `UIView` itself needs no factory, in a rehearsal or outside one, for `T(frame:)` and `T()`.
        @Test @MainActor func aPlainViewThroughItsMetatypeNeedsNoFactory() {
            let container = MetatypeContainerView<UIView>(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
            #expect(type(of: container.content) == UIView.self)
            #expect(container.content.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
            #expect(container.content.superview === container)
            func make<View: UIView>(_ viewClass: View.Type) -> View { View() }
            #expect(make(UIView.self).frame == .zero)
        }

        /// A statically named class keeps its own initializer: no factory is asked.
        @Test @MainActor func aNamedClassKeepsItsOwnInitializer() {
            #expect(BadgeView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)).madeWithFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
        }

        /// The subclass's own `textViewDelegate` is its own; UIKit's `delegate` keeps the text
        /// view's delegate.
        @Test @MainActor func aSubclassesOwnTextViewDelegateIsItsOwn() {
            let textView = OwnDelegateTextView(frame: .zero)
            let probe = TextViewDelegateProbe()
            textView.textViewDelegate = probe
            #expect(textView.delegate == nil)
            textView.delegate = probe
            #expect(textView.delegate === probe)
            #expect(textView.textViewDelegate === probe)
        }
    }
}
