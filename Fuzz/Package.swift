// swift-tools-version: 6.1
//
// ChatRig's fuzz targets: libFuzzer harnesses for every parser a user's text reaches.
//
// A package of its own so that the root package's builds and `make test` never compile
// with sanitizer instrumentation. Build and run with `make fuzz` / `make fuzz-smoke`
// (Fuzz/fuzz.sh), which builds with `-sanitize=fuzzer` into Fuzz/.build.
//
// The executable calls libFuzzer's `LLVMFuzzerRunDriver` from its own top-level code
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
        // The harnesses: plain code, which the root package also compiles and its tests
        // (FuzzHarnessTests) run on every regression input, seed and seeded mutation.
        .target(name: "FuzzHarnesses", dependencies: [
            .product(name: "Calibration", package: "ChatRig"),
            .product(name: "Mocks", package: "ChatRig"),
            .product(name: "Reporting", package: "ChatRig"),
            .product(name: "Scenarios", package: "ChatRig"),
            .product(name: "Simulator", package: "ChatRig"),
            .product(name: "Strategies", package: "ChatRig"),
        ]),
        .target(name: "CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer", "FuzzHarnesses"]),
        // One executable for every target (`chatrig-fuzz TARGET …`); Fuzz/fuzz.sh runs them.
        .executableTarget(name: "chatrig-fuzz", dependencies: ["FuzzSupport"]),
    ]
)
