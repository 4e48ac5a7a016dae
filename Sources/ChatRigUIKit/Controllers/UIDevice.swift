import Foundation

/// The interface a device has: UIKit's `UIUserInterfaceIdiom`, raw values as UIKit's.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// A device's physical orientation: UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The device: UIKit's `UIDevice` (`@MainActor`, `UIDevice.current`). The rehearsal runs on
/// an iPhone held in portrait, as its viewport is a phone's: `userInterfaceIdiom` is
/// `.phone`, so a screen's `== .pad` branches take the phone's path on every platform.
/// Names and versions are fixed strings, not the host's (the same on every platform).
@MainActor @preconcurrency
open class UIDevice: NSObject {
    /// The device the app runs on.
    public static let current = UIDevice()

    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    open var orientation: UIDeviceOrientation { .portrait }
    open var name: String { "iPhone" }
    open var model: String { "iPhone" }
    open var localizedModel: String { "iPhone" }
    open var systemName: String { "iOS" }
    open var systemVersion: String { "18.0" }
    open var identifierForVendor: UUID? { nil }
    open var isMultitaskingSupported: Bool { true }
    open var isGeneratingDeviceOrientationNotifications: Bool { false }
    open func beginGeneratingDeviceOrientationNotifications() {}
    open func endGeneratingDeviceOrientationNotifications() {}
}

extension UITraitCollection {
    /// The interface idiom: `.phone`, as ``UIDevice``.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
}
