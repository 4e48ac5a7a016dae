// UIKit re-exports Foundation and Dispatch; so does its face, which declares none of their
// names again: a file that imports Foundation and ChatRigUIKit sees one `NotificationCenter`,
// one `DispatchQueue`, one `RunLoop` — Foundation's and Dispatch's.
@_exported import Dispatch
@_exported import Foundation
#if canImport(FoundationEssentials)
@_exported import FoundationEssentials
#endif

/// `CFTimeInterval` (CoreFoundation, which UIKit brings): seconds.
public typealias CFTimeInterval = Double
