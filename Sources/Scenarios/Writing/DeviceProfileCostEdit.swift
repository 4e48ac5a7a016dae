import Simulator
import Yams

/// Updates cost figures in a device profile a person wrote, through its own lines
/// (``YAMLLineDocument``): each figure's scalar is replaced where it stands and, in a block
/// `costs:` mapping, the comment after it says where the new figure came from. Everything
/// else — geometry, the other costs, every comment, styles, line endings — stays as written.
/// `chatrig calibrate --out` writes a profile that exists this way.
public enum DeviceProfileCostEdit {
    /// One new figure: its key, its text (`231.4µs`) and the comment to put after it.
    public struct Figure: Sendable {
        public var key: DeviceProfile.Costs.Key
        public var text: String
        public var comment: String

        public init(key: DeviceProfile.Costs.Key, text: String, comment: String) {
            self.key = key
            self.text = text
            self.comment = comment
        }
    }

    /// `existing` (a valid device profile named `path`) with `figures` in place; the
    /// result is parsed again and must hold exactly the new figures.
    /// - Throws: ``ScenarioFileError`` when `existing` is not a valid profile, a figure's
    ///   scalar spans lines, or — a bug — the result does not read back with the figures.
    public static func apply(_ figures: [Figure], to existing: String, path: String) throws(ScenarioFileError) -> String {
        let before = try DeviceProfileParser.parse(yaml: existing, path: path)
        var document = try YAMLLineDocument(existing, path: path)
        guard let costs = document.rootEntries.first(where: { $0.key == "costs" })?.value,
              case .mapping = costs else {
            throw ScenarioFileError(ScenarioError(location: SourceLocation(path: path, line: 1, column: 1), kind: .invalidValue,
                                                  message: "the profile has no costs: mapping to update"))
        }
        let entries = YAMLLineDocument.entries(of: costs)
        for figure in figures {
            guard let entry = entries.first(where: { $0.key == figure.key.rawValue }),
                  let place = document.columns(of: entry.value) else {
                throw ScenarioFileError(ScenarioError(location: SourceLocation(path: path, line: 1, column: 1), kind: .invalidValue,
                                                      message: "the cost '\(figure.key.rawValue)' is not a one-line value this command can replace"))
            }
            let line = Array(document.lines[place.line].unicodeScalars)
            let rest = String(String.UnicodeScalarView(line[place.columns.upperBound...]))
            let restIsComment = rest.drop { $0 == " " || $0 == "\t" }.isEmpty || rest.drop { $0 == " " || $0 == "\t" }.hasPrefix("#")
            if !document.isFlow(costs), restIsComment, rest.isEmpty || rest.first == " " || rest.first == "\t" {
                let head = String(String.UnicodeScalarView(line[..<place.columns.lowerBound])) + figure.text
                let padded = head.unicodeScalars.count + 1 >= 38 ? head + " " : head + String(repeating: " ", count: 38 - head.unicodeScalars.count)
                document.replace(line: place.line, columns: 0..<line.count, with: padded + "# " + figure.comment)
            } else {
                document.replace(line: place.line, columns: place.columns, with: figure.text)
            }
        }
        let text = document.text
        let after = try DeviceProfileParser.parse(yaml: text, path: path)
        var expected = before
        for figure in figures { expected.costs[figure.key] = after.costs[figure.key] }
        guard after == expected else {
            throw ScenarioFileError(ScenarioError(location: SourceLocation(path: path), kind: .invalidValue,
                                                  message: "internal error: the updated profile changed more than its fitted costs"))
        }
        return text
    }
}
