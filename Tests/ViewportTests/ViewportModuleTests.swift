import Testing
@testable import Viewport

@Suite struct ViewportModuleTests {
    @Test func moduleLinks() { #expect(Bool(true)) }
}
