import Foundation

/// Gives a bare `#selector(name)` (or `#selector(self.name)`) the argument labels of the one
/// method `name` the file declares (`#selector(tapped)` with `func tapped(_ sender: UIButton)`
/// → `#selector(tapped(_:))`),
/// so ``SelectorForm`` passes the sender — or refuses a method that takes the event too —
/// instead of calling it with no arguments. A name the file declares none or several of is
/// left as it is (its arity is unknown: a method of a superclass, an overload).
enum SelectorLabels {
    /// `#selector(name)`, `#selector(self.name)`, `#selector(self?.name)`: group 1 the name.
    private static let bareSelector = try! NSRegularExpression(pattern: #"#selector\(\s*(?:self\??\.)?([A-Za-z_]\w*)\s*\)"#)  // literal

    /// Spells out the labels of each bare selector `text` can resolve, runs `rewrite`, and
    /// puts back the bare spelling of the sites it left (so a refusal quotes the team's line).
    /// Returns `rewrite`'s count. O(length × names).
    static func withLabelsSpelledOut(_ text: inout String, _ rewrite: (inout String) -> Int) -> Int {
        let original = text
        let spelled = spellOut(&text)
        let count = rewrite(&text)
        for (name, labels) in spelled where !original.contains("#selector(\(name)(\(labels)))") {
            text = text.replacingOccurrences(of: "#selector(\(name)(\(labels)))", with: "#selector(\(name))")
        }
        return count
    }

    /// Spells out the labels of each bare selector `text` can resolve; returns the names and
    /// labels spelled out. O(length × names).
    static func spellOut(_ text: inout String) -> [(name: String, labels: String)] {
        let names = Set(bareSelector.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        })
        var spelled: [(name: String, labels: String)] = []
        for name in names.sorted() {
            guard let labels = labels(ofOnlyMethod: name, in: text), !labels.isEmpty else { continue }
            let pattern = try! NSRegularExpression(pattern: #"#selector\(\s*(?:self\??\.)?"# + name + #"\s*\)"#)  // a name: no metacharacters
            text = pattern.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text),
                                                    withTemplate: "#selector(\(name)(\(labels)))")
            spelled.append((name, labels))
        }
        return spelled
    }

    /// The labels (`_:sender:`) of the one `func name(…)` in `text`; nil when there is none
    /// or more than one.
    static func labels(ofOnlyMethod name: String, in text: String) -> String? {
        parameters(ofOnlyMethod: name, in: text).map { declared in
            declared.map { parameter in
                let label = parameter.split(whereSeparator: { $0 == " " || $0 == ":" }).first.map(String.init) ?? "_"
                return label + ":"
            }.joined()
        }
    }

    /// The parameter types (`UIButton`, `UIEvent?`) of the one `func name(…)` in `text`; nil
    /// when there is none or more than one.
    static func parameterTypes(ofOnlyMethod name: String, in text: String) -> [String]? {
        parameters(ofOnlyMethod: name, in: text).map { declared in
            declared.map { parameter in
                let type = parameter.drop { $0 != ":" }.dropFirst()
                let withoutDefault = type.split(separator: "=", maxSplits: 1).first ?? type
                return withoutDefault.trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
    }

    /// The parameters (`_ sender: UIButton`) of the one `func name(…)` in `text`, as written;
    /// nil when there is none or more than one.
    private static func parameters(ofOnlyMethod name: String, in text: String) -> [String]? {
        let declaration = try! NSRegularExpression(pattern: #"\bfunc\s+"# + name + #"\s*\("#)  // a name: no metacharacters
        let matches = declaration.matches(in: text, range: NSRange(text.startIndex..., in: text))
        guard matches.count == 1, let open = Range(matches[0].range, in: text)?.upperBound else { return nil }
        var depth = 0
        var parameters: [String] = [""]
        var previous: Character = " "
        for character in text[open...] {
            defer { previous = character }
            if character == "(" || character == "[" || character == "<" { depth += 1 }
            if character == ")" || character == "]" || (character == ">" && previous != "-") {  // `->` is no bracket
                if depth == 0 { break }
                depth -= 1
            }
            if character == ",", depth == 0 { parameters.append("") } else { parameters[parameters.count - 1].append(character) }
        }
        return parameters.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }
}
