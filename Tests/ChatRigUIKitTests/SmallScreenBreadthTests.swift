@testable import ChatRigUIKit
import Foundation
import Testing

extension UIKitRehearsalSuites {
    /// The UIKit members added for small public chat screens (issue 35), with exact values.
    @Suite @MainActor struct SmallScreenBreadthTests {
        /// The old layout guides measure the safe area the host sets: 59 pt of status and
        /// navigation bars at the top and 34 pt of home indicator at the bottom.
        @Test func theOldLayoutGuidesMeasureTheSafeArea() {
            let controller = UIViewController()
            controller.view.safeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
            #expect(controller.topLayoutGuide.length == 59)
            #expect(controller.bottomLayoutGuide.length == 34)
            let constraint = controller.topLayoutGuide.bottomAnchor.constraint(equalTo: controller.view.topAnchor)
            #expect(constraint.firstAttribute == .bottom && constraint.secondAttribute == .top)
            #expect(constraint.secondItem === controller.view)
        }

        /// A constraint reports its anchors' items and attributes, with UIKit's raw values; a
        /// constant-size one has no second item.
        @Test func aConstraintReportsItsItemsAndAttributes() {
            let view = UIView(), other = UIView()
            let height = view.heightAnchor.constraint(equalToConstant: 44)
            #expect(height.firstItem === view && height.firstAttribute == .height)
            #expect(height.secondItem == nil && height.secondAttribute == .notAnAttribute)
            let leading = NSLayoutConstraint(item: view, attribute: .leading, relatedBy: .equal, toItem: other,
                                             attribute: .trailingMargin, multiplier: 1, constant: 8)
            #expect(leading.firstItem === view && leading.firstAttribute == .leading)
            #expect(leading.secondItem === other && leading.secondAttribute == .trailingMargin)
            #expect(NSLayoutConstraint.Attribute.notAnAttribute.rawValue == 0 && NSLayoutConstraint.Attribute.left.rawValue == 1)
            #expect(NSLayoutConstraint.Attribute.height.rawValue == 8 && NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
            #expect(NSLayoutConstraint.Attribute.baseline == .lastBaseline)
        }

        /// Segments keep their titles and order; the selection is `noSegment` until set;
        /// inserting past the end appends.
        @Test func aSegmentedControlKeepsItsSegments() {
            let control = UISegmentedControl(items: ["30", "60"])
            #expect(control.numberOfSegments == 2 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
            control.insertSegment(withTitle: "90", at: 7, animated: false)
            control.insertSegment(withTitle: "15", at: 0, animated: false)
            #expect((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) } == ["15", "30", "60", "90"])
            control.selectedSegmentIndex = 1
            control.removeAllSegments()
            #expect(control.numberOfSegments == 0 && control.selectedSegmentIndex == -1)
        }

        /// Undo performs the last group and its handlers' registrations become the redo;
        /// a new registration clears the redo; an explicit group undoes as one.
        @Test func undoAndRedoFollowTheirGroups() {
            final class Box { var text = "" }
            let box = Box(), undo = UndoManager()
            func set(_ text: String) {
                let old = box.text
                undo.registerUndo(withTarget: box) { _ in set(old) }
                box.text = text
            }
            set("a"); set("ab")
            undo.undo()
            #expect(box.text == "a" && undo.canRedo)
            undo.redo()
            #expect(box.text == "ab")
            undo.undo(); undo.undo()
            #expect(box.text == "" && !undo.canUndo)
            set("x")
            #expect(!undo.canRedo)
            undo.beginUndoGrouping(); set("xy"); set("xyz"); undo.endUndoGrouping()
            undo.undo()
            #expect(box.text == "x")
            undo.removeAllActions()
            #expect(!undo.canUndo && !undo.canRedo)
        }

        /// The navigation stack's pops, and the target-action bar button forms record their
        /// target and action; an image literal is the named asset.
        @Test func navigationStackAndInertForms() {
            let root = UIViewController(), second = UIViewController(), third = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            navigation.setViewControllers([root, second, third], animated: false)
            #expect(navigation.popToViewController(second, animated: true) == [third])
            navigation.pushViewController(third, animated: false)
            #expect(navigation.popToRootViewController(animated: true) == [second, third])
            #expect(navigation.viewControllers == [root])
            let item = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)
            #expect(item.target == nil && item.action == nil && item.style == .plain)
            let image: UIImage = #imageLiteral(resourceName: "camera")
            #expect(image.name == "camera")
            #expect(UITableViewCell.classForCoder() == UITableViewCell.self)
        }
    }
}

extension UIKitRehearsalSuites.SmallScreenBreadthTests {
    /// Selecting in code replaces a single selection, keeps several with multiple selection,
    /// selects nothing while selection is off, and clears with nil.
    @Test func selectingItemsInCodeFollowsTheSelectionRules() {
        let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let first = IndexPath(item: 0, section: 0), second = IndexPath(item: 1, section: 0)
        list.selectItem(at: first, animated: false, scrollPosition: [])
        list.selectItem(at: second, animated: false, scrollPosition: [])
        #expect(list.indexPathsForSelectedItems == [second])
        list.allowsMultipleSelection = true
        list.selectItem(at: first, animated: false, scrollPosition: [])
        #expect(list.indexPathsForSelectedItems == [second, first])
        list.deselectItem(at: second, animated: false)
        #expect(list.indexPathsForSelectedItems == [first])
        list.selectItem(at: nil, animated: false, scrollPosition: [])
        list.allowsSelection = false
        list.selectItem(at: second, animated: false, scrollPosition: [])
        #expect(list.indexPathsForSelectedItems == [])
    }

    /// `viewWithTag` finds the view itself first, then depth first in subview order; an
    /// `NSIndexPath` reads as `[section, row]`.
    @Test func tagsAndIndexPathsAreFoundAsUIKitFindsThem() {
        let root = UIView(), branch = UIView(), leaf = UIView(), sibling = UIView()
        root.addSubview(branch); branch.addSubview(leaf); root.addSubview(sibling)
        leaf.tag = 7; sibling.tag = 7
        #expect(root.viewWithTag(7) === leaf)
        #expect(root.viewWithTag(0) === root && root.viewWithTag(9) == nil)
        let path = NSIndexPath(row: 4, section: 2)
        #expect(path.section == 2 && path.row == 4 && path.item == 4)
        #expect((IndexPath(row: 3, section: 1) as NSIndexPath).row == 3)
    }

    /// The accessibility container calls answer from `accessibilityElements`; the rehearsal's
    /// device runs no assistive technology; a row action's destructive style is its default.
    @Test func accessibilityAndRowActionsAreDeclaredAsUIKitsAre() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.accessibilityElementCount() == 0 && cell.accessibilityElement(at: 0) == nil)
        let element = UIAccessibilityElement(accessibilityContainer: cell)
        element.accessibilityTraits = [.button, .header]
        cell.accessibilityElements = [element]
        #expect(cell.accessibilityElementCount() == 1 && cell.index(ofAccessibilityElement: element) == 0)
        #expect(element.accessibilityTraits.rawValue == (1 << 0) | (1 << 16))
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)
        #expect(UITableViewRowAction.Style.destructive == .default)
        let reply = UIContextualAction(style: .normal, title: "Reply") { _, _, done in done(true) }
        #expect(UISwipeActionsConfiguration(actions: [reply]).performsFirstActionWithFullSwipe)
    }
}

extension UIKitRehearsalSuites.SmallScreenBreadthTests {
    /// A refresh control begun in code is refreshing until ended, and sends no action.
    @Test func aRefreshControlBegunInCodeSendsNoAction() {
        let control = UIRefreshControl()
        var sent = 0
        control.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        control.beginRefreshing()
        #expect(control.isRefreshing && sent == 0)
        control.endRefreshing()
        #expect(!control.isRefreshing)
        let table = UITableView(frame: .zero, style: .plain)
        table.refreshControl = control
        #expect(table.refreshControl === control)
        #expect(UIInterfaceOrientation.landscapeLeft.rawValue == 4 && UIInterfaceOrientation.portrait.isPortrait)
    }
}

extension UIKitRehearsalSuites.SmallScreenBreadthTests {
    /// Keyframe blocks run at once in order, so the last keyframe's values stand; a page
    /// control pins its page to its pages.
    @Test func keyframesLeaveTheLastValuesAndPagesArePinned() {
        let dot = UIView()
        UIView.animateKeyframes(withDuration: 1.2, delay: 0, options: [.calculationModeLinear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { dot.alpha = 0.3 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { dot.alpha = 1 }
        })
        #expect(dot.alpha == 1)
        let pages = UIPageControl()
        pages.numberOfPages = 3
        pages.currentPage = 7
        #expect(pages.currentPage == 2)
        pages.currentPage = -1
        #expect(pages.currentPage == 0)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !UIContentSizeCategory.large.isAccessibilityCategory)
    }
}

extension UIKitRehearsalSuites.SmallScreenBreadthTests {
    /// On the rehearsal's phone a view controller has a popover controller only when presented
    /// as a popover, and keeps the same one; the scroll view's guides lay out over it.
    @Test func aPopoverControllerExistsOnlyForPopoverPresentations() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        #expect(sheet.popoverPresentationController == nil)
        let controller = UIViewController()
        controller.modalPresentationStyle = .popover
        let popover = controller.popoverPresentationController
        popover?.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(popover != nil && controller.popoverPresentationController === popover)
        #expect(controller.popoverPresentationController?.sourceRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }
}

extension UIKitRehearsalSuites.SmallScreenBreadthTests {
    final class ChangeCounter: NSObject, UITextViewDelegate {
        var changes = 0
        func textViewDidChange(_ textView: UITextView) { changes += 1 }
    }

    /// Typed edits replace the selection, delete the character before an empty one (a whole
    /// emoji), move the caret and tell the delegate; setting `text` does not.
    @Test func typedEditsChangeTheTextAtTheSelection() {
        let view = UITextView(), counter = ChangeCounter()
        view.delegate = counter
        view.text = "Hi 👋"
        #expect(counter.changes == 0)
        view.selectedRange = NSRange(location: ("Hi 👋" as NSString).length, length: 0)
        view.deleteBackward()
        #expect(view.text == "Hi " && view.selectedRange == NSRange(location: 3, length: 0))
        view.insertText("there")
        #expect(view.text == "Hi there" && view.selectedRange == NSRange(location: 8, length: 0))
        if let start = view.position(from: view.beginningOfDocument, offset: 0),
           let end = view.position(from: view.beginningOfDocument, offset: 2),
           let range = view.textRange(from: start, to: end) {
            view.replace(range, withText: "Hello")
        }
        #expect(view.text == "Hello there" && counter.changes == 3)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
    }
}
