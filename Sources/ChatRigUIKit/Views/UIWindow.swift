import Simulator

/// `UIWindow`: the rehearsal's one window, which holds the view controller's root view.
///
/// `UIView.window` is this window for a view in the rehearsed screen's hierarchy, nil for a
/// view outside it (not yet added, removed, or made outside a rehearsal) — what apps test
/// to decide whether the screen is visible (`view.window != nil`) before scrolling or
/// animating. Its bounds are the device's screen.
@MainActor @preconcurrency
open class UIWindow: UIView {
    open var rootViewController: UIViewController?
    open var windowLevel: CGFloat = 0
    open private(set) var isKeyWindow = false
    /// `windowScene`: inert.
    open var windowScene: UIWindowScene?

    /// `makeKeyAndVisible()`: the window becomes the key window.
    open func makeKeyAndVisible() { isKeyWindow = true }
    open func makeKey() { isKeyWindow = true }
}

/// `UIWindowScene`: inert.
@MainActor @preconcurrency
open class UIWindowScene: NSObject {
    open var windows: [UIWindow] = []
    open var screen: UIScreen { UIScreen.main }
    /// `interfaceOrientation`: the rehearsed screen's — portrait unless wider than tall.
    open var interfaceOrientation: UIInterfaceOrientation {
        let bounds = screen.bounds
        return bounds.width > bounds.height ? .landscapeRight : .portrait
    }
}

/// `UIInterfaceOrientation`, with UIKit's raw values.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// `UIScreen`: `UIScreen.main`'s `bounds` are the rehearsed device's screen (the device
/// profile's size, in points) inside a rehearsal — what a cell computing its width from the
/// screen reads — and `scale` is 3 (an estimate: ChatRig's figures are in points).
@MainActor @preconcurrency
open class UIScreen: NSObject {
    /// `UIScreen.main`: the current rehearsal's screen.
    public class var main: UIScreen { UIScreen() }

    /// `bounds`: the device's screen in a rehearsal, zero outside one.
    open var bounds: CGRect {
        guard let size = UIKitRun.current?.context.collectionView.bounds.size else { return .zero }
        return CGRect(x: 0, y: 0, width: size.width, height: size.height)
    }
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    open var scale: CGFloat { 3 }
    open var nativeScale: CGFloat { scale }
    open var maximumFramesPerSecond: Int { 120 }
    open var traitCollection: UITraitCollection { UITraitCollection() }
    /// `coordinateSpace`, `fixedCoordinateSpace`: the screen's bounds; the rehearsed screen is
    /// in portrait, where the two coincide (Apple: the fixed space is "in a portrait-up
    /// orientation"), so converting between them leaves points as they are.
    open var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(bounds: bounds) }
    open var fixedCoordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(bounds: bounds) }
}

/// `UICoordinateSpace`, adopted by the screen's spaces and by every view (as in UIKit): a
/// view converts to and from a view through their frames, and to and from a screen space
/// through the window's coordinates.
@MainActor @preconcurrency
public protocol UICoordinateSpace: AnyObject {
    var bounds: CGRect { get }
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

/// One of the screen's coordinate spaces (portrait: all share one origin).
final class ScreenCoordinateSpace: UICoordinateSpace {
    let bounds: CGRect
    init(bounds: CGRect) { self.bounds = bounds }
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint { point }
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint { point }
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
}

extension UIView: UICoordinateSpace {
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convert(point, to: coordinateSpace as? UIView)
    }
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convert(point, from: coordinateSpace as? UIView)
    }
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        convert(rect, to: coordinateSpace as? UIView)
    }
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        convert(rect, from: coordinateSpace as? UIView)
    }
}
