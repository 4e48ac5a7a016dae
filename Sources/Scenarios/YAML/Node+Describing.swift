import Yams

extension Node {
    /// Whether the node is YAML's null (`~`, `null`, or nothing), written unquoted.
    var isNull: Bool {
        guard case let .scalar(scalar) = self, scalar.style == .plain || scalar.style == .any else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// How the node reads in "…, found X" messages: `'seven'`, `a list`, `a mapping`, `nothing`.
    var foundDescription: String {
        switch self {
        case let .scalar(scalar): isNull ? "nothing" : "'\(scalar.string.excerpt)'"
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }

    /// Column offset of the scalar's text from its mark: 1 for a quoted scalar, else 0.
    var textColumnOffset: Int {
        guard case let .scalar(scalar) = self else { return 0 }
        return scalar.style == .singleQuoted || scalar.style == .doubleQuoted ? 1 : 0
    }
}
