import Testing
@testable import Scenarios

@Suite struct ScenariosModuleTests {
    @Test func moduleLinks() { #expect(Bool(true)) }
}
