import ChatModel
import ChatRigTesting
@testable import ChatRigUIKit
import Foundation
import Simulator
import Testing
import UIKitTableChatFixture

extension UIKitRehearsalSuites {
    /// `UITableView` on the engine: two table screens written in the styles of public UIKit
    /// chat code, rehearsed on the bundled `keyboard-during-stream` scenario (50 of 200 messages
    /// loaded, keyboard up at 0.2 s, a send and a 600-token reply from 0.5 s, keyboard down at
    /// 3 s, up at 5 s, down at 7 s).
    @Suite struct TableViewTests {
        static let rehearsal = Rehearsal()
        static let path = "Scenarios/keyboard/keyboard-during-stream.yaml"

        /// The inverted tutorial table: rows newest first.
        final class TutorialAdapter: UIKitListAdapter {
            let cellFactories = [UIKitCellFactory(TutorialMessageCell.self) { TutorialMessageCell(style: .default, reuseIdentifier: $0) }]
            func chatItem(for itemIdentifier: AnyHashable) -> ChatItemID? { nil }
            func chatItem(at indexPath: IndexPath, of controller: TutorialChatViewController) -> ChatItemID? {
                guard controller.messages.indices.contains(indexPath.row) else { return nil }
                return MessageID(controller.messages[indexPath.row].id).map(ChatItemID.message)
            }
            func showConversation(_ controller: TutorialChatViewController, _ context: ChatListContext) {
                controller.show(context.messages.map { TutorialMessage(id: UUID($0.id), text: $0.text, isMine: $0.role == .user) })
            }
            func messagesDidChange(_ change: MessagesChange, _ controller: TutorialChatViewController, _ context: ChatListContext) {
                switch change {
                case .sent(let id), .replyStarted(let id):
                    guard let message = context.message(id) else { return }
                    controller.insert(TutorialMessage(id: UUID(id), text: message.text, isMine: message.role == .user))
                case .tokens(let id), .replyFinished(let id, _):
                    guard let message = context.message(id) else { return }
                    controller.update(UUID(id), text: message.text)
                case .olderPageLoaded, .olderPageFailed:
                    controller.show(context.messages.map { TutorialMessage(id: UUID($0.id), text: $0.text, isMine: $0.role == .user) })
                }
            }
        }

        /// The changeset-driven table: rows oldest first.
        final class ChangesetAdapter: UIKitListAdapter {
            let cellFactories = [UIKitCellFactory(UITableViewCell.self) { UITableViewCell(style: .default, reuseIdentifier: $0) }]
            func chatItem(for itemIdentifier: AnyHashable) -> ChatItemID? { nil }
            func chatItem(at indexPath: IndexPath, of controller: ChangesetChatViewController) -> ChatItemID? {
                guard controller.messages.indices.contains(indexPath.row) else { return nil }
                return MessageID(controller.messages[indexPath.row].id).map(ChatItemID.message)
            }
            func showConversation(_ controller: ChangesetChatViewController, _ context: ChatListContext) {
                controller.reload(using: context.messages.map { ChangesetMessage(id: UUID($0.id), text: $0.text) })
            }
            func messagesDidChange(_ change: MessagesChange, _ controller: ChangesetChatViewController, _ context: ChatListContext) {
                controller.reload(using: context.messages.map { ChangesetMessage(id: UUID($0.id), text: $0.text) })
            }
        }

        static func tutorial(_ configure: (TutorialChatViewController) -> Void = { _ in }) throws -> (RehearsalResult, TutorialChatViewController) {
            let controller = TutorialChatViewController()
            configure(controller)
            let result = try rehearsal.run(rehearsal.scenario(at: path), viewController: { controller }, adapter: TutorialAdapter(), named: "tutorial")
            return (result, controller)
        }

        /// The inverted table rehearses like the engine's flipped list: no error, no upside-down
        /// or stale rows, every visible row showing its message, the newest (row 0) on screen,
        /// rows displayed and ended through the table delegate, the keyboard's frames read.
        @Test func anInvertedTutorialTableRehearsesOnTheEngine() throws {
            let (result, screen) = try Self.tutorial()
            #expect(result.finding(.snapshotError) == nil)
            #expect(result.passed, "\(result)")
            #expect(result[.upsideDownFrames] == 0)
            #expect(result[.staleCellFrames] == 0)
            #expect(screen.messages.count == 52)
            #expect(screen.tableView.numberOfRows(inSection: 0) == 52)
            let visible = try #require(screen.tableView.indexPathsForVisibleRows)
            #expect(visible.contains(IndexPath(row: 0, section: 0)))
            for indexPath in visible {
                let cell = try #require(screen.tableView.cellForRow(at: indexPath) as? TutorialMessageCell)
                #expect(cell.messageLabel.text == screen.messages[indexPath.row].text)
                #expect(screen.tableView.indexPath(for: cell) == indexPath)
            }
            #expect(screen.displayedRows > 0 && screen.endedRows > 0)
            #expect(screen.keyboardInsets == [336, 0, 336, 0])
        }

        /// Cells left flipped in the inverted table read upside down; flipped back, none do.
        @Test func unflippedRowsInAnInvertedTableAreUpsideDown() throws {
            let (result, _) = try Self.tutorial { $0.flipsCellsBack = false }
            #expect(result[.upsideDownFrames] > 0)
        }

        /// A message added to the model without declaring its row is UIKit's
        /// `NSInternalInconsistencyException`, in the table view's words, and fails the run.
        @Test func anUndeclaredRowIsUIKitsInconsistencyException() throws {
            let (result, _) = try Self.tutorial { $0.declaresInsertions = false }
            let error = try #require(result.finding(.snapshotError))
            #expect(error.message.hasPrefix("NSInternalInconsistencyException: Invalid update: invalid number of rows in section 0. "
                + "The number of rows contained in an existing section after the update ("), "\(error.message)")
            #expect(error.message.contains("the number of rows contained in that section before the update (50)"), "\(error.message)")
            #expect(!result.passed)
        }

        /// The changeset table: batch updates of deletions and insertions, reloads of changed
        /// rows, each a batch on the engine, without error.
        ///
        /// Its 239 stale-cell frames are explained, not a fault of the table: the screen's
        /// changeset compares messages by text alone, and the reply's last revision (299, its
        /// `finish(.complete)` — a state change that bumps the revision and leaves the text as
        /// it was) changes no text, so no row is reloaded and the reply's cell keeps revision 298
        /// from frame 1010 to the end of the run (239 frames). A cell that drew the message's
        /// state (a streaming cursor, a retry button) would show it stale on a device too; this
        /// one draws text only, which is current — the engine's freshness check counts
        /// revisions, so it cannot tell the two apart (the fix belongs to the screen: diff the
        /// state as well, or to a freshness rule per drawn property — not made here).
        @Test func aChangesetDrivenTableRehearsesOnTheEngine() throws {
            let controller = ChangesetChatViewController()
            let result = try Self.rehearsal.run(Self.rehearsal.scenario(at: Self.path), viewController: { controller },
                                                adapter: ChangesetAdapter(), named: "changeset")
            #expect(result.finding(.snapshotError) == nil)
            #expect(result[.staleCellFrames] == 239)
            let stale = try #require(result.finding(.staleCell))
            #expect(stale.message == "m-0201 shows content revision 298 of 299: no apply reconfigured its cell (same identifiers, no reconfigureItems)")
            #expect(stale.frame == 1041)  // raised once the cell has trailed its message for 250 ms (30 frames at 120 Hz) — lag up to then
            #expect(controller.batches > 100)
            #expect(controller.tableView.numberOfRows(inSection: 0) == 52)
            let visible = try #require(controller.tableView.indexPathsForVisibleRows)
            #expect(visible.contains(IndexPath(row: 51, section: 0)))
            for indexPath in visible {
                #expect(controller.tableView.cellForRow(at: indexPath)?.textLabel?.text == controller.messages[indexPath.row].text)
            }
        }

        static func changeset(_ configure: (ChangesetChatViewController) -> Void = { _ in })
            throws -> (RehearsalResult, ChangesetChatViewController) {
            let controller = ChangesetChatViewController()
            configure(controller)
            let result = try Self.rehearsal.run(Self.rehearsal.scenario(at: Self.path), viewController: { controller },
                                                adapter: ChangesetAdapter(), named: "changeset")
            return (result, controller)
        }

        /// The rows' layout as the run left it (the engine laid the list out with it).
        @MainActor static func rowsLayout(of controller: ChangesetChatViewController) throws -> TableRowsLayout {
            try #require(controller.tableView.rows.collectionViewLayout as? TableRowsLayout)
        }

        /// A fixed `rowHeight` is every row's height, never self-sized: 52 rows of 72 pt make
        /// 3,744 pt of content, row 51 starts at 51 × 72.
        @Test @MainActor func aFixedRowHeightIsEveryRowsHeight() throws {
            let (result, controller) = try Self.changeset { $0.rowHeight = 72 }
            #expect(result.finding(.snapshotError) == nil)
            let layout = try Self.rowsLayout(of: controller)
            #expect(Double(layout.collectionViewContentSize.height) == 3744)
            let last = try #require(layout.layoutAttributesForItem(at: IndexPath(row: 51, section: 0)))
            #expect(Double(last.frame.minY) == 3672)
            #expect(last.frame.height == 72)
        }

        /// With `automaticDimension` (the default), a row never measured has
        /// `estimatedRowHeight`, or 44 pt without one; a measured row has its measured height.
        @Test @MainActor func anUnmeasuredRowTakesTheEstimatedRowHeight() throws {
            let (_, plain) = try Self.changeset()
            let (_, estimated) = try Self.changeset { $0.estimatedRowHeight = 100 }
            let plainLayout = try Self.rowsLayout(of: plain), layout = try Self.rowsLayout(of: estimated)
            func heights(_ layout: TableRowsLayout) -> [Double] {
                (0..<52).map { Double(layout.layoutAttributesForItem(at: IndexPath(row: $0, section: 0))?.frame.height ?? -1) }
            }
            let plainHeights = heights(plainLayout), estimatedHeights = heights(layout)
            // Rows the run never showed keep the estimate (which rows those are depends on it:
            // the estimate moves the content under the offset).
            #expect(plainHeights.contains(44) && !plainHeights.contains(100))
            #expect(estimatedHeights.contains(100) && !estimatedHeights.contains(44))
            #expect(plainHeights.contains { $0 != 44 } && estimatedHeights.contains { $0 != 100 })
        }
    }
}

extension UIKitRehearsalSuites.TableViewTests {
    /// A fixed `sectionHeaderHeight` and `sectionFooterHeight` take their space before and
    /// after the section's rows: 52 rows of 72 pt under a 30 pt header and over a 10 pt footer
    /// make 3,784 pt, row 0 starts at 30; the default (`automaticDimension`, no header view
    /// realized) takes none.
    @Test @MainActor func aFixedSectionHeaderAndFooterTakeTheirSpace() throws {
        let (result, controller) = try Self.changeset {
            $0.rowHeight = 72
            $0.sectionHeights = (header: 30, footer: 10)
        }
        #expect(result.finding(.snapshotError) == nil)
        let layout = try Self.rowsLayout(of: controller)
        #expect(Double(layout.collectionViewContentSize.height) == 3784)
        #expect(layout.layoutAttributesForItem(at: IndexPath(row: 0, section: 0))?.frame.minY == 30)
        #expect(layout.layoutAttributesForItem(at: IndexPath(row: 51, section: 0))?.frame.minY == 3702)
        #expect(controller.tableView.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 393, height: 30))
    }
}
