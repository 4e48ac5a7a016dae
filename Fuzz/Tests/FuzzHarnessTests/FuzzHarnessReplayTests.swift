import Foundation
import FuzzHarnesses
import Testing

/// Every fuzz target's harness, run from the test build on each `make test`: the inputs that
/// once crashed (Fuzz/Regressions/<target>/), every seed, and seeded mutations of the seeds.
/// Coverage-guided fuzzing of the same harnesses is `make fuzz` (Fuzz/fuzz.sh).
@Suite struct FuzzHarnessReplayTests {
    /// Mutants per target: enough to reach each reader's error paths and limits many times
    /// over (the suite takes a few seconds of CPU in a debug build).
    static let mutantsPerTarget = 2_000

    static let targets = FuzzTargets.all.map { $0.target }

    static func harness(_ target: String) throws -> any FuzzHarness {
        try #require(FuzzTargets.named(target), "no fuzz target named \(target)").init()
    }

    @Test(arguments: targets)
    func everyRegressionInputStillPasses(target: String) throws {
        let harness = try Self.harness(target)
        let folder = Repository.root.appendingPathComponent("Fuzz/Regressions/\(target)")
        let files = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.path < $1.path }
        for file in files {
            #expect(throws: Never.self, "\(file.lastPathComponent)") {
                _ = try harness.run(bytes: Array(try Data(contentsOf: file)))
            }
        }
    }

    @Test(arguments: targets)
    func everySeedPasses(target: String) throws {
        let harness = try Self.harness(target)
        let seeds = try harness.seeds()
        #expect(!seeds.isEmpty)
        for seed in seeds {
            #expect(throws: Never.self, "\(seed.name)") { _ = try harness.run(bytes: seed.bytes) }
        }
    }

    /// The mutants reach different answers — accepted inputs and errors at many places — so
    /// the harness reads what it is given.
    @Test(arguments: targets)
    func seededMutationsOfTheSeedsPass(target: String) throws {
        let harness = try Self.harness(target)
        let seeds = try harness.seeds().map(\.bytes)
        var mutator = SeededMutator(seed: 0xF022, seeds: seeds)
        var outcomes: Set<String> = []
        for index in 0..<Self.mutantsPerTarget {
            let input = mutator.mutate(seeds[index % seeds.count])
            do {
                outcomes.insert(try harness.run(bytes: input))
            } catch {
                Issue.record("mutant \(index) of seed \(index % seeds.count): \(error)\ninput: \(String(decoding: input, as: UTF8.self))")
            }
        }
        #expect(outcomes.count >= Self.mutantsPerTarget / 10, "\(outcomes.count) different outcomes")
    }

    /// Fuzz/fuzz.sh fuzzes every target, in the harnesses' order.
    @Test func theFuzzScriptRunsEveryTarget() throws {
        let script = try String(contentsOf: Repository.root.appendingPathComponent("Fuzz/fuzz.sh"), encoding: .utf8)
        let line = try #require(script.split(separator: "\n").first { $0.hasPrefix("all_targets=(") })
        let listed = line.dropFirst("all_targets=(".count).prefix { $0 != ")" }.split(separator: " ").map(String.init)
        #expect(listed == Self.targets)
    }
}
