// swift-tools-version: 6.1
//
// A team's own list coordinator, rehearsed with ChatRig from the team's own package:
//
//   Sources/MessagesCoordinator   the coordinator, written as the app's UIKit one is
//   Sources/messages-rig          the full `chatrig` command with the coordinator added
//   Tests/                        a Swift Testing test that gates it on a scenario
//   Scenarios/                    the scenario
//
// In a real project the dependency is `.package(url: "…/ChatRig", from: "0.1.0")`; here it
// is the checkout two folders up.
import PackageDescription

let package = Package(
    name: "MessagesCoordinator",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "ChatRig", path: "../.."),
    ],
    targets: [
        .target(name: "MessagesCoordinator", dependencies: [
            .product(name: "Simulator", package: "ChatRig"),
            .product(name: "Strategies", package: "ChatRig"),
            .product(name: "ChatModel", package: "ChatRig"),
            .product(name: "Viewport", package: "ChatRig"),
        ]),
        .executableTarget(
            name: "messages-rig",
            dependencies: ["MessagesCoordinator", .product(name: "ChatRigCLI", package: "ChatRig")],
            // jemalloc gives the host memory figures; ChatRig links it on Linux only.
            linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]
        ),
        .testTarget(name: "MessagesCoordinatorTests", dependencies: [
            "MessagesCoordinator", "messages-rig",
            .product(name: "ChatRigTesting", package: "ChatRig"),
        ]),
    ]
)
