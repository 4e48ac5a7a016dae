// swift-tools-version: 6.1
//
// ChatRig — rehearse a chat app's message list headlessly.
//
// Module layout and dependency direction:
//
//     ChatModel ← ListLayout ← Viewport ← Simulator ← Strategies ← Reporting ← ChatRigCLI ← chatrig
//     ListDiff ← Simulator;  Simulator ← Scenarios ← SuiteRunning;  Reporting ← ChatRigTesting
//     ChatModel ← RunResults ← Simulator, Scenarios (both re-export it), ReportModel
//     ReportModel ← ReportFormats ← ChangeJudging, SuiteRunning ← Reporting (their umbrella)
//
// RunResults is the results vocabulary (metrics, findings, frames, gates): the report
// modules (ReportModel, ReportFormats, ChangeJudging) read it and never depend on the
// engine, the scenario parser or Yams (Tests/ReportingTests/ReportingOffTheEngineTests.swift).
//
// PortableMath (exp, log, pow, sin, cos: the same bits everywhere) sits under every module
// whose figures use them. Mocks and MemoryProbe sit beside the chain and are used by the
// Simulator; Storage (SQLite) is used by SuiteRunning, which builds each scenario's stored
// history and knowledge base, and by ChangeJudging, which reads run history. Only the
// command line (and the deprecated entry points kept in Reporting) default to the bundled
// strategies.
// Every target's dependencies equal the modules its sources import, both ways
// (Tests/ReportingTests/PackageDependencyTests.swift checks it).
// jemalloc is linked into the `chatrig` executable (and the MemoryProbe tests) only:
// never into `Benchmarks/` (a package of its own), whose malloc interposer crashes alongside it.
import PackageDescription

let package = Package(
    name: "ChatRig",
    // macOS 14 and iOS 17 (the iOS of the same year): the libraries build for an app's iOS test
    // target; the command line and whatever starts a child process are macOS and Linux only.
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "chatrig", targets: ["chatrig"]),
        .library(name: "ChatRigCLI", targets: ["ChatRigCLI"]),
        .library(name: "ChatRigTesting", targets: ["ChatRigTesting"]),
        .library(name: "ChatModel", targets: ["ChatModel"]),
        .library(name: "ListDiff", targets: ["ListDiff"]),
        .library(name: "ListLayout", targets: ["ListLayout"]),
        .library(name: "Viewport", targets: ["Viewport"]),
        .library(name: "Mocks", targets: ["Mocks"]),
        .library(name: "Storage", targets: ["Storage"]),
        .library(name: "MemoryProbe", targets: ["MemoryProbe"]),
        .library(name: "RunResults", targets: ["RunResults"]),
        .library(name: "Simulator", targets: ["Simulator"]),
        .library(name: "Strategies", targets: ["Strategies"]),
        .library(name: "Scenarios", targets: ["Scenarios"]),
        .library(name: "Reporting", targets: ["Reporting"]),
        .library(name: "ReportModel", targets: ["ReportModel"]),
        .library(name: "ReportFormats", targets: ["ReportFormats"]),
        .library(name: "ChangeJudging", targets: ["ChangeJudging"]),
        .library(name: "SuiteRunning", targets: ["SuiteRunning"]),
        .library(name: "ChatRigUIKit", targets: ["ChatRigUIKit"]),
        .library(name: "ChatRigSwiftUI", targets: ["ChatRigSwiftUI"]),
        .library(name: "Calibration", targets: ["Calibration"]),
        .library(name: "PortableMath", targets: ["PortableMath"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", exact: "1.6.0"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", exact: "0.2.0"),
        .package(url: "https://github.com/onevcat/Rainbow", exact: "4.2.2"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        // MARK: Engine
        // The elementary functions (exp, log, pow, sin, cos) every deterministic figure uses,
        // computed by ChatRig from IEEE basic operations: the same bits on every platform.
        .target(name: "PortableMath"),
        .target(name: "ChatModel", dependencies: ["PortableMath"]),
        .target(name: "ListDiff"),
        .target(name: "ListLayout", dependencies: ["ChatModel"]),
        .target(name: "Viewport", dependencies: ["ChatModel", "ListLayout", "PortableMath"]),

        // MARK: The world around the list
        .target(name: "Mocks", dependencies: ["ChatModel", "PortableMath"]),
        .target(name: "Storage", dependencies: ["ChatModel", "RunResults", "CSQLite"]),
        // SQLite 3, the system's (the SDK's on macOS and iOS): Storage calls its C API directly.
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite3"])]),
        .target(name: "CJemallocShim"),
        .target(name: "MemoryProbe", dependencies: [
            "CJemallocShim",
            .product(name: "Histogram", package: "hdrhistogram-swift"),
        ]),

        // MARK: Results — what a run produces and what judges it: metrics, findings, frames, cost
        // attribution, expectations and gates, the marks pictures draw. A leaf (ChatModel at
        // most): the engine writes it, the parser decodes into it, every report module reads it.
        .target(name: "RunResults", dependencies: ["ChatModel"]),

        // MARK: Simulation and product
        .target(name: "Simulator", dependencies: [
            "RunResults", "ChatModel", "ListDiff", "ListLayout", "Viewport", "Mocks", "MemoryProbe", "PortableMath",
            .product(name: "DequeModule", package: "swift-collections"),
        ]),
        .target(name: "Strategies", dependencies: ["Simulator", "RunResults", "ChatModel", "ListDiff", "ListLayout", "Mocks", "Viewport"]),
        .target(name: "Scenarios", dependencies: [
            "Simulator", "RunResults", "Mocks", "ChatModel", "Viewport",
            .product(name: "Yams", package: "Yams"),
        ]),
        // MARK: Reporting, along its seams (one-way: ReportModel ← ReportFormats ← {ChangeJudging, SuiteRunning})
        // What a report says: runs, figures, frames and their pictures, shards.
        .target(name: "ReportModel", dependencies: [
            "RunResults",
            .product(name: "OrderedCollections", package: "swift-collections"),
        ]),
        // Writing and reading reports: JSON, Markdown, JUnit, HTML+SVG, Perfetto, baselines, folders.
        .target(name: "ReportFormats", dependencies: [
            "ReportModel", "RunResults", "CZlib",
            .product(name: "OrderedCollections", package: "swift-collections"),
        ]),
        // Judging change: compare, gates, statistics, stability, history.
        .target(name: "ChangeJudging", dependencies: [
            "ReportModel", "ReportFormats", "RunResults", "Storage",
            .product(name: "OrderedCollections", package: "swift-collections"),
        ]),
        // Running suites: plan, jobs, shards and merge, fixtures, sweep, replay. Takes its
        // controllers as a ``ControllerFactory``: it never chooses the bundled strategies.
        .target(name: "SuiteRunning", dependencies: [
            "ReportModel", "ReportFormats", "RunResults", "Scenarios", "Simulator", "Storage", "Mocks", "ChatModel", "MemoryProbe", "PortableMath",
        ]),
        // The four above under one import (`@_exported`), with the registry's conformance
        // to ``ControllerFactory`` and the deprecated entry points that default to the
        // bundled strategies, so a team's `import Reporting` compiles unchanged.
        .target(name: "Reporting", dependencies: [
            "ReportModel", "ReportFormats", "ChangeJudging", "SuiteRunning", "RunResults", "Scenarios", "Strategies", "Simulator",
        ]),
        // zlib, which every system has: a large suite's report.html carries its drawings deflated.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // Fitting a device profile to an Instruments recording (`chatrig calibrate`).
        .target(name: "Calibration", dependencies: ["Simulator", "RunResults", "ChatModel", "PortableMath"]),
        // The command line as a library (`ChatRig.main(strategies:)`), so a team's own
        // executable runs the full tool with its strategies added; `chatrig` is its
        // three-line executable.
        .target(
            name: "ChatRigCLI",
            dependencies: [
                "Reporting", "Scenarios", "Strategies", "Simulator", "Storage", "Calibration", "ChatModel", "ListLayout",
                "ChangeJudging", "ReportFormats", "ReportModel", "SuiteRunning", "RunResults",  // through Reporting too (ReExportedDependencyTests)
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Rainbow", package: "Rainbow"),
            ],
            path: "Sources/chatrig"
        ),
        .executableTarget(
            name: "chatrig",
            dependencies: ["ChatRigCLI"],
            path: "Sources/chatrig-main",
            linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]
        ),
        // UIKit's names and signatures over the headless collection view, so a team's view
        // controller and cell files compile against it as they are (`import ChatRigUIKit`).
        // Swift 5 language mode: its host runs the app's `@MainActor` code synchronously on the
        // rehearsal's thread (MainActorBridge), which Swift 6's region checks cannot express.
        .target(name: "ChatRigUIKit", dependencies: ["Simulator", "RunResults", "ChatModel", "ListDiff", "ListLayout", "Viewport", "PortableMath"],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        // Combine's names on Linux, where Apple's Combine does not exist: OpenCombine under
        // the module name `Combine`, so a team's `import Combine` compiles unchanged. Only
        // Linux builds depend on it; on Apple's systems `import Combine` is Apple's.
        .target(name: "Combine", dependencies: [
            "ChatRigUIKit",  // key-value observing publishers over its views' KVO (Linux has no KVO)
            .product(name: "OpenCombine", package: "OpenCombine"),
            .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            .product(name: "OpenCombineFoundation", package: "OpenCombine"),
        ]),
        // UniformTypeIdentifiers' `UTType` on Linux, where Apple's framework does not exist: a
        // file's `import UniformTypeIdentifiers` compiles unchanged, and SwiftUI's
        // `fileImporter(allowedContentTypes:)` takes it. Only Linux builds depend on it.
        .target(name: "UniformTypeIdentifiers"),
        // SwiftUI's names and signatures over the lazy-stack engine — views, state and
        // invalidation, scroll views and readers, lifecycle — so a team's view files compile
        // against it as they are. Swift 5 mode: the rehearsal's thread stands in for the main
        // actor when it calls the app's @MainActor views (MainActorBridge).
        .target(
            name: "ChatRigSwiftUI",
            dependencies: [
                "Simulator", "RunResults", "ChatModel", "ListLayout", "Viewport", "ChatRigUIKit",
                .byName(name: "Combine", condition: .when(platforms: [.linux])),
                .byName(name: "UniformTypeIdentifiers", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Running scenarios from a team's Swift Testing or XCTest tests.
        .target(name: "ChatRigTesting", dependencies: ["Reporting", "Scenarios", "Simulator", "Strategies", "ChatRigUIKit", "ChatRigSwiftUI", .byName(name: "Combine", condition: .when(platforms: [.linux])),
                                                 "ChangeJudging", "ReportFormats", "ReportModel", "SuiteRunning", "RunResults"]),
        // A chat screen's UIKit code (view controller, three cells, input bar, thinking
        // view, image grid) as written for UIKit, in Swift 5 mode: CI proves it compiles
        // against ChatRigUIKit with only the import line and selector call sites changed.
        .target(
            name: "IrisUIKitFixture",
            dependencies: ["ChatRigUIKit"],
            path: "Tests/IrisUIKitFixture",
            exclude: ["EDITS.md"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),

        // MARK: Tests — one target per module, plus the CLI end to end
        .testTarget(name: "PortableMathTests", dependencies: ["PortableMath"]),
        .testTarget(name: "ChatModelTests", dependencies: ["ChatModel"]),
        .testTarget(name: "ListDiffTests", dependencies: ["ListDiff", "ChatModel"]),
        .testTarget(name: "ListLayoutTests", dependencies: ["ListLayout", "ChatModel"]),
        .testTarget(name: "ViewportTests", dependencies: ["Viewport", "ListLayout", "ChatModel"]),
        .testTarget(name: "MocksTests", dependencies: ["Mocks", "ChatModel"], exclude: ["Fixtures/Streams"]),
        .testTarget(name: "StorageTests", dependencies: ["Storage", "ChatModel", "RunResults"], exclude: ["Fixtures"]),
        .testTarget(
            name: "MemoryProbeTests",
            dependencies: ["MemoryProbe"],
            linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]
        ),
        .testTarget(name: "SimulatorTests", dependencies: ["Simulator", "RunResults", "ChatModel", "ListLayout", "Viewport", "Mocks", "MemoryProbe"]),
        .testTarget(name: "StrategiesTests", dependencies: ["Strategies", "Simulator", "Mocks", "ChatModel", "ListLayout", "Reporting", "Scenarios",
                                                    "ChangeJudging", "ReportFormats", "ReportModel", "SuiteRunning", "RunResults"]),
        .testTarget(name: "ScenariosTests", dependencies: ["Scenarios", "RunResults", "Simulator", "Mocks", "ChatModel"]),
        .testTarget(name: "ReportModelTests", dependencies: ["ReportModel", "RunResults"]),
        // The bundled suite's page in a browser runs the suite: hence the runner and the strategies.
        .testTarget(name: "ReportFormatsTests", dependencies: [
            "ReportFormats", "ReportModel", "RunResults", "Scenarios", "Simulator", "SuiteRunning", "Reporting", "Strategies", "ChangeJudging",
        ]),
        // A thousand runs compared are also merged from shards: hence the runner.
        .testTarget(name: "ChangeJudgingTests", dependencies: [
            "ChangeJudging", "ReportFormats", "ReportModel", "RunResults", "SuiteRunning", "Reporting", "Scenarios", "Simulator", "ChatModel", "Storage",
        ]),
        // Suites run with the bundled strategies, a registry, through `Reporting`'s conformance.
        .testTarget(name: "SuiteRunningTests", dependencies: [
            "SuiteRunning", "ReportFormats", "ReportModel", "RunResults", "Reporting", "Scenarios", "Simulator", "Strategies", "ChatModel", "Mocks", "Storage",
            "ChangeJudging",
        ]),
        // What crosses the reporting modules (a flag through write, merge and compare; the
        // bundled suite's attribution and comment), the umbrella's compatibility, and the
        // package's dependency rules.
        .testTarget(name: "ReportingTests", dependencies: [
            "Reporting", "ReportModel", "ReportFormats", "ChangeJudging", "SuiteRunning", "RunResults", "Scenarios", "Simulator", "Strategies", "ChatModel",
        ]),
        .testTarget(name: "CalibrationTests", dependencies: ["Calibration", "Simulator", "RunResults", "Scenarios"]),
        .testTarget(name: "ChatRigCLITests", dependencies: ["chatrig", "ChatRigCLI", "ChatRigTesting", "Reporting", "Simulator", "Strategies", "Calibration",
                                                    "ChangeJudging", "ReportFormats", "ReportModel", "SuiteRunning", "RunResults"]),
        // A small screen in a module that imports ChatRigUIKit alone, for the face's tests.
        .target(
            name: "UIKitProbeFixture",
            dependencies: ["ChatRigUIKit"],
            path: "Tests/UIKitProbeFixture",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The same, in Swift 6 language mode, importing Foundation beside ChatRigUIKit.
        .target(name: "UIKitSwift6ProbeFixture", dependencies: ["ChatRigUIKit"], path: "Tests/UIKitSwift6ProbeFixture"),
        // Table-view chat screens in the styles of public UIKit chat code (an inverted tutorial
        // table, a changeset-driven table), written for these tests.
        .target(
            name: "UIKitTableChatFixture",
            dependencies: ["ChatRigUIKit"],
            path: "Tests/UIKitTableChatFixture",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // A public UIKit chat library (MIT) and its example, ported as a team would: EDITS.md.
        .target(
            name: "UIKitPublicChatFixture",
            dependencies: ["ChatUI", "ChatRigUIKit"],
            path: "Tests/UIKitPublicChatFixture",
            exclude: ["EDITS.md", "LICENSE"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Swift 5 mode, as a team's UIKit tests are: nonisolated test functions (Foundation on
        // Linux delivers `queue: .main` observers through a main queue a main-actor test would block).
        .testTarget(name: "ChatRigUIKitTests", dependencies: ["ChatRigUIKit", "IrisUIKitFixture", "UIKitProbeFixture", "UIKitSwift6ProbeFixture",
                                                       "UIKitTableChatFixture", "UIKitPublicChatFixture", "ChatRigTesting", "Simulator", "RunResults", "ChatModel",
                                                       "ListLayout"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        // The PersonalLLM design's SwiftUI message list as its document gives it, in Swift 5
        // mode: CI proves it compiles against ChatRigSwiftUI with only the edits its EDITS.md lists.
        .target(
            name: "PersonalLLMSwiftUIFixture",
            dependencies: ["ChatRigSwiftUI", "ChatRigUIKit", .byName(name: "Combine", condition: .when(platforms: [.linux]))],
            path: "Tests/PersonalLLMSwiftUIFixture",
            exclude: ["EDITS.md"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The SparkiFire design's SwiftUI chat screen (view model, bubble, chat view, voice
        // manager) and the V0Swift design's chat views, as their design documents give them, in
        // Swift 5 mode: CI proves they compile against ChatRigSwiftUI with only the edits their
        // EDITS.md lists (Speech and AVFoundation stubbed in the SparkiFire fixture).
        .target(
            name: "SparkiFireSwiftUIFixture",
            dependencies: ["ChatRigSwiftUI", "ChatRigUIKit", .byName(name: "Combine", condition: .when(platforms: [.linux]))],
            path: "Tests/SparkiFireSwiftUIFixture",
            exclude: ["EDITS.md"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .target(
            name: "V0SwiftUIFixture",
            dependencies: ["ChatRigSwiftUI", "ChatRigUIKit", .byName(name: "Combine", condition: .when(platforms: [.linux]))],
            path: "Tests/V0SwiftUIFixture",
            exclude: ["EDITS.md"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(name: "ChatRigSwiftUITests", dependencies: ["ChatRigSwiftUI", "ChatRigTesting", "Simulator", "ChatModel", "Scenarios", "Strategies",
                                                        "PersonalLLMSwiftUIFixture", "SparkiFireSwiftUIFixture", "V0SwiftUIFixture", "UIKitTableChatFixture", "RunResults", "ChatRigUIKit", "ListLayout",
                                                        .byName(name: "Combine", condition: .when(platforms: [.linux])),
                                                        .byName(name: "UniformTypeIdentifiers", condition: .when(platforms: [.linux]))]),
        .testTarget(name: "ChatRigTestingTests", dependencies: ["ChatRigTesting", "ChatModel", "Reporting", "Scenarios", "Simulator", "Strategies",
                                                        "ChangeJudging", "ReportFormats", "ReportModel", "SuiteRunning", "RunResults"]),

        // MARK: Fuzz harnesses — Fuzz/Package.swift builds them with libFuzzer and sanitizer
        // coverage (`make fuzz`); here the same sources build in this package's one build, and
        // FuzzHarnessTests runs every regression input, seed and seeded mutation on `make test`.
        .target(name: "FuzzHarnesses", dependencies: [
            "Calibration", "Mocks", "Reporting", "Scenarios", "Simulator", "Strategies",
            "ChangeJudging", "ReportFormats", "ReportModel", "SuiteRunning", "RunResults",  // through Reporting too (ReExportedDependencyTests)
        ], path: "Fuzz/Sources/FuzzHarnesses"),
        .testTarget(name: "FuzzHarnessTests", dependencies: ["FuzzHarnesses", "ChatModel"], path: "Fuzz/Tests/FuzzHarnessTests"),

        // MARK: Examples — Examples/Package.swift lays them out as a team's own package (which
        // builds ChatRig's modules again, minutes); here the same sources build and test in this
        // package's one build, so `make test` compiles ChatRig once. Not in any product.
        .target(name: "MessagesCoordinator", dependencies: ["Simulator", "RunResults", "Strategies", "ChatModel", "Viewport"],
                path: "Examples/MessagesCoordinator/Sources/MessagesCoordinator"),
        .executableTarget(name: "messages-rig", dependencies: ["MessagesCoordinator", "ChatRigCLI"],
                          path: "Examples/MessagesCoordinator/Sources/messages-rig",
                          linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]),
        .testTarget(name: "MessagesCoordinatorTests", dependencies: ["MessagesCoordinator", "messages-rig", "ChatRigTesting"],
                    path: "Examples/MessagesCoordinator/Tests/MessagesCoordinatorTests"),
        // Code written against the public API before the results vocabulary moved (issue 34),
        // with its imports as they were: it must keep compiling (additions only).
        .target(name: "PublicAPICompatibility", dependencies: [
            "ChatModel", "ReportModel", "Reporting", "Scenarios", "Simulator",
            "RunResults", "ChangeJudging", "ReportFormats", "SuiteRunning",  // reached through re-exports (ReExportedDependencyTests)
        ], path: "Examples/PublicAPICompatibility/Sources/PublicAPICompatibility"),
        .target(name: "ChatUI", dependencies: ["ChatRigUIKit"], path: "Examples/UIKitChat/Sources/ChatUI"),
        // UIKitChat also names ChatRigUIKit, which it reaches through ChatUI's `@_exported import`:
        // the incremental build recompiles a module only for changes in the modules it names, and
        // its compiled calls into ChatRigUIKit's classes (vtable slots) must follow every change.
        // Swift 5 mode: Swift 6 inserts main-queue checks into the screen's isolated closures,
        // which trap when its tests rehearse it off the main queue (README, threads).
        .target(name: "UIKitChat", dependencies: ["ChatUI", "ChatRigUIKit"], path: "Examples/UIKitChat/Sources/UIKitChat",
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "UIKitChatRehearsal", dependencies: ["UIKitChat", "ChatRigUIKit", "Simulator", "RunResults", "ChatModel", "Strategies"],
                path: "Examples/UIKitChat/Sources/UIKitChatRehearsal"),
        .executableTarget(name: "uikit-chat-rig", dependencies: ["UIKitChatRehearsal", "ChatRigCLI"],
                          path: "Examples/UIKitChat/Sources/uikit-chat-rig",
                          linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]),
        .testTarget(name: "UIKitChatTests", dependencies: ["UIKitChat", "UIKitChatRehearsal", "ChatRigTesting", "ChatRigUIKit", "Simulator", "RunResults", "ChatModel"],
                    path: "Examples/UIKitChat/Tests/UIKitChatTests"),
        // SwiftUIChat: a SwiftUI chat screen (an @Observable view model streaming a reply, a
        // ScrollViewReader following it) rehearsed through ChatRigSwiftUI, laid out as UIKitChat.
        .target(name: "ChatViews", dependencies: ["ChatRigSwiftUI", "ChatRigUIKit", .byName(name: "Combine", condition: .when(platforms: [.linux]))], path: "Examples/SwiftUIChat/Sources/ChatViews"),
        .target(name: "SwiftUIChat", dependencies: ["ChatViews", "ChatRigSwiftUI", "ChatRigUIKit", .byName(name: "Combine", condition: .when(platforms: [.linux]))], path: "Examples/SwiftUIChat/Sources/SwiftUIChat"),
        .target(name: "SwiftUIChatRehearsal", dependencies: ["SwiftUIChat", "ChatRigSwiftUI", "ChatRigUIKit", "Simulator", "RunResults", "ChatModel", .byName(name: "Combine", condition: .when(platforms: [.linux]))],
                path: "Examples/SwiftUIChat/Sources/SwiftUIChatRehearsal"),
        .executableTarget(name: "swiftui-chat-rig", dependencies: ["SwiftUIChatRehearsal", "ChatRigCLI"],
                          path: "Examples/SwiftUIChat/Sources/swiftui-chat-rig",
                          linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]),
        .testTarget(name: "SwiftUIChatTests", dependencies: ["SwiftUIChat", "SwiftUIChatRehearsal", "ChatRigTesting", "ChatRigSwiftUI", "ChatRigUIKit", "Simulator", "RunResults", "ChatModel",
                                                     .byName(name: "Combine", condition: .when(platforms: [.linux]))],
                    path: "Examples/SwiftUIChat/Tests/SwiftUIChatTests"),
    ]
)
