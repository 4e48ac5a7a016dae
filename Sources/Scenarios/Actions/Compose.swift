import Simulator
import Yams

extension ScenarioAction {
    /// `compose:` — the user types into the composer and attaches photos.
    struct Compose: TimelineActionDeclaration {
        static let key = "compose"
        static let reference = #"`compose: "draft"` or `compose: { text: "…" | lines: 3, images: 2 }` — the composer's unsent text and photos (it grows; a `send` empties it)."#
        var compose: ComposeAction

        /// `compose: "draft"`, or `compose: { text: "…" | lines: 3, images: 2 }` (`lines` writes a
        /// draft of that many short lines; every key may be left out: an empty draft, no photos).
        static func decode(_ node: Node, in context: inout DecodingContext) -> ScenarioAction? {
            if case .scalar = node {
                return context.string(node, key: key, maxLength: ScenarioLimits.maxSendTextLength).map { .compose(ComposeAction(text: $0)) }
            }
            guard let reader = context.mapping(node, what: key, allowedKeys: ["text", "lines", "images"]) else { return nil }
            var action = ComposeAction(text: "")
            var valid = true
            if reader["text"] != nil, let linesNode = reader["lines"] {
                context.report(.invalidValue, "'\(key)' takes 'text' or 'lines', not both", at: reader.keyNode("lines") ?? linesNode)
                return nil
            }
            if let value = reader["text"] {
                if let text = context.string(value, key: "text", maxLength: ScenarioLimits.maxSendTextLength) { action.text = text } else { valid = false }
            }
            if let value = reader["lines"] {
                if let lines = context.integer(value, key: "lines", in: 0...ScenarioLimits.maxComposeLines) {
                    action = ComposeAction(lines: lines, images: action.images)
                } else {
                    valid = false
                }
            }
            if let value = reader["images"] {
                if let images = context.integer(value, key: "images", in: 0...ScenarioLimits.maxImagesPerSend) { action.images = images } else { valid = false }
            }
            return valid ? .compose(action) : nil
        }

        var yamlValue: String {
            compose.images == 0
                ? ScenarioWriter.quoted(compose.text)
                : "{ text: \(ScenarioWriter.quoted(compose.text)), images: \(compose.images) }"
        }

        var compiled: TimelineEvent.Action { .compose(text: compose.text, images: compose.images) }

        /// "compose 3 lines + 2 images", or "empty composer" when a send cleared it.
        var mark: ActionMark {
            guard !compose.text.isEmpty || compose.images > 0 else { return ActionMark(kind: .other, label: "empty composer") }
            let lines = ComposerGeometry.lineCount(of: compose.text)
            return ActionMark(kind: .other, label: "compose \(lines) line\(lines == 1 ? "" : "s")" + ActionMark.images(compose.images))
        }
    }
}
