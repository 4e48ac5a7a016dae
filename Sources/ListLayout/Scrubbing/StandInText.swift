import ChatModel

/// Replaces a conversation's private text with stand-in text that costs the same to lay out
/// and parse: what `chatrig history scrub` writes.
///
/// What is kept, character for character: the number of grapheme clusters, line breaks and
/// spaces, every ASCII punctuation mark (so Markdown's headings, lists, emphasis, code spans
/// and fences, tables and links keep their structure), `<think>` and `</think>` tags, a code
/// fence's language when it is a common one, and each character's script and width class
/// (``StandInAlphabet``). What is dropped: every letter and digit (names, words, numbers),
/// link targets (replaced by as many `x` as they had characters, so the parse
/// costs the same), and — in ``message(_:)`` — citations' titles, snippets and document
/// identifiers.
///
/// Deterministic: the same key and text give the same stand-in on every platform. The key
/// picks which stand-ins are drawn; the stand-in carries no letter of the original whatever
/// the key, so a lost key reveals nothing but the structure listed above.
public struct StandInText {
    private let keySeed: UInt64
    private var alphabet = StandInAlphabet()

    /// A scrubber keyed by `key` (a team's secret, any bytes).
    public init(key: some Sequence<UInt8>) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a
        for byte in key {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        keySeed = hash
    }

    /// Code fence languages kept as written: they name a highlighter, not the team's content.
    public static let keptLanguages: Set<String> = [
        "swift", "python", "py", "javascript", "js", "typescript", "ts", "json", "yaml", "yml", "bash", "sh", "shell",
        "zsh", "ruby", "go", "rust", "java", "kotlin", "c", "cpp", "objc", "sql", "html", "css", "markdown", "md",
        "text", "diff", "xml", "toml", "php", "csharp", "cs", "scala", "r", "lua", "dart", "console",
    ]

    /// `message` with its text, citations' texts and document identifiers replaced, and
    /// everything else (identifier, role, time, attachments' sizes, state) kept.
    public mutating func message(_ message: Message) -> Message {
        var scrubbed = message
        scrubbed.text = text(message.text, salt: "m\(message.id.rawValue)")
        scrubbed.citations = message.citations.map { citation in
            Citation(index: citation.index, documentID: "doc-\(message.id.rawValue)-\(citation.index)",
                     title: text(citation.title, salt: "t\(message.id.rawValue)-\(citation.index)"),
                     snippet: text(citation.snippet, salt: "s\(message.id.rawValue)-\(citation.index)"),
                     score: citation.score)
        }
        return scrubbed
    }

    /// The stand-in for `text`; `salt` (a message's identity) varies the stand-ins between
    /// texts. Same number of grapheme clusters as `text`. O(text).
    public mutating func text(_ text: String, salt: String) -> String {
        var random = SeededRandom(seed: keySeed).fork(salt)
        let scrubbed = standIn(text, random: &random, substitutesClusters: true)
        if scrubbed.count == text.count { return scrubbed }
        // A substituted cluster joined its neighbour (a conjunct of an Indic script): only
        // single-scalar clusters are substituted then, which never join.
        var retry = SeededRandom(seed: keySeed).fork(salt)
        return standIn(text, random: &retry, substitutesClusters: false)
    }

    private mutating func standIn(_ text: String, random: inout SeededRandom, substitutesClusters: Bool) -> String {
        var output = String.UnicodeScalarView()
        var isFirstLine = true
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !isFirstLine { output.append("\n") }
            isFirstLine = false
            standInLine(line, into: &output, random: &random, substitutesClusters: substitutesClusters)
        }
        return String(output)
    }

    /// One line: a fence's language kept when common, tags copied, link targets dropped,
    /// every other cluster substituted.
    private mutating func standInLine(
        _ line: Substring, into output: inout String.UnicodeScalarView, random: inout SeededRandom, substitutesClusters: Bool
    ) {
        var rest = line[...]
        let trimmed = line.drop { $0 == " " }
        for fence in ["```", "~~~"] where trimmed.hasPrefix(fence) {
            let marker = trimmed.prefix { $0 == fence.first }
            let language = trimmed.dropFirst(marker.count)
            if Self.keptLanguages.contains(language.lowercased()) {
                output.append(contentsOf: line.unicodeScalars)
                return
            }
        }
        while let character = rest.first {
            if let tag = ["<think>", "</think>"].first(where: { rest.hasPrefix($0) }) {
                output.append(contentsOf: tag.unicodeScalars)
                rest = rest.dropFirst(tag.count)
                continue
            }
            if rest.hasPrefix("]("), let close = rest.dropFirst(2).firstIndex(of: ")") {
                let target = rest[rest.index(rest.startIndex, offsetBy: 2)..<close]
                output.append(contentsOf: "](".unicodeScalars)
                output.append(contentsOf: Self.placeholderTarget(length: target.count).unicodeScalars)
                output.append(")")
                rest = rest[rest.index(after: close)...]
                continue
            }
            standInCluster(character, into: &output, random: &random, substitutesClusters: substitutesClusters)
            rest = rest.dropFirst()
        }
    }

    /// `length` × `x`: a link target of the original's length that names nothing (and holds
    /// no word a reader could take for the original's).
    static func placeholderTarget(length: Int) -> String {
        String(repeating: "x", count: length)
    }

    private mutating func standInCluster(
        _ character: Character, into output: inout String.UnicodeScalarView, random: inout SeededRandom, substitutesClusters: Bool
    ) {
        let scalars = character.unicodeScalars
        switch CharacterClass(character) {
        case .newline, .space:
            output.append(contentsOf: scalars)
        case .emoji:
            output.append(Self.draw(from: StandInAlphabet.emoji, avoiding: scalars.first!, &random))
        case .wide, .word:
            let first = scalars.first!
            let candidates = alphabet.standIns(for: first)
            guard !candidates.isEmpty, scalars.count == 1 || substitutesClusters else {
                output.append(contentsOf: scalars)
                return
            }
            output.append(Self.draw(from: candidates, avoiding: first, &random))
            output.append(contentsOf: scalars.dropFirst())
        }
    }

    /// A candidate other than `original` (when there is another).
    private static func draw(from candidates: [Unicode.Scalar], avoiding original: Unicode.Scalar, _ random: inout SeededRandom) -> Unicode.Scalar {
        var pick = candidates[Int(random.next() % UInt64(candidates.count))]
        while pick == original, candidates.count > 1 {
            pick = candidates[Int(random.next() % UInt64(candidates.count))]
        }
        return pick
    }
}
