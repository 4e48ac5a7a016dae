import ChatModel
import ChatRigTesting
@testable import ChatRigUIKit
import Simulator
import Testing
import UIKitProbeFixture

extension UIKitRehearsalSuites {
    /// The classic data source path: a screen with `numberOfItemsInSection` / `cellForItemAt`,
    /// `reloadData()` and hand-declared batch updates, rehearsed on the engine's snapshots.
    @Suite struct ClassicDataSourceTests {
        final class ClassicAdapter: UIKitListAdapter {
            let cellFactories = [UIKitCellFactory(ProbeCell.self) { ProbeCell(frame: $0) }]
            func chatItem(for itemIdentifier: AnyHashable) -> ChatItemID? { nil }
            func chatItem(at indexPath: IndexPath, of controller: ClassicChatViewController) -> ChatItemID? {
                guard indexPath.section == 0, controller.messages.indices.contains(indexPath.item) else { return nil }
                return MessageID(controller.messages[indexPath.item].id).map(ChatItemID.message)
            }
            func showConversation(_ controller: ClassicChatViewController, _ context: ChatListContext) {
                controller.show(context.messages.map { (UUID($0.id), $0.text) })
            }
            func messagesDidChange(_ change: MessagesChange, _ controller: ClassicChatViewController, _ context: ChatListContext) {
                controller.show(context.messages.map { (UUID($0.id), $0.text) })
            }
        }

        /// `keyboard-during-stream`: 50 of 200 messages loaded, a send and a 600-token reply.
        static func run(_ configure: (ClassicChatViewController) -> Void = { _ in }) throws -> (RehearsalResult, ClassicChatViewController) {
            let controller = ClassicChatViewController()
            configure(controller)
            let result = try FaceBehaviourTests.rehearsal.run(FaceBehaviourTests.rehearsal.scenario(at: FaceBehaviourTests.path),
                                                              viewController: { controller }, adapter: ClassicAdapter(), named: "classic")
            return (result, controller)
        }

        /// Declared insertions and reloads keep the engine's items equal to the model: no error,
        /// one engine apply per `reloadData()` and per batch, every visible cell showing its
        /// index path's message as it is now, every batch completed.
        @Test func aSoundClassicScreenRehearsesOnTheEngine() throws {
            let (result, screen) = try Self.run()
            #expect(result.finding(.snapshotError) == nil)
            #expect(result.passed)
            #expect(screen.reloads == 1)
            #expect(screen.batches > 100)
            #expect(result[.snapshotApplies] == Double(1 + screen.reloads + screen.batches))  // 1: the first layout loads the (empty) data source
            #expect(screen.collectionView.numberOfItems(inSection: 0) == screen.messages.count)
            #expect(screen.messages.count == 52)  // 50 loaded, the send, the reply
            #expect(result[.staleCellFrames] == 0)
            let visible = screen.collectionView.indexPathsForVisibleItems
            #expect(visible.contains(IndexPath(item: 51, section: 0)))
            for indexPath in visible {
                let cell = try #require(screen.collectionView.cellForItem(at: indexPath) as? ProbeCell)
                #expect(cell.label.text == screen.messages[indexPath.item].text)
            }
            #expect(screen.completions.count == screen.batches)
            #expect(screen.completions.allSatisfy { $0 })
        }

        /// Changing the model without declaring the insertion is UIKit's
        /// `NSInternalInconsistencyException`: a `snapshotError` with UIKit's message that fails
        /// the run, after which the rehearsal reloads and goes on.
        @Test func anUndeclaredInsertionIsUIKitsInconsistencyException() throws {
            let (result, screen) = try Self.run { $0.forgetsInsertions = true }
            let error = try #require(result.finding(.snapshotError))
            #expect(error.message == "NSInternalInconsistencyException: Invalid update: invalid number of items in section 0. "
                + "The number of items contained in an existing section after the update (51) must be equal to the number of items "
                + "contained in that section before the update (50), plus or minus the number of items inserted or deleted from "
                + "that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section "
                + "(0 moved in, 0 moved out).")
            #expect(!result.passed)
            #expect(screen.completions.contains(false))
            #expect(screen.collectionView.numberOfItems(inSection: 0) == screen.messages.count)
        }

        /// An insertion declared at the top while the model appends: the counts agree, so UIKit
        /// raises nothing, but the item UIKit inserts at 0-0 shows the oldest message, which the
        /// item it kept (now 0-1) shows too — on a device the cells show the wrong messages. The
        /// rehearsal names both index paths in a `snapshotError`.
        @Test func anInsertionDeclaredAtTheWrongPlaceIsTwoItemsShowingOneMessage() throws {
            let (result, _) = try Self.run { $0.declaresInsertionsAtTop = true }
            let error = try #require(result.finding(.snapshotError))
            #expect(error.message.hasPrefix("index paths [0, 0] and [0, 1] both show "), "\(error.message)")
            #expect(error.message.hasSuffix("the batch's index paths disagree with the data source (UIKit raises nothing; "
                + "the cells show the wrong messages until reloaded)"))
            #expect(!result.passed)
        }

        // MARK: Identities through a batch

        /// UIKit's ordering: the deletion and the reload name index paths before the update, the
        /// insertion and the move's destination after it; survivors keep their identities.
        @Test func aBatchKeepsSurvivorsIdentitiesAsUIKitOrdersIt() throws {
            var tracker = ItemTracker()
            tracker.reload(counts: [5])  // identities 0...4
            var batch = BatchUpdate()
            batch.deletedItems = [IndexPath(item: 1, section: 0)]
            batch.insertedItems = [IndexPath(item: 0, section: 0)]
            batch.movedItems = [(IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0))]
            batch.reloadedItems = [IndexPath(item: 2, section: 0)]
            let fresh = try tracker.apply(batch, sectionCount: 1) { _ in 5 }
            #expect(tracker.sections == [[5, 0, 6, 4, 3]])
            #expect(fresh == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
        }

        /// An inserted section takes its items from the data source; the old one moves down intact.
        @Test func anInsertedSectionPushesTheOldOneDown() throws {
            var tracker = ItemTracker()
            tracker.reload(counts: [2])
            var batch = BatchUpdate()
            batch.insertedSections = [0]
            let fresh = try tracker.apply(batch, sectionCount: 2) { $0 == 0 ? 3 : 2 }
            #expect(tracker.sections == [[2, 3, 4], [0, 1]])
            #expect(fresh.count == 3)
        }

        /// What UIKit raises on, with its message; the tracker keeps what it had.
        @Test func inconsistentBatchesRaiseUIKitsMessagesAndChangeNothing() {
            var tracker = ItemTracker()
            tracker.reload(counts: [5])
            var deleteTooFar = BatchUpdate()
            deleteTooFar.deletedItems = [IndexPath(item: 7, section: 0)]
            #expect(throws: InvalidUpdate(message: "attempt to delete item 7 from section 0 which only contains 5 items before the update")) {
                try tracker.apply(deleteTooFar, sectionCount: 1) { _ in 4 }
            }
            var sections = BatchUpdate()
            sections.insertedSections = [1]
            #expect(throws: InvalidUpdate(message: "Invalid update: invalid number of sections. The number of sections contained in "
                + "the collection view after the update (1) must be equal to the number of sections contained in the collection view "
                + "before the update (1), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted).")) {
                try tracker.apply(sections, sectionCount: 1) { _ in 5 }
            }
            #expect(tracker.sections == [[0, 1, 2, 3, 4]])
        }
    }
}
