import Foundation

/// A single self-overwriting status line on standard error, shown only on a terminal so
/// that logs and pipes stay clean.
final class ProgressLine {
    private let enabled: Bool
    private var width = 0

    init(enabled: Bool) { self.enabled = enabled }

    func update(_ text: String) {
        guard enabled else { return }
        let padded = text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0)
        width = text.count
        StandardError.rewrite(padded)
    }

    func clear() {
        guard enabled, width > 0 else { return }
        StandardError.rewrite(String(repeating: " ", count: width), after: "\r")
        width = 0
    }
}
