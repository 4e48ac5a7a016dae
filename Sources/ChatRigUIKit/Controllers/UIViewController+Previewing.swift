/// 3D Touch peek and pop (deprecated in iOS 13 for context menus), inert: no force touch is
/// made, so a registered source is kept and its delegate never asked.

/// `UIViewControllerPreviewing`.
@MainActor @preconcurrency
public protocol UIViewControllerPreviewing: AnyObject {
    var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { get }
    var delegate: any UIViewControllerPreviewingDelegate { get }
    var sourceView: UIView { get }
    var sourceRect: CGRect { get set }
}

/// `UIViewControllerPreviewingDelegate`.
@MainActor @preconcurrency
public protocol UIViewControllerPreviewingDelegate: AnyObject {
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController?
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController)
}

extension UIViewController {
    /// `registerForPreviewing(with:sourceView:)`: a previewing context over the source view,
    /// its `sourceRect` the view's bounds (UIKit's default).
    @discardableResult
    public func registerForPreviewing(with delegate: any UIViewControllerPreviewingDelegate,
                                      sourceView: UIView) -> any UIViewControllerPreviewing {
        PreviewingContext(delegate: delegate, sourceView: sourceView)
    }
    public func unregisterForPreviewing(withContext previewing: any UIViewControllerPreviewing) {}
}

/// The context `registerForPreviewing(with:sourceView:)` hands back.
@MainActor
final class PreviewingContext: UIViewControllerPreviewing {
    let previewingGestureRecognizerForFailureRelationship = UIGestureRecognizer()
    let delegate: any UIViewControllerPreviewingDelegate
    let sourceView: UIView
    var sourceRect: CGRect

    init(delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView) {
        self.delegate = delegate
        self.sourceView = sourceView
        sourceRect = sourceView.bounds
    }
}
