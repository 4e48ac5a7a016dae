import Testing

@Suite struct SeededMutatorTests {
    static let seeds: [[UInt8]] = ["name: tiny\nduration: 4s\n", "{\"runs\": [1, 2.5]}", ""].map { Array($0.utf8) }

    @Test func theSameSeedMakesTheSameMutants() {
        var first = SeededMutator(seed: 7, seeds: Self.seeds), second = SeededMutator(seed: 7, seeds: Self.seeds)
        for index in 0..<200 {
            let input = Self.seeds[index % Self.seeds.count]
            #expect(first.mutate(input) == second.mutate(input))
        }
    }

    @Test func mutantsDifferFromTheirSeedAndFromEachOther() {
        var mutator = SeededMutator(seed: 7, seeds: Self.seeds)
        let seed = Self.seeds[0]
        let mutants = (0..<200).map { _ in mutator.mutate(seed) }
        #expect(mutants.filter { $0 != seed }.count >= 190)
        #expect(Set(mutants).count >= 180)
    }
}
