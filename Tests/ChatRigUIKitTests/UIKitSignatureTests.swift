import ChatRigUIKit
import Foundation
import Testing

extension UIKitRehearsalSuites {
    /// UIKit's declarations, as Apple's documentation gives them
    /// (https://developer.apple.com/documentation/uikit/…, the declaration at the top of each
    /// page), checked against the face. Most checks are compile-time: a member reference is
    /// converted to the documented function type, so a wrong label, parameter type, return
    /// type, optionality or throwing-ness fails the build of this file. The class hierarchy and
    /// identity semantics are checked at run time.
    @Suite struct UIKitSignatureTests {
        /// `class UIResponder : NSObject`, `class UIView : UIResponder`,
        /// `class UIViewController : UIResponder`, `class UIScrollView : UIView`,
        /// `class UICollectionView : UIScrollView`, `class UICollectionViewCell : UICollectionReusableView`,
        /// `class UICollectionReusableView : UIView`, `class UIControl : UIView`, `class UIButton : UIControl`,
        /// `class UILabel : UIView`, `class UITextView : UIScrollView`.
        @Test func theClassHierarchyIsUIKits() {
            #expect(UIResponder.self is NSObject.Type)
            #expect(UIView.self is UIResponder.Type)
            #expect(UIViewController.self is UIResponder.Type)
            #expect(UIScrollView.self is UIView.Type)
            #expect(UICollectionView.self is UIScrollView.Type)
            #expect(UICollectionReusableView.self is UIView.Type)
            #expect(UICollectionViewCell.self is UICollectionReusableView.Type)
            #expect(UIControl.self is UIView.Type)
            #expect(UIButton.self is UIControl.Type)
            #expect(UILabel.self is UIView.Type)
            #expect(UITextView.self is UIScrollView.Type)
            #expect(UICollectionViewFlowLayout.self is UICollectionViewLayout.Type)
        }

        /// `NSObject`'s `isEqual(_:)` and `hash` are identity for views: two views with equal
        /// frames are different, one view equals itself, and a `Set<UIView>` keeps both.
        @Test func viewsAreEqualAndHashByIdentity() {
            let first = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let second = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(first == first)
            #expect(first != second)
            #expect(Set([first, second, first]).count == 2)
            let controllers: Set<UIViewController> = [UIViewController(), UIViewController()]
            #expect(controllers.count == 2)
        }

        /// `init(frame:)` (designated, not `required`: subclasses write `override init(frame:)`),
        /// `required init?(coder:)`; `UIViewController.init(nibName:bundle:)`, `required init?(coder:)`.
        @Test func initializersAreUIKits() {
            let frame: (CGRect) -> UIView = UIView.init(frame:)
            let coder: (NSCoder) -> UIView? = UIView.init(coder:)
            let nib: (String?, Bundle?) -> UIViewController = UIViewController.init(nibName:bundle:)
            let controllerCoder: (NSCoder) -> UIViewController? = UIViewController.init(coder:)
            let collection: (CGRect, UICollectionViewLayout) -> UICollectionView = UICollectionView.init(frame:collectionViewLayout:)
            #expect(frame(.zero).frame == .zero)
            _ = (coder, nib, controllerCoder, collection)
        }

        /// The collection view's documented members (UICollectionView).
        @Test func collectionViewMembers() {
            let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            // func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil)
            let batch: ((() -> Void)?, ((Bool) -> Void)?) -> Void = view.performBatchUpdates(_:completion:)
            // func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool)
            let scroll: (IndexPath, UICollectionView.ScrollPosition, Bool) -> Void = view.scrollToItem(at:at:animated:)
            // func insertItems(at indexPaths: [IndexPath]) / deleteItems / reloadItems / reconfigureItems
            let insert: ([IndexPath]) -> Void = view.insertItems(at:)
            let delete: ([IndexPath]) -> Void = view.deleteItems(at:)
            let reload: ([IndexPath]) -> Void = view.reloadItems(at:)
            let reconfigure: ([IndexPath]) -> Void = view.reconfigureItems(at:)
            // func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)
            let move: (IndexPath, IndexPath) -> Void = view.moveItem(at:to:)
            // func insertSections(_ sections: IndexSet) / deleteSections / reloadSections
            let sections: (IndexSet) -> Void = view.insertSections(_:)
            // func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String)
            let register: (AnyClass?, String) -> Void = view.register(_:forCellWithReuseIdentifier:)
            // func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell
            let dequeue: (String, IndexPath) -> UICollectionViewCell = view.dequeueReusableCell(withReuseIdentifier:for:)
            // func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell?
            let cell: (IndexPath) -> UICollectionViewCell? = view.cellForItem(at:)
            // func indexPath(for cell: UICollectionViewCell) -> IndexPath?
            let path: (UICollectionViewCell) -> IndexPath? = view.indexPath(for:)
            // func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
            let attributes: (IndexPath) -> UICollectionViewLayoutAttributes? = view.layoutAttributesForItem(at:)
            // func numberOfItems(inSection section: Int) -> Int
            let items: (Int) -> Int = view.numberOfItems(inSection:)
            // var indexPathsForVisibleItems: [IndexPath] { get }, var visibleCells: [UICollectionViewCell] { get }
            let visible: [IndexPath] = view.indexPathsForVisibleItems
            let cells: [UICollectionViewCell] = view.visibleCells
            // func setContentOffset(_ contentOffset: CGPoint, animated: Bool)
            let offset: (CGPoint, Bool) -> Void = view.setContentOffset(_:animated:)
            // var keyboardDismissMode: UIScrollView.KeyboardDismissMode
            view.keyboardDismissMode = .interactive
            #expect(visible.isEmpty && cells.isEmpty && view.keyboardDismissMode == .interactive)
            _ = (batch, scroll, insert, delete, reload, reconfigure, move, sections, register, dequeue, cell, path, attributes, items, offset)
        }

        /// `performBatchUpdates`'s `updates` block is `NS_NOESCAPE`: a closure literal may use
        /// members without `self.` (this compiles only against a non-escaping parameter).
        @Test func batchUpdatesTakeANonEscapingClosure() {
            final class Screen: UIViewController {
                var count = 0
                let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                func add() { list.performBatchUpdates { count += 1 } }
            }
            let screen = Screen()
            screen.add()
            #expect(screen.count == 1)
        }

        /// `IndexPath(row:section:)` and `row` (UIKit's `NSIndexPath (UITableView)` additions);
        /// `row` and `item` are the same index.
        @Test func indexPathHasRows() {
            var path = IndexPath(row: 3, section: 1)
            #expect(path.row == 3 && path.item == 3 && path.section == 1)
            path.row = 4
            #expect(path == IndexPath(item: 4, section: 1))
        }

        /// `NSValue(cgRect:)` and `cgRectValue`, and the `CGRect` ↔ `NSValue` bridge of Apple's
        /// CoreGraphics overlay, both ways.
        @Test func keyboardFramesBridgeThroughNSValue() {
            let frame = CGRect(x: 0, y: 516, width: 393, height: 336)
            let info: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame), "rect": frame]
            #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == frame)
            #expect(info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == frame)
            #expect((info["rect"] as? NSValue)?.cgRectValue == frame)
            let point: [AnyHashable: Any] = ["point": NSValue(cgPoint: CGPoint(x: 1, y: 2))]
            #expect(point["point"] as? CGRect == nil)
        }

        /// `UIView.animate(withDuration:animations:completion:)`,
        /// `UIView.animate(withDuration:delay:options:animations:completion:)`,
        /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
        @Test func animationEntryPoints() {
            let plain: (TimeInterval, @escaping () -> Void, ((Bool) -> Void)?) -> Void = UIView.animate(withDuration:animations:completion:)
            let delayed: (TimeInterval, TimeInterval, UIView.AnimationOptions, @escaping () -> Void, ((Bool) -> Void)?) -> Void =
                UIView.animate(withDuration:delay:options:animations:completion:)
            let spring: (TimeInterval, TimeInterval, CGFloat, CGFloat, UIView.AnimationOptions, @escaping () -> Void, ((Bool) -> Void)?) -> Void =
                UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)
            _ = (plain, delayed, spring)
        }

        /// A control's target-action and touch tracking members (UIControl, UIAction, UIEvent,
        /// UITouch): `func sendActions(for controlEvents: UIControl.Event)`,
        /// `func sendAction(_ action: UIAction)`, `func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool`,
        /// `func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool`,
        /// `func endTracking(_ touch: UITouch?, with event: UIEvent?)`, `func cancelTracking(with event: UIEvent?)`,
        /// `var isTracking: Bool { get }`, `var isTouchInside: Bool { get }`, `var sender: Any? { get }`,
        /// `var allTouches: Set<UITouch>? { get }`, `func touches(for view: UIView) -> Set<UITouch>?`,
        /// `var timestamp: TimeInterval { get }`, `func location(in view: UIView?) -> CGPoint`,
        /// `var phase: UITouch.Phase { get }`, `var tapCount: Int { get }`, `var view: UIView? { get }`.
        @Test @MainActor func controlTrackingMembersAreUIKits() {
            let control = UIControl(frame: .zero)
            let send: (UIControl.Event) -> Void = control.sendActions(for:)
            let sendAction: (UIAction) -> Void = control.sendAction(_:)
            let begin: (UITouch, UIEvent?) -> Bool = control.beginTracking(_:with:)
            let proceed: (UITouch, UIEvent?) -> Bool = control.continueTracking(_:with:)
            let end: (UITouch?, UIEvent?) -> Void = control.endTracking(_:with:)
            let cancel: (UIEvent?) -> Void = control.cancelTracking(with:)
            let tracking: Bool = control.isTracking, inside: Bool = control.isTouchInside
            let sender: Any? = UIAction { _ in }.sender
            let event = UIEvent()
            let all: Set<UITouch>? = event.allTouches
            let forView: (UIView) -> Set<UITouch>? = event.touches(for:)
            let time: TimeInterval = event.timestamp
            let touch = UITouch()
            let location: (UIView?) -> CGPoint = touch.location(in:)
            let phase: UITouch.Phase = touch.phase, taps: Int = touch.tapCount, view: UIView? = touch.view
            #expect(!tracking && !inside && sender == nil && all == nil && time == 0 && phase == .began && taps == 1 && view == nil)
            _ = (send, sendAction, begin, proceed, end, cancel, forView, location)
        }

        /// `UIKeyboard…Notification` names and `userInfo` keys, by their Objective-C names.
        @Test func keyboardNotificationNames() {
            #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
            #expect(UIResponder.keyboardWillHideNotification.rawValue == "UIKeyboardWillHideNotification")
            #expect(UIResponder.keyboardWillChangeFrameNotification.rawValue == "UIKeyboardWillChangeFrameNotification")
            #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
            #expect(UIResponder.keyboardAnimationDurationUserInfoKey == "UIKeyboardAnimationDurationUserInfoKey")
        }
    }
}
