import Foundation
import Testing

/// The peak memory `MeasuredRun` reports is the command's own, whatever the test process holds.
@Suite struct MeasuredRunTests {
    /// Before GNU time read it, a child spawned from a test process that had grown past
    /// 256 MiB reported the test process's own peak (Linux's `exec` records the cloned address
    /// space's high-water mark): 68 hostile files "took" 264 MiB each in one CI run.
    @Test func aChildsPeakIsItsOwnWhenTheTestProcessHoldsMore() throws {
        let held = 384 << 20
        let ballast = UnsafeMutableRawPointer.allocate(byteCount: held, alignment: 4_096)
        defer { ballast.deallocate() }
        for page in stride(from: 0, to: held, by: 4_096) { ballast.storeBytes(of: 1, toByteOffset: page, as: UInt8.self) }
        let run = try MeasuredRun.start(ChatRigCLITests.executable.path, ["validate", "/nonexistent/scenario.yaml"],
                                        timeLimit: HostileCorpusTests.timeLimit)
        #expect(run.status == 2)
        #expect(run.peakResidentBytes > 1 << 20, "a figure was read")
        #expect(run.peakResidentBytes < 128 << 20, "the child's own peak, not the \(held >> 20) MiB the test process holds")
    }
}
