import ChatModel
import Foundation
import Scenarios
import Simulator
import Testing

/// A written scenario reads back to an equal one.
@Suite struct ScenarioWriterTests {
    @Test func everyBundledScenarioReadsBackEqual() throws {
        let root = packageRoot.appendingPathComponent("Scenarios")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "yaml" && !$0.path.contains("/devices/") }
        #expect(files.count >= 8)
        for file in files {
            let scenario = try ScenarioParser.parse(contentsOf: file)
            let written = ScenarioWriter.yaml(scenario)
            // Read back as if in the original's place: transcript paths are relative to it.
            #expect(try ScenarioParser.parse(yaml: written, path: file.path) == scenario, "\(file.lastPathComponent):\n\(written)")
        }
    }

    @Test func everyKeyAndActionReadsBackEqual() throws {
        let scenario = Scenario(
            name: "all-keys", summary: "Quotes \" and a backslash \\ and\na new line",
            device: "iphone-se-3",
            deviceOverrides: DeviceOverrides(refreshRate: 60, composerHeight: 80.5, keyboardPortrait: 301, keyboardLandscape: 199.25,
                                             costs: [.configureText: 120, .imageDecodePerMegapixel: 2_500.5]),
            seed: 42,
            strategies: [StrategySpec(name: "natural"), StrategySpec(name: "flipped", options: [.init(key: "unflip", value: "cell")])],
            duration: .microseconds(12_345_678),
            conversation: ConversationSpec(history: 400, pageSize: 25, pageLatency: .microseconds(123_456),
                                           mix: try HistoryMix(text: 0.5, images: 0.25, thinking: 0.125, code: 0.125)),
            timeline: [
                TimelineEntry(at: .zero, action: .send(SendAction(text: "plain"))),
                TimelineEntry(at: VirtualInstant(microseconds: 1_000), action: .send(SendAction(text: "", images: 2))),
                TimelineEntry(at: VirtualInstant(microseconds: 1_000), action: .reply(StreamedReply(
                    ttft: .microseconds(350_001), tokens: 900, rate: 117.53125, jitter: 0.3, distribution: .normal,
                    chunk: 1...4, thinking: 50, citations: 3, failAfter: 800))),
                TimelineEntry(at: VirtualInstant(seconds: 2), action: .keyboard(.show)),
                TimelineEntry(at: VirtualInstant(seconds: 2.5), action: .drag(DragGesture(distance: -612.125, duration: .microseconds(283_333)))),
                TimelineEntry(at: VirtualInstant(seconds: 3), action: .fling(FlingGesture(velocity: 4_000.5))),
                TimelineEntry(at: VirtualInstant(seconds: 4), action: .scrollToBottom),
                TimelineEntry(at: VirtualInstant(seconds: 4), action: .scrollToTop),
                TimelineEntry(at: VirtualInstant(seconds: 5), action: .resize(ResizeAction(width: 667, height: 375))),
                TimelineEntry(at: VirtualInstant(seconds: 6), action: .stopReply),
                TimelineEntry(at: VirtualInstant(seconds: 7), action: .expand(.thinking)),
                TimelineEntry(at: VirtualInstant(seconds: 8), action: .collapse(.citations)),
            ],
            expectations: ExpectationSet(
                general: [Expectation(metric: .duplicateLoadMore, comparison: .equal, value: 0),
                          Expectation(metric: .hitchTimeRatio, comparison: .lessOrEqual, value: 4.75)],
                perStrategy: [.init(strategy: StrategySpec(name: "flipped", options: [.init(key: "unflip", value: "cell")]),
                                    expectations: [Expectation(metric: .upsideDownFrames, comparison: .greaterOrEqual, value: 1)])]
            )
        )
        let written = ScenarioWriter.yaml(scenario, comment: "Two lines\nof comment")
        #expect(written.hasPrefix("# Two lines\n# of comment\nname: all-keys\n"))
        #expect(try ScenarioParser.parse(yaml: written, path: "written.yaml") == scenario, "\(written)")
    }

    @Test func defaultsAreLeftOut() {
        #expect(ScenarioWriter.yaml(Scenario(name: "bare")) == "name: bare\n")
    }
}
