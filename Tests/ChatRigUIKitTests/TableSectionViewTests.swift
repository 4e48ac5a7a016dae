import ChatModel
import ChatRigTesting
@testable import ChatRigUIKit
import Foundation
import Simulator
import Testing
import UIKitTableChatFixture

extension UIKitRehearsalSuites {
    /// A table's section header views, asked for, displayed and reused as their sections
    /// scroll on and off the screen (``TableSectionViews``): a day-grouped table, 10 rows of
    /// 60 pt under a 28 pt header per section, flung into its history and back. The table is
    /// grouped (its headers do not float) unless a test says plain.
    @Suite struct TableSectionViewTests {
        final class SectionedAdapter: UIKitListAdapter {
            let cellFactories = [UIKitCellFactory(UITableViewCell.self) { UITableViewCell(style: .default, reuseIdentifier: $0) },
                                 UIKitCellFactory(DayHeaderView.self) { DayHeaderView(reuseIdentifier: $0) }]
            func chatItem(for itemIdentifier: AnyHashable) -> ChatItemID? { nil }
            func chatItem(at indexPath: IndexPath, of controller: SectionedChatViewController) -> ChatItemID? {
                let index = indexPath.section * SectionedChatViewController.perSection + indexPath.row
                guard controller.messages.indices.contains(index) else { return nil }
                return MessageID(controller.messages[index].id).map(ChatItemID.message)
            }
            func showConversation(_ controller: SectionedChatViewController, _ context: ChatListContext) {
                controller.show(context.messages.map { (UUID($0.id), $0.text) })
            }
            func messagesDidChange(_ change: MessagesChange, _ controller: SectionedChatViewController, _ context: ChatListContext) {
                controller.show(context.messages.map { (UUID($0.id), $0.text) })
            }
        }

        static let flingAndBack = """
            name: sections-fling-and-back
            summary: A fling into a day-grouped history, then one back towards the newest message.
            conversation:
              history: 50
            timeline:
              - at: 0.5s
                fling: { velocity: 3000pt/s }
              - at: 2s
                fling: { velocity: -3000pt/s }
            duration: 4s
            """

        /// Runs the fling with `headers` in a table of `style` (grouped: the headers scroll
        /// with their sections; plain: they float, ``SectionPinningTests``).
        static func run(_ headers: SectionedChatViewController.Headers, style: UITableView.Style = .grouped,
                        headerTopPadding: CGFloat? = nil) throws -> (RehearsalResult, SectionedChatViewController) {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-uikit-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("sections-fling-and-back.yaml")
            try flingAndBack.write(to: file, atomically: true, encoding: .utf8)
            let rehearsal = Rehearsal()
            let controller = SectionedChatViewController()
            controller.headers = headers
            controller.style = style
            controller.headerTopPadding = headerTopPadding
            let result = try rehearsal.run(rehearsal.scenario(at: file), viewController: { controller },
                                           adapter: SectionedAdapter(), named: "sectioned")
            return (result, controller)
        }

        /// 50 messages make sections 0-4, each 628 pt (a 28 pt header, 10 × 60 pt rows), the
        /// headers at 0, 628, 1256, 1884 and 2512 of 3,140 pt; the 852 pt screen opens on the
        /// newest rows (2288-3140), where only section 4's header shows. The fling up brings
        /// section 3's header on while 4's is still on screen (two views made), then 2's as 4's
        /// has left (4's view reused), 3's leaves; the fling back brings 3's on again and, after
        /// 2's left, 4's. So five asks — sections 4, 3, 2, 3, 4 — answered by 2 views made and 3
        /// reuses (the first view twice, the second once), each ask displayed, and every header
        /// that left ended, in order; section 4's is on screen at the end.
        @Test @MainActor func sectionHeaderViewsAreAskedForAsTheyScrollOnAndReused() throws {
            let (result, screen) = try Self.run(.views)
            #expect(result.finding(.snapshotError) == nil)
            #expect(screen.asked == [4, 3, 2, 3, 4])
            #expect(screen.displayed == [4, 3, 2, 3, 4])
            #expect(screen.ended == [4, 3, 2, 3])
            #expect(screen.headerViews.count == 2)
            #expect(screen.headerViews.map(\.reuses) == [2, 1])
            #expect(screen.tableView.sectionViews.created == 2 && screen.tableView.sectionViews.reused == 3)
            let shown = try #require(screen.tableView.headerView(forSection: 4))
            #expect(shown === screen.headerViews[0])
            #expect(shown.textLabel?.text == "Day 4")
            #expect(shown.frame == CGRect(x: 0, y: 2512, width: 393, height: 28))
            #expect(screen.tableView.headerView(forSection: 3) == nil)
        }

        /// A title and `automaticDimension` (the default): UIKit's default header, 28 pt
        /// (``TableRowsLayout/defaultTitleHeight``, an estimate), showing the title in its
        /// `textLabel`, made and reused as the views above (same geometry, same scroll).
        @Test @MainActor func aSectionTitleGetsUIKitsDefaultHeader() throws {
            let (result, screen) = try Self.run(.titles)
            #expect(result.finding(.snapshotError) == nil)
            #expect(screen.tableView.rectForHeader(inSection: 4) == CGRect(x: 0, y: 2512, width: 393, height: 28))
            #expect(screen.tableView.headerView(forSection: 4)?.textLabel?.text == "Day 4")
            #expect(screen.tableView.headerView(forSection: 4)?.reuseIdentifier == TableSectionViews.titleIdentifier)
            #expect(screen.displayed == [4, 3, 2, 3, 4])
            #expect(screen.ended == [4, 3, 2, 3])
            #expect(screen.tableView.sectionViews.created == 2 && screen.tableView.sectionViews.reused == 3)
        }

        /// A footer title: UIKit's default footer after each section's rows (28 pt, estimate),
        /// at 600, 1228, 1856, 2484 and 3112. The screen opens on 2288-3140: footers 3 and 4
        /// (two made). The fling up ends 4's, shows 2's, ends 3's, shows 1's and ends 2's (the top
        /// of the screen passes 1004 pt); the fling back shows 2's, ends 1's, shows 3's, ends
        /// 2's, shows 4's: seven displays from 2 views made and 5 reuses, no header asked.
        @Test @MainActor func aFooterTitleGetsUIKitsDefaultFooter() throws {
            let (result, screen) = try Self.run(.footerTitles)
            #expect(result.finding(.snapshotError) == nil)
            #expect(screen.displayedFooters == [3, 4, 2, 1, 2, 3, 4])
            #expect(screen.endedFooters == [4, 3, 2, 1, 2])
            #expect(screen.displayed.isEmpty)
            #expect(screen.tableView.sectionViews.created == 2 && screen.tableView.sectionViews.reused == 5)
            #expect(screen.tableView.rectForFooter(inSection: 4) == CGRect(x: 0, y: 3112, width: 393, height: 28))
            #expect(screen.tableView.footerView(forSection: 4)?.textLabel?.text == "End of day 4")
        }

        /// Neither a view nor a title, with `automaticDimension`: no header space, nothing
        /// asked, displayed or made.
        @Test @MainActor func withoutHeadersNothingIsAskedForOrMade() throws {
            let (result, screen) = try Self.run(.none)
            #expect(result.finding(.snapshotError) == nil)
            #expect(screen.asked.isEmpty && screen.displayed.isEmpty && screen.ended.isEmpty)
            #expect(screen.tableView.sectionViews.created == 0)
            #expect(screen.tableView.rectForHeader(inSection: 4).height == 0)
        }

        /// `sectionHeaderTopPadding` of 10 pt goes above every header: sections of 638 pt,
        /// section 4's header at 4 × 638 + 10 = 2562 and its first row at 2590; the automatic
        /// padding (the default) adds nothing (2512, above).
        @Test @MainActor func sectionHeaderTopPaddingGoesAboveEachHeader() throws {
            let (result, screen) = try Self.run(.views, headerTopPadding: 10)
            #expect(result.finding(.snapshotError) == nil)
            #expect(screen.tableView.rectForHeader(inSection: 4) == CGRect(x: 0, y: 2562, width: 393, height: 28))
            #expect(screen.tableView.rectForRow(at: IndexPath(row: 0, section: 4)).minY == 2590)
            #expect(screen.tableView.rect(forSection: 4) == CGRect(x: 0, y: 2562, width: 393, height: 628))
        }
    }
}
