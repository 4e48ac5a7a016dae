// The screen's UI framework: UIKit on iOS; on Linux, ChatRigUIKit — UIKit's names over
// ChatRig's headless collection view — so the same view controller and cell files build and
// are rehearsed in CI. The only `#if` the screen needs.
#if canImport(UIKit)
@_exported import UIKit
#else
@_exported import ChatRigUIKit
#endif
