import Foundation

/// Replaying Gemini's `models.streamGenerateContent?alt=sse`.
///
/// Follows the Gemini API reference ("Generating content": `streamGenerateContent`, and
/// `GenerateContentResponse`): each `data:` is a whole response whose
/// `candidates[0].content.parts[]` hold the new text (`"thought": true` parts are thought
/// summaries, replayed as a thinking block). There is no sentinel event: the chunk whose
/// candidate carries a `finishReason` is the last — `STOP` and `MAX_TOKENS` finish, any other
/// reason (`SAFETY`, `RECITATION`, `BLOCKLIST`…) fails with that reason; a prompt blocked
/// outright (`promptFeedback.blockReason`) or an `{"error": …}` payload fails.
extension SSETranscript {
    static func replayGemini(
        _ event: ServerSentEvent, into builder: inout ScheduleBuilder, options: SSEReplayOptions
    ) throws(SSEReplayError) -> ReplyEnd? {
        if let name = event.event, name != "message" {
            if options.unknownEvents == .reject { throw SSEReplayError(.unknownEvent(name), line: event.line) }
            return nil
        }
        let object = try jsonObject(event)
        if let error = object["error"] as? [String: Any] {
            let status = error["status"] as? String ?? (error["code"] as? NSNumber).map { "\($0)" } ?? "error"
            return .failed(.serverEvent(type: status, message: error["message"] as? String ?? ""), at: event.at)
        }
        if let feedback = object["promptFeedback"] as? [String: Any], let reason = feedback["blockReason"] as? String {
            return .failed(.serverEvent(type: reason, message: "prompt blocked"), at: event.at)
        }
        guard let candidatesValue = object["candidates"] else {
            if object["usageMetadata"] != nil || object["modelVersion"] != nil { return nil }
            throw SSEReplayError(.unexpectedPayload("no \"candidates\" array"), line: event.dataLine)
        }
        guard let candidates = candidatesValue as? [Any], let candidate = candidates.first as? [String: Any] else {
            throw SSEReplayError(.unexpectedPayload("\"candidates\" is not an array of objects"), line: event.dataLine)
        }
        if let content = candidate["content"] {
            guard let contentObject = content as? [String: Any] else {
                throw SSEReplayError(.unexpectedPayload("\"candidates[0].content\" is not an object"), line: event.dataLine)
            }
            let parts = contentObject["parts"] ?? [Any]()
            guard let partList = parts as? [Any] else {
                throw SSEReplayError(.unexpectedPayload("\"candidates[0].content.parts\" is not an array"), line: event.dataLine)
            }
            for part in partList {
                guard let partObject = part as? [String: Any] else {
                    throw SSEReplayError(.unexpectedPayload("a part of \"candidates[0].content.parts\" is not an object"), line: event.dataLine)
                }
                guard let text = partObject["text"] as? String, !text.isEmpty else { continue }   // function calls, inline data
                let thinking = partObject["thought"] as? Bool == true
                builder.append(text, tokens: max(1, TokenEstimate.count(in: text)), thinking: thinking, at: event.at)
            }
        }
        guard let reason = candidate["finishReason"] as? String, reason != "FINISH_REASON_UNSPECIFIED" else { return nil }
        switch reason {
        case "STOP", "MAX_TOKENS": return .finished(at: event.at)
        default: return .failed(.serverEvent(type: reason, message: candidate["finishMessage"] as? String ?? ""), at: event.at)
        }
    }
}
