/// An app's session log, as `chatrig import` reads it: one event a line, in time order.
///
/// The format (JSON Lines, documented in `Scenarios/README.md`, "Importing an app's event
/// log") is what an app writes from a debug build: every line an object with `t` (seconds
/// since the log began) and `event`, plus the event's fields. ``EventLogParser`` reads it;
/// ``EventLogImporter`` turns it into a ``Scenario`` with the same timing.
public struct EventLog: Hashable, Sendable {
    public var events: [LoggedEvent]

    public init(events: [LoggedEvent]) { self.events = events }
}

/// One line of an event log.
public struct LoggedEvent: Hashable, Sendable {
    /// The line it came from (1-based), for errors and notes.
    public var line: Int
    /// Seconds since the log began.
    public var time: Double
    public var kind: Kind

    public init(line: Int, time: Double, kind: Kind) {
        self.line = line
        self.time = time
        self.kind = kind
    }

    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// `session`: facts about the screen the log was taken on (each optional).
        case session(Session)
        /// `viewport`: the list's size, pt.
        case viewport(width: Double, height: Double)
        /// `sent`: the user sent a message of `chars` characters and `images` photos.
        case sent(chars: Int, images: Int)
        /// `replyStarted`: the assistant's reply was requested (its placeholder appeared).
        case replyStarted
        /// `chunk`: `chars` characters of the reply arrived (`tokens` of them, if known).
        case chunk(chars: Int, tokens: Int?)
        /// `replyEnded`: the reply finished, was stopped by the user, or failed.
        case replyEnded(ReplyOutcome)
        /// `pageRequested`: the list asked for older messages.
        case pageRequested
        /// `pageArrived`: `messages` older messages arrived.
        case pageArrived(messages: Int)
        /// `scroll`: one finger gesture, from touch-down to rest.
        case scroll([ScrollSample])
        /// `keyboard`: the keyboard's frame will change to `height` pt over the screen's
        /// bottom edge (0: hidden).
        case keyboard(height: Double)
    }

    /// The `session` line's fields.
    public struct Session: Hashable, Sendable {
        /// Messages stored before the session (what older pages can load).
        public var history: Int?
        /// Messages per older page.
        public var pageSize: Int?
        /// A device profile name.
        public var device: String?
        /// Whether the app's list is inverted (`transform` scaled by -1): offsets then grow
        /// towards older messages.
        public var inverted: Bool
        /// The screen's refresh rate, Hz.
        public var refreshRate: Int?

        public init(history: Int? = nil, pageSize: Int? = nil, device: String? = nil, inverted: Bool = false, refreshRate: Int? = nil) {
            self.history = history
            self.pageSize = pageSize
            self.device = device
            self.inverted = inverted
            self.refreshRate = refreshRate
        }
    }

    /// How a reply ended.
    public enum ReplyOutcome: String, CaseIterable, Hashable, Sendable {
        case complete, stopped, failed
    }

    /// One `scrollViewDidScroll` during a gesture.
    public struct ScrollSample: Hashable, Sendable {
        /// Seconds since the log began.
        public var time: Double
        /// `contentOffset.y`, pt.
        public var offset: Double
        /// `contentOffset.y`'s rate of change, pt/s.
        public var velocity: Double
        /// Whether the finger was down (`isTracking`); false while the list decelerates.
        public var tracking: Bool

        public init(time: Double, offset: Double, velocity: Double, tracking: Bool) {
            self.time = time
            self.offset = offset
            self.velocity = velocity
            self.tracking = tracking
        }
    }
}
