import Testing
@testable import Storage

@Suite struct StorageModuleTests {
    @Test func moduleLinks() { #expect(Bool(true)) }
}
