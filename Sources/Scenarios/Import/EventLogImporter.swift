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
    /// - Throws: ``JSONLinesError`` at the line of an event the scenario cannot hold (an
    ///   unknown device, `replyEnded` with no reply).
    public func scenario(from log: EventLog, name: String, path: String) throws(JSONLinesError) -> Result {
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

        var walk = EventLogWalk(path: path, device: device, inverted: session.inverted,
                                frameInterval: frameDevice.frameInterval, overrides: overrides)
        for event in log.events { try walk.take(event) }
        let seed = Scenario.defaultSeed
        try walk.finish(seed: seed)

        let conversation = Self.conversation(session: session, pageSizes: walk.pageSizes, latencies: walk.pageLatencies)
        let notes = Self.notes(of: walk, conversation: conversation, viewportLogged: firstViewport != nil)
        let sent = walk.timeline.filter { if case .send = $0.action { true } else { false } }.count
        let summary = "Imported from \((path as NSString).lastPathComponent): \(Self.count(sent, "message")) sent, "
            + "\(Self.count(walk.replies.count, "reply", "replies")), \(Self.count(walk.gestures, "scroll gesture")) over \(Self.format(walk.lastTime)) s."
        let scenario = Scenario(
            name: name, summary: summary, device: device.name, deviceOverrides: walk.overrides, seed: seed,
            duration: .seconds(walk.lastTime) + Self.tail, conversation: conversation, timeline: walk.timeline
        )
        return Result(scenario: scenario, notes: notes)
    }

    /// One line for each estimate and simplification of the import.
    private static func notes(of walk: EventLogWalk, conversation: ConversationSpec, viewportLogged: Bool) -> [String] {
        var notes: [String] = []
        let estimated = walk.replies.reduce(0) { $0 + $1.estimatedChunks }
        if estimated > 0 {
            notes.append("\(Self.count(estimated, "reply chunk")) logged without 'tokens': tokens estimated from characters "
                + "(\(Self.format(ImportedReply.mockCharactersPerToken)) characters a token, as the mock model writes)")
        }
        if walk.gestures > 0 {
            notes.append("\(Self.count(walk.gestures, "scroll gesture")), each replayed as a steady drag that comes to rest on the logged offset")
        }
        if walk.skippedGestures > 0 { notes.append("\(Self.count(walk.skippedGestures, "scroll gesture")) that did not move the list left out") }
        if walk.keyboardHeightIgnored > 0 {
            notes.append("\(Self.count(walk.keyboardHeightIgnored, "keyboard height change")) while it was up left out (a scenario's keyboard has one height)")
        }
        if !viewportLogged { notes.append("no viewport logged: the list has the \(walk.device.name) screen's size") }
        if conversation.history == 0, walk.gestures > 0 {
            notes.append("no history logged ('session' 'history'): the list holds only the session's messages, which may not scroll as far as the log")
        }
        return notes
    }

    /// Time the scenario runs on after the log's last event, for the list to settle.
    static let tail = VirtualDuration.seconds(2)

    // MARK: - Parts

    private func chooseDevice(session: LoggedEvent.Session, sessionLine: Int?, viewport: (Double, Double)?, path: String) throws(JSONLinesError) -> DeviceProfile {
        if let name = session.device {
            guard let profile = devices.first(where: { $0.name == name }) else {
                throw JSONLinesError(path: path, line: sessionLine ?? 1, field: "device",
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
            throw JSONLinesError(path: path, line: 1, field: nil, message: "no device profiles to run the scenario on")
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
