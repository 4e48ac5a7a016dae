import Testing
@testable import ListDiff

@Suite struct ListDiffModuleTests {
    @Test func moduleLinks() { #expect(Bool(true)) }
}
