/// `UIPreviewParameters`: inert.
@MainActor @preconcurrency
open class UIPreviewParameters {
    open var backgroundColor: UIColor!
    open var visiblePath: UIBezierPath?
    open var shadowPath: UIBezierPath?
    public init() {}
}

/// `UIPreviewTarget`: inert — where a preview would be placed.
@MainActor @preconcurrency
open class UIPreviewTarget {
    public let container: UIView
    public let center: CGPoint
    public let transform: CGAffineTransform
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
    }
    public convenience init(container: UIView, center: CGPoint) { self.init(container: container, center: center, transform: .identity) }
}

/// `UITargetedPreview`: inert — the view a context menu would lift (no menu is shown).
@MainActor @preconcurrency
open class UITargetedPreview {
    public let view: UIView
    public let parameters: UIPreviewParameters
    public let target: UIPreviewTarget?
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
    }
    public init(view: UIView, parameters: UIPreviewParameters) {
        self.view = view
        self.parameters = parameters
        target = nil
    }
    public convenience init(view: UIView) { self.init(view: view, parameters: UIPreviewParameters()) }
}

/// `UIContextMenuInteractionAnimating`: what a context menu's appearance or dismissal hands
/// its delegate (never handed here: no menu is shown).
@MainActor @preconcurrency
public protocol UIContextMenuInteractionAnimating: AnyObject {
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}
