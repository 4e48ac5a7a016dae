import Foundation
import Reporting
import Scenarios
import Simulator
import Strategies
import Testing

/// An imported log replays with the log's timing: run through the simulator, its scenario
/// streams at the log's token rate and scrolls the log's distances, within 1 %.
@Suite struct ImportAccuracyTests {
    /// A session as an app on an iPhone 15 Pro logs it: a 700-token answer streamed in
    /// chunks of 1–4 tokens at about 85 tokens/s with ±35 % jitter on each delay, then two
    /// flings back through the history — one logged down to rest, one logged to the lift.
    static func sessionLog() -> (text: String, tokenRate: Double, distances: [Double], gestureTimes: [Double]) {
        var random = LinearCongruential(state: 12_345)
        var lines = [
            #"{"t": 0, "event": "session", "history": 300, "pageSize": 300}"#,
            #"{"t": 0, "event": "viewport", "width": 393, "height": 852}"#,
            #"{"t": 0.5, "event": "sent", "chars": 41}"#,
            #"{"t": 0.52, "event": "replyStarted"}"#,
        ]
        var t = 0.97, tokens = 0
        var chunkTimes: [Double] = []
        while tokens < 700 {
            let size = 1 + Int(random.unit() * 4)
            if !chunkTimes.isEmpty { t += Double(size) / 85 * (1 + 0.35 * (2 * random.unit() - 1)) }
            chunkTimes.append(t)
            tokens += size
            lines.append(#"{"t": \#(t), "event": "chunk", "chars": \#(size * 4), "tokens": \#(size)}"#)
        }
        lines.append(#"{"t": \#(t), "event": "replyEnded"}"#)
        let tokenRate = Double(tokens) / (chunkTimes.last! - chunkTimes.first!)

        // UIKit's deceleration, sampled each 120 Hz frame: v · 0.998^ms.
        func gesture(start: Double, offset: Double, speeds: [Double], logDeceleration: Bool) -> (line: String, distance: Double) {
            var samples: [String] = []
            var (time, y, v) = (start, offset, 0.0)
            samples.append(#"{"t": \#(time), "offset": \#(y), "velocity": 0}"#)
            for speed in speeds {
                v = -speed
                time += 1.0 / 120
                y += v / 120
                samples.append(#"{"t": \#(time), "offset": \#(y), "velocity": \#(v)}"#)
            }
            var rest = y - speeds.last! * 0.998 / (1_000 * (1 - 0.998))
            if logDeceleration {
                while abs(v) > 5 {
                    v *= pow(0.998, 1_000 / 120)
                    time += 1.0 / 120
                    y += v / 120
                    samples.append(#"{"t": \#(time), "offset": \#(y), "velocity": \#(v), "tracking": false}"#)
                }
                rest = y
            }
            return (#"{"t": \#(time), "event": "scroll", "samples": [\#(samples.joined(separator: ", "))]}"#, offset - rest)
        }
        let top = 40_000.0
        let first = gesture(start: 12, offset: top, speeds: (0..<36).map { 600 + Double($0) * 45 }, logDeceleration: true)
        let second = gesture(start: 17, offset: top - first.distance, speeds: (0..<24).map { 900 + Double($0) * 20 }, logDeceleration: false)
        lines += [first.line, second.line]
        return (lines.joined(separator: "\n"), tokenRate, [first.distance, second.distance], [12, 17])
    }

    @Test func anImportedLogReplaysItsTokenRateAndScrollDistancesWithinOnePercent() throws {
        let log = Self.sessionLog()
        let profiles = try DeviceProfileLoader.bundled.loadAll()
        let imported = try EventLogImporter(devices: profiles)
            .scenario(from: EventLogParser.parse(log.text, path: "session.jsonl"), name: "imported-session", path: "session.jsonl")
        // What `chatrig import` writes is what runs.
        let scenario = try ScenarioParser.parse(yaml: ScenarioWriter.yaml(imported.scenario), path: "imported.yaml",
                                                knownDevices: profiles.map(\.name))

        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("import-accuracy-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: trace) }
        let runner = SuiteRunner(controllers: StrategyRegistry.bundled, devicesDirectory: DeviceProfileLoader.bundledDirectory)
        let report = try runner.run(scenario, strategy: StrategySpec(name: "natural"),
                                    trace: TraceDestination(path: trace.path, runCount: 1))
        let frames = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return (time: try #require(object["time"] as? Double), offset: try #require(object["offsetY"] as? Double))
        }

        let tokenRate = try #require(report.result.metrics[.tokensPerSecond])
        let rateError = abs(tokenRate - log.tokenRate) / log.tokenRate
        print("import accuracy: token rate log \(log.tokenRate) /s, replay \(tokenRate) /s, error \(rateError * 100) %")
        #expect(rateError < 0.01)

        for (index, (start, distance)) in zip(log.gestureTimes, log.distances).enumerated() {
            let end = index + 1 < log.gestureTimes.count ? log.gestureTimes[index + 1] : scenario.duration.seconds
            let before = try #require(frames.last { $0.time < start }).offset
            let rest = try #require(frames.last { $0.time < end }).offset
            let replayed = before - rest
            let error = abs(replayed - distance) / distance
            print("import accuracy: gesture \(index + 1) log \(distance) pt, replay \(replayed) pt, error \(error * 100) %")
            #expect(error < 0.01)
        }
    }

    @Test func theSameLogImportsToTheSameScenario() throws {
        let profiles = try DeviceProfileLoader.bundled.loadAll()
        let log = try EventLogParser.parse(Self.sessionLog().text, path: "session.jsonl")
        let first = try EventLogImporter(devices: profiles).scenario(from: log, name: "a", path: "session.jsonl").scenario
        let second = try EventLogImporter(devices: profiles).scenario(from: log, name: "a", path: "session.jsonl").scenario
        #expect(ScenarioWriter.yaml(first) == ScenarioWriter.yaml(second))
    }
}

/// A small deterministic generator for test logs.
struct LinearCongruential {
    var state: UInt64

    mutating func unit() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) / Double(1 << 53)
    }
}
