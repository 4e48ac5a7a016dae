import Calibration
import Foundation
import Testing

/// Prediction beside measurement: the hitch table is read (each hitch once, aligned on the
/// session-start event), figures carry their error, and hitch frames are matched within
/// two frame intervals.
@Suite struct PredictionCheckTests {
    static func measured(_ text: String) throws -> MeasuredFrames {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-hitches-\(UUID().uuidString).xml")
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        return try MeasuredFrames.read([(url, "h.xml")])
    }

    @Test func theHitchTableIsReadEachHitchOnceWithRepeatedDurationsResolved() throws {
        let export = SyntheticExport.hitchesExport(
            hitches: [(2_000_000_000, 12_000_000), (500_000_000, 12_000_000), (2_000_000_000, 12_000_000)],
            updates: [4_000_000, 6_000_000, 4_000_000, 20_000_000])
        #expect(export.contains("<duration ref=\"2\"/>"))
        #expect(export.contains("<duration ref=\"6\"/>"))  // ids count on across the two tables
        let frames = try Self.measured(export)
        #expect(frames.hitches.map(\.start) == [500_000_000, 2_000_000_000])
        #expect(frames.hitches.map(\.duration) == [12_000_000, 12_000_000])
        #expect(frames.updates == [4, 6, 4, 20])
        #expect(frames.sessionStart == nil)
    }

    @Test func anExportWithoutTheHitchTableIsAnError() throws {
        let signposts = SyntheticExport(costs: .init { _ in 0 }, seed: 1, intervalsPerKey: 1).text()
        #expect(throws: ExportError.self) { try Self.measured(signposts) }
        do {
            _ = try Self.measured(signposts)
        } catch let error as ExportError {
            #expect(error.description.hasPrefix("h.xml: no hitches table: record with the Animation Hitches template"))
        }
    }

    @Test func predictionAndMeasurementAreComparedFigureByFigureAndFrameByFrame() {
        var measured = MeasuredFrames()
        measured.sessionStart = 1_000_000_000
        // Session times 0.5 s (matches frame 61 at 0.5083 s), 1.2 s (no prediction), and one before the session.
        measured.hitches = [.init(start: 500_000_000, duration: 5_000_000), .init(start: 1_500_000_000, duration: 10_000_000),
                            .init(start: 2_200_000_000, duration: 20_000_000)]
        measured.updates = [2, 4, 6, 8, 10]
        let predicted = PredictedFrames(frameInterval: 1.0 / 120, frameCosts: [1, 2, 3, 4, 12, 9], hitchFrames: [61, 240],
                                        hitchTimeRatio: 12, duration: 2)
        let check = PredictionCheck(predicted: predicted, measured: measured)
        #expect(check.matched == [0.5])
        #expect(check.measuredOnly == [1.2])
        #expect(check.predictedOnly == [2.0])
        #expect(check.outsideSession == 1 && check.aligned)
        let figures = Dictionary(uniqueKeysWithValues: check.figures.map { ($0.name, $0) })
        #expect(figures["hitches"]?.predicted == 2 && figures["hitches"]?.measured == 2 && figures["hitches"]?.relativeError == 0)
        #expect(figures["hitchTimeRatio"]?.measured == 15)  // (10 + 20) ms over 2 s
        #expect(figures["hitchTimeRatio"]?.relativeError == -0.2)
        #expect(figures["frameTimeP50"]?.predicted == 3 && figures["frameTimeP50"]?.measured == 6)
        #expect(figures["frameTimeP99"]?.predicted == 12 && figures["frameTimeP99"]?.measured == 10)
        #expect(check.recall == 0.5 && check.precision == 0.5)
        #expect(check.text.contains("hitchTimeRatio  12 ms/s    15 ms/s   -20%\n"))
        #expect(check.text.contains("  measured only:  1.2 s\n"))
    }

    @Test func withoutUpdatesTheFrameTimesSayTheyAreNotMeasuredAndNothingMatchesWhenNothingHitched() {
        let predicted = PredictedFrames(frameInterval: 1.0 / 60, frameCosts: [5, 5], hitchFrames: [], hitchTimeRatio: 0, duration: 1)
        let check = PredictionCheck(predicted: predicted, measured: MeasuredFrames())
        #expect(check.figures.first { $0.name == "frameTimeP90" }?.measured == nil)
        #expect(check.recall == nil && check.precision == nil)
        #expect(check.text.contains("not measured (export hitches-updates)"))
        #expect(check.text.contains("note: the recording has no 'chatrigSession' signpost event"))
    }
}
