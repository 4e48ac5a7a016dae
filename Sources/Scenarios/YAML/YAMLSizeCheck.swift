// libyaml, as vendored by Yams (pinned to an exact version in Package.swift). Its event
// parser is the only way to see a document before Yams composes it: composing already
// hashes every mapping key with its aliases expanded, which is where a file of doubling
// aliases spends exponential time.
import CYaml

/// Checks the size of a YAML document before anything builds or walks its node tree.
///
/// One pass over libyaml's events, O(*n*) in the text and O(*a*) memory for *a* anchors,
/// counts the nodes a full traversal would visit, every alias counted as the whole copy it
/// stands for, and the bytes of scalar text they hold. The first of these is refused,
/// at its line and column:
/// - more than ``ScenarioLimits/maxNodes`` nodes or ``ScenarioLimits/maxExpandedText``
///   bytes (at the alias or node that crosses the bound);
/// - lists and mappings nested deeper than ``ScenarioLimits/maxNesting``;
/// - a list or mapping used as a mapping key (the formats' keys are names; such keys are
///   also what Yams hashes in full and reports as `<uncovertable>` when repeated);
/// - a key repeated in one mapping, at the repeat (Yams would name the first).
///
/// Syntax errors are left to ``YAMLDocument``, which reports them as Yams does.
enum YAMLSizeCheck {
    /// The first size problem of `text`, or `nil` when it is within every bound (or has a
    /// syntax error, reported later).
    static func problem(in text: String, path: String) -> ScenarioError? {
        var text = text
        return text.withUTF8 { bytes in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return nil }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
            var counter = Counter(path: path)
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return nil }
                if let error = counter.consume(event) { return error }
            }
            return nil
        }
    }

    /// What one node (with its aliases expanded) amounts to.
    private struct Size {
        var nodes: Int
        var text: Int
        var shape: Shape
        /// A scalar's text (to compare keys).
        var value: String?
    }

    private enum Shape {
        case scalar, list, mapping

        var described: String {
            switch self {
            case .scalar: "a scalar"
            case .list: "a list"
            case .mapping: "a mapping"
            }
        }
    }

    /// An open list or mapping.
    private struct Collection {
        var shape: Shape
        var anchor: String?
        var children = 0
        var nodes = 1
        var text = 0
        /// A mapping's keys so far and where each is.
        var keys: [String: yaml_mark_t] = [:]
    }

    /// The running totals of one document.
    private struct Counter {
        let path: String
        var open: [Collection] = []
        var anchors: [String: Size] = [:]
        var nodes = 0
        var text = 0

        init(path: String) {
            self.path = path
        }

        mutating func consume(_ event: yaml_event_t) -> ScenarioError? {
            let mark = event.start_mark
            switch event.type {
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: Int(scalar.length)), as: UTF8.self)
                let size = Size(nodes: 1, text: Int(scalar.length), shape: .scalar, value: value)
                return add(size, anchor: Self.name(event.data.scalar.anchor), mark: mark, alias: nil)
            case YAML_ALIAS_EVENT:
                let name = Self.name(event.data.alias.anchor) ?? ""
                // An undefined alias is Yams' error to report; count it as one node.
                let size = anchors[name] ?? Size(nodes: 1, text: 0, shape: .scalar, value: nil)
                return add(size, anchor: nil, mark: mark, alias: name)
            case YAML_SEQUENCE_START_EVENT:
                return begin(.list, anchor: Self.name(event.data.sequence_start.anchor), mark: mark)
            case YAML_MAPPING_START_EVENT:
                return begin(.mapping, anchor: Self.name(event.data.mapping_start.anchor), mark: mark)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let collection = open.popLast() else { return nil }
                let size = Size(nodes: collection.nodes, text: collection.text, shape: collection.shape, value: nil)
                if let anchor = collection.anchor { anchors[anchor] = size }
                attach(size)
                return nil
            default:
                return nil
            }
        }

        private mutating func begin(_ shape: Shape, anchor: String?, mark: yaml_mark_t) -> ScenarioError? {
            if let error = checkKey(shape, value: nil, mark: mark) { return error }
            guard open.count < ScenarioLimits.maxNesting else {
                return error(at: mark, "lists and mappings are nested more than \(ScenarioLimits.maxNesting) deep")
            }
            nodes += 1
            if let error = checkTotals(at: mark, alias: nil) { return error }
            open.append(Collection(shape: shape, anchor: anchor))
            return nil
        }

        /// A scalar or an alias: a complete node at `mark`.
        private mutating func add(_ size: Size, anchor: String?, mark: yaml_mark_t, alias: String?) -> ScenarioError? {
            if let error = checkKey(size.shape, value: size.value, mark: mark) { return error }
            nodes += size.nodes
            text += size.text
            if let error = checkTotals(at: mark, alias: alias) { return error }
            if let anchor { anchors[anchor] = size }
            attach(size)
            return nil
        }

        /// Adds a finished node to the collection holding it.
        private mutating func attach(_ size: Size) {
            guard !open.isEmpty else { return }
            open[open.count - 1].children += 1
            open[open.count - 1].nodes += size.nodes
            open[open.count - 1].text += size.text
        }

        /// A list or mapping about to be a mapping's key is refused, and so is a key the
        /// mapping already has.
        private mutating func checkKey(_ shape: Shape, value: String?, mark: yaml_mark_t) -> ScenarioError? {
            guard let parent = open.last, parent.shape == .mapping, parent.children % 2 == 0 else { return nil }
            guard shape == .scalar else {
                return error(at: mark, kind: .wrongType, "mapping keys must be names, found \(shape.described)")
            }
            guard let value else { return nil }
            if let first = parent.keys[value] {
                return error(at: mark, kind: .syntax,
                             "duplicate key '\(value.excerpt)' in one mapping (first at line \(first.line + 1)); each key may appear once")
            }
            open[open.count - 1].keys[value] = mark
            return nil
        }

        private func checkTotals(at mark: yaml_mark_t, alias: String?) -> ScenarioError? {
            let what = alias.map { "alias '*\($0.excerpt)'" } ?? "this node"
            if nodes > ScenarioLimits.maxNodes {
                return error(at: mark, "\(what) takes the file past \(ScenarioLimits.maxNodes) YAML nodes (aliases count every node they repeat)")
            }
            if text > ScenarioLimits.maxExpandedText {
                return error(at: mark, "\(what) takes the file past \(ScenarioLimits.maxExpandedText) bytes of text (aliases count the text they repeat)")
            }
            return nil
        }

        private func error(at mark: yaml_mark_t, kind: ScenarioError.Kind = .outOfRange, _ message: String) -> ScenarioError {
            ScenarioError(
                location: SourceLocation(path: path, line: Int(mark.line) + 1, column: Int(mark.column) + 1),
                kind: kind, message: message)
        }

        private static func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            pointer.map { String(cString: $0) }
        }
    }
}
