import ChatModel
import Simulator

/// What ``EventLogImporter`` gathers walking a log event by event: the timeline so far, the
/// reply streaming, the keyboard and viewport as last logged, page requests and arrivals,
/// and the counts its notes report.
///
/// - Complexity: ``take(_:)`` is O(1) amortised but for a scroll (O(samples)) and a page
///   arrival (O(pending requests)).
struct EventLogWalk {
    /// Names the log in errors.
    let path: String
    /// The device the scenario runs on.
    let device: DeviceProfile
    /// Whether the app's list is inverted (`session` `inverted`).
    let inverted: Bool
    /// The frame interval at the logged refresh rate, for replaying gestures.
    let frameInterval: VirtualDuration

    var overrides: DeviceOverrides
    var timeline: [TimelineEntry] = []
    var viewport: (width: Double, height: Double)
    var keyboardShown = false
    var keyboardHeightIgnored = 0
    var replies: [ImportedReply] = []
    var openReply: ImportedReply?
    var lastSent: Double?
    var pendingRequests: [Double] = []
    var pageLatencies: [Double] = []
    var pageSizes: [Int] = []
    var gestures = 0, skippedGestures = 0
    /// The latest time the log reaches, and the line that reaches it.
    var lastTime = 0.0, lastLine = 0

    init(path: String, device: DeviceProfile, inverted: Bool, frameInterval: VirtualDuration, overrides: DeviceOverrides) {
        self.path = path
        self.device = device
        self.inverted = inverted
        self.frameInterval = frameInterval
        self.overrides = overrides
        viewport = (device.viewportWidth, device.viewportHeight)
    }

    /// Entries the scenario would hold with the reply streaming closed.
    var entryCount: Int { timeline.count + replies.count + (openReply == nil ? 0 : 1) }

    mutating func closeReply() {
        if let reply = openReply { replies.append(reply) }
        openReply = nil
    }

    mutating func reach(_ time: Double, line: Int) {
        if time >= lastTime { lastTime = time; lastLine = line }
    }

    /// Takes one logged event into the scenario.
    mutating func take(_ event: LoggedEvent) throws(JSONLinesError) {
        reach(event.time, line: event.line)
        if entryCount >= ScenarioLimits.maxTimelineEntries {
            throw JSONLinesError(path: path, line: event.line, field: nil,
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
                throw JSONLinesError(path: path, line: event.line, field: "event", message: "'replyEnded' with no reply streaming (no replyStarted or chunk before it)")
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
            try scroll(samples, event: event)
        case .keyboard(let height):
            keyboard(height, at: at)
        }
    }

    /// A logged scroll, replayed as a drag that comes to rest on the logged offset; one that
    /// did not move the list is counted and left out.
    private mutating func scroll(_ samples: [LoggedEvent.ScrollSample], event: LoggedEvent) throws(JSONLinesError) {
        reach(samples.last?.time ?? event.time, line: event.line)
        guard let gesture = ImportedGesture(samples: samples, inverted: inverted, frameInterval: frameInterval) else {
            skippedGestures += 1
            return
        }
        if let problem = gesture.problem {
            throw JSONLinesError(path: path, line: event.line, field: "samples", message: problem)
        }
        gestures += 1
        reach(gesture.restsAt.seconds, line: event.line)
        timeline.append(TimelineEntry(at: gesture.at, action: .drag(gesture.drag)))
    }

    /// The keyboard coming up (its first height, if unlike the device's, overrides it) or
    /// going down; a height change while it is up is counted and left out.
    private mutating func keyboard(_ height: Double, at: VirtualInstant) {
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

    /// Closes the reply streaming, adds the replies' entries (seeded with `seed`), checks
    /// the scenario's limits and puts the timeline in order of time — at equal times the
    /// log's order, replies after the send they answer.
    mutating func finish(seed: UInt64) throws(JSONLinesError) {
        closeReply()
        for (index, reply) in replies.enumerated() {
            let entries = reply.entries(seed: seed, number: index + 1)
            for case .reply(let spec) in entries.map(\.action) {
                if let problem = ImportedReply.problem(spec) {
                    throw JSONLinesError(path: path, line: reply.line, field: nil, message: "the reply starting here \(problem)")
                }
            }
            timeline += entries
            reach(reply.end ?? reply.chunks.last?.time ?? reply.start, line: reply.line)
        }
        if timeline.count > ScenarioLimits.maxTimelineEntries {
            throw JSONLinesError(path: path, line: replies.last?.line ?? lastLine, field: nil,
                                message: "the scenario would hold more than \(ScenarioLimits.maxTimelineEntries) timeline entries; split the log")
        }
        if .seconds(lastTime) + EventLogImporter.tail > ScenarioLimits.maxDuration {
            typealias I = EventLogImporter
            throw JSONLinesError(path: path, line: lastLine, field: "t",
                                message: "the scenario would run past \(I.format(ScenarioLimits.maxDuration.seconds)) s (this event ends at \(I.format(lastTime)) s, "
                                    + "and the list gets \(I.format(I.tail.seconds)) s to settle); split the log")
        }
        timeline = timeline.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)
    }
}
