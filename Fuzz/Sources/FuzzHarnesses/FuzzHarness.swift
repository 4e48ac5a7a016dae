/// One fuzz target's test: what ChatRig does with an input a user's file or flag could
/// hold, and the properties that must hold for every input.
///
/// A harness is plain code, so it runs two ways: under libFuzzer, coverage-guided, in the
/// fuzz package's executables (`make fuzz`), where a ``FuzzViolation`` becomes a crash that
/// libFuzzer saves; and in the test build (`FuzzHarnessTests`), which replays every
/// regression input, every seed and seeded mutations of the seeds on each `make test`.
/// A trap inside ChatRig (an overflow, a failed precondition) crashes either way.
public protocol FuzzHarness: Sendable {
    /// The fuzz target: the executable's name and its folder under `Fuzz/Regressions`.
    static var target: String { get }

    /// Makes the harness (loads what every input needs, such as the device profiles).
    init() throws

    /// The inputs fuzzing starts from: bundled files, fixtures, or documents written here.
    func seeds() throws -> [FuzzSeed]

    /// Runs one input and returns what ChatRig made of it (the text `chatrig` would print);
    /// throws when a property every input must have does not hold.
    func run(_ input: FuzzInput) throws(FuzzViolation) -> String
}

/// A property a harness checks that failed for an input: a bug in ChatRig, not in the input.
public struct FuzzViolation: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}

extension FuzzHarness {
    /// Runs `bytes` as one input.
    public func run(bytes: [UInt8]) throws(FuzzViolation) -> String {
        // `withUnsafeBytes` rethrows untyped: carry the typed error out in a Result.
        let result: Result<String, FuzzViolation> = bytes.withUnsafeBytes { buffer in
            Result { () throws(FuzzViolation) -> String in try run(FuzzInput(bytes: buffer)) }
        }
        return try result.get()
    }
}
