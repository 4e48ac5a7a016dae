import ChatModel
import RunResults

/// The largest (and smallest) values scenario and device-profile files accept.
///
/// Every number a file holds is checked against these where it is parsed, so a value
/// outside them is an error at its line and column in `chatrig validate`, never a trap or a
/// run that cannot finish. Each maximum covers every real chat with room to spare; the
/// reason is in its comment and in `Scenarios/README.md`'s table. Together they bound a run:
/// at most ``maxDuration`` × 240 Hz = 864 000 frames over at most ``maxHistory`` stored
/// messages, and every deterministic metric of such a run stays below
/// ``maxExpectationMagnitude``.
public enum ScenarioLimits {
    // MARK: Time

    /// Longest scenario, explicit `duration` or the default computed from the timeline:
    /// 1 hour. A scenario rehearses one sitting; the longest real stream, 128K tokens at
    /// 40 tokens/s, lasts 55 minutes.
    public static let maxDuration = FigureLimits.maxRunDuration
    /// Longest time to first token: 10 minutes. Reasoning models that think silently
    /// before answering take up to a few minutes.
    public static let maxTimeToFirstToken = VirtualDuration.seconds(600)
    /// Longest modelled latency of one page of history: 60 s, URLSession's default request
    /// timeout; a page slower than that has failed, not loaded.
    public static let maxPageLatency = VirtualDuration.seconds(60)
    /// Longest drag: 60 s with the finger on the glass covers any real gesture.
    public static let maxDragDuration = VirtualDuration.seconds(60)
    /// Longest time away from the app in one `timeJump`: 366 days, a year away (longer
    /// than any inactivity limit a chat resets after).
    public static let maxTimeJump = VirtualDuration.seconds(366 * 86_400)

    // MARK: Conversations

    /// Most messages in a conversation opened by `switchConversation`: 10 000. The app
    /// loads such a conversation whole (it is generated and held in full), unlike the
    /// stored history, which is paged; 10 000 is years of daily chatting.
    public static let maxSwitchedHistory = 10_000

    // MARK: Replies

    /// Most answer tokens in one reply: 131 072 (128K), the largest output limit of
    /// current models.
    public static let maxReplyTokens = 131_072
    /// Most thinking tokens in one reply: 131 072 (128K), the largest reasoning budgets.
    public static let maxThinkingTokens = 131_072
    /// Slowest stream: 0.1 tokens/s. CPU-only local models stream about 1 token/s; one
    /// token every 10 s is a stalled stream, not a slow one.
    public static let minReplyRate = 0.1
    /// Fastest stream: 10 000 tokens/s, five times the fastest hosted inference (about
    /// 2 000 tokens/s).
    public static let maxReplyRate = 10_000.0
    /// Most tokens in one streamed chunk: 1 000. Server-sent events carry 1 to 20 tokens;
    /// 1 000 is a whole page per event.
    public static let maxChunkTokens = 1_000
    /// Most citations on one reply: 100. Answer engines show 5 to 20 sources.
    public static let maxCitations = 100

    // MARK: Messages and history

    /// Most images attached to one message: 100, the most any chat API accepts in one
    /// request (chat apps allow 10 to 20).
    public static let maxImagesPerSend = 100
    /// Most lines of text in the composer (`compose: lines`): 10 000, a long pasted
    /// document (the composer stops growing at its maximum height long before).
    public static let maxComposeLines = 10_000
    /// Longest message text a `send` holds: 100 000 characters, about 25 000 tokens — a
    /// long pasted document.
    public static let maxSendTextLength = 100_000
    /// Most messages of stored history: 1 000 000, the longest conversation the engine's
    /// performance targets name (per-frame cost flat from 1,000 to 1,000,000 messages) (a message every 5 minutes for 8 hours a day is 35 000 a
    /// year). A history opens in constant time and memory whatever its length — its pages
    /// are generated on demand — so the bound is the targets', not the machine's.
    public static let maxHistory = 1_000_000
    /// Most messages per load-more page: 1 000. Apps page 20 to 100 at a time.
    public static let maxPageSize = 1_000
    /// Most timeline entries: 1 000, five hundred exchanges of a send and its reply.
    public static let maxTimelineEntries = 1_000

    // MARK: Geometry

    /// Smallest viewport side: 100 pt. The narrowest real window, an Apple Watch screen,
    /// is 162 pt wide.
    public static let minViewportSide = 100.0
    /// Largest viewport side, keyboard, composer or safe-area inset: 10 000 pt, three times
    /// the widest Apple display (Pro Display XDR, 3 008 pt at 2x).
    public static let maxLength = 10_000.0
    /// Longest drag: 100 000 pt, seventy screen heights in one motion.
    public static let maxDragDistance = 100_000.0
    /// Fastest fling: 100 000 pt/s; UIKit flings top out near 10 000 pt/s.
    public static let maxFlingVelocity = 100_000.0

    // MARK: Device figures

    /// Highest refresh rate: 240 Hz, the fastest phone and tablet displays being 120 Hz.
    public static let maxRefreshRate = FigureLimits.maxRefreshRate

    /// Largest modelled cost of one operation: 1 s (1 000 000 µs), a thousand times the
    /// slowest real figure (creating a cell, about 200 µs).
    public static let maxCostMicroseconds = 1_000_000.0

    // MARK: Expectations

    /// Largest magnitude of an expectation's value, in the metric's unit: 10¹⁵. No metric
    /// of a run within these limits comes near it (the largest, cumulative blank area, stays
    /// below 10¹⁴ pt²), and reports print every number up to it exactly.
    public static let maxExpectationMagnitude = FigureLimits.maxFigureMagnitude

    // MARK: Text and files

    /// Longest scenario or device name: 64 characters; names become file names of traces.
    public static let maxNameLength = 64
    /// Longest `summary`: 1 000 characters (it is one line of a report).
    public static let maxSummaryLength = 1_000
    /// Largest scenario or device-profile file: 1 MiB. The bundled files are under 4 KB.
    public static let maxFileBytes = 1 << 20
    /// Most YAML nodes a file may hold, every alias counted as the full copy it stands for:
    /// 100 000. The bundled files hold fewer than 500; the bound is checked while the
    /// file is read, before anything walks the tree, so aliases that double at each level
    /// are refused in microseconds.
    public static let maxNodes = 100_000
    /// Most bytes of scalar text a file may expand to through aliases: 4 MiB, four
    /// times the largest file.
    public static let maxExpandedText = 4 << 20
    /// Deepest nesting of lists and mappings: 32. The format's deepest value (a
    /// per-strategy expectation) sits at depth 4.
    public static let maxNesting = 32

    /// The nominal rate of a `whole: true` reply: its tokens all come in the one piece at
    /// `ttft`, so the scenario's default length counts only the wait (the fastest rate).
    public static let wholeReplyRate = 10_000.0
}
