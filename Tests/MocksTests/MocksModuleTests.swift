import Testing
@testable import Mocks

@Suite struct MocksModuleTests {
    @Test func moduleLinks() { #expect(Bool(true)) }
}
