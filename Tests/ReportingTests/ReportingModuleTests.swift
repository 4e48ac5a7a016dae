import Testing
@testable import Reporting

@Suite struct ReportingModuleTests {
    @Test func moduleLinks() { #expect(Bool(true)) }
}
