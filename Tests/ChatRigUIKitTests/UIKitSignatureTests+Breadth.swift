import ChatRigUIKit
import Foundation
import Testing

/// UIKit declarations public chat screens written elsewhere use (a table-view chat library, a
/// custom-layout chat framework, a flow-layout chat library and its input bar), checked as
/// ``UIKitRehearsalSuites/UIKitSignatureTests`` checks the rest: each member reference is
/// converted to the function type of the declaration at the top of its page in Apple's
/// documentation (https://developer.apple.com/documentation/uikit/…), so a wrong label,
/// parameter type, return type or optionality fails the build of this file.
extension UIKitRehearsalSuites.UIKitSignatureTests {
    /// `class UIDevice : NSObject` (`class var current: UIDevice`, `var userInterfaceIdiom:
    /// UIUserInterfaceIdiom`, `var orientation: UIDeviceOrientation`, `var systemVersion:
    /// String`), `class UIMenuController : NSObject`, `class UIProgressView : UIView`,
    /// `class UISwitch : UIControl`, `class NSMutableParagraphStyle : NSParagraphStyle`,
    /// `class NSTextStorage : NSMutableAttributedString`, `class UIImagePickerController :
    /// UINavigationController`.
    @Test @MainActor func deviceMenuAndControlClassesAreUIKits() {
        #expect(UIDevice.self is NSObject.Type)
        let device: UIDevice = UIDevice.current
        let idiom: UIUserInterfaceIdiom = device.userInterfaceIdiom
        let orientation: UIDeviceOrientation = device.orientation
        let version: String = device.systemVersion
        #expect(idiom == .phone && orientation == .unknown && !version.isEmpty)
        #expect(UIMenuController.self is NSObject.Type)
        #expect(UIProgressView.self is UIView.Type)
        #expect(UISwitch.self is UIControl.Type)
        #expect(NSMutableParagraphStyle.self is NSParagraphStyle.Type)
        #expect(NSTextStorage.self is NSMutableAttributedString.Type)
        #expect(UIImagePickerController.self is UINavigationController.Type)
        #expect(UIUserInterfaceIdiom.pad.rawValue == 1 && UIDeviceOrientation.landscapeLeft.rawValue == 3)
        #expect(UIActivityIndicatorView.Style.gray.rawValue == 2 && UIActivityIndicatorView.Style.medium.rawValue == 100)
        #expect(UIView.AnimationOptions.allowAnimatedContent.rawValue == 1 << 7)
        #expect(UIRectCorner.allCorners.rawValue == 15)
        #expect(NSUnderlineStyle.single.rawValue == 1 && NSUnderlineStyle.byWord.rawValue == 0x8000)
        #expect(NSStringDrawingOptions.usesLineFragmentOrigin.rawValue == 1)
    }

    /// `init(coder: NSCoder)` (non-failable) on `UIStackView` and `UIActivityIndicatorView`;
    /// `init(frame:)` on the indicator; `UINavigationController()` (NSObject's `init()`).
    @Test @MainActor func stackIndicatorAndPickerInitializersAreUIKits() {
        let stack: (NSCoder) -> UIStackView = UIStackView.init(coder:)
        let indicator: (NSCoder) -> UIActivityIndicatorView = UIActivityIndicatorView.init(coder:)
        let framed: (CGRect) -> UIActivityIndicatorView = UIActivityIndicatorView.init(frame:)
        let picker: () -> UIImagePickerController = UIImagePickerController.init
        #expect(framed(.zero).style == .medium)
        _ = (stack, indicator, picker)
    }

    /// Members of `UIView`, `UIResponder`, `UICollectionView`, `UIButton`, `UITextView`,
    /// `UILabel`, `UIViewControllerTransitionCoordinator` a chat screen calls or overrides.
    @Test @MainActor func viewAndControllerMembers() {
        let view = UIView()
        // func endEditing(_ force: Bool) -> Bool
        let endEditing: (Bool) -> Bool = view.endEditing(_:)
        // var traitCollection: UITraitCollection { get }; func traitCollectionDidChange(_:)
        let traits: UITraitCollection = view.traitCollection
        let traitsChanged: (UITraitCollection?) -> Void = view.traitCollectionDidChange(_:)
        // func draw(_ rect: CGRect); func gestureRecognizerShouldBegin(_:) -> Bool; func awakeFromNib()
        let draw: (CGRect) -> Void = view.draw(_:)
        let shouldBegin: (UIGestureRecognizer) -> Bool = view.gestureRecognizerShouldBegin(_:)
        let awake: () -> Void = view.awakeFromNib
        // class func setAnimationsEnabled(_ enabled: Bool); class var areAnimationsEnabled: Bool
        let enable: (Bool) -> Void = UIView.setAnimationsEnabled(_:)
        let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        // func indexPathForItem(at point: CGPoint) -> IndexPath?
        let hit: (CGPoint) -> IndexPath? = list.indexPathForItem(at:)
        let button = UIButton(type: .custom)
        // func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State)
        let attributedTitle: (NSAttributedString?, UIControl.State) -> Void = button.setAttributedTitle(_:for:)
        let textView = UITextView()
        // func scrollRangeToVisible(_ range: NSRange); func paste(_ sender: Any?)
        let scrollRange: (NSRange) -> Void = textView.scrollRangeToVisible(_:)
        let paste: (Any?) -> Void = textView.paste(_:)
        // var textStorage: NSTextStorage { get }; var layoutManager: NSLayoutManager { get }
        let storage: NSTextStorage = textView.textStorage
        let manager: NSLayoutManager = textView.layoutManager
        // var selectedTextRange: UITextRange?; func offset(from: UITextPosition, to: UITextPosition) -> Int
        let selection: UITextRange? = textView.selectedTextRange
        let offset: (UITextPosition, UITextPosition) -> Int = textView.offset(from:to:)
        // func drawText(in rect: CGRect); func textRect(forBounds:limitedToNumberOfLines:) -> CGRect
        let label = UILabel()
        let drawText: (CGRect) -> Void = label.drawText(in:)
        let textRect: (CGRect, Int) -> CGRect = label.textRect(forBounds:limitedToNumberOfLines:)
        #expect(storage.layoutManagers.first === manager && selection?.isEmpty == true && UIView.areAnimationsEnabled)
        _ = (endEditing, traits, traitsChanged, draw, shouldBegin, awake, enable, hit, attributedTitle, scrollRange, paste, offset, drawText, textRect)
    }

    /// `func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    /// completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool`:
    /// the call without a completion compiles.
    @Test @MainActor func transitionCoordinatorCompletionDefaultsToNil() {
        final class Screen: UIViewController {
            private(set) var alongside = 0
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                coordinator.animate { _ in self.alongside += 1 }
            }
        }
        _ = Screen.self
    }

    /// The collection view delegate's edit-menu callbacks, with UIKit's signatures:
    /// `collectionView(_:shouldShowMenuForItemAt:) -> Bool`,
    /// `collectionView(_:canPerformAction:forItemAt:withSender:) -> Bool`,
    /// `collectionView(_:performAction:forItemAt:withSender:)`; `UICollectionViewController`
    /// declares them open (UIKit's default: no menu).
    @Test @MainActor func collectionViewEditMenuCallbacks() {
        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        let delegate: any UICollectionViewDelegate = controller
        let list = controller.collectionView!
        let path = IndexPath(item: 0, section: 0)
        #expect(!delegate.collectionView(list, shouldShowMenuForItemAt: path))
        #expect(!delegate.collectionView(list, canPerformAction: Selector("copy:"), forItemAt: path, withSender: nil))
        delegate.collectionView(list, performAction: Selector("copy:"), forItemAt: path, withSender: nil)
    }

    /// Core Animation and Core Graphics free functions and classes: `CATransaction`'s class
    /// methods, `CATransform3DMakeScale(_:_:_:) -> CATransform3D`, `CATransform3DIdentity`,
    /// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`, `UIGraphicsGetImageFromCurrentImageContext() -> UIImage?`,
    /// `UIFontMetrics.default.scaledFont(for:) -> UIFont`, string measuring and drawing.
    @Test @MainActor func coreAnimationAndDrawingFunctions() {
        let begin: () -> Void = CATransaction.begin
        let completion: ((() -> Void)?) -> Void = CATransaction.setCompletionBlock(_:)
        let duration: () -> CFTimeInterval = CATransaction.animationDuration
        #expect(duration() == 0.25)
        let scale: (CGFloat, CGFloat, CGFloat) -> CATransform3D = CATransform3DMakeScale
        #expect(CATransform3DIsIdentity(CATransform3DIdentity) && !CATransform3DIsIdentity(scale(2, 2, 1)))
        let beginContext: (CGSize, Bool, CGFloat) -> Void = UIGraphicsBeginImageContextWithOptions
        let image: () -> UIImage? = UIGraphicsGetImageFromCurrentImageContext
        let font: UIFont = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17))
        let bounding: CGRect = "Hi".boundingRect(with: CGSize(width: 100, height: 0), options: .usesLineFragmentOrigin,
                                                 attributes: [.font: font], context: nil)
        let attributed: CGRect = NSAttributedString(string: "Hi").boundingRect(with: .zero, options: [], context: nil)
        #expect(bounding.height == font.lineHeight && attributed.width > 0)
        _ = (begin, completion, beginContext, image)
    }
}
