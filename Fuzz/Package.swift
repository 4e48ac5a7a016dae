// swift-tools-version: 6.1
//
// ChatRig's fuzz targets: libFuzzer harnesses for every parser a user's text reaches.
//
// A package of its own so that the root package's builds and `make test` never compile
// with sanitizer instrumentation. Build and run with `make fuzz` / `make fuzz-smoke`
// (Fuzz/fuzz.sh), which builds with `-sanitize=fuzzer` into Fuzz/.build.
//
// Each executable calls libFuzzer's `LLVMFuzzerRunDriver` from its own top-level code
// (FuzzSupport.FuzzDriver) instead of using libFuzzer's `main`: SwiftPM links every
// executable with `--defsym main=<Target>_main`, so the Swift entry point wins, and the
// `-parse-as-library` recipe fails to link (`undefined symbol 'FuzzX_main'`).
import PackageDescription

let package = Package(
    name: "ChatRigFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "ChatRig", path: ".."),
    ],
    targets: [
        .target(name: "CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"]),
        .target(name: "ValidateHarness", dependencies: [
            "FuzzSupport",
            .product(name: "Reporting", package: "ChatRig"),
            .product(name: "Scenarios", package: "ChatRig"),
        ]),

        // One executable per fuzz target; Fuzz/fuzz.sh lists them in the same order.
        .executableTarget(name: "FuzzScenario", dependencies: ["FuzzSupport", "ValidateHarness"]),
        .executableTarget(name: "FuzzDeviceProfile", dependencies: ["FuzzSupport", "ValidateHarness"]),
        .executableTarget(name: "FuzzStrategySpec", dependencies: [
            "FuzzSupport", "ValidateHarness",
            .product(name: "Scenarios", package: "ChatRig"),
            .product(name: "Strategies", package: "ChatRig"),
        ]),
        .executableTarget(name: "FuzzSSETranscript", dependencies: [
            "FuzzSupport",
            .product(name: "Mocks", package: "ChatRig"),
        ]),
        .executableTarget(name: "FuzzReportReader", dependencies: [
            "FuzzSupport",
            .product(name: "Reporting", package: "ChatRig"),
            .product(name: "Scenarios", package: "ChatRig"),
            .product(name: "Simulator", package: "ChatRig"),
        ]),
        .executableTarget(name: "FuzzEventLog", dependencies: [
            "FuzzSupport",
            .product(name: "Scenarios", package: "ChatRig"),
            .product(name: "Simulator", package: "ChatRig"),
        ]),
    ]
)
