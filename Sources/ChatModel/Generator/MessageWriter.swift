import PortableMath

/// Writes the content of one generated message from its own random stream.
///
/// Lengths are targets in UTF-8 bytes (cheap to measure; a CJK character is three bytes
/// and about two Latin characters wide, so byte length tracks drawn width better than
/// character count).
struct MessageWriter {
    private(set) var text = ""
    private var random: SeededRandom
    private let role: Role
    private let script: SampleText.Script

    init(random: SeededRandom, role: Role) {
        var random = random
        let u = random.nextUnit()
        self.random = random
        self.role = role
        script = switch u {
        case ..<0.80: .english
        case ..<0.86: .chinese
        case ..<0.90: .japanese
        case ..<0.93: .korean
        case ..<0.97: .arabic
        default: .hebrew
        }
    }

    // MARK: Lengths

    private mutating func logNormal(median: Double, sigma: Double, in range: ClosedRange<Int>) -> Int {
        let value = median * PortableMath.exp(random.nextGaussian(standardDeviation: sigma))
        return min(max(Int(value), range.lowerBound), range.upperBound)
    }

    private mutating func index(below count: Int) -> Int {
        Int(random.next() % UInt64(count))
    }

    // Concrete overloads: unspecialised generics dominate debug-build generation time.
    private mutating func pick(_ items: [String]) -> String { items[index(below: items.count)] }

    private mutating func pick(_ items: [(Int, Int)]) -> (Int, Int) { items[index(below: items.count)] }

    private mutating func chance(_ p: Double) -> Bool { random.nextUnit() < p }

    // MARK: Prose

    /// Sentences in the message's script until `length` bytes, with emoji and combining
    /// marks sprinkled in.
    private mutating func prose(length: Int, opening: [String]? = nil) -> String {
        let sentences = script.sentences, separator = script.separator
        var result = pick(opening ?? sentences)
        result.reserveCapacity(length + 160)
        while result.utf8.count < length {
            if chance(0.08) { result += " "; result += pick(SampleText.emoji) }
            if chance(0.03) { result += " "; result += pick(SampleText.combining) }
            result += separator
            result += pick(sentences)
        }
        if chance(0.15) { result += " "; result += pick(SampleText.emoji) }
        return result
    }

    private mutating func paragraphs(length: Int) -> String {
        var result = ""
        var first = true
        while result.utf8.count < length {
            if !first { result += "\n\n" }
            let remaining = length - result.utf8.count
            if !first, chance(0.25) {
                result += list()
            } else if !first, chance(0.12) {
                result += "#" + String(repeating: "#", count: 1 + Int(random.next() % 2)) + " " + pick(SampleText.headings)
                result += "\n\n" + prose(length: min(remaining, 240))
            } else if !first, chance(0.05) {
                result += "> " + pick(SampleText.quotes)
            } else {
                result += prose(length: min(remaining, 60 + Int(random.next() % 300)))
            }
            first = false
        }
        return result
    }

    private mutating func list() -> String {
        let ordered = chance(0.4)
        let items = 2 + Int(random.next() % 5)
        return (1...items).map { n in
            (ordered ? "\(n). " : pick(["- ", "* "])) + pick(SampleText.listItems)
        }.joined(separator: "\n")
    }

    private mutating func codeBlock() -> String {
        let sample = SampleText.codeSamples[index(below: SampleText.codeSamples.count)]
        let repeats = 1 + Int(random.next() % 3)
        var lines: [String] = []
        for _ in 0..<repeats { lines += sample.lines }
        return "```" + (sample.language ?? "") + "\n" + lines.joined(separator: "\n") + "\n```"
    }

    // MARK: Kinds

    mutating func writeText() {
        if role == .user {
            let opening = script == .english ? SampleText.englishQuestions : nil
            text = prose(length: logNormal(median: 50, sigma: 0.9, in: 2...1_500), opening: opening)
        } else {
            text = paragraphs(length: logNormal(median: 450, sigma: 0.8, in: 20...8_000))
        }
    }

    mutating func writeThinkingAnswer() {
        let reasoning = logNormal(median: 350, sigma: 0.7, in: 40...6_000)
        var thoughts = pick(SampleText.reasoning)
        while thoughts.utf8.count < reasoning {
            thoughts += chance(0.2) ? "\n\n" : " "
            thoughts += pick(SampleText.reasoning)
        }
        text = "<think>\n" + thoughts + "\n</think>\n\n"
            + paragraphs(length: logNormal(median: 450, sigma: 0.8, in: 20...8_000))
    }

    mutating func writeCode() {
        if role == .user {
            text = prose(length: 40, opening: script == .english ? SampleText.englishQuestions : nil)
                + "\n\n" + codeBlock()
        } else {
            text = prose(length: 80 + Int(random.next() % 200)) + "\n\n" + codeBlock()
            if chance(0.3) { text += "\n\n" + prose(length: 120) + "\n\n" + codeBlock() }
            text += "\n\n" + prose(length: 60 + Int(random.next() % 300))
        }
    }

    /// 1–6 images: P(n) = 50, 20, 12, 9, 5, 4 %.
    mutating func writeImages() -> [ImageAttachment] {
        let u = random.nextUnit()
        let count = switch u {
        case ..<0.50: 1
        case ..<0.70: 2
        case ..<0.82: 3
        case ..<0.91: 4
        case ..<0.96: 5
        default: 6
        }
        let sizes: [(Int, Int)] = role == .assistant
            ? [(1024, 1024), (1024, 1024), (1792, 1024), (1024, 1792)]
            : [(4032, 3024), (3024, 4032), (4032, 3024), (1179, 2556), (1290, 2796), (2048, 2732),
               (800, 600), (640, 480), (1920, 1080), (512, 512)]
        let attachments = (0..<count).map { id in
            let size = pick(sizes)
            return ImageAttachment(id: id, pixelWidth: size.0, pixelHeight: size.1)
        }
        if role == .assistant {
            text = prose(length: 30)
        } else if chance(0.6) {
            text = prose(length: logNormal(median: 30, sigma: 0.8, in: 2...400))
        }
        return attachments
    }

    /// Assistant answers are occasionally stopped (text cut short) or failed.
    mutating func finalState() -> MessageState {
        guard role == .assistant else { return .complete }
        let u = random.nextUnit()
        guard u < 0.015 else { return .complete }
        let keep = Int(Double(text.count) * random.nextUnit())
        text = String(text.prefix(keep))
        return u < 0.005 ? .failed : .stopped
    }
}
