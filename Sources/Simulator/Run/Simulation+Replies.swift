import ChatModel
import Mocks

/// Streaming replies: a reply starts (its sources retrieved first when it cites them), its
/// chunks arrive on the schedule the mock model gave it, and it ends complete, stopped or failed.
extension Simulation {
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
        guard var reply = conversation.streamingReply, reply.id == replyID else { return }
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
