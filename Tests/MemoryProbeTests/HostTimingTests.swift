import Testing
@testable import MemoryProbe

@Suite struct HostTimingTests {
    /// Busy work the optimiser cannot remove.
    private func spin(_ iterations: Int) -> UInt64 {
        var x: UInt64 = 0x9E37_79B9
        for i in 0..<iterations { x = (x &* 6364136223846793005) &+ UInt64(i) }
        return x
    }

    @Test func threadCPUTimeAdvancesWithWorkOnThisThread() {
        let (result, nanoseconds) = HostTimer.measure { spin(5_000_000) }
        #expect(result != 0)
        #expect(nanoseconds > 0)
        let start = HostCPUClock.now()
        _ = spin(1_000_000)
        #expect(HostCPUClock.now() > start)
    }

    @Test func histogramPercentilesAreReportedInMilliseconds() {
        var histogram = HostHistogram()
        // 1 ms … 100 ms, one each.
        for milliseconds in 1...100 { histogram.record(nanoseconds: UInt64(milliseconds) * 1_000_000) }
        #expect(histogram.count == 100)
        // HdrHistogram with 3 significant digits: within 0.1 %.
        #expect(abs(histogram.p50Milliseconds - 50) <= 0.05)
        #expect(abs(histogram.p99Milliseconds - 99) <= 0.1)
        #expect(abs(histogram.maxMilliseconds - 100) <= 0.1)
        #expect(HostHistogram().p99Milliseconds == 0)
    }

    @Test func durationsBeyondTheTrackableRangeAreClamped() {
        var histogram = HostHistogram()
        histogram.record(nanoseconds: .max)
        histogram.record(nanoseconds: 0)
        #expect(histogram.count == 2)
        #expect(histogram.maxMilliseconds >= 3_599_000)
    }

    @Test func frameClockRecordsOneSamplePerFrame() {
        var clock = HostFrameClock()
        for _ in 0..<10 {
            let value = clock.measureFrame { spin(100_000) }
            #expect(value != 0)
        }
        clock.beginFrame()
        #expect(clock.endFrame() > 0)
        #expect(clock.endFrame() == 0)  // no frame begun
        #expect(clock.histogram.count == 11)
        #expect(clock.histogram.p50Milliseconds > 0)
    }

    @Test func lapEndsOneFrameAndBeginsTheNextWithOneReading() {
        var clock = HostFrameClock()
        #expect(clock.lap() == 0)  // nothing begun: begins a frame, records nothing
        #expect(clock.histogram.count == 0)
        for _ in 0..<5 {
            _ = spin(100_000)
            #expect(clock.lap() > 0)
        }
        #expect(clock.histogram.count == 5)
        _ = spin(100_000)
        #expect(clock.endFrame() > 0)  // the frame the last lap began
        #expect(clock.histogram.count == 6)
        #expect(clock.endFrame() == 0)
    }
}
