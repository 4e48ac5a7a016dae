import Testing
@testable import ListLayout

@Suite struct ListLayoutModuleTests {
    @Test func moduleLinks() { #expect(Bool(true)) }
}
