import Foundation

/// The mechanical edits that make a SwiftUI screen's Swift file compile against
/// ChatRigSwiftUI on Linux (README, *Your SwiftUI screen as it is*), done on its text:
///
/// - `import SwiftUI` becomes `import <shim>`, the one-file module that imports SwiftUI on
///   iOS and ChatRigSwiftUI elsewhere;
/// - each `#Preview { … }` block is commented out, line by line: `#Preview` is a macro, and a
///   macro needs a compiler plugin built from swift-syntax (minutes of CI for code a rehearsal
///   never runs). `PreviewProvider` compiles as it is;
/// - a file that uses `@Observable` and imports neither SwiftUI nor Observation (Apple's
///   Foundation brings Observation; Linux's does not) gets `import Observation`.
///
/// Deterministic: the same text gives the same edits.
struct SwiftUIPort {
    /// The module that imports SwiftUI or ChatRigSwiftUI (README).
    var shimModule = "ChatViews"

    /// Ports `text`; returns the text and the number of edits. O(length).
    func port(_ original: String) -> (text: String, edits: Int) {
        var lines = original.components(separatedBy: "\n")
        var edits = 0
        let importsSwiftUI = lines.contains { $0.trimmingCharacters(in: .whitespaces) == "import SwiftUI" }
        for index in lines.indices where lines[index].trimmingCharacters(in: .whitespaces) == "import SwiftUI" {
            lines[index] = lines[index].replacingOccurrences(of: "import SwiftUI", with: "import \(shimModule)")
            edits += 1
        }
        edits += commentOutPreviews(&lines)
        let importsObservation = lines.contains { $0.trimmingCharacters(in: .whitespaces) == "import Observation" }
        if !importsSwiftUI, !importsObservation, lines.contains(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("@Observable") }),
           let foundation = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "import Foundation" }) {
            lines.insert("import Observation", at: foundation + 1)
            edits += 1
        }
        return (lines.joined(separator: "\n"), edits)
    }

    /// Comments out every `#Preview` block: from its line to the line where its braces
    /// balance (braces in strings and comments are counted too: a preview's body rarely has
    /// unbalanced ones). Returns the number of blocks.
    private func commentOutPreviews(_ lines: inout [String]) -> Int {
        var blocks = 0
        var index = 0
        while index < lines.count {
            guard lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("#Preview") else {
                index += 1
                continue
            }
            blocks += 1
            var depth = 0
            var opened = false
            repeat {
                for character in lines[index] {
                    if character == "{" { depth += 1; opened = true }
                    if character == "}" { depth -= 1 }
                }
                lines[index] = "// " + lines[index]
                index += 1
            } while index < lines.count && (!opened || depth > 0)
        }
        return blocks
    }
}
