import ChatModel
import Yams

/// `tap`, the only value of `scrollToBottom:`, `scrollToTop:` and `startFresh:`.
enum TapWord: String, CaseIterable { case tap }

/// `true | false`, the values of a reply's `whole:`.
enum WholeFlag: String, CaseIterable { case `true`, `false` }

/// `reply`, the only value of `stop:`.
enum StopWord: String, CaseIterable { case reply }

extension DecodingContext {
    /// `timeline:` — a list of entries, each `at` plus exactly one action, in order of `at`
    /// (entries at the same time keep file order). Entries after an explicit `duration`
    /// and `stop: reply` with no earlier reply are errors; without a `duration`
    /// (`durationGiven` false), so is an entry that would make the default one longer than
    /// ``ScenarioLimits/maxDuration``.
    mutating func timeline(_ node: Node, duration: VirtualDuration?, durationGiven: Bool) -> [TimelineEntry]? {
        guard let items = sequence(node, key: "timeline") else { return nil }
        guard items.count <= ScenarioLimits.maxTimelineEntries else {
            report(.outOfRange,
                   "'timeline' has \(items.count) entries; a scenario may have at most \(ScenarioLimits.maxTimelineEntries)",
                   at: items[ScenarioLimits.maxTimelineEntries])
            return nil
        }
        var entries: [TimelineEntry] = []
        var valid = true
        var previous: (at: VirtualInstant, text: String)?
        var hasReply = false
        for item in items {
            guard let (entry, atNode) = timelineEntry(item) else {
                valid = false
                continue
            }
            let atText = atNode.scalar?.string ?? ""
            if let previous, entry.at < previous.at {
                report(.timelineOrder,
                       "timeline entry at \(atText) comes after an entry at \(previous.text); entries must be in order of 'at'",
                       at: atNode)
                valid = false
            } else {
                previous = (entry.at, atText)
            }
            if let duration, entry.at > .zero + duration {
                report(.timelineOrder,
                       "timeline entry at \(atText) is after the end of the scenario ('duration' is \(duration))",
                       at: atNode)
                valid = false
            }
            if !durationGiven, !endsInTime(entry, atNode: atNode) {
                valid = false
            }
            if entry.action == .stopReply, !hasReply {
                report(.timelineOrder, "'stop: reply' at \(atText) has no earlier reply to stop", at: atNode)
                valid = false
            }
            if entry.action.key == "reply" { hasReply = true }
            entries.append(entry)
        }
        return valid ? entries : nil
    }

    /// Whether `entry` ends early enough for the default duration (its nominal end plus
    /// ``Scenario/defaultTail``) to stay within ``ScenarioLimits/maxDuration``; reported
    /// at its `at` when not. Only checked when the file gives no `duration`.
    private mutating func endsInTime(_ entry: TimelineEntry, atNode: Node) -> Bool {
        let end = entry.nominalEnd + Scenario.defaultTail
        guard end > .zero + ScenarioLimits.maxDuration else { return true }
        let atText = (atNode.scalar?.string ?? "").excerpt
        let seconds = DecodingContext.format((end - VirtualInstant.zero).seconds.rounded())
        report(.outOfRange,
               "the \(entry.action.key) at \(atText) ends about \(seconds)s into the scenario, past the longest scenario (\(QuantityKind.duration.written(Double(ScenarioLimits.maxDuration.microseconds)))); shorten it or give a 'duration'",
               at: atNode)
        return false
    }

    /// One entry and the node of its `at` value.
    private mutating func timelineEntry(_ node: Node) -> (TimelineEntry, Node)? {
        guard let reader = mapping(node, what: "timeline entry", allowedKeys: ["at"] + TimelineAction.keys) else {
            return nil
        }
        let actionEntries = reader.entries.filter { $0.key != "at" }
        if actionEntries.isEmpty {
            report(.actionCount,
                   "timeline entry has no action; expected one of: \(TimelineAction.keys.joined(separator: ", "))",
                   at: node)
        } else if actionEntries.count > 1 {
            report(.actionCount,
                   "timeline entry has more than one action ('\(actionEntries[0].key)' and '\(actionEntries[1].key)'); give each action its own entry",
                   at: actionEntries[1].keyNode)
        }
        let atNode = required("at", in: reader)
        let at = atNode.flatMap { duration($0, key: "at", upTo: ScenarioLimits.maxDuration) }
        guard actionEntries.count == 1, let action = timelineAction(actionEntries[0]), let at, let atNode else {
            return nil
        }
        return (TimelineEntry(at: .zero + at, action: action), atNode)
    }

    private mutating func timelineAction(_ entry: MappingReader.Entry) -> TimelineAction? {
        let node = entry.value
        switch entry.key {
        case "send": return sendAction(node).map(TimelineAction.send)
        case "reply": return isTranscriptReply(node) ? transcriptReply(node) : reply(node).map(TimelineAction.reply)
        case "keyboard": return keyword(node, key: "keyboard", as: KeyboardAction.self).map(TimelineAction.keyboard)
        case "drag": return drag(node).map(TimelineAction.drag)
        case "fling": return fling(node).map(TimelineAction.fling)
        case "scrollToBottom": return keyword(node, key: "scrollToBottom", as: TapWord.self).map { _ in .scrollToBottom }
        case "scrollToTop": return keyword(node, key: "scrollToTop", as: TapWord.self).map { _ in .scrollToTop }
        case "resize": return resize(node).map(TimelineAction.resize)
        case "stop": return keyword(node, key: "stop", as: StopWord.self).map { _ in .stopReply }
        case "expand": return keyword(node, key: "expand", as: DisclosureTarget.self).map(TimelineAction.expand)
        case "collapse": return keyword(node, key: "collapse", as: DisclosureTarget.self).map(TimelineAction.collapse)
        case "compose": return compose(node).map(TimelineAction.compose)
        case "scrollTo": return scrollTo(node).map(TimelineAction.scrollTo)
        case "switchConversation": return conversationSwitch(node).map(TimelineAction.switchConversation)
        case "startFresh": return keyword(node, key: "startFresh", as: TapWord.self).map { _ in .startFresh }
        case "timeJump": return timeJump(node).map(TimelineAction.timeJump)
        case "tap": return control(node).map(TimelineAction.tap)
        default: return nil
        }
    }

    /// `tap: loadEarlier`: a control's name, a letter then letters or digits, at most 40.
    private mutating func control(_ node: Node) -> String? {
        guard let name = string(node, key: "tap", maxLength: 40) else { return nil }
        let isName = name.first?.isLetter == true && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        guard isName else {
            report(.invalidValue, "'tap' names a control: a letter, then letters or digits (e.g. loadEarlier), found '\(name)'", at: node)
            return nil
        }
        return name
    }

    /// `send: "text"` or `send: { text: "…", images: 2 }`; text or images required.
    private mutating func sendAction(_ node: Node) -> SendAction? {
        if case .scalar = node {
            guard let text = string(node, key: "send", maxLength: ScenarioLimits.maxSendTextLength) else { return nil }
            guard !text.isEmpty else {
                report(.invalidValue, "'send' needs text or images", at: node)
                return nil
            }
            return SendAction(text: text)
        }
        guard let reader = mapping(node, what: "send", allowedKeys: ["text", "images"]) else { return nil }
        var action = SendAction(text: "")
        var valid = true
        if let value = reader["text"] {
            if let text = string(value, key: "text", maxLength: ScenarioLimits.maxSendTextLength) { action.text = text } else { valid = false }
        }
        if let value = reader["images"] {
            if let images = integer(value, key: "images", in: 0...ScenarioLimits.maxImagesPerSend) { action.images = images } else { valid = false }
        }
        guard valid else { return nil }
        guard !action.text.isEmpty || action.images > 0 else {
            report(.invalidValue, "'send' needs text or images", at: node)
            return nil
        }
        return action
    }

    /// `reply: { ttft, tokens, rate, jitter, distribution, chunk, thinking, citations, failAfter }`.
    private mutating func reply(_ node: Node) -> ReplySpec? {
        let keys = ["ttft", "tokens", "rate", "jitter", "distribution", "chunk", "thinking", "citations", "failAfter", "whole"]
        guard let reader = mapping(node, what: "reply", allowedKeys: keys) else { return nil }
        let tokens = required("tokens", in: reader).flatMap { integer($0, key: "tokens", in: 1...ScenarioLimits.maxReplyTokens) }
        // `whole: true`: the answer arrives in one piece at `ttft` (a non-streaming request).
        var whole = false
        if let wholeNode = reader["whole"] {
            guard let flag = keyword(wholeNode, key: "whole", as: WholeFlag.self) else { return nil }
            whole = flag == .true
            if whole {
                for streamingKey in ["rate", "jitter", "distribution", "chunk", "thinking"] {
                    if let conflicting = reader.entries.first(where: { $0.key == streamingKey }) {
                        report(.invalidValue, "'\(streamingKey)' describes a stream; a reply with 'whole: true' arrives in one piece at 'ttft'", at: conflicting.keyNode)
                        return nil
                    }
                }
            }
        }
        let rate = whole ? ScenarioLimits.wholeReplyRate : required("rate", in: reader).flatMap { quantity($0, key: "rate", kind: .rate, in: .replyRate) }
        var valid = tokens != nil && rate != nil
        func optional<T>(_ key: String, _ decode: (Node) -> T?) -> T?? {
            guard let value = reader[key] else { return .some(nil) }
            guard let decoded = decode(value) else {
                valid = false
                return nil
            }
            return .some(decoded)
        }
        let ttft = optional("ttft") { duration($0, key: "ttft", upTo: ScenarioLimits.maxTimeToFirstToken) }
        let jitter = optional("jitter") { number($0, key: "jitter", in: 0...1) }
        let distribution = optional("distribution") { keyword($0, key: "distribution", as: JitterDistribution.self) }
        let chunk = optional("chunk") { integerRange($0, key: "chunk", in: 1...ScenarioLimits.maxChunkTokens) }
        let thinking = optional("thinking") { integer($0, key: "thinking", in: 0...ScenarioLimits.maxThinkingTokens) }
        let citations = optional("citations") { integer($0, key: "citations", in: 0...ScenarioLimits.maxCitations) }
        let failAfter = optional("failAfter") { integer($0, key: "failAfter", in: 0...ScenarioLimits.maxReplyTokens) }
        guard valid, let tokens, let rate, let ttft, let jitter, let distribution, let chunk,
              let thinking, let citations, let failAfter else { return nil }
        if failAfter == 0, let failNode = reader["failAfter"] {
            report(.outOfRange, "'failAfter' must be at least 1: a stream fails mid-way, after delivering at least one token", at: failNode)
            return nil
        }
        if let failAfter, failAfter >= tokens, let failNode = reader["failAfter"] {
            report(.outOfRange, "'failAfter' must be less than 'tokens' (\(tokens)), found \(failAfter)", at: failNode)
            return nil
        }
        return ReplySpec(
            ttft: ttft ?? .zero, tokens: tokens, rate: rate, jitter: jitter ?? 0,
            distribution: distribution ?? .uniform, chunk: whole ? tokens...tokens : chunk ?? 1...1, thinking: thinking ?? 0,
            citations: citations ?? 0, failAfter: failAfter
        )
    }

    /// `switchConversation: { to: name, history: 40 }`; `history` defaults to 0.
    private mutating func conversationSwitch(_ node: Node) -> ConversationSwitch? {
        guard let reader = mapping(node, what: "switchConversation", allowedKeys: ["to", "history"]) else { return nil }
        let name = required("to", in: reader).flatMap { identifier($0, key: "to") }
        var history = 0
        if let value = reader["history"] {
            guard let count = integer(value, key: "history", in: 0...ScenarioLimits.maxSwitchedHistory) else { return nil }
            history = count
        }
        return name.map { ConversationSwitch(name: $0, history: history) }
    }

    /// `timeJump: 25h`: more than 0, at most ``ScenarioLimits/maxTimeJump``.
    private mutating func timeJump(_ node: Node) -> VirtualDuration? {
        let upper = Double(ScenarioLimits.maxTimeJump.microseconds)
        guard let microseconds = quantity(node, key: "timeJump", kind: .timeAway, in: .above(0, upTo: upper)) else { return nil }
        return VirtualDuration(roundingMicroseconds: microseconds)
    }

    /// `drag: { distance: 900pt, duration: 250ms }`.
    private mutating func drag(_ node: Node) -> DragGesture? {
        guard let reader = mapping(node, what: "drag", allowedKeys: ["distance", "duration"]) else { return nil }
        let distance = required("distance", in: reader).flatMap { quantity($0, key: "distance", kind: .distance, in: .dragDistance) }
        let duration = required("duration", in: reader).flatMap { self.duration($0, key: "duration", positive: true, upTo: ScenarioLimits.maxDragDuration) }
        guard let distance, let duration else { return nil }
        return DragGesture(distance: distance, duration: duration)
    }

    /// `fling: { velocity: 4000pt/s }`.
    private mutating func fling(_ node: Node) -> FlingGesture? {
        guard let reader = mapping(node, what: "fling", allowedKeys: ["velocity"]) else { return nil }
        return required("velocity", in: reader)
            .flatMap { quantity($0, key: "velocity", kind: .velocity, in: .flingVelocity) }
            .map(FlingGesture.init(velocity:))
    }

    /// `resize: { width: 852pt, height: 393pt }`.
    private mutating func resize(_ node: Node) -> ViewportResize? {
        guard let reader = mapping(node, what: "resize", allowedKeys: ["width", "height"]) else { return nil }
        let width = required("width", in: reader).flatMap { quantity($0, key: "width", kind: .distance, in: .viewportSide) }
        let height = required("height", in: reader).flatMap { quantity($0, key: "height", kind: .distance, in: .viewportSide) }
        guard let width, let height else { return nil }
        return ViewportResize(width: width, height: height)
    }

    /// `compose: "draft"`, or `compose: { text: "…" | lines: 3, images: 2 }` (`lines` writes a
    /// draft of that many short lines; every key may be left out: an empty draft, no photos).
    private mutating func compose(_ node: Node) -> ComposeAction? {
        if case .scalar = node {
            return string(node, key: "compose", maxLength: ScenarioLimits.maxSendTextLength).map { ComposeAction(text: $0) }
        }
        guard let reader = mapping(node, what: "compose", allowedKeys: ["text", "lines", "images"]) else { return nil }
        var action = ComposeAction(text: "")
        var valid = true
        if reader["text"] != nil, let linesNode = reader["lines"] {
            report(.invalidValue, "'compose' takes 'text' or 'lines', not both", at: reader.keyNode("lines") ?? linesNode)
            return nil
        }
        if let value = reader["text"] {
            if let text = string(value, key: "text", maxLength: ScenarioLimits.maxSendTextLength) { action.text = text } else { valid = false }
        }
        if let value = reader["lines"] {
            if let lines = integer(value, key: "lines", in: 0...ScenarioLimits.maxComposeLines) {
                action = ComposeAction(lines: lines, images: action.images)
            } else {
                valid = false
            }
        }
        if let value = reader["images"] {
            if let images = integer(value, key: "images", in: 0...ScenarioLimits.maxImagesPerSend) { action.images = images } else { valid = false }
        }
        return valid ? action : nil
    }

    /// `scrollTo: { message: m-0120 | 120, position: center | top | bottom }` (position
    /// defaults to center). A message number is at most the longest history plus two
    /// messages (a send and a reply) per timeline entry.
    private mutating func scrollTo(_ node: Node) -> ScrollToAction? {
        guard let reader = mapping(node, what: "scrollTo", allowedKeys: ["message", "position"]) else { return nil }
        let maxNumber = ScenarioLimits.maxHistory + 2 * ScenarioLimits.maxTimelineEntries - 1
        var message: MessageID?
        if let value = required("message", in: reader) {
            if case let .scalar(scalar) = value, !value.isNull, scalar.string.hasPrefix("m-") {
                let digits = scalar.string.dropFirst(2)
                if !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
                   digits.count <= 7, let number = Int(digits), number <= maxNumber {
                    message = MessageID(Int64(number))
                } else {
                    report(.invalidValue,
                           "'message' must be a message identifier m-0 … m-\(maxNumber) or its number, found '\(scalar.string.excerpt)'",
                           at: value)
                }
            } else if let number = integer(value, key: "message", in: 0...maxNumber) {
                message = MessageID(Int64(number))
            }
        }
        var position = ScrollToAction.Position.center
        if let value = reader["position"] {
            guard let word = keyword(value, key: "position", as: ScrollToAction.Position.self) else { return nil }
            position = word
        }
        guard let message else { return nil }
        return ScrollToAction(message: message, position: position)
    }
}
