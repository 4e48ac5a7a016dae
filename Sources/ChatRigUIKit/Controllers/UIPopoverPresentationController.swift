/// `UIPopoverPresentationController`, inert: its anchor is kept; nothing is shown.
@MainActor @preconcurrency
open class UIPopoverPresentationController: NSObject {
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    open weak var delegate: (any UIPopoverPresentationControllerDelegate)?
}

/// `UIPopoverArrowDirection`, with UIKit's raw values.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

/// `UIPopoverPresentationControllerDelegate` (declared; never asked).
@MainActor @preconcurrency
public protocol UIPopoverPresentationControllerDelegate: AnyObject {}
