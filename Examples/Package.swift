// swift-tools-version: 6.1
//
// ChatRig's examples: each is a team's own list code rehearsed with ChatRig, laid out as it
// sits in the team's own package. They share this one package so ChatRig's modules are built
// once for all of them (a package per example built them again, minutes each, in CI).
//
//   MessagesCoordinator/
//     Sources/MessagesCoordinator   the coordinator, written as the app's UIKit one is
//     Sources/messages-rig          the full `chatrig` command with the coordinator added
//     Tests/MessagesCoordinatorTests a Swift Testing test that gates it on a scenario
//     Scenarios/                    the scenario
//
// Adding an example: a folder `<Name>/` with `Sources/<Name>/`, `Tests/<Name>Tests/` (and,
// if it has one, its executable under `Sources/<exe>/`), and one `Example` in `examples`
// below naming the ChatRig products each part uses. `make test-example` runs every example's
// tests in one build.
//
// A team's own package is this manifest with one example and the targets' default paths;
// its dependency is `.package(url: "…/ChatRig", from: "0.1.0")` where here it is the
// checkout one folder up.
import PackageDescription

/// One example: a library of the team's code, its tests, optionally its own executable.
struct Example {
    var name: String
    /// ChatRig products the library imports.
    var uses: [String]
    /// The example's own `chatrig`: its name and the ChatRig products it imports.
    var executable: (name: String, uses: [String])? = nil
    /// ChatRig products the tests import.
    var testsUse: [String] = ["ChatRigTesting"]
}

let examples: [Example] = [
    Example(
        name: "MessagesCoordinator",
        uses: ["Simulator", "Strategies", "ChatModel", "Viewport"],
        executable: (name: "messages-rig", uses: ["ChatRigCLI"])
    ),
]

func chatRig(_ products: [String]) -> [Target.Dependency] {
    products.map { .product(name: $0, package: "ChatRig") }
}

func targets(of example: Example) -> [Target] {
    let folder = example.name
    var targets: [Target] = [
        .target(name: example.name, dependencies: chatRig(example.uses), path: "\(folder)/Sources/\(example.name)"),
    ]
    var testDependencies: [Target.Dependency] = [.target(name: example.name)]
    if let executable = example.executable {
        targets.append(.executableTarget(
            name: executable.name,
            dependencies: [.target(name: example.name)] + chatRig(executable.uses),
            path: "\(folder)/Sources/\(executable.name)",
            // jemalloc gives the host memory figures; ChatRig links it on Linux only.
            linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]
        ))
        testDependencies.append(.target(name: executable.name))
    }
    targets.append(.testTarget(
        name: "\(example.name)Tests",
        dependencies: testDependencies + chatRig(example.testsUse),
        path: "\(folder)/Tests/\(example.name)Tests"
    ))
    return targets
}

func products(of example: Example) -> [Product] {
    var products: [Product] = [.library(name: example.name, targets: [example.name])]
    if let executable = example.executable {
        products.append(.executable(name: executable.name, targets: [executable.name]))
    }
    return products
}

/// UIKitChat: a chat screen written in the UIKit style and rehearsed through ChatRigUIKit.
/// Its code sits in more modules than the shape above, as a UIKit app's does:
///
///   UIKitChat/Sources/ChatUI              the one file that chooses UIKit (iOS) or ChatRigUIKit
///   UIKitChat/Sources/UIKitChat           the view controller and its cells, as the app ships them
///   UIKitChat/Sources/UIKitChatRehearsal  the rehearsal adapter (the scenario's events → the screen)
///   UIKitChat/Sources/uikit-chat-rig      the full `chatrig` command with the screen as a strategy
///   UIKitChat/Tests/UIKitChatTests        a Swift Testing gate on ChatRig's bundled scenarios
let uiKitChatTargets: [Target] = [
    .target(name: "ChatUI", dependencies: chatRig(["ChatRigUIKit"]), path: "UIKitChat/Sources/ChatUI"),
    // ChatRigUIKit too, though it comes through ChatUI's `@_exported import`: the incremental build
    // recompiles UIKitChat only for changes in the modules it names (see ChatRig's Package.swift).
    .target(name: "UIKitChat", dependencies: ["ChatUI"] + chatRig(["ChatRigUIKit"]), path: "UIKitChat/Sources/UIKitChat"),
    .target(
        name: "UIKitChatRehearsal",
        dependencies: ["UIKitChat"] + chatRig(["ChatRigUIKit", "Simulator", "ChatModel", "Strategies"]),
        path: "UIKitChat/Sources/UIKitChatRehearsal"
    ),
    .executableTarget(
        name: "uikit-chat-rig",
        dependencies: ["UIKitChatRehearsal"] + chatRig(["ChatRigCLI"]),
        path: "UIKitChat/Sources/uikit-chat-rig",
        linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]
    ),
    .testTarget(
        name: "UIKitChatTests",
        dependencies: ["UIKitChat", "UIKitChatRehearsal"] + chatRig(["ChatRigTesting", "ChatRigUIKit", "Simulator", "ChatModel"]),
        path: "UIKitChat/Tests/UIKitChatTests"
    ),
]

/// SwiftUIChat: a SwiftUI chat screen rehearsed through ChatRigSwiftUI, laid out as UIKitChat:
///
///   SwiftUIChat/Sources/ChatViews             the one file that chooses SwiftUI (iOS) or ChatRigSwiftUI
///   SwiftUIChat/Sources/SwiftUIChat           the views and the @Observable view model, as the app ships them
///   SwiftUIChat/Sources/SwiftUIChatRehearsal  the rehearsal adapter (the scenario's events → the view model)
///   SwiftUIChat/Sources/swiftui-chat-rig      the full `chatrig` command with the screen as a strategy
///   SwiftUIChat/Tests/SwiftUIChatTests        a Swift Testing gate on ChatRig's bundled scenarios
let swiftUIChatTargets: [Target] = [
    .target(name: "ChatViews", dependencies: chatRig(["ChatRigSwiftUI"]), path: "SwiftUIChat/Sources/ChatViews"),
    .target(name: "SwiftUIChat", dependencies: ["ChatViews"] + chatRig(["ChatRigSwiftUI"]), path: "SwiftUIChat/Sources/SwiftUIChat"),
    .target(
        name: "SwiftUIChatRehearsal",
        dependencies: ["SwiftUIChat"] + chatRig(["ChatRigSwiftUI", "Simulator", "RunResults", "ChatModel"]),
        path: "SwiftUIChat/Sources/SwiftUIChatRehearsal"
    ),
    .executableTarget(
        name: "swiftui-chat-rig",
        dependencies: ["SwiftUIChatRehearsal"] + chatRig(["ChatRigCLI"]),
        path: "SwiftUIChat/Sources/swiftui-chat-rig",
        linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]
    ),
    .testTarget(
        name: "SwiftUIChatTests",
        dependencies: ["SwiftUIChat", "SwiftUIChatRehearsal"] + chatRig(["ChatRigTesting", "ChatRigSwiftUI", "Simulator", "RunResults", "ChatModel"]),
        path: "SwiftUIChat/Tests/SwiftUIChatTests"
    ),
]

let package = Package(
    name: "ChatRigExamples",
    platforms: [.macOS(.v14)],
    products: examples.flatMap(products(of:)) + [
        .library(name: "UIKitChat", targets: ["UIKitChat"]),
        .executable(name: "uikit-chat-rig", targets: ["uikit-chat-rig"]),
        .library(name: "SwiftUIChat", targets: ["SwiftUIChat"]),
        .executable(name: "swiftui-chat-rig", targets: ["swiftui-chat-rig"]),
    ],
    dependencies: [
        .package(name: "ChatRig", path: ".."),
    ],
    targets: examples.flatMap(targets(of:)) + uiKitChatTargets + swiftUIChatTargets + [
        // Code written against ChatRig's public API before the results vocabulary moved to
        // RunResults (issue 34), with the products and imports it had: it compiles unchanged.
        .target(
            name: "PublicAPICompatibility",
            dependencies: chatRig(["ChatModel", "ReportModel", "Reporting", "Scenarios", "Simulator"]),
            path: "PublicAPICompatibility/Sources/PublicAPICompatibility"
        ),
    ]
)
