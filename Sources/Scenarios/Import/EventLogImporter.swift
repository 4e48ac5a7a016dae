import ChatModel
import Foundation
import Simulator

/// Turns an app's event log into a scenario with the same timing, so a bug seen in the app
/// replays deterministically:
///
/// | logged | scenario |
/// |---|---|
/// | `session` (`history`, `pageSize`, `device`, `refreshRate`) | `conversation`, `device`, `deviceOverrides.refreshRate` |
/// | first `viewport` | the device whose screen has that size (else a `resize` at its time) |
/// | later `viewport` | `resize` |
/// | `sent` | `send` with stand-in text of the logged length and its photos |
/// | `replyStarted`, `chunk`…, `replyEnded` | `reply` (time to first token, tokens, calibrated rate, chunk sizes, jitter), `stop: reply`, `failAfter` |
/// | `pageRequested` / `pageArrived` | `conversation.pageLatency` (median), `pageSize`, `history` |
/// | `scroll` | `drag` ending, after momentum, on the logged resting offset (``ImportedGesture``) |
/// | `keyboard` | `keyboard: show / hide`; a height unlike the device's becomes `deviceOverrides.keyboard` |
///
/// A reply's chunks belong to the latest `replyStarted`, or — when the app logs none — to
/// the latest `sent` (the request went out with it), or else start at their first chunk.
public struct EventLogImporter: Sendable {
    /// The device profiles a scenario may run on.
    public var devices: [DeviceProfile]

    public init(devices: [DeviceProfile]) {
        self.devices = devices
    }

    /// The scenario and what the import had to approximate.
    public struct Result: Sendable {
        public var scenario: Scenario
        /// One line each: estimates and simplifications a reader of the scenario should know.
        public var notes: [String]
    }

    /// Imports `log` as scenario `name`; `path` names the log in errors and in the summary.
    ///
    /// - Throws: ``EventLogError`` at the line of an event the scenario cannot hold (an
    ///   unknown device, `replyEnded` with no reply).
    public func scenario(from log: EventLog, name: String, path: String) throws(EventLogError) -> Result {
        var session = LoggedEvent.Session()
        var sessionLine: Int?
        for event in log.events { if case .session(let s) = event.kind { session = s; sessionLine = event.line; break } }
        let firstViewport = log.events.lazy.compactMap { event -> (Double, Double, Double)? in
            if case let .viewport(width, height) = event.kind { (event.time, width, height) } else { nil }
        }.first
        let device = try chooseDevice(session: session, sessionLine: sessionLine, viewport: firstViewport.map { ($0.1, $0.2) }, path: path)
        var overrides = DeviceOverrides()
        if let rate = session.refreshRate, rate != device.refreshRate { overrides.refreshRate = rate }
        var frameDevice = device
        frameDevice.refreshRate = session.refreshRate ?? device.refreshRate

        var notes: [String] = []
        var timeline: [TimelineEntry] = []
        var viewport = (width: device.viewportWidth, height: device.viewportHeight)
        var keyboardShown = false
        var keyboardHeightIgnored = 0
        var replies: [ImportedReply] = []
        var openReply: ImportedReply?
        var lastSent: Double?
        var pendingRequests: [Double] = []
        var pageLatencies: [Double] = []
        var pageSizes: [Int] = []
        var gestures = 0, skippedGestures = 0
        var lastTime = 0.0

        var lastLine = 0
        func closeReply() {
            if let reply = openReply { replies.append(reply) }
            openReply = nil
        }
        func reach(_ time: Double, line: Int) {
            if time >= lastTime { lastTime = time; lastLine = line }
        }
        for event in log.events {
            reach(event.time, line: event.line)
            if timeline.count + replies.count + (openReply == nil ? 0 : 1) >= ScenarioLimits.maxTimelineEntries {
                throw EventLogError(path: path, line: event.line, field: nil,
                                    message: "the scenario would hold more than \(ScenarioLimits.maxTimelineEntries) timeline entries; split the log")
            }
            let at = VirtualInstant(seconds: event.time)
            switch event.kind {
            case .session:
                break
            case let .viewport(width, height):
                if (width, height) != viewport {
                    viewport = (width, height)
                    timeline.append(TimelineEntry(at: at, action: .resize(ResizeAction(width: width, height: height))))
                }
            case let .sent(chars, images):
                lastSent = event.time
                timeline.append(TimelineEntry(at: at, action: .send(SendAction(text: PlaceholderText.text(characters: chars), images: images))))
            case .replyStarted:
                closeReply()
                openReply = ImportedReply(start: event.time, line: event.line)
                lastSent = nil
            case let .chunk(chars, tokens):
                if openReply == nil {
                    openReply = ImportedReply(start: lastSent ?? event.time, line: event.line)
                    lastSent = nil
                }
                openReply?.chunks.append((event.time, chars, tokens))
            case .replyEnded(let outcome):
                guard openReply != nil else {
                    throw EventLogError(path: path, line: event.line, field: "event", message: "'replyEnded' with no reply streaming (no replyStarted or chunk before it)")
                }
                openReply?.outcome = outcome
                openReply?.end = event.time
                closeReply()
            case .pageRequested:
                pendingRequests.append(event.time)
            case .pageArrived(let messages):
                if !pendingRequests.isEmpty { pageLatencies.append(event.time - pendingRequests.removeFirst()) }
                pageSizes.append(messages)
            case .scroll(let samples):
                reach(samples.last?.time ?? event.time, line: event.line)
                guard let gesture = ImportedGesture(samples: samples, inverted: session.inverted, frameInterval: frameDevice.frameInterval) else {
                    skippedGestures += 1
                    continue
                }
                if let problem = gesture.problem {
                    throw EventLogError(path: path, line: event.line, field: "samples", message: problem)
                }
                gestures += 1
                reach(gesture.restsAt.seconds, line: event.line)
                timeline.append(TimelineEntry(at: gesture.at, action: .drag(gesture.drag)))
            case .keyboard(let height):
                if height > 0, !keyboardShown {
                    keyboardShown = true
                    let portrait = viewport.height >= viewport.width
                    let profileHeight = portrait ? device.keyboardHeight.portrait : device.keyboardHeight.landscape
                    let current = portrait ? overrides.keyboardPortrait : overrides.keyboardLandscape
                    if current == nil, abs(height - profileHeight) > 0.5 {
                        if portrait { overrides.keyboardPortrait = height } else { overrides.keyboardLandscape = height }
                    }
                    timeline.append(TimelineEntry(at: at, action: .keyboard(.show)))
                } else if height == 0, keyboardShown {
                    keyboardShown = false
                    timeline.append(TimelineEntry(at: at, action: .keyboard(.hide)))
                } else if height > 0 {
                    keyboardHeightIgnored += 1
                }
            }
        }
        closeReply()

        let seed = Scenario.defaultSeed
        for (index, reply) in replies.enumerated() {
            let entries = reply.entries(seed: seed, number: index + 1)
            for case .reply(let spec) in entries.map(\.action) {
                if let problem = ImportedReply.problem(spec) {
                    throw EventLogError(path: path, line: reply.line, field: nil, message: "the reply starting here \(problem)")
                }
            }
            timeline += entries
            reach(reply.end ?? reply.chunks.last?.time ?? reply.start, line: reply.line)
        }
        if timeline.count > ScenarioLimits.maxTimelineEntries {
            throw EventLogError(path: path, line: replies.last?.line ?? lastLine, field: nil,
                                message: "the scenario would hold more than \(ScenarioLimits.maxTimelineEntries) timeline entries; split the log")
        }
        if .seconds(lastTime) + Self.tail > ScenarioLimits.maxDuration {
            throw EventLogError(path: path, line: lastLine, field: "t",
                                message: "the scenario would run past \(Self.format(ScenarioLimits.maxDuration.seconds)) s (this event ends at \(Self.format(lastTime)) s, "
                                    + "and the list gets \(Self.format(Self.tail.seconds)) s to settle); split the log")
        }
        // In order of time; at equal times the log's order, replies after the send they answer.
        timeline = timeline.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)

        let conversation = Self.conversation(session: session, pageSizes: pageSizes, latencies: pageLatencies)
        let estimated = replies.reduce(0) { $0 + $1.estimatedChunks }
        if estimated > 0 {
            notes.append("\(Self.count(estimated, "reply chunk")) logged without 'tokens': tokens estimated from characters "
                + "(\(Self.format(ImportedReply.mockCharactersPerToken)) characters a token, as the mock model writes)")
        }
        if gestures > 0 {
            notes.append("\(Self.count(gestures, "scroll gesture")), each replayed as a steady drag that comes to rest on the logged offset")
        }
        if skippedGestures > 0 { notes.append("\(Self.count(skippedGestures, "scroll gesture")) that did not move the list left out") }
        if keyboardHeightIgnored > 0 {
            notes.append("\(Self.count(keyboardHeightIgnored, "keyboard height change")) while it was up left out (a scenario's keyboard has one height)")
        }
        if firstViewport == nil { notes.append("no viewport logged: the list has the \(device.name) screen's size") }
        if conversation.history == 0, gestures > 0 {
            notes.append("no history logged ('session' 'history'): the list holds only the session's messages, which may not scroll as far as the log")
        }

        let sent = timeline.filter { if case .send = $0.action { true } else { false } }.count
        let summary = "Imported from \((path as NSString).lastPathComponent): \(Self.count(sent, "message")) sent, "
            + "\(Self.count(replies.count, "reply", "replies")), \(Self.count(gestures, "scroll gesture")) over \(Self.format(lastTime)) s."
        let scenario = Scenario(
            name: name, summary: summary, device: device.name, deviceOverrides: overrides, seed: seed,
            duration: .seconds(lastTime) + Self.tail, conversation: conversation, timeline: timeline
        )
        return Result(scenario: scenario, notes: notes)
    }

    /// Time the scenario runs on after the log's last event, for the list to settle.
    static let tail = VirtualDuration.seconds(2)

    // MARK: - Parts

    private func chooseDevice(session: LoggedEvent.Session, sessionLine: Int?, viewport: (Double, Double)?, path: String) throws(EventLogError) -> DeviceProfile {
        if let name = session.device {
            guard let profile = devices.first(where: { $0.name == name }) else {
                throw EventLogError(path: path, line: sessionLine ?? 1, field: "device",
                                    message: "'\(name)' is not a device profile; known devices: \(devices.map(\.name).joined(separator: ", "))")
            }
            return profile
        }
        if let (width, height) = viewport, let match = devices.first(where: { profile in
            abs(profile.viewportWidth - width) < 0.5 && abs(profile.viewportHeight - height) < 0.5
                || abs(profile.viewportWidth - height) < 0.5 && abs(profile.viewportHeight - width) < 0.5
        }) {
            return match
        }
        guard let fallback = devices.first(where: { $0.name == Scenario.defaultDevice }) ?? devices.first else {
            throw EventLogError(path: path, line: 1, field: nil, message: "no device profiles to run the scenario on")
        }
        return fallback
    }

    private static func conversation(session: LoggedEvent.Session, pageSizes: [Int], latencies: [Double]) -> ConversationSpec {
        var spec = ConversationSpec()
        spec.pageSize = session.pageSize ?? pageSizes.max().flatMap { $0 > 0 ? $0 : nil } ?? spec.pageSize
        spec.history = session.history ?? (pageSizes.isEmpty ? 0 : pageSizes.reduce(0, +) + spec.pageSize)
        if !latencies.isEmpty {
            let sorted = latencies.sorted()
            let median = sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
            spec.pageLatency = .milliseconds((median * 1_000).rounded())
        }
        return spec
    }

    static func count(_ n: Int, _ one: String, _ many: String? = nil) -> String {
        "\(n) " + (n == 1 ? one : many ?? one + "s")
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int64(rounded)) : String(rounded)
    }
}
