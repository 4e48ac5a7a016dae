/// The phrase books a ``ConversationGenerator`` writes from.
///
/// Enough variety to exercise text layout the way real chats do: English with inline
/// Markdown, Chinese, Japanese and Korean (wide glyphs, no spaces), Arabic and Hebrew
/// (right-to-left), emoji including ZWJ sequences, skin-tone modifiers and flags, and
/// decomposed text whose combining marks join the preceding letter.
enum SampleText {
    /// Scripts a message can be written in.
    enum Script: CaseIterable {
        case english, chinese, japanese, korean, arabic, hebrew

        var questions: [String] {
            switch self {
            case .english: SampleText.englishQuestions
            case .chinese: SampleText.chinese
            case .japanese: SampleText.japanese
            case .korean: SampleText.korean
            case .arabic: SampleText.arabic
            case .hebrew: SampleText.hebrew
            }
        }

        var sentences: [String] {
            switch self {
            case .english: SampleText.englishSentences
            case .chinese, .japanese, .korean, .arabic, .hebrew: questions
            }
        }

        /// Separator between sentences (CJK runs without spaces).
        var separator: String {
            switch self {
            case .chinese, .japanese: ""
            case .english, .korean, .arabic, .hebrew: " "
            }
        }
    }

    static let englishQuestions = [
        "How do I cancel a task group when one child fails?",
        "Can you explain structured concurrency?",
        "Why is my collection view jumping when I insert at the top?",
        "What's the difference between an actor and a class with a lock?",
        "Is it safe to call this from a background thread?",
        "Thanks!",
        "ok",
        "That worked, but now the keyboard covers the input bar.",
        "Could you make it shorter?",
        "Write a haiku about merge conflicts.",
        "What does `@MainActor` actually guarantee?",
        "Summarise this article in three bullet points.",
        "Why does the list scroll to the wrong message after rotation?",
        "Compare SQLite and Core Data for a chat app.",
        "hmm, not quite — I meant the *inverted* list",
        "Translate this to French please",
        "How many tokens per second is fast enough for streaming?",
        "Can you check my reasoning here?",
        "What would you name this function?",
        "Explain it like I'm five 🙂",
    ]

    static let englishSentences = [
        "The short answer is that each child task inherits the cancellation of its parent.",
        "When one child throws, the group cancels the remaining children and rethrows the error.",
        "You can check for cancellation with `Task.checkCancellation()` at natural suspension points.",
        "This is **the key idea**: work is scoped to the lifetime of the code that started it.",
        "In practice, most of the cost comes from measuring cells that are never shown.",
        "A diffable data source computes the difference between two snapshots for you.",
        "If the identifiers are stable, the collection view can animate moves instead of reloads.",
        "Keep the anchor message fixed on screen while the content above it changes size.",
        "The *inverted* list trick flips the table so that new rows appear at the bottom.",
        "Self-sizing cells ask for `preferredLayoutAttributesFitting(_:)` during layout.",
        "See [the documentation](https://developer.apple.com/documentation/uikit) for details.",
        "That's a common pitfall, and it usually shows up only on older devices.",
        "An actor serialises access to its state, so you never need a separate lock.",
        "Estimated heights that are far from the real ones make the scroll indicator jump.",
        "Prefetching decodes images before their cells appear, which keeps scrolling smooth.",
        "Streaming a reply means the last cell grows many times a second.",
        "Batching token updates into one layout pass per frame avoids most hitches.",
        "The keyboard changes the safe area, and the list has to keep the bottom message visible.",
        "Let me know if you'd like a version that works on iOS 16 as well.",
        "Here is how I would think about the trade-off.",
        "Both approaches are valid; the second one is simpler to test.",
        "Be careful with `reloadData()` during an animation, because it discards the running one.",
        "Measured heights can be cached by message identifier and revision.",
        "Page in older messages before the user reaches the top, not after.",
        "I'd recommend starting with the simplest version and profiling it.",
    ]

    static let chinese = [
        "你好！我想问一下这个问题怎么解决。",
        "结构化并发的核心思想是任务的生命周期由作用域决定。",
        "这个列表在插入新消息时会跳动，应该怎么办？",
        "谢谢你的解释，非常清楚。",
        "可以再举一个例子吗？",
        "在滚动时解码图片会导致掉帧。",
        "我们需要在主线程上更新界面。",
        "这段代码在旧设备上运行得很慢。",
    ]

    static let japanese = [
        "こんにちは、質問があります。",
        "キーボードが表示されると入力欄が隠れてしまいます。",
        "ありがとうございます！とても助かりました。",
        "この関数の名前をどうすればいいでしょうか？",
        "セルの高さを事前に計算しておくとスクロールが滑らかになります。",
        "日本語の文章は単語の間にスペースがありません。",
        "もう少し短くまとめてください。",
    ]

    static let korean = [
        "안녕하세요, 질문이 있습니다.",
        "스크롤할 때 화면이 끊기는 이유가 뭘까요?",
        "설명해 주셔서 감사합니다!",
        "이 코드를 더 간단하게 만들 수 있을까요?",
        "메시지가 많아지면 앱이 느려집니다.",
    ]

    static let arabic = [
        "مرحبا، كيف يمكنني حل هذه المشكلة؟",
        "شكرا جزيلا على المساعدة!",
        "هل يمكنك شرح ذلك بمزيد من التفاصيل؟",
        "القائمة تقفز عندما أضيف رسالة جديدة.",
        "أحتاج إلى ترجمة هذا النص إلى الإنجليزية.",
    ]

    static let hebrew = [
        "שלום, יש לי שאלה על הקוד הזה.",
        "תודה רבה, זה עזר מאוד!",
        "למה הרשימה קופצת כשאני מוסיף הודעה?",
        "אפשר להסביר שוב בפשטות?",
        "המקלדת מסתירה את שדה הקלט.",
    ]

    /// Single emoji, skin-tone modified emoji, ZWJ sequences, flags and keycaps.
    static let emoji = [
        "🙂", "😂", "🎉", "🔥", "✅", "🤔", "🚀", "❤️", "🙏", "👀",
        "👍🏻", "👋🏽", "👏🏿", "💪🏾", "🤷🏼‍♀️",
        "👨‍👩‍👧‍👦", "🧑🏽‍💻", "👩🏿‍🚀", "🏳️‍🌈", "❤️‍🔥", "🧑‍🤝‍🧑", "😮‍💨",
        "🇯🇵", "🇫🇷", "🇧🇷", "1️⃣",
    ]

    /// Words whose accents are combining marks (decomposed, NFD) rather than precomposed.
    static let combining = [
        "cafe\u{301}", "nai\u{308}ve", "Tie\u{302}\u{301}ng Vie\u{302}\u{323}t", "ma\u{300}u sa\u{301}c",
        "pin\u{303}ata", "Z\u{324}\u{354}\u{367}\u{311}a\u{35C}l\u{32B}g\u{35A}o\u{335}", "e\u{301}le\u{300}ve",
    ]

    static let headings = [
        "Overview", "How it works", "Step by step", "Trade-offs", "Example", "Summary",
        "Why this happens", "The fix", "Performance notes", "要点", "ملخص",
    ]

    static let listItems = [
        "Cache measured heights by message ID and revision",
        "Use **stable identifiers** in the snapshot",
        "Decode images off the main thread",
        "Keep the anchor row fixed during inserts",
        "Coalesce token updates to one per frame",
        "Prefetch the next page early",
        "Test on the oldest supported device",
        "Avoid `layoutIfNeeded()` inside `cellForItemAt`",
        "Measure before optimising",
        "性能测试要在真机上进行",
        "استخدم معرفات ثابتة",
    ]

    static let quotes = [
        "Premature optimization is the root of all evil.",
        "Make it work, make it right, make it fast.",
        "The list should never move under the user's finger.",
    ]

    static let reasoning = [
        "The user is asking about cancellation, so I should explain how it propagates.",
        "Let me think about whether the list is inverted or not.",
        "First, I need to figure out what causes the jump.",
        "They mentioned rotation, which changes the width and therefore every height.",
        "Maybe the estimated height is the problem; let me check the numbers.",
        "Hmm, 44 points versus a real height of 300 points would explain it.",
        "I should give a short answer first and then the details.",
        "Wait — the keyboard also changes the inset at the same time.",
        "Let me double-check the arithmetic: 120 tokens a second is one token every 8 ms.",
        "The answer should include a code example.",
        "用户可能更习惯中文的解释。",
    ]

    /// A language and a short code body per language, for fenced blocks.
    static let codeSamples: [(language: String?, lines: [String])] = [
        ("swift", [
            "func loadOlder() async throws {",
            "    let page = try await store.page(before: oldestID, limit: 50)",
            "    var snapshot = dataSource.snapshot()",
            "    snapshot.insertItems(page.map(\\.id), beforeItem: oldestID)",
            "    await dataSource.apply(snapshot, animatingDifferences: false)",
            "}",
        ]),
        ("swift", [
            "try await withThrowingTaskGroup(of: Void.self) { group in",
            "    for url in urls {",
            "        group.addTask { try await download(url) }",
            "    }",
            "    try await group.waitForAll()",
            "}",
        ]),
        ("python", [
            "def tokens_per_second(n, elapsed):",
            "    if elapsed <= 0:",
            "        raise ValueError(\"elapsed must be positive\")",
            "    return n / elapsed",
        ]),
        ("typescript", [
            "export async function* stream(res: Response) {",
            "  const reader = res.body!.getReader();",
            "  for (;;) {",
            "    const { value, done } = await reader.read();",
            "    if (done) return;",
            "    yield new TextDecoder().decode(value);",
            "  }",
            "}",
        ]),
        ("sql", [
            "SELECT id, role, text FROM message",
            "WHERE conversation_id = ? AND id < ?",
            "ORDER BY id DESC LIMIT 50;",
        ]),
        (nil, [
            "Thread 1: Fatal error: Index out of range",
            "0  ChatApp  0x0000000104a1c2d0 ChatViewController.collectionView(_:cellForItemAt:)",
            "1  UIKitCore 0x00000001a2b3c4d5 -[UICollectionView _createPreparedCellForItemAtIndexPath:]",
        ]),
        ("json", [
            "{",
            "  \"model\": \"small\",",
            "  \"stream\": true,",
            "  \"messages\": [{ \"role\": \"user\", \"content\": \"你好 👋\" }]",
            "}",
        ]),
    ]
}
