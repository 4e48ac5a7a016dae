/// One problem found in a scenario or device profile file, at a source location.
///
/// Its ``description`` is the compiler-style line
/// `path/to/file.yaml:12:5: error: unknown key 'duraton' in scenario; did you mean 'duration'?`.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem this is; tests and tools switch on it, people read ``message``.
    public enum Kind: Hashable, Sendable {
        /// The file could not be read.
        case unreadableFile
        /// The YAML itself is malformed (reported by libyaml through Yams), or a mapping
        /// repeats a key.
        case syntax
        /// A key the format does not define; `suggestion` is the nearest valid key, if any
        /// is close enough.
        case unknownKey(key: String, suggestion: String?)
        /// A required key is absent.
        case missingKey(String)
        /// A value of the wrong kind (a word where a number belongs, a list where a mapping
        /// belongs, …).
        case wrongType
        /// A number without the unit the key requires (`ttft: 350`).
        case missingUnit
        /// A unit the key does not accept (`ttft: 350pt`).
        case wrongUnit
        /// A value outside the range the key allows (`jitter: 1.5`, a negative duration).
        case outOfRange
        /// A word outside the key's vocabulary (`keyboard: open`).
        case invalidValue
        /// A timeline entry with no action, or with more than one.
        case actionCount
        /// Timeline entries out of order of `at`, or an entry after the scenario's end.
        case timelineOrder
        /// A malformed strategy specification (`flipped(unflip cell)`).
        case invalidStrategySpec
        /// An expectation names no deterministic metric; `suggestion` is the nearest one.
        case unknownMetric(name: String, suggestion: String?)
        /// A malformed expectation (`"<== 5"`).
        case invalidExpectation
        /// A `per-strategy` key names no strategy listed in `strategies`.
        case unknownStrategy(String)
        /// A device profile name that no file provides; `known` lists the names that exist.
        case unknownDevice(name: String, known: [String])
        /// A reply's recorded transcript is not an event stream of its dialect (a malformed
        /// event, a bad timestamp, a missing terminal event); the location is in the
        /// transcript file.
        case invalidTranscript
    }

    /// Where the problem is.
    public var location: SourceLocation
    /// What kind of problem it is.
    public var kind: Kind
    /// The human-readable explanation, without location or severity.
    public var message: String

    public init(location: SourceLocation, kind: Kind, message: String) {
        self.location = location
        self.kind = kind
        self.message = message
    }

    /// `path:line:column: error: message`.
    public var description: String { "\(location): error: \(message)" }
}
