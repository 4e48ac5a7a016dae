import ChatModel

/// The counters of a streaming reply and of the composer around it: tokens shown and their
/// latency, follow and top-anchor misses, keyboard overlap, refused sends, and the app's own
/// scroll writes per reply.
struct StreamingCounts: Sendable {
    var tokenToScreen: [Double] = []
    var tokensShown = 0
    var streamingSeconds = 0.0
    var followMisses = 0
    var topAnchorMisses = 0
    var sendsRefused = 0
    var keyboardOverlapFrames = 0
    var scrollWritesByReply: [Int: Int] = [:]
    var scrollWritesPerReply = 0
}

extension MetricsRecorder {
    /// `count` tokens reached the screen `latency` ms after they arrived.
    mutating func recordTokensShown(_ count: Int, latency: Double) {
        streaming.tokensShown += count
        for _ in 0..<count { streaming.tokenToScreen.append(latency) }
    }

    /// The streaming reply `message` ends `below` points under the visible area.
    mutating func recordFollowMiss(_ message: MessageID, below: Double) {
        streaming.followMisses += 1
        note(.followMiss, "the streaming reply \(message) ends \(Self.format(below)) pt below the visible area")
    }

    /// `item`, scrolled to the top of the list, moved `points` from where it landed.
    mutating func recordTopAnchorMiss(_ item: ChatItemID, points: Double) {
        streaming.topAnchorMisses += 1
        note(.topAnchorMiss, "\(item), scrolled to the top of the list, moved \(Self.format(points)) pt from where it landed")
    }

    /// The keyboard and composer hide `hidden` points of the newest message.
    mutating func recordKeyboardOverlap(_ message: MessageID, hidden: Double) {
        streaming.keyboardOverlapFrames += 1
        note(.keyboardOverlap, "the keyboard and composer hide \(Self.format(hidden)) pt of the newest message \(message)")
    }

    /// The app wrote the content offset while reply `replyID` streamed (nil: no reply did).
    mutating func recordContentScrolledByApp(replyID: Int?) {
        guard let replyID else { return }
        streaming.scrollWritesByReply[replyID, default: 0] += 1
        streaming.scrollWritesPerReply = max(streaming.scrollWritesPerReply, streaming.scrollWritesByReply[replyID]!)
    }

    /// The app refused a send.
    mutating func recordSendRefused(_ explanation: String) {
        streaming.sendsRefused += 1
        note(.sendRefused, explanation)
    }
}
