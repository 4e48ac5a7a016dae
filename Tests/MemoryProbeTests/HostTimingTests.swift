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

/// A window's frames are timed by the wall clock and add up to the window's CPU time: the
/// difference — time the thread was descheduled — comes off the longest frames first.
@Suite struct WindowedFrameClockTests {
    /// Scripted clocks: each frame advances the wall clock by its duration and the CPU clock
    /// by its duration less what the thread spent descheduled in it.
    private final class Clocks: @unchecked Sendable {
        var wall: UInt64 = 1_000
        var cpu: UInt64 = 5_000
        var cpuReads = 0
    }

    private func run(_ frames: [(wall: UInt64, descheduled: UInt64)], clocks: Clocks = Clocks()) -> [UInt64] {
        var clock = WindowedFrameClock(wall: { clocks.wall }, cpu: { clocks.cpuReads += 1; return clocks.cpu })
        clock.beginWindow()
        for frame in frames {
            clocks.wall += frame.wall
            clocks.cpu += frame.wall - frame.descheduled
            clock.tick()
        }
        clock.closeWindow()
        return recorded(clock.histogram)
    }

    /// The recorded durations, ns, in ascending order (exact below 2,048 ns at 3 digits).
    private func recorded(_ histogram: HostHistogram) -> [UInt64] {
        var values: [UInt64] = []
        for bucket in histogram.histogram.recordedValues() {
            values += Array(repeating: bucket.value, count: Int(bucket.count))
        }
        return values
    }

    @Test func framesTheThreadRanThroughAreRecordedAsTheyWere() {
        let frames: [(UInt64, UInt64)] = (0..<100).map { (UInt64(100 + $0), 0) }
        #expect(run(frames) == (0..<100).map { UInt64(100 + $0) })
    }

    @Test func descheduledTimeComesOffTheLongestFrame() {
        // Frame 3 waited 900 ns for the CPU: its wall time 1,000, its CPU time 100.
        var frames: [(UInt64, UInt64)] = Array(repeating: (100, 0), count: 10)
        frames[3] = (1_000, 900)
        #expect(run(frames) == Array(repeating: 100, count: 10))
    }

    private func takingOff(_ excess: UInt64, from frames: [UInt64]) -> [UInt64] {
        var frames = frames
        WindowedFrameClock.takeOffLongest(excess, from: &frames)
        return frames
    }

    @Test func descheduledTimeBeyondTheLongestFrameLevelsTheLongestTogether() {
        #expect(takingOff(250, from: [100, 500, 400, 50]) == [100, 325, 325, 50])  // 500 → 400, then both → 325
        #expect(takingOff(2_000, from: [100, 500, 400, 50]) == [0, 0, 0, 0])  // more than all of them
        #expect(takingOff(4, from: [10, 10, 10]) == [8, 9, 9])  // 1 each; the odd one off the earliest
        #expect(takingOff(0, from: [10, 20]) == [10, 20])
    }

    @Test func theCPUClockIsReadOnceAWindow() {
        let clocks = Clocks()
        let recorded = run(Array(repeating: (100, 0), count: 200), clocks: clocks)
        #expect(recorded.count == 200)
        // The window's start, one read at each full window (64, 128, 192) and one to close.
        #expect(clocks.cpuReads == 5)
    }

    @Test func nothingIsTimedBetweenClosingAWindowAndOpeningTheNext() {
        let clocks = Clocks()
        var clock = WindowedFrameClock(wall: { clocks.wall }, cpu: { clocks.cpu })
        clock.beginWindow()
        clocks.wall += 100; clocks.cpu += 100
        clock.tick()
        clock.closeWindow()
        clocks.wall += 1_000_000; clocks.cpu += 1_000_000  // a heap reading, say
        clock.tick()  // outside a window: nothing
        clock.beginWindow()
        clocks.wall += 200; clocks.cpu += 200
        clock.tick()
        clock.closeWindow()
        #expect(recorded(clock.histogram) == [100, 200])
    }
}
