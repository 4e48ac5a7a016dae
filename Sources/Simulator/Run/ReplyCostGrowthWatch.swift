import ChatModel

/// Per-chunk cost growing with the length of the message the chunk lands in: the class of
/// "slows down as the message gets longer" (a whole-text markdown parse, a label whose whole
/// string is laid out again, a body that rebuilds every block), found while each frame is
/// still under its budget.
///
/// Every frame in which the streaming reply grew is a sample: the reply's length (UTF-8 bytes,
/// x, in thousands) and the frame's modelled cost, in all and by operation (y, ms). Per reply,
/// the least-squares slope of y against x — ms more per chunk frame for every 1,000 characters
/// the reply is longer — kept with running sums, O(operations) a chunk frame:
/// - ``Metric/chunkCostSlope``: the slope over the whole reply, the largest of the run's replies.
/// - Finding ``Finding/Kind/chunkCostGrowsWithLength``, raised once per reply at the first
///   chunk frame where, over at least ``minimumFrames`` chunk frames and a reply grown to
///   ``minimumLength`` characters and ``minimumLengthRatio`` times its first chunk frame's
///   length (past its first paragraphs, whose own growth a design laying out only the block
///   that changed also shows), the slope is at least
///   ``minimumSlope`` and the part of the frame's cost it accounts for (slope × length) at
///   least ``minimumGrowth``: the slope, and the operations whose own slopes make it (from the
///   cost attribution), largest first. Independent of the frame budget, so it fires long
///   before a frame blows it.
///
/// The thresholds are estimates. ``minimumSlope`` is ``minimumSlopeFraction`` of the device's
/// text layout per character: a chunk redoing at least 40% of what laying the whole reply out
/// again costs. A design that lays out and parses only the block a chunk changed stays well
/// under it (its cost grows within a paragraph and falls back at the next: 0.06 ms per 1,000
/// characters for the bundled `natural` and `flipped` on an iPhone 15 Pro, against 0.14); one
/// that redoes the whole text has that work's per-character rate (0.35 ms per 1,000
/// characters of text layout there, 0.8 of markdown parsing).
final class ReplyCostGrowthWatch {
    /// Chunk frames before the slope is judged.
    static let minimumFrames = 32.0
    /// The reply's length over its length at its first chunk frame before the slope is judged.
    static let minimumLengthRatio = 4.0
    /// The reply's length before the slope is judged, thousands of characters (bytes).
    static let minimumLength = 2.0
    /// The least slope, as a fraction of the device's text layout per character.
    static let minimumSlopeFraction = 0.4
    /// ms per 1,000 characters: ``minimumSlopeFraction`` × the device's text layout per
    /// character (µs, the same figure), at least 0.01.
    let minimumSlope: Double
    /// ms: slope × length.
    static let minimumGrowth = 0.1

    /// Running least-squares sums of one reply's chunk frames.
    private struct Reply {
        var message: MessageID
        var lastLength = 0
        var firstLength = 0.0
        var raised = false
        var count = 0.0, sumX = 0.0, sumXX = 0.0, sumY = 0.0, sumXY = 0.0
        var operationSumY = [Double](repeating: 0, count: CostOperation.allCases.count)
        var operationSumXY = [Double](repeating: 0, count: CostOperation.allCases.count)

        init(message: MessageID) { self.message = message }

        /// The least-squares slope of the y whose sums are given, or nil with too few points.
        func slope(sumY: Double, sumXY: Double) -> Double? {
            let denominator = count * sumXX - sumX * sumX
            guard count >= 2, denominator > 0 else { return nil }
            return (count * sumXY - sumX * sumY) / denominator
        }
    }

    private let engine: ListEngine
    private let conversation: ConversationState
    private var reply: Reply?

    init(engine: ListEngine, conversation: ConversationState, textLayoutPerCharacter: Double) {
        self.engine = engine
        self.conversation = conversation
        minimumSlope = max(0.01, Self.minimumSlopeFraction * textLayoutPerCharacter)
    }

    /// Takes the frame that just closed with `cost` ms of `operations`. O(operations).
    func frameClosed(cost: Double, operations: OperationCosts) {
        let streaming = conversation.streamingReply?.messageID
        if reply?.message != streaming { finish() }
        guard let streaming, let message = conversation.messages.message(streaming) else { return }
        if reply == nil { reply = Reply(message: streaming) }
        let length = message.text.utf8.count
        guard length > reply!.lastLength else { return }
        reply!.lastLength = length
        let x = Double(length) / 1_000
        if reply!.count == 0 { reply!.firstLength = x }
        reply!.count += 1
        reply!.sumX += x
        reply!.sumXX += x * x
        reply!.sumY += cost
        reply!.sumXY += x * cost
        for (operation, milliseconds) in operations.nonZero {
            reply!.operationSumY[operation.rawValue] += milliseconds
            reply!.operationSumXY[operation.rawValue] += x * milliseconds
        }
        if !reply!.raised { judge(at: x, cost: cost) }
    }

    /// Ends the current reply's measurement: its slope becomes a figure. O(1).
    func finish() {
        guard let done = reply else { return }
        reply = nil
        guard let slope = done.slope(sumY: done.sumY, sumXY: done.sumXY) else { return }
        engine.record(.chunkCostSlope(millisecondsPerThousand: max(0, slope)))
    }

    /// Raises the finding when the slope so far passes the thresholds. O(operations) when it
    /// is judged, O(1) otherwise.
    private func judge(at x: Double, cost: Double) {
        guard let reply, reply.count >= Self.minimumFrames, x >= Self.minimumLength,
              x >= Self.minimumLengthRatio * reply.firstLength,
              let slope = reply.slope(sumY: reply.sumY, sumXY: reply.sumXY),
              slope >= minimumSlope, slope * x >= Self.minimumGrowth else { return }
        var growing: [(operation: CostOperation, milliseconds: Double)] = []
        for operation in CostOperation.allCases {
            guard let part = reply.slope(sumY: reply.operationSumY[operation.rawValue],
                                         sumXY: reply.operationSumXY[operation.rawValue]), part >= 0.005 else { continue }
            growing.append((operation, part))
        }
        growing.sort { $0.milliseconds > $1.milliseconds }
        self.reply?.raised = true
        engine.record(.chunkCostGrows(reply.message, ChunkCostGrowth(
            slope: slope, frames: Int(reply.count), length: x * 1_000, cost: cost, growing: Array(growing.prefix(3)))))
    }
}

/// How a streaming reply's per-chunk cost grew (``ReplyCostGrowthWatch``).
struct ChunkCostGrowth: Sendable {
    /// ms more per chunk frame for every 1,000 characters of the reply, over ``frames`` chunk frames.
    var slope: Double
    var frames: Int
    /// The reply's length (bytes) and the chunk frame's cost (ms) when it was raised.
    var length: Double
    var cost: Double
    /// The operations whose own slopes are largest, ms per 1,000 characters, largest first.
    var growing: [(operation: CostOperation, milliseconds: Double)]
}
