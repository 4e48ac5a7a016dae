// swift-tools-version: 6.1
//
// ChatRig's micro-benchmarks (ordo-one/package-benchmark): `make bench`, or
// `swift package --package-path Benchmarks benchmark`.
//
// A package of its own, beside ChatRig (a path dependency on it), so that ChatRig's own
// builds and `make test` never compile package-benchmark, its host tools and its malloc
// interposer: ChatRig's build stays as small as running it needs. Each benchmark is a
// folder here (package-benchmark finds the targets whose folder sits in one named
// `Benchmarks`); its name has no spaces or `/`. jemalloc is never linked here: the malloc
// interposer crashes beside it.
import PackageDescription

let package = Package(
    name: "ChatRigBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "ChatRig", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: []
)

/// Each benchmark and the ChatRig modules it measures.
let benchmarks: [(name: String, modules: [String])] = [
    ("DiffBenchmarks", ["ListDiff", "ChatModel"]),
    ("LayoutBenchmarks", ["ListLayout", "Viewport", "ChatModel", "Mocks"]),
    ("StorageBenchmarks", ["Storage", "ChatModel"]),
    ("MocksBenchmarks", ["Mocks", "ChatModel"]),
    ("ReplayBenchmarks", ["Simulator", "Strategies", "Scenarios", "Storage", "Mocks", "ChatModel", "Reporting"]),
]

for benchmark in benchmarks {
    package.targets.append(
        .executableTarget(
            name: benchmark.name,
            dependencies: benchmark.modules.map { .product(name: $0, package: "ChatRig") }
                + [.product(name: "Benchmark", package: "benchmark")],
            path: benchmark.name,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    )
}
