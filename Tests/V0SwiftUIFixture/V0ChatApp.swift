import ChatRigSwiftUI

// The mental model: Your app is a thin, beautiful wrapper over your API
// Let the server do the heavy lifting; let SwiftUI create delight

// @main  (EDITS.md: a library module has no entry point)
struct V0ChatApp: App {
    var body: some Scene {
        WindowGroup {
            ChatContainerView()
        }
    }
}

