import Scenarios

extension Scenario {
    /// Whether the timeline streams at least one reply (generated or replayed).
    var hasReplies: Bool {
        timeline.contains { $0.action.key == "reply" }
    }

    /// The scenario with every reply streaming at `rate` tokens per second: generated
    /// replies take it as their `rate`, replayed transcripts are re-timed to it. A duration
    /// the file did not give is recomputed from the new timeline, so a slower reply still
    /// finishes inside the run.
    func withReplyRate(_ rate: Double) -> Scenario {
        var copy = self
        copy.timeline = timeline.map { entry in
            var entry = entry
            if case var .reply(spec) = entry.action {
                spec.rate = rate
                entry.action = .reply(spec)
            } else if case var .transcript(transcript) = entry.action {
                transcript.rate = rate
                entry.action = .transcript(transcript)
            }
            return entry
        }
        if !isDurationExplicit { copy.duration = Scenario.defaultDuration(for: copy.timeline) }
        return copy
    }

    /// The scenario opening on a history of `count` messages.
    func withHistory(_ count: Int) -> Scenario {
        var copy = self
        copy.conversation.history = count
        return copy
    }
}
