// `import SwiftUI` brings Foundation, Observation and Combine's `ObservableObject` with it;
// so does its face. On Linux `Combine` is OpenCombine under Combine's name (the `Combine`
// target); on Apple's systems it is Apple's.
@_exported import Foundation
@_exported import Observation
@_exported import Combine
