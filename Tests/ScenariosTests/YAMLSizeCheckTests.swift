import Foundation
import Testing
@testable import Scenarios

/// `aN: &aN [*aN-1, *aN-1]` for N in 1...`levels`, then `*a<levels>` used once more, as a
/// key (the file) or as a value: it stands for 2^(levels+2) − 1 nodes.
func doublingAliases(levels: Int, lastAsKey: Bool = true) -> String {
    var lines = ["a0: &a0 [x, x]"]
    for level in 1...levels { lines.append("a\(level): &a\(level) [*a\(level - 1), *a\(level - 1)]") }
    lines += lastAsKey ? ["? *a\(levels)", ": v"] : ["last: *a\(levels)"]
    return lines.joined(separator: "\n") + "\n"
}

@Suite("YAML size is checked before the tree is built")
struct YAMLSizeCheckTests {
    @Test func doublingAliasesAreRefusedAtTheAliasThatCrossesTheBound() {
        // The 31-line file: a28 alone would stand for 2^30 nodes.
        let yaml = doublingAliases(levels: 28)
        #expect(yaml.split(separator: "\n").count == 31)
        // Line 15 is a14: [*a13, *a13]. Each *a13 stands for 2^15 − 1 = 32 767 nodes; the
        // file holds 98 302 before the second one, which takes it past 100 000.
        #expect(errorLines(yaml) == [
            "test.yaml:15:18: error: alias '*a13' takes the file past 100000 YAML nodes (aliases count every node they repeat)",
        ])
        #expect(errors(yaml).map(\.kind) == [.outOfRange])
    }

    @Test func aliasesWithinTheBoundAreCountedAndAccepted() {
        // a10 stands for 4 095 nodes; the whole file holds about 12 000.
        #expect(YAMLSizeCheck.problem(in: doublingAliases(levels: 10, lastAsKey: false), path: "t.yaml") == nil)
        // As a key, the same alias is a list where a name belongs.
        #expect(YAMLSizeCheck.problem(in: doublingAliases(levels: 10), path: "t.yaml")?.description
            == "t.yaml:12:3: error: mapping keys must be names, found a list")
    }

    @Test func repeatedAliasesOfABigScalarAreCountedByTheirText() {
        let big = String(repeating: "x", count: 100_000)
        let yaml = "a: &t \(big)\nb: [" + Array(repeating: "*t", count: 50).joined(separator: ", ") + "]\n"
        let problem = YAMLSizeCheck.problem(in: yaml, path: "t.yaml")
        // 100 000 bytes at a time: the 42nd copy (41 aliases and the anchor) passes 4 MiB.
        #expect(problem?.description == "t.yaml:2:\(5 + 4 * 40): error: alias '*t' takes the file past 4194304 bytes of text (aliases count the text they repeat)")
    }

    @Test func nestingDeeperThanTheBoundIsRefusedWhereItStarts() {
        let flow = "name: x\nx: " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\n"
        #expect(errorLines(flow) == ["test.yaml:2:35: error: lists and mappings are nested more than 32 deep"])
        let block = "name: x\nx:\n" + (0..<40).map { String(repeating: " ", count: $0 + 2) + "k\($0):\n" }.joined()
        #expect(errorLines(block) == ["test.yaml:34:34: error: lists and mappings are nested more than 32 deep"])
        // Past libyaml's own bound (1 000), it stops while scanning ahead; same message.
        let deep = "x: " + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000) + "\n"
        #expect(errorLines(deep) == ["test.yaml:1:5: error: lists and mappings are nested more than 32 deep"])
    }

    @Test func listsAndMappingsAsKeysAreRefusedAtTheKey() {
        #expect(errorLines("name: x\n? [a, b]\n: 1\n") == ["test.yaml:2:3: error: mapping keys must be names, found a list"])
        #expect(errorLines("name: x\n{a: 1}: 2\n") == ["test.yaml:2:1: error: mapping keys must be names, found a mapping"])
        // Repeated alias keys used to be reported as '<uncovertable>'.
        let repeated = "name: x\na: &x [1]\nb:\n  *x : 1\n  *x : 2\n"
        #expect(errorLines(repeated) == ["test.yaml:4:3: error: mapping keys must be names, found a list"])
    }

    @Test func repeatedAliasOfANameIsADuplicateKeyNamedByItsText() {
        let lines = errorLines("name: x\nx: &k seed\n*k : 1\n*k : 2\n")
        #expect(lines == ["test.yaml:4:1: error: duplicate key 'seed' in one mapping (first at line 3); each key may appear once"])
        // Quoting does not make a name another key.
        #expect(errorLines("name: x\nseed: 1\n\"seed\": 2\n") == [
            "test.yaml:3:1: error: duplicate key 'seed' in one mapping (first at line 2); each key may appear once",
        ])
    }

    @Test func syntaxErrorsAreLeftToTheParser() {
        #expect(YAMLSizeCheck.problem(in: "a: [1, 2\n", path: "t.yaml") == nil)
        #expect(errors("a: [1, 2\n").map(\.kind) == [.syntax])
    }
}
