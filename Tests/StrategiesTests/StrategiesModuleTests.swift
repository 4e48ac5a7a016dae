import Testing
@testable import Strategies

@Suite struct StrategiesModuleTests {
    @Test func moduleLinks() { #expect(Bool(true)) }
}
