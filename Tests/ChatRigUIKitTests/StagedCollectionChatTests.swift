import ChatModel
import ChatRigTesting
import ChatRigUIKit
import Foundation
import Simulator
import Testing
import UIKitTableChatFixture

extension UIKitRehearsalSuites {
    /// A screen in the style of collection-view-controller chat libraries with staged diffing
    /// reloads (`StagedCollectionChatViewController`: inverted flow layout, cells flipped back
    /// in `willDisplay`, deletions/insertions then reloads, a UITextView-subclass composer, KVO),
    /// rehearsed on the bundled `keyboard-during-stream` scenario.
    @Suite struct StagedCollectionChatTests {
        static let rehearsal = Rehearsal()
        static let path = "Scenarios/keyboard/keyboard-during-stream.yaml"

        final class Adapter: UIKitListAdapter {
            let cellFactories = [UIKitCellFactory(StagedMessageCell.self) { _ in StagedMessageCell(frame: .zero) }]
            func chatItem(for itemIdentifier: AnyHashable) -> ChatItemID? { nil }
            func chatItem(at indexPath: IndexPath, of controller: StagedCollectionChatViewController) -> ChatItemID? {
                controller.message(at: indexPath).flatMap { MessageID($0.id) }.map(ChatItemID.message)
            }
            func showConversation(_ controller: StagedCollectionChatViewController, _ context: ChatListContext) {
                controller.update(to: context.messages.map { StagedMessage(id: UUID($0.id), text: $0.text) })
            }
            func messagesDidChange(_ change: MessagesChange, _ controller: StagedCollectionChatViewController, _ context: ChatListContext) {
                controller.update(to: context.messages.map { StagedMessage(id: UUID($0.id), text: $0.text) })
            }
        }

        static func run() throws -> (RehearsalResult, StagedCollectionChatViewController) {
            let controller = StagedCollectionChatViewController()
            let result = try rehearsal.run(rehearsal.scenario(at: path), viewController: { controller }, adapter: Adapter(), named: "staged")
            return (result, controller)
        }

        /// No `snapshotError`, no upside-down or stale cells; every visible item shows its
        /// message; the newest (item 0) is on screen; the staged batches ran; the KVO
        /// observation of the content size heard the engine's heights, ending at the final one.
        @Test func aStagedInvertedCollectionScreenRehearsesWithoutError() throws {
            let (result, screen) = try Self.run()
            #expect(result.finding(.snapshotError) == nil)
            #expect(result.passed, "\(result)")
            #expect(result[.upsideDownFrames] == 0)
            #expect(result[.staleCellFrames] == 0)
            #expect(screen.messages.count == 52)
            do {
                let list = try #require(screen.collectionView)
                #expect(list.numberOfItems(inSection: 0) == 52)
                let visible = list.indexPathsForVisibleItems
                #expect(visible.contains(IndexPath(item: 0, section: 0)))
                for indexPath in visible {
                    let cell = try #require(list.cellForItem(at: indexPath) as? StagedMessageCell)
                    #expect(cell.label.text == screen.message(at: indexPath)?.text)
                }
                #expect(screen.composer.placeholderLabel.text == "Message")
                #if !canImport(ObjectiveC)
                #expect(screen.observedContentHeights.last == list.contentSize.height)
                #endif
            }
            #expect(screen.stagedBatches > 2)
        }
    }
}
