/// The pieces mock replies are made of, split the way a byte-pair tokenizer splits them.
///
/// Words are written with `|` at sub-word boundaries (`con|cur|rency`); a word inside a
/// sentence carries its leading space on its first piece (`" con"`, `"cur"`, `"rency"`), as
/// GPT and Claude tokenizers do. Immutable tables, shared by every generator.
enum TokenVocabulary {
    /// Prose words, sub-word split.
    static let words: [[String]] = split([
        "the", "a", "an", "and", "or", "but", "of", "to", "in", "on", "for", "with", "when", "that",
        "this", "it", "is", "are", "be", "can", "will", "each", "every", "only", "then", "so",
        "you", "your", "we", "its", "not", "more", "than", "one", "two", "all", "which", "after",
        "list", "cell", "view", "row", "task", "tasks", "data", "model", "text", "token", "tokens",
        "stream", "message", "messages", "scroll", "frame", "height", "layout", "update", "state",
        "main", "thread", "actor", "queue", "cache", "memory", "time", "order", "value", "type",
        "async", "await", "call", "result", "error", "change", "user", "screen", "source", "batch",
        "con|cur|rency", "struct|ured", "cancel|lation", "snap|shot", "dif|fable", "col|lection",
        "pag|ination", "ren|der|ing", "com|put|ed", "in|val|id|ate", "measure|ment", "pre|fetch",
        "con|fig|ure", "struct|ure", "sched|uler", "throt|tle", "deb|ounce", "an|im|ation",
        "in|cre|ment|al", "de|term|in|istic", "re|use", "iden|ti|fier", "con|tent", "off|set",
        "key|board", "in|set", "re|cur|sive", "em|bed|ding", "re|triev|al", "doc|u|ment",
        "para|graph", "con|text", "re|sponse", "re|quest", "la|tency", "through|put", "buf|fer",
        "prop|erty", "fea|ture", "per|form|ance", "ex|pens|ive", "eff|icient", "sim|ple",
        "usu|ally", "typ|ically", "in|stead", "how|ever", "there|fore", "be|cause", "be|fore",
        "be|tween", "with|out", "through", "should", "would", "could", "first", "next", "last",
    ])

    /// Swift code pieces, tokenized as a code model emits them.
    static let codeLines: [[String]] = [
        ["let", " snapshot", " =", " data", "Source", ".", "snapshot", "()"],
        ["snapshot", ".", "append", "Items", "([", "message", ".", "id", "])"],
        ["await", " data", "Source", ".", "apply", "(", "snapshot", ",", " animating", "Differences", ":", " false", ")"],
        ["for", " await", " token", " in", " stream", " {"],
        ["    ", "message", ".", "text", " +=", " token"],
        ["}"],
        ["func", " load", "Older", "()", " async", " throws", " {"],
        ["    ", "guard", " !", "is", "Loading", " else", " {", " return", " }"],
        ["    ", "let", " page", " =", " try", " await", " store", ".", "page", "(", "before", ":", " cursor", ")"],
        ["collection", "View", ".", "transform", " =", " CG", "Affine", "Transform", "(", "scale", "X", ":", " 1", ",", " y", ":", " -", "1", ")"],
        ["Task", " {", " @", "Main", "Actor", " in"],
        ["    ", "try", " await", " Task", ".", "sleep", "(", "for", ":", " .", "milli", "seconds", "(", "50", "))"],
        ["struct", " Chat", "Message", ":", " Identifiable", ",", " Hashable", " {"],
        ["    ", "let", " id", ":", " UUID"],
        ["    ", "var", " content", ":", " String"],
        ["print", "(", "\"", "done", "\"", ")"],
    ]

    /// CJK sentences, one token per character as common tokenizers split them.
    static let cjkSentences: [String] = [
        "我们可以使用结构化并发来管理任务。",
        "列表在滚动时不应该跳动。",
        "这是一个流式输出的例子。",
        "メッセージは下から上に表示されます。",
        "スクロール位置を保持してください。",
        "토큰이 도착할 때마다 화면이 갱신됩니다。",
    ]

    /// Emoji an assistant puts at the end of a sentence; each is one token.
    static let emoji: [String] = [" 🚀", " ✅", " 👍", " 🎉", " ⚠️", " 🙂", " 💡"]

    private static func split(_ written: [String]) -> [[String]] {
        written.map { word in word.split(separator: "|").map(String.init) }
    }
}
