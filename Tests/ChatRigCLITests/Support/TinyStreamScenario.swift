import Foundation

/// The scenario the CLI tests gate, bisect and act on: after a send, one reply streams for
/// three seconds (a token a chunk) while the user watches the bottom. Twice the tokens in
/// the same three seconds (`fast`) is twice the snapshot applies: a regression.
enum TinyStreamScenario {
    /// Tokens of the reply: 120 (40/s), or 240 (80/s) when fast.
    static func tokens(fast: Bool) -> Int { fast ? 240 : 120 }

    /// The scenario file's text, `tokens` over three seconds, run with `strategies`.
    static func text(tokens: Int, strategies: [String] = ["natural"]) -> String {
        """
        name: tiny-stream
        summary: A short reply streams while the user watches the bottom.
        strategies: [\(strategies.joined(separator: ", "))]
        conversation: { history: 20 }
        timeline:
          - at: 0.1s
            send: "Hi"
          - at: 0.1s
            reply: { tokens: \(tokens), rate: \(tokens / 3)/s, chunk: 1...1 }
        duration: 4s
        """
    }

    /// Writes the scenario as `name` in `folder` (created if needed); returns its path.
    @discardableResult
    static func write(in folder: URL, fast: Bool = false, strategies: [String] = ["natural"],
                      name: String = "tiny-stream.yaml") throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try text(tokens: tokens(fast: fast), strategies: strategies).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
