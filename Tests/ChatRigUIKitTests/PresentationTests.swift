import ChatRigUIKit
import Foundation
import Testing

/// `show(_:sender:)`, `showDetailViewController(_:sender:)`, split view controllers and popover
/// presentation controllers, as Apple documents them.
@Suite struct PresentationTests {
    /// Inside a navigation controller `show` pushes; outside one it presents; a navigation
    /// controller's own `show` pushes onto its stack.
    @Test @MainActor func showPushesInANavigationControllerElsePresents() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let next = UIViewController()
        root.show(next, sender: nil)
        #expect(navigation.viewControllers == [root, next])
        let alone = UIViewController()
        let shown = UIViewController()
        alone.show(shown, sender: nil)
        #expect(alone.presentedViewController === shown)
        let last = UIViewController()
        navigation.show(last, sender: nil)
        #expect(navigation.viewControllers == [root, next, last])
    }

    /// A split view controller puts a detail in its secondary column; another view controller
    /// presents it; a rehearsed screen has no split view controller.
    @Test @MainActor func showDetailSetsTheSecondaryColumnOrPresents() {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController()
        split.viewControllers = [primary]
        let detail = UIViewController()
        split.showDetailViewController(detail, sender: nil)
        #expect(split.viewController(for: .secondary) === detail)
        #expect(split.viewControllers == [primary, detail])
        #expect(split.style == .doubleColumn)
        #expect(split.displayMode == .oneBesideSecondary)
        let alone = UIViewController()
        alone.showDetailViewController(detail, sender: nil)
        #expect(alone.presentedViewController === detail)
        #expect(alone.splitViewController == nil)
    }

    /// Only a `.popover` presentation style has a popover presentation controller, the same
    /// one on each read.
    @Test @MainActor func aPopoverControllerExistsOnlyForThePopoverStyle() {
        let controller = UIViewController()
        #expect(controller.popoverPresentationController == nil)
        controller.modalPresentationStyle = .popover
        let popover = controller.popoverPresentationController
        #expect(popover != nil)
        #expect(popover === controller.popoverPresentationController)
        #expect(popover?.presentedViewController === controller)
        #expect(popover?.permittedArrowDirections == .any)
    }

    /// A button keeps its edge insets.
    @Test @MainActor func aButtonKeepsItsEdgeInsets() {
        let button = UIButton(type: .system)
        button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(button.contentEdgeInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(button.titleEdgeInsets == .zero)
    }
}
