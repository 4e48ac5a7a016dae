/// `UIDevice`: the rehearsed device — an iPhone (`userInterfaceIdiom` `.phone`) whose
/// orientation follows the rehearsal's screen (portrait when it is taller than wide, else
/// landscape left) once the app asked for orientation notifications, and is `.unknown`
/// before, as Apple documents ("the value of this property always returns 0 unless
/// orientation notifications have been enabled by calling
/// beginGeneratingDeviceOrientationNotifications()",
/// https://developer.apple.com/documentation/uikit/uidevice/orientation). The names and
/// version are fixed strings (estimates of a current iPhone: "iPhone", "iOS", "17.0"); no
/// orientation notification is ever posted (the screen does not rotate in a rehearsal).
@MainActor @preconcurrency
open class UIDevice: NSObject {
    /// `UIDevice.current`: the current rehearsal's device (a fresh one outside a rehearsal).
    public class var current: UIDevice { UIKitRun.current?.device ?? UIDevice() }

    open var name: String { "iPhone" }
    open var model: String { "iPhone" }
    open var localizedModel: String { "iPhone" }
    open var systemName: String { "iOS" }
    open var systemVersion: String { "17.0" }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    open var identifierForVendor: UUID? { nil }
    open var isMultitaskingSupported: Bool { true }
    /// `isGeneratingDeviceOrientationNotifications`: nested begin/end calls counted.
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationRequests > 0 }
    private var orientationRequests = 0

    /// `orientation`: see the type's note.
    open var orientation: UIDeviceOrientation {
        guard isGeneratingDeviceOrientationNotifications else { return .unknown }
        let screen = UIScreen.main.bounds
        return screen.width > screen.height ? .landscapeLeft : .portrait
    }
    open func beginGeneratingDeviceOrientationNotifications() { orientationRequests += 1 }
    open func endGeneratingDeviceOrientationNotifications() { orientationRequests = max(0, orientationRequests - 1) }

    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

/// `UIUserInterfaceIdiom`, with UIKit's raw values.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// `UIDeviceOrientation`, with UIKit's raw values.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
