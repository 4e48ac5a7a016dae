import ChatModel
import Yams

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
            if entry.action.key == ScenarioAction.Reply.key { hasReply = true }
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
        guard let reader = mapping(node, what: "timeline entry", allowedKeys: ["at"] + ScenarioAction.keys) else {
            return nil
        }
        let actionEntries = reader.entries.filter { $0.key != "at" }
        if actionEntries.isEmpty {
            report(.actionCount,
                   "timeline entry has no action; expected one of: \(ScenarioAction.keys.joined(separator: ", "))",
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

    private mutating func timelineAction(_ entry: MappingReader.Entry) -> ScenarioAction? {
        ScenarioAction.declarations.first { $0.key == entry.key }?.decode(entry.value, in: &self)
    }
}
