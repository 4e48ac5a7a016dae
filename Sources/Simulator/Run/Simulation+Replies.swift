import ChatModel
import Mocks

/// Streaming replies: a reply starts (its sources retrieved first when it cites them), its
/// chunks arrive on the schedule the mock model gave it, and it ends complete, stopped or failed.
extension Simulation {
    /// `reply`: the mock model's schedule for the run's next reply, which starts now or once
    /// the app's retrieval is done. A spec whose schedule cannot be built drops the reply with
    /// an `actionDropped` finding, which fails the run.
    func requestReply(_ spec: Mocks.ReplySpec) {
        repliesRequested += 1
        let schedule: ReplySchedule
        do {
            schedule = try Self.replyModel(seed: configuration.seed, reply: repliesRequested).schedule(for: spec)
        } catch {
            // A scenario file's replies are range-checked where it is parsed; a timeline
            // built in code is not. The reply never comes, and the run says so.
            engine.record(.actionDropped(explanation: "reply \(repliesRequested) at \(engine.now.seconds) s was dropped: "
                                                      + "its schedule could not be built: \(error)"))
            return
        }
        if let retrieval = retrievalDelay() {
            conversation.repliesRequested += 1
            scheduler.schedule(.retrievedReply(schedule, citationLimit: spec.style.citations), at: engine.now + retrieval)
        } else {
            startReply(schedule: schedule, citationLimit: spec.style.citations)
        }
    }

    /// A reply whose request waited for retrieval may start now, unless a conversation
    /// replaced meanwhile abandoned the request.
    func deliverRetrievedReply(_ schedule: ReplySchedule, citationLimit: Int) {
        guard conversation.repliesRequested > 0 else { return }
        conversation.repliesRequested -= 1
        startReply(schedule: schedule, citationLimit: citationLimit)
    }

    func startReply(schedule: ReplySchedule, citationLimit: Int) {
        if let previous = conversation.streamingReply { finishReply(previous, state: .stopped) }
        closeRevealingReply()
        engine.trace(.reply)
        // Retrieval-augmented generation: the question is embedded and the sources retrieved
        // before generation; the reply carries them once its stream ends.
        var citations: [Citation] = []
        if citationLimit > 0, let source = citationSource,
           let question = conversation.messages.last(where: { $0.role == .user }) {
            do {
                citations = try source.citations(for: question.text, limit: citationLimit)
            } catch {
                engine.record(.retrievalFailed(String(describing: error)))
            }
        }
        let id = conversation.appendNew(role: .assistant, text: "", state: .streaming)
        let reply = ConversationState.StreamingReply(
            id: conversation.makeReplyID(), messageID: id, requestedAt: engine.now,
            schedule: schedule, citations: citations
        )
        conversation.streamingReply = reply
        calls.messagesDidChange(.replyStarted(id), context)
        scheduleNext(reply)
    }

    func scheduleNext(_ reply: ConversationState.StreamingReply) {
        let base = reply.requestedAt
        if reply.nextChunk < reply.schedule.chunks.count {
            let at = base + (reply.schedule.chunks[reply.nextChunk].at - .zero)
            scheduler.schedule(.replyChunk(replyID: reply.id), at: max(at, engine.now))
        } else {
            scheduler.schedule(.replyEnd(replyID: reply.id), at: max(base + (reply.schedule.end.at - .zero), engine.now))
        }
    }

    func deliverChunk(replyID: Int) {
        // Taken out while it changes, so that its token queue is not shared and grows in place.
        guard var reply = conversation.streamingReply.take() else { return }
        guard reply.id == replyID else {
            conversation.streamingReply = reply
            return
        }
        let chunk = reply.schedule.chunks[reply.nextChunk]
        reply.nextChunk += 1
        var revision = 0
        var length = 0
        conversation.update(reply.messageID) {
            $0.append(chunk.delta)
            revision = $0.revision
            length = $0.text.utf8.count
        }
        reply.pendingTokens.append((engine.now, revision, chunk.tokenCount, length))
        if reply.firstArrival == nil { reply.firstArrival = engine.now }
        reply.lastArrival = engine.now
        conversation.streamingReply = reply
        engine.trace(.token)
        calls.messagesDidChange(.tokens(reply.messageID), context)
        scheduleNext(reply)
    }

    func endReply(replyID: Int) {
        guard let reply = conversation.streamingReply, reply.id == replyID else { return }
        let state: MessageState = switch reply.schedule.end {
        case .finished: .complete
        case .failed: .failed
        case .stopped: .stopped
        }
        finishReply(reply, state: state)
    }

    func finishReply(_ reply: ConversationState.StreamingReply, state: MessageState) {
        var reply = reply
        conversation.streamingReply = nil
        if !reply.pendingTokens.isEmpty {
            // Tokens not on screen yet (the last chunk, a paced reveal, a stale cell): they
            // count as they reach the screen, until the next reply or the run's end.
            closeRevealingReply()
            conversation.revealingReply = reply
        } else {
            closeStreamingTime(&reply)
        }
        conversation.update(reply.messageID) {
            if state == .complete, !reply.citations.isEmpty { $0.citations = reply.citations }
            $0.finish(state)
        }
        engine.trace(.replyEnd)
        session.lastChange = session.appTime(at: engine.now)
        calls.messagesDidChange(.replyFinished(reply.messageID, state), context)
    }

    /// Closes the streaming window of the reply still being revealed, if any, and lets it go:
    /// tokens it has not shown by now are never shown.
    func closeRevealingReply() {
        guard var revealing = conversation.revealingReply else { return }
        conversation.revealingReply = nil
        closeStreamingTime(&revealing)
    }

    /// Closes the reply's streaming window for `tokensPerSecond` (``ConversationState/StreamingReply/streamingWindow``).
    func closeStreamingTime(_ reply: inout ConversationState.StreamingReply) {
        if let window = reply.streamingWindow { engine.record(.streamed(seconds: window.seconds)) }
        reply.firstArrival = nil
    }
}
