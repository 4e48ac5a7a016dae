// The screen's UI framework: SwiftUI on iOS; elsewhere — Linux CI, a Mac running the tests —
// ChatRigSwiftUI, SwiftUI's names over ChatRig's headless lazy stack, so the same view files
// build and are rehearsed. The only `#if` the screen needs. (`os(iOS)`, not
// `canImport(SwiftUI)`: a Mac has SwiftUI, and the rehearsal needs the face.)
#if os(iOS)
@_exported import SwiftUI
#else
@_exported import ChatRigSwiftUI
#endif
