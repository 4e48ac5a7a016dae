import Foundation
@testable import ReportModel
import Scenarios
@testable import Simulator

/// Frames and reports built by hand, for pinning what the pictures and traces draw.
enum FrameFixtures {
    /// A 120 Hz frame with the given figures.
    static func frame(
        _ index: Int, cost: Double = 0.5, budget: Double = 8.333, offset: Double = 0, contentHeight: Double = 5_000,
        keyboard: Double = 0, events: [String] = [], phases: FramePhaseCosts = FramePhaseCosts(),
        visible: [FrameRecord.VisibleItem] = [], findings: [Finding.Kind] = []
    ) -> FrameRecord {
        FrameRecord(
            frame: index, time: Double(index) / 120, cost: cost, hitch: cost > budget, offsetY: offset,
            contentHeight: contentHeight, viewportWidth: 393, viewportHeight: 852, insetTop: 59, insetBottom: 34,
            keyboard: keyboard, visible: visible, frameEvents: events.map { FrameEvent(rawValue: $0)! }, phases: phases, cellsAlive: 6, findings: findings
        )
    }

    /// The filmstrip pictures of `trace`, fed frame by frame.
    static func selection(_ trace: [FrameRecord]) -> (pictures: [ScreenPicture], omitted: Int) {
        var selection = FilmstripSelection()
        for record in trace { selection.add(record) }
        return selection.pictures()
    }

    static let phone = ScreenGeometry(portrait: .init(top: 59, bottom: 34), landscape: .init(top: 0, bottom: 21), composerHeight: 60)

    /// A run report of `trace`, with its recording.
    static func run(
        scenario: String = "scenario", strategy: String = "flipped", summary: String = "", trace: [FrameRecord],
        findings: [Finding] = [], expectations: [ExpectationResult] = [], metrics: MetricSet = MetricSet(), inputs: [InputMark] = []
    ) -> RunReport {
        let result = RunResult(scenario: scenario, strategy: strategy, device: "iphone-15-pro", seed: 1,
                               duration: .seconds(Double(trace.count) / 120), metrics: metrics,
                               hostMetrics: MetricSet(), findings: findings)
        let recorder = RunRecorder(frameInterval: 1.0 / 120, budget: 8.333)
        for record in trace { recorder.add(record) }
        return RunReport(result: result, expectations: expectations,
                         recording: recorder.recording(summary: summary, inputs: inputs, screen: phone))
    }
}
