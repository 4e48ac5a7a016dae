// UIKit re-exports Foundation; so does its face. On Linux Foundation's value types live in
// FoundationEssentials, imported here directly so that this module's `NotificationCenter`
// shadows Foundation's for a file that imports only ChatRigUIKit.
@_exported import Dispatch
@_exported import Foundation
#if canImport(FoundationEssentials)
@_exported import FoundationEssentials
#endif

/// `CFTimeInterval` (CoreFoundation, which UIKit brings): seconds.
public typealias CFTimeInterval = Double
