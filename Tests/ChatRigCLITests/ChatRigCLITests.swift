import Testing

@Suite struct ChatRigCLITests {
    @Test func placeholder() { #expect(Bool(true)) }
}
