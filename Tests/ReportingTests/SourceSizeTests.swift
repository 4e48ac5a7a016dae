import Foundation
import Testing

/// A file does one thing and fits one sitting: no Swift file under `Sources/` over
/// ``maxFileLines`` lines, no function, initializer or subscript body over
/// ``maxFunctionLines`` lines.
///
/// The few that were longer when the rule was written are listed with their length then
/// (``knownLongFiles``, ``knownLongFunctions``): each may shrink, none may grow, and a new one
/// fails. (A listed entry that is fixed should leave the list; the test does not insist, so
/// a branch that shortens one merges without touching this file.)
@Suite struct SourceSizeTests {
    static let maxFileLines = 350
    static let maxFunctionLines = 60

    /// Files over the limit when the rule was written: path → lines then.
    static let knownLongFiles: [String: Int] = [:]

    /// Functions over the limit when the rule was written: "path: declaration up to its
    /// first parenthesis" → lines then.
    static let knownLongFunctions: [String: Int] = [:]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every Swift file under `Sources/`, as a path from the package root and its lines.
    static func sources() throws -> [(path: String, lines: [Substring])] {
        let folder = root.appendingPathComponent("Sources")
        var files: [(String, [Substring])] = []
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = enumerator?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            let path = "Sources/" + file.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)
            files.append((path, text.split(separator: "\n", omittingEmptySubsequences: false)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    @Test func noSourceFileIsLongerThanOneSitting() throws {
        for (path, lines) in try Self.sources() {
            let count = lines.last == "" ? lines.count - 1 : lines.count
            if let known = Self.knownLongFiles[path] {
                #expect(count <= known, "\(path) grew to \(count) lines (listed at \(known); the limit is \(Self.maxFileLines))")
            } else {
                #expect(count <= Self.maxFileLines, "\(path) has \(count) lines, over \(Self.maxFileLines)")
            }
        }
    }

    @Test func noFunctionIsLongerThanOneScreen() throws {
        for (path, lines) in try Self.sources() {
            for function in Self.functions(in: lines) where function.lines > Self.maxFunctionLines {
                let key = "\(path): \(function.declaration)"
                if let known = Self.knownLongFunctions[key] {
                    #expect(function.lines <= known, "\(key) grew to \(function.lines) lines (listed at \(known))")
                } else {
                    #expect(Bool(false), "\(key) has \(function.lines) lines, over \(Self.maxFunctionLines)")
                }
            }
        }
    }

    /// The rule's own check: a body is measured from its declaration to its closing brace,
    /// and a protocol requirement (no body) is not a function body.
    @Test func theMeasureCountsBodiesAndSkipsRequirements() {
        let text = """
        protocol P {
            func a()
            func b(_ x: Int)
        }
        struct S {
            func c(
                _ x: Int
            ) -> Int {
                let y = "{"
                return x
            }
        }
        """
        let functions = Self.functions(in: text.split(separator: "\n", omittingEmptySubsequences: false))
        #expect(functions.map(\.declaration) == ["func c"])
        #expect(functions.map(\.lines) == [6])
    }

    /// Each function, initializer or subscript with a body: its declaration up to the first
    /// parenthesis (or `{`), and its lines from the declaration to the closing brace. String
    /// literals and line comments are skipped when braces are counted.
    static func functions(in lines: [Substring]) -> [(declaration: String, lines: Int)] {
        let start = try! Regex(#"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|package|open|static|class|override|mutating|nonmutating|nonisolated|final|convenience|required|indirect)\s+)*(?:func\s|init[?!]?\s*[(<]|subscript\s*[(<])"#)
        var found: [(String, Int)] = []
        for (index, line) in lines.enumerated() where line.firstMatch(of: start) != nil {
            guard let end = bodyEnd(from: index, in: lines) else { continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let declaration = String(trimmed.prefix { $0 != "(" && $0 != "<" && $0 != "{" }).trimmingCharacters(in: .whitespaces)
            found.append((declaration, end - index + 1))
        }
        return found
    }

    /// The line of the brace that closes the body of the declaration at `index`, or nil for a
    /// declaration without a body (a protocol requirement).
    static func bodyEnd(from index: Int, in lines: [Substring]) -> Int? {
        var depth = 0, parens = 0, opened = false
        for row in index..<lines.count {
            for character in code(lines[row]) {
                switch character {
                case "(": parens += 1
                case ")": parens -= 1
                case "{": depth += 1; opened = true
                case "}": depth -= 1
                default: break
                }
                if opened, depth == 0 { return row }
            }
            // The signature ended on this line without a body, unless the next line goes on
            // with it (`-> T {`, `where …`, `{`).
            if !opened, parens == 0 {
                let next = row + 1 < lines.count ? lines[row + 1].trimmingCharacters(in: .whitespaces) : ""
                let continues = ["{", "->", "where", "throws", "async", "rethrows"].contains { next.hasPrefix($0) }
                if !continues { return nil }
            }
        }
        return nil
    }

    /// `line` without its string literals and its line comment.
    static func code(_ line: Substring) -> String {
        var out = "", inString = false, previous: Character = " "
        for character in line {
            if !inString, character == "/", previous == "/" { out.removeLast(); break }
            if character == "\"", previous != "\\" { inString.toggle(); previous = character; continue }
            if !inString { out.append(character) }
            previous = character
        }
        return out
    }
}
