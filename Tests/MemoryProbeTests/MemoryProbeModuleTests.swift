import Testing
@testable import MemoryProbe

@Suite struct MemoryProbeModuleTests {
    @Test func moduleLinks() { #expect(Bool(true)) }
}
