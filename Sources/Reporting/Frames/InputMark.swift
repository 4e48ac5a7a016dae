import Simulator

/// A user or model action of the scenario's timeline, placed on the time axis: the
/// gestures (fling or drag), keyboard, sends and replies the pictures label.
public struct InputMark: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case send, reply, keyboard, gesture, other
    }

    /// Virtual seconds since the start of the run.
    public var time: Double
    public var kind: Kind
    /// Short text: `fling 8000 pt/s`, `drag 600 pt`, `keyboard up`.
    public var label: String

    public init(time: Double, kind: Kind, label: String) {
        self.time = time
        self.kind = kind
        self.label = label
    }

    /// The marks of a compiled timeline, in time order.
    public static func marks(of timeline: Timeline) -> [InputMark] {
        timeline.events.map { event in
            let (kind, label) = describe(event.action)
            return InputMark(time: event.at.seconds, kind: kind, label: label)
        }
    }

    private static func describe(_ action: TimelineAction) -> (Kind, String) {
        switch action {
        case let .send(_, images): (.send, images > 0 ? "send + \(images) image\(images == 1 ? "" : "s")" : "send")
        case .reply: (.reply, "reply")
        case let .keyboard(show): (.keyboard, show ? "keyboard up" : "keyboard down")
        case let .drag(distance, _): (.gesture, "drag \(ComparisonTable.format(distance)) pt")
        case let .fling(velocity): (.gesture, "fling \(ComparisonTable.format(velocity)) pt/s")
        case .scrollToBottom: (.other, "tap scroll-to-bottom")
        case .scrollToTop: (.other, "tap status bar")
        case let .resize(width, height): (.other, "resize \(ComparisonTable.format(width))×\(ComparisonTable.format(height))")
        case .stopReply: (.other, "stop")
        case let .setThinkingExpanded(open): (.other, open ? "expand thinking" : "collapse thinking")
        case let .setCitationsExpanded(open): (.other, open ? "expand sources" : "collapse sources")
        case let .compose(text, images): (.other, Self.composerLabel(text: text, images: images))
        case let .scrollTo(message, _): (.other, "scroll to \(message)")
        case let .switchConversation(name, _): (.other, "open conversation \(name)")
        case .startFresh: (.other, "start fresh")
        case let .timeJump(duration): (.other, "away \(ComparisonTable.format(duration.seconds / 3_600)) h")
        case let .tap(control): (.other, "tap \(control)")
        default: (.reply, "reply")  // a recorded stream replayed
        }
    }

    /// "compose 3 lines + 2 images", or "empty composer" when a send cleared it.
    static func composerLabel(text: String, images: Int) -> String {
        guard !text.isEmpty || images > 0 else { return "empty composer" }
        let lines = ComposerGeometry.lineCount(of: text)
        let photos = images > 0 ? " + \(images) image\(images == 1 ? "" : "s")" : ""
        return "compose \(lines) line\(lines == 1 ? "" : "s")\(photos)"
    }
}
