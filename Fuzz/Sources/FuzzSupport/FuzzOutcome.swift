import Foundation

/// What a target made of one input — the text `chatrig` would print for it — shown on
/// standard error when `FUZZ_PRINT=1` (to see what a saved input does:
/// `FUZZ_PRINT=1 chatrig-fuzz FuzzScenario Fuzz/Regressions/FuzzScenario/x.yaml`); discarded otherwise.
public enum FuzzOutcome {
    private static let isShown = ProcessInfo.processInfo.environment["FUZZ_PRINT"] == "1"

    public static func report(_ text: String) {
        guard isShown else { return }
        FileHandle.standardError.write(Data("--- outcome\n\(text)\n".utf8))
    }
}
