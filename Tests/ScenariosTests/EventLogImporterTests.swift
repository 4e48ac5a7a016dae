import ChatModel
import Foundation
import Scenarios
import Simulator
import Testing

/// How each logged event becomes part of the scenario.
@Suite struct EventLogImporterTests {
    static let devices = (try? DeviceProfileLoader(directory: devicesDirectory).loadAll()) ?? []

    func imported(_ lines: [String]) throws -> EventLogImporter.Result {
        let log = try EventLogParser.parse(lines.joined(separator: "\n"), path: "s.jsonl")
        return try EventLogImporter(devices: Self.devices).scenario(from: log, name: "imported", path: "logs/s.jsonl")
    }

    func actions(_ scenario: Scenario) -> [String] {
        scenario.timeline.map { "\(Int(($0.at - .zero).milliseconds))ms \($0.action.key)" }
    }

    @Test func theViewportPicksTheDeviceAndLaterSizesResize() throws {
        let result = try imported([
            #"{"t": 0, "event": "viewport", "width": 375, "height": 667}"#,
            #"{"t": 2, "event": "viewport", "width": 667, "height": 375}"#,
        ])
        #expect(result.scenario.device == "iphone-se-3")
        #expect(result.scenario.timeline == [TimelineEntry(at: VirtualInstant(seconds: 2), action: .resize(ResizeAction(width: 667, height: 375)))])
        let unknownSize = try imported([#"{"t": 0, "event": "viewport", "width": 400, "height": 700}"#])
        #expect(unknownSize.scenario.device == "iphone-15-pro")
        #expect(unknownSize.scenario.timeline.map(\.action) == [.resize(ResizeAction(width: 400, height: 700))])
    }

    @Test func theSessionSetsConversationDeviceAndRefreshRate() throws {
        let result = try imported([
            #"{"t": 0, "event": "session", "history": 900, "pageSize": 30, "device": "iphone-se-3", "refreshRate": 120}"#,
            #"{"t": 1, "event": "pageRequested"}"#,
            #"{"t": 1.2, "event": "pageArrived", "messages": 30}"#,
            #"{"t": 2, "event": "pageRequested"}"#,
            #"{"t": 2.1, "event": "pageRequested"}"#,
            #"{"t": 2.5, "event": "pageArrived", "messages": 30}"#,
            #"{"t": 2.6, "event": "pageArrived", "messages": 30}"#,
        ])
        let scenario = result.scenario
        #expect(scenario.device == "iphone-se-3")
        #expect(scenario.deviceOverrides.refreshRate == 120)
        #expect(scenario.conversation.history == 900)
        #expect(scenario.conversation.pageSize == 30)
        // Latencies 200, 500 and 500 ms (requests matched first in, first out): median 500.
        #expect(scenario.conversation.pageLatency == .milliseconds(500))
        #expect(scenario.duration == .seconds(4.6))
    }

    @Test func withoutASessionHistoryIsWhatThePagesBroughtPlusTheFirstPage() throws {
        let scenario = try imported([
            #"{"t": 1, "event": "pageArrived", "messages": 40}"#,
            #"{"t": 2, "event": "pageArrived", "messages": 25}"#,
        ]).scenario
        #expect(scenario.conversation.pageSize == 40)
        #expect(scenario.conversation.history == 105)
    }

    @Test func aSentMessageKeepsItsLengthAndPhotos() throws {
        let scenario = try imported([#"{"t": 0.25, "event": "sent", "chars": 57, "images": 3}"#]).scenario
        guard case .send(let send) = scenario.timeline.first?.action else { Issue.record("no send"); return }
        #expect(send.text.count == 57)
        #expect(!send.text.hasSuffix(" "))
        #expect(send.images == 3)
        #expect(scenario.timeline[0].at == VirtualInstant(seconds: 0.25))
    }

    @Test func aReplyKeepsItsRequestFirstTokenAndChunkSizes() throws {
        let scenario = try imported([
            #"{"t": 1, "event": "sent", "chars": 10}"#,
            #"{"t": 1.4, "event": "chunk", "chars": 8, "tokens": 2}"#,
            #"{"t": 1.45, "event": "chunk", "chars": 12, "tokens": 3}"#,
            #"{"t": 1.5, "event": "chunk", "chars": 4, "tokens": 1}"#,
            #"{"t": 1.55, "event": "chunk", "chars": 8, "tokens": 2}"#,
        ]).scenario
        #expect(actions(scenario) == ["1000ms send", "1000ms reply"])
        guard case .reply(let reply) = scenario.timeline[1].action else { Issue.record("no reply"); return }
        #expect(reply.ttft == .milliseconds(400))
        #expect(reply.tokens == 8)
        #expect(reply.chunk == 1...3)
        #expect(reply.failAfter == nil)
        #expect(reply.rate > 0)
    }

    @Test func aStoppedReplyStopsWhereTheLogSaysAndAFailedOneFailsAfterItsTokens() throws {
        let stopped = try imported([
            #"{"t": 1, "event": "replyStarted"}"#,
            #"{"t": 1.3, "event": "chunk", "chars": 8, "tokens": 2}"#,
            #"{"t": 1.4, "event": "chunk", "chars": 8, "tokens": 2}"#,
            #"{"t": 2, "event": "replyEnded", "state": "stopped"}"#,
        ]).scenario
        #expect(actions(stopped) == ["1000ms reply", "2000ms stop"])
        guard case .reply(let reply) = stopped.timeline[0].action else { Issue.record("no reply"); return }
        #expect(reply.tokens > 4)

        let failed = try imported([
            #"{"t": 1, "event": "replyStarted"}"#,
            #"{"t": 1.3, "event": "chunk", "chars": 8, "tokens": 2}"#,
            #"{"t": 1.4, "event": "chunk", "chars": 8, "tokens": 2}"#,
            #"{"t": 2, "event": "replyEnded", "state": "failed"}"#,
        ]).scenario
        guard case .reply(let failing) = failed.timeline[0].action else { Issue.record("no reply"); return }
        #expect(failing.failAfter == 4)
        #expect(failing.tokens == 5)
    }

    @Test func chunksWithoutTokensAreEstimatedFromTheirCharacters() throws {
        let result = try imported([
            #"{"t": 1, "event": "replyStarted"}"#,
            #"{"t": 1.2, "event": "chunk", "chars": 400}"#,
            #"{"t": 1.3, "event": "chunk", "chars": 400}"#,
        ])
        guard case .reply(let reply) = result.scenario.timeline[0].action else { Issue.record("no reply"); return }
        // The mock's own text runs at a few characters a token: 800 characters are 100–400 tokens.
        #expect((100...400).contains(reply.tokens))
        #expect(result.notes.contains { $0.hasPrefix("2 reply chunks logged without 'tokens'") })
    }

    @Test func aKeyboardUnlikeTheDevicesBecomesAnOverride() throws {
        let result = try imported([
            #"{"t": 0, "event": "viewport", "width": 393, "height": 852}"#,
            #"{"t": 1, "event": "keyboard", "height": 301}"#,
            #"{"t": 1.5, "event": "keyboard", "height": 345}"#,
            #"{"t": 2, "event": "keyboard", "height": 0}"#,
            #"{"t": 3, "event": "keyboard", "height": 336}"#,
        ])
        #expect(actions(result.scenario) == ["1000ms keyboard", "2000ms keyboard", "3000ms keyboard"])
        #expect(result.scenario.timeline.map(\.action) == [.keyboard(.show), .keyboard(.hide), .keyboard(.show)])
        #expect(result.scenario.deviceOverrides.keyboardPortrait == 301)
        #expect(result.notes.contains("1 keyboard height change while it was up left out (a scenario's keyboard has one height)"))
    }

    @Test func aGestureBecomesADragOverTheSameTimeThatComesToRestOnTheLoggedOffset() throws {
        // A natural list: dragging towards older messages lowers the offset. 300 pt with the
        // finger over 0.25 s, then the deceleration logged down to rest, 500 pt further.
        let scenario = try imported([
            #"{"t": 0, "event": "viewport", "width": 393, "height": 852}"#,
            #"{"t": 5, "event": "scroll", "samples": [{"t": 3, "offset": 5000, "velocity": 0}, {"t": 3.25, "offset": 4700, "velocity": -1200}, {"t": 4, "offset": 4300, "velocity": -100, "tracking": false}, {"t": 5, "offset": 4200, "velocity": 0, "tracking": false}]}"#,
        ]).scenario
        guard case .drag(let drag) = scenario.timeline.first?.action else { Issue.record("no drag"); return }
        #expect(scenario.timeline[0].at == VirtualInstant(seconds: 3))
        // 0.25 s is 30 frames at 120 Hz.
        #expect(drag.duration == .microseconds(30 * 8_333))
        // d + (d / T) / k = 800 pt with k = −1000 ln 0.998.
        let k = -1_000 * log(0.998)
        let expected = 800 / (1 + 1 / (k * drag.duration.seconds))
        #expect(abs(drag.distance - expected) < 0.01)
    }

    @Test func anInvertedListScrollsTowardsOlderMessagesWithGrowingOffsets() throws {
        let natural = try imported([#"{"t": 1, "event": "scroll", "samples": [{"t": 1, "offset": 500, "velocity": 0}, {"t": 1.2, "offset": 800, "velocity": 0}]}"#]).scenario
        let inverted = try imported([
            #"{"t": 0, "event": "session", "inverted": true}"#,
            #"{"t": 1, "event": "scroll", "samples": [{"t": 1, "offset": 500, "velocity": 0}, {"t": 1.2, "offset": 800, "velocity": 0}]}"#,
        ]).scenario
        guard case .drag(let towardsNewer) = natural.timeline.first?.action, case .drag(let towardsOlder) = inverted.timeline.first?.action else {
            Issue.record("no drag")
            return
        }
        #expect(towardsNewer.distance < 0)
        #expect(towardsOlder.distance == -towardsNewer.distance)
    }

    @Test func whenTheLogStopsAtTheLiftTheMomentumIsProjectedFromTheReleaseVelocity() throws {
        let scenario = try imported([#"{"t": 1.2, "event": "scroll", "samples": [{"t": 1, "offset": 3000, "velocity": 0}, {"t": 1.2, "offset": 2800, "velocity": -2000}]}"#]).scenario
        guard case .drag(let drag) = scenario.timeline.first?.action else { Issue.record("no drag"); return }
        let k = -1_000 * log(0.998)
        let total = 200 + 2_000 / k
        #expect(abs(drag.distance - total / (1 + 1 / (k * drag.duration.seconds))) < 0.01)
    }

    @Test func problemsTheScenarioCannotHoldNameTheirLine() {
        #expect(throws: JSONLinesError(path: "logs/s.jsonl", line: 2, field: "event",
                                      message: "'replyEnded' with no reply streaming (no replyStarted or chunk before it)")) {
            try imported([#"{"t": 0, "event": "sent", "chars": 3}"#, #"{"t": 1, "event": "replyEnded"}"#])
        }
        #expect(throws: JSONLinesError(path: "logs/s.jsonl", line: 1, field: "device",
                                      message: "'pixel-9' is not a device profile; known devices: ipad-air-11, iphone-15-pro, iphone-se-3")) {
            try imported([#"{"t": 0, "event": "session", "device": "pixel-9"}"#])
        }
    }

    @Test func theWrittenScenarioReadsBackEqual() throws {
        let scenario = try imported([
            #"{"t": 0, "event": "session", "history": 200}"#,
            #"{"t": 0, "event": "viewport", "width": 375, "height": 667}"#,
            #"{"t": 0.5, "event": "sent", "chars": 20, "images": 1}"#,
            #"{"t": 0.9, "event": "chunk", "chars": 8, "tokens": 2}"#,
            #"{"t": 1.0, "event": "chunk", "chars": 9, "tokens": 3}"#,
            #"{"t": 1.05, "event": "chunk", "chars": 4, "tokens": 1}"#,
            #"{"t": 1.5, "event": "keyboard", "height": 250}"#,
            #"{"t": 3.2, "event": "scroll", "samples": [{"t": 3, "offset": 900, "velocity": 0}, {"t": 3.2, "offset": 600, "velocity": -1500}]}"#,
        ]).scenario
        let yaml = ScenarioWriter.yaml(scenario)
        #expect(try ScenarioParser.parse(yaml: yaml, path: "imported.yaml", knownDevices: Self.devices.map(\.name)) == scenario, "\(yaml)")
    }
}
