import Foundation

/// `UIPresentationController`, inert: the presented and presenting view controllers, as UIKit
/// declares it (`@MainActor class UIPresentationController: NSObject`,
/// `init(presentedViewController:presenting:)`; Apple, UIKit › UIPresentationController).
/// Nothing is presented on screen (README: `present(_:animated:completion:)` is recorded).
@MainActor @preconcurrency
open class UIPresentationController: NSObject {
    open private(set) var presentedViewController: UIViewController
    open private(set) var presentingViewController: UIViewController?
    /// `containerView`: nil (no presentation is laid out).
    open var containerView: UIView? { nil }
    open var presentedView: UIView? { presentedViewController.view }
    open var frameOfPresentedViewInContainerView: CGRect { .zero }
    /// `delegate`: kept, never called (no presentation is dismissed by the user).
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
    }
}

/// `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// `UIPopoverPresentationController`, inert: where a popover would point (`sourceView`,
/// `sourceRect`, `barButtonItem`, arrow directions) is kept; no popover is shown. A view
/// controller has one only while its `modalPresentationStyle` is `.popover` (Apple: "If the
/// modal presentation style is a different value, this property is nil").
@MainActor @preconcurrency
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// `arrowDirection`: `.unknown` until shown (never, here).
    open var arrowDirection: UIPopoverArrowDirection { .unknown }
    open var backgroundColor: UIColor?
    open var passthroughViews: [UIView]?
    open var canOverlapSourceViewRect = false
}

/// `UIAdaptivePresentationControllerDelegate`: every method optional; never called (a
/// rehearsal presents nothing the user could swipe away).
@MainActor @preconcurrency
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    /// The controller's own style: `.none` asks for no adaptation (Apple's value for "do not adapt").
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
}
