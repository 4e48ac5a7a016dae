import ChatModel
import Simulator
import Yams

/// One timeline action, declared once: everything every layer needs to know about it sits
/// in its declaration (one file per action under `Sources/Scenarios/Actions/`).
///
/// A declaration carries the action's
/// - YAML key (``key``), spelled nowhere else;
/// - decoding (``decode(_:in:)``), with its limits and its errors at file, line and column;
/// - writing back (``yamlValue``), which ``ScenarioWriter`` uses when importing an event log;
/// - compiled form (``compiled``), the simulator's ``Simulator/TimelineEvent/Action``;
/// - mark and label (``mark``), as timelines, traces and filmstrips draw it;
/// - nominal length (``nominalDuration``), for the default scenario duration;
/// - doc line (``reference``), which Scenarios/README.md's action reference must list
///   verbatim (a test reads the README against ``ScenarioAction/declarations``).
///
/// Why a type per action conforming to one protocol rather than one table of closures:
/// each declaration holds its payload as typed stored properties, so writing, compiling
/// and labelling are plain computed properties the compiler checks, and the one switch
/// that wraps a ``ScenarioAction`` in its declaration (``ScenarioAction/declaration``) is
/// exhaustive: a new case does not compile until it has a declaration. A table would
/// need a pattern match per row to pull the payload back out, which no compiler checks.
///
/// Adding an action touches five files, and a sixth when it has its own trace event:
/// 1. its declaration, `Sources/Scenarios/Actions/<Key>.swift` (key, decoding, writing,
///    compiled form, mark, doc line);
/// 2. the case list, `Sources/Scenarios/Model/ScenarioAction.swift` (the case, its entry in
///    ``ScenarioAction/declarations`` and in the one switch, ``ScenarioAction/declaration``);
/// 3. the simulator's case, `Sources/Simulator/Timeline/TimelineEvent+Action.swift`, unless
///    an existing one already says it (`startFresh: tap` compiles to `.startFresh`,
///    `tap: scrollToBottom` to `.scrollToBottom`);
/// 4. the simulator's reaction, `Sources/Simulator/Run/Simulation+Perform.swift` (a case of
///    `perform`, and its body there or in a `Simulation+<Concern>.swift` of its own);
/// 5. the doc line in `Scenarios/README.md`'s action reference;
/// 6. only for an action that marks the trace with an event of its own:
///    `Sources/RunResults/Frames/FrameEvent.swift` (its case, lane and instant name).
/// Its mark and label on every picture of the run come from the declaration (a compiled
/// ``Simulator/TimelineEvent`` carries it), so no report, trace or filmstrip code changes.
protocol TimelineActionDeclaration: Sendable {
    /// The action's YAML key in a timeline entry (`send`).
    static var key: String { get }
    /// The action's line in Scenarios/README.md's action reference: a YAML example, then
    /// what it does.
    static var reference: String { get }
    /// Decodes the value under ``key``, reporting every problem at its node; `nil` when it
    /// is unusable.
    static func decode(_ node: Node, in context: inout DecodingContext) -> ScenarioAction?

    /// The value written after `key: ` that ``decode(_:in:)`` reads back to an equal action.
    var yamlValue: String { get }
    /// What the simulator runs.
    var compiled: TimelineEvent.Action { get }
    /// How timelines, traces and filmstrips mark and label it.
    var mark: ActionMark { get }
    /// How long its own activity lasts, nominally (zero for an instantaneous action).
    var nominalDuration: VirtualDuration { get }
}

extension TimelineActionDeclaration {
    var nominalDuration: VirtualDuration { .zero }

    /// The entry's action line as a scenario file writes it: `fling: { velocity: 4000pt/s }`.
    var yamlLine: String { "\(Self.key): \(yamlValue)" }
}

/// An action whose whole value is one word of a vocabulary (`keyboard: show`,
/// `stop: reply`, `scrollToBottom: tap`): decoding and writing back come with the word.
protocol KeywordActionDeclaration: TimelineActionDeclaration {
    associatedtype Word: CaseIterable & RawRepresentable where Word.RawValue == String
    /// The word written after the key.
    var word: Word { get }
    /// The scenario action the word stands for.
    static func action(_ word: Word) -> ScenarioAction
}

extension KeywordActionDeclaration {
    static func decode(_ node: Node, in context: inout DecodingContext) -> ScenarioAction? {
        context.keyword(node, key: key, as: Word.self).map(action)
    }

    var yamlValue: String { word.rawValue }
}

/// `tap`, the only value of a one-tap action (`scrollToBottom: tap`).
enum TapWord: String, CaseIterable { case tap }

/// An action that is one tap (`scrollToBottom: tap`): its word is always `tap`.
protocol TapActionDeclaration: KeywordActionDeclaration where Word == TapWord {
    /// The scenario action the tap stands for.
    static var tapped: ScenarioAction { get }
}

extension TapActionDeclaration {
    var word: TapWord { .tap }
    static func action(_: TapWord) -> ScenarioAction { tapped }
}
