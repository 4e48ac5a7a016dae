import ChatModel

/// Produces a reply's text one token piece at a time: an optional `<think>` preamble, then
/// markdown answer blocks (paragraphs, headings, lists, fenced code, CJK) with sub-word
/// pieces, punctuation, citation markers and emoji, as ``ReplyStyle`` mixes them.
///
/// Yields exactly `thinking + 2` preamble pieces (when `thinking > 0`) and `answer` answer
/// pieces, each one token. A fenced code block is only started when the remaining budget
/// can close it, so a finished reply never ends inside a fence. O(1) amortised per piece.
struct TokenTextGenerator {
    private enum Phase { case openThink, thinking, closeThink, answer, done }

    private var random: SeededRandom
    private let style: ReplyStyle
    private var phase: Phase
    private var thinkingLeft: Int
    private var answerLeft: Int
    private var pending: [String] = []
    private var cursor = 0
    private var blocksInPhase = 0

    init(random: SeededRandom, style: ReplyStyle, thinking: Int, answer: Int) {
        self.random = random
        self.style = style
        self.thinkingLeft = thinking
        self.answerLeft = answer
        self.phase = thinking > 0 ? .openThink : (answer > 0 ? .answer : .done)
        pending.reserveCapacity(256)
    }

    /// The next token piece, or `nil` when the reply's text is complete.
    mutating func next() -> String? {
        switch phase {
        case .openThink:
            phase = .thinking
            return "<think>"
        case .thinking:
            return nextPiece(budget: \.thinkingLeft, thinking: true, then: .closeThink)
        case .closeThink:
            phase = answerLeft > 0 ? .answer : .done
            pending.removeAll(keepingCapacity: true)
            cursor = 0
            blocksInPhase = 0
            return "</think>\n\n"
        case .answer:
            return nextPiece(budget: \.answerLeft, thinking: false, then: .done)
        case .done:
            return nil
        }
    }

    /// The next piece of the thinking or answer text, refilling when the pending pieces run
    /// out; moves to `next` when `budget` is spent.
    private mutating func nextPiece(budget: WritableKeyPath<Self, Int>, thinking: Bool, then next: Phase) -> String {
        if cursor == pending.count { refill(budget: self[keyPath: budget], thinking: thinking) }
        let piece = pending[cursor]
        cursor += 1
        self[keyPath: budget] -= 1
        if self[keyPath: budget] == 0 { phase = next }
        return piece
    }

    // MARK: Blocks

    private mutating func refill(budget: Int, thinking: Bool) {
        pending.removeAll(keepingCapacity: true)
        cursor = 0
        if blocksInPhase > 0 { pending.append("\n\n") }
        blocksInPhase += 1
        if thinking {
            appendParagraph(plain: true)
            return
        }
        let roll = random.nextUnit()
        var threshold = style.heading
        if roll < threshold { appendHeading(); return }
        threshold += style.list
        if roll < threshold { appendList(); return }
        threshold += style.codeBlock
        if roll < threshold {
            let start = pending.count
            appendCodeBlock()
            if pending.count <= budget { return }
            pending.removeSubrange(start...)
            appendParagraph(plain: false)
            return
        }
        threshold += style.cjk
        if roll < threshold { appendCJKParagraph(); return }
        appendParagraph(plain: false)
    }

    private mutating func appendParagraph(plain: Bool) {
        for sentence in 0..<int(in: 2...5) {
            appendWords(int(in: 6...18), capitalizeFirst: true, plain: plain, leadingSpace: sentence > 0)
            appendSentenceEnd(plain: plain, period: true)
        }
    }

    private mutating func appendHeading() {
        pending.append("##")
        appendWords(int(in: 2...5), capitalizeFirst: true, plain: true, leadingSpace: true)
    }

    private mutating func appendList() {
        for item in 0..<int(in: 2...5) {
            if item > 0 { pending.append("\n") }
            pending.append("-")
            appendWords(int(in: 3...9), capitalizeFirst: true, plain: false, leadingSpace: true)
            appendSentenceEnd(plain: false, period: false)
        }
    }

    private mutating func appendCodeBlock() {
        pending.append("```")
        pending.append("swift")
        pending.append("\n")
        let lines = TokenVocabulary.codeLines
        var index = int(in: 0...(lines.count - 1))
        for _ in 0..<int(in: 3...8) {
            pending.append(contentsOf: lines[index])
            pending.append("\n")
            index = (index + 1) % lines.count
        }
        pending.append("```")
    }

    private mutating func appendCJKParagraph() {
        let sentences = TokenVocabulary.cjkSentences
        for _ in 0..<int(in: 1...3) {
            for character in sentences[int(in: 0...(sentences.count - 1))] { pending.append(String(character)) }
        }
    }

    private mutating func appendSentenceEnd(plain: Bool, period: Bool) {
        if !plain, style.citations > 0, random.nextUnit() < style.citation {
            pending.append(" [")
            pending.append(String(int(in: 1...style.citations)))
            pending.append("]")
        }
        if period { pending.append(".") }
        if !plain, random.nextUnit() < style.emoji {
            pending.append(TokenVocabulary.emoji[int(in: 0...(TokenVocabulary.emoji.count - 1))])
        }
    }

    private mutating func appendWords(_ count: Int, capitalizeFirst: Bool, plain: Bool, leadingSpace: Bool) {
        let words = TokenVocabulary.words
        for position in 0..<count {
            let pieces = words[int(in: 0...(words.count - 1))]
            let spaced = position > 0 || leadingSpace
            let markup = !plain && random.nextUnit() < style.inlineMarkup
            if markup {
                let marker = random.nextUnit() < 0.5 ? "**" : "`"
                pending.append(spaced ? " " + marker : marker)
                pending.append(contentsOf: pieces)
                pending.append(marker)
            } else {
                for (index, piece) in pieces.enumerated() {
                    var text = piece
                    if index == 0 {
                        if position == 0, capitalizeFirst { text = piece.prefix(1).uppercased() + piece.dropFirst() }
                        if spaced { text = " " + text }
                    }
                    pending.append(text)
                }
            }
            if position + 1 < count, !plain || position % 5 == 4, random.nextUnit() < 0.08 { pending.append(",") }
        }
    }

    private mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(random.nextUnit() * Double(range.count))
    }
}
