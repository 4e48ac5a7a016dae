@testable import ChatRigUIKit
import Foundation
import Testing

/// A table screen's pull-to-refresh, swipe actions and keyboard dismissal through the
/// application, with exact values.
@MainActor
@Suite struct TableScreenControlsTests {
    /// A refresh control set on a scroll view joins its subviews (UIKit adds it) and keeps its
    /// refreshing state; a table view controller's is its table view's.
    @Test func aRefreshControlJoinsItsScrollViewAndKeepsItsState() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 700), style: .plain)
        let refresh = UIRefreshControl()
        table.refreshControl = refresh
        #expect(refresh.superview === table)
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
        table.refreshControl = nil
        #expect(refresh.superview == nil)
        let controller = UITableViewController(style: .plain)
        controller.refreshControl = UIRefreshControl()
        #expect(controller.tableView.refreshControl === controller.refreshControl)
    }

    /// Swipe actions keep what the app gives them: style, title, UIKit's colors by style
    /// (red for destructive, gray otherwise), full swipe on by default.
    @Test func swipeActionsKeepTheirStyleAndActions() {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(false) }
        let configuration = UISwipeActionsConfiguration(actions: [delete, pin])
        #expect(configuration.actions.map(\.title) == ["Delete", "Pin"])
        #expect(delete.backgroundColor == .systemRed && pin.backgroundColor == .systemGray)
        #expect(configuration.performsFirstActionWithFullSwipe)
    }

    /// `sendAction(Selector("resignFirstResponder"), to: nil, …)` — the keyboard's dismissal
    /// from anywhere — answers true; another action, or one with a target, false.
    @Test func resigningTheFirstResponderThroughTheApplicationIsHandled() {
        let application = UIApplication()
        #expect(application.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil))
        #expect(!application.sendAction(Selector("copy:"), to: nil, from: nil, for: nil))
        #expect(!application.sendAction(Selector("resignFirstResponder"), to: UIView(), from: nil, for: nil))
    }
}

/// A spacer and an action-less bar button item, and a navigation item's large title mode.
@MainActor
@Suite struct BarButtonItemWithoutActionTests {
    @Test func anItemMadeWithNoTargetOrActionIsASpacer() {
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        let titled = UIBarButtonItem(title: "Edit", style: .done, target: nil, action: nil)
        #expect(space.primaryAction == nil && titled.title == "Edit" && titled.style == .done)
        let item = UINavigationItem()
        #expect(item.largeTitleDisplayMode == .automatic)
        item.largeTitleDisplayMode = .never
        #expect(item.largeTitleDisplayMode.rawValue == 2)
    }
}
