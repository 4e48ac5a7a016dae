import ChatRigUIKit
import Foundation
import Testing

/// `UIRefreshControl`'s state: `beginRefreshing()`/`endRefreshing()` set `isRefreshing` and
/// send no action (Apple: a programmatic start); only the app's own `sendActions(for:)` sends
/// `.valueChanged`.
@Suite struct RefreshControlTests {
    @Test @MainActor func beginAndEndSetIsRefreshingWithoutSendingTheAction() {
        let control = UIRefreshControl()
        var sent = 0
        control.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        #expect(!control.isRefreshing)
        control.beginRefreshing()
        #expect(control.isRefreshing)
        control.endRefreshing()
        #expect(!control.isRefreshing)
        #expect(sent == 0)
        control.sendActions(for: .valueChanged)
        #expect(sent == 1)
    }

    /// A scroll view holds it as its `refreshControl`.
    @Test @MainActor func aScrollViewHoldsIt() {
        let control = UIRefreshControl()
        control.attributedTitle = NSAttributedString(string: "Loading")
        let scrollView = UIScrollView(frame: .zero)
        scrollView.refreshControl = control
        #expect(scrollView.refreshControl === control)
        #expect(control.attributedTitle?.string == "Loading")
    }
}
