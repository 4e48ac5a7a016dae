import ChatModel
import Simulator

/// A streamed reply's words fading in a few at a time, as a pool-limited staggered fade:
/// new words join a queue; while fewer than ``maxConcurrent`` are fading, a batch of
/// ``batchSize`` starts, its words ``stagger`` apart; each fades for ``fade`` and, when it
/// ends, the next batch may start. A word counts as on screen when its fade starts.
///
/// Reference values (the design's published numbers): at most 4 words animating at once,
/// batches of 2, 32 ms between the words of a batch, a 0.5 s ease-out fade.
/// The model tracks words by their end offsets in the text received so far.
final class StaggeredReveal {
    static let maxConcurrent = 4
    static let batchSize = 2
    static let stagger = VirtualDuration.milliseconds(32)
    static let fade = VirtualDuration.milliseconds(500)

    let message: MessageID
    /// UTF-8 end offset of each complete or partial word received, in order.
    private var wordEnds: [Int] = []
    private var scanned = 0
    /// Words started (fading or faded in).
    private var started = 0
    /// Words queued for the fade (received, not started).
    private var queued = 0
    private var animating = 0
    /// Before this, nothing is shown (an entrance animation still runs).
    private let hiddenUntil: VirtualInstant
    private var waiting = false

    init(message: MessageID, hiddenUntil: VirtualInstant) {
        self.message = message
        self.hiddenUntil = hiddenUntil
    }

    /// The text grew to `text`: queue its new words. O(appended bytes).
    func textChanged(_ text: String, _ context: ChatListContext) {
        var text = text  // its bytes are read in place (a native string is contiguous UTF-8)
        text.withUTF8(scan(_:))
        context.setShownLength(shownLength, of: message)
        process(context)
    }

    /// Queues the words of `bytes` past ``scanned``, the text received so far.
    private func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
        var position = scanned
        var inWord = !wordEnds.isEmpty && wordEnds.last == scanned && scanned > 0 && bytes[scanned - 1] != UInt8(ascii: " ")
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: " ") {
                inWord = false
            } else if inWord {
                wordEnds[wordEnds.count - 1] = position + 1
            } else {
                wordEnds.append(position + 1)
                queued += 1
                inWord = true
            }
            position += 1
        }
        scanned = bytes.count
    }

    private var shownLength: Int { started == 0 ? 0 : wordEnds[started - 1] }

    /// Starts a batch if the pool has room (the entrance animation may hold it back).
    func process(_ context: ChatListContext) {
        if context.now < hiddenUntil {
            if !waiting {
                waiting = true
                context.schedule(after: hiddenUntil - context.now) { [weak self] in
                    self?.waiting = false
                    self?.process(context)
                }
            }
            return
        }
        guard animating < Self.maxConcurrent, queued > 0 else { return }
        let batch = min(Self.batchSize, queued)
        queued -= batch
        animating += batch
        for index in 0..<batch {
            context.schedule(after: Self.stagger * Int64(index)) { [weak self] in
                guard let self else { return }
                self.started += 1
                context.setShownLength(self.shownLength, of: self.message)
                context.schedule(after: Self.fade) { [weak self] in
                    guard let self else { return }
                    self.animating -= 1
                    self.process(context)
                }
            }
        }
    }

    /// Whether every received word has started its fade.
    var isCaughtUp: Bool { queued == 0 && started == wordEnds.count }
}
