// swift-tools-version: 6.1
//
// A chat screen written in the UIKit style, rehearsed with ChatRig through ChatRigUIKit:
//
//   Sources/ChatUI              the one file that chooses UIKit (iOS) or ChatRigUIKit (Linux)
//   Sources/UIKitChat           the view controller and its cells, as the app ships them
//   Sources/UIKitChatRehearsal  the rehearsal adapter (the scenario's events → the screen)
//   Sources/uikit-chat-rig      the full `chatrig` command with the screen as a strategy
//   Tests/                      a Swift Testing gate on ChatRig's bundled scenarios
//
// In a real project the dependency is `.package(url: "…/ChatRig", from: "0.1.0")`; here it
// is the checkout two folders up.
import PackageDescription

let package = Package(
    name: "UIKitChat",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "ChatRig", path: "../.."),
    ],
    targets: [
        .target(name: "ChatUI", dependencies: [
            .product(name: "ChatRigUIKit", package: "ChatRig"),
        ]),
        .target(name: "UIKitChat", dependencies: ["ChatUI"]),
        .target(name: "UIKitChatRehearsal", dependencies: [
            "UIKitChat",
            .product(name: "ChatRigUIKit", package: "ChatRig"),
            .product(name: "Simulator", package: "ChatRig"),
            .product(name: "ChatModel", package: "ChatRig"),
            .product(name: "Strategies", package: "ChatRig"),
        ]),
        .executableTarget(
            name: "uikit-chat-rig",
            dependencies: ["UIKitChatRehearsal", .product(name: "ChatRigCLI", package: "ChatRig")],
            // jemalloc gives the host memory figures; ChatRig links it on Linux only.
            linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]
        ),
        .testTarget(name: "UIKitChatTests", dependencies: [
            "UIKitChat", "UIKitChatRehearsal",
            .product(name: "ChatRigTesting", package: "ChatRig"),
            .product(name: "ChatRigUIKit", package: "ChatRig"),
            .product(name: "Simulator", package: "ChatRig"),
            .product(name: "ChatModel", package: "ChatRig"),
        ]),
    ]
)
