import Yams

/// Composes YAML text into a Yams node tree, mapping Yams' errors to ``ScenarioError``s.
///
/// Only the node tree is used (never Codable decoding), because its nodes keep their
/// `Mark`s: every later error can then name the line and column it is about.
enum YAMLDocument {
    /// The root node of the single document in `text`, or the syntax error at its position.
    /// The document's size is checked first (``YAMLSizeCheck``), so no alias expansion or
    /// deep nesting reaches Yams. An empty document is reported at line 1.
    static func compose(_ text: String, path: String) -> Result<Node, ScenarioError> {
        if let problem = YAMLSizeCheck.problem(in: text, path: path) { return .failure(problem) }
        do {
            guard let root = try Yams.compose(yaml: text) else {
                return .failure(ScenarioError(
                    location: SourceLocation(path: path, line: 1, column: 1), kind: .syntax,
                    message: "the file is empty; expected a YAML mapping"))
            }
            return .success(root)
        } catch let error as YamlError {
            return .failure(syntaxError(error, text: text, path: path))
        } catch {
            return .failure(ScenarioError(
                location: SourceLocation(path: path), kind: .syntax,
                message: "invalid YAML: \(error)"))
        }
    }

    private static func syntaxError(_ error: YamlError, text: String, path: String) -> ScenarioError {
        func at(_ mark: Mark) -> SourceLocation {
            SourceLocation(path: path, line: mark.line, column: mark.column)
        }
        func explained(_ problem: String, _ context: YamlError.Context?) -> String {
            // libyaml's own nesting bound (1 000), hit while it scans ahead of a deep flow.
            if problem.hasPrefix("Maximum nesting level") {
                return "lists and mappings are nested more than \(ScenarioLimits.maxNesting) deep"
            }
            guard let context else { return "invalid YAML: \(problem)" }
            return "invalid YAML: \(problem) (\(context.text) at \(context.mark.line):\(context.mark.column))"
        }
        switch error {
        case let .scanner(context, problem, mark, _),
             let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            return ScenarioError(location: at(mark), kind: .syntax, message: explained(problem, context))
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.map { "'\($0.excerpt)'" }.joined(separator: ", ")
            return ScenarioError(
                location: at(context.mark), kind: .syntax,
                message: "duplicate key \(keys) in one mapping; each key may appear once")
        case let .reader(problem, offset, _, _):
            let location = offset.map { position(ofCharacterOffset: $0, in: text, path: path) }
                ?? SourceLocation(path: path)
            return ScenarioError(location: location, kind: .syntax, message: "unreadable text: \(problem)")
        default:
            return ScenarioError(
                location: SourceLocation(path: path), kind: .syntax, message: "invalid YAML: \(error)")
        }
    }

    /// The 1-based line and column of the `offset`-th character of `text`.
    private static func position(ofCharacterOffset offset: Int, in text: String, path: String) -> SourceLocation {
        var line = 1
        var column = 1
        for character in text.prefix(offset) {
            if character.isNewline {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return SourceLocation(path: path, line: line, column: column)
    }
}
