// `import SwiftUI` brings Foundation, Observation and Combine's `ObservableObject` with it;
// so does its face. On Linux `Combine` is OpenCombine under Combine's name (the `Combine`
// target); on Apple's systems it is Apple's.
@_exported import Foundation
@_exported import Observation
@_exported import Combine
// On iOS `import SwiftUI` brings UIKit's names too (`UIColor`, `UIImage`, `UIViewRepresentable`'s
// views): here ChatRigUIKit's.
@_exported import ChatRigUIKit
