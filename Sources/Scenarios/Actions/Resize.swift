import Simulator
import Yams

extension ScenarioAction {
    /// `resize:` — the viewport changes size.
    struct Resize: TimelineActionDeclaration {
        static let key = "resize"
        static let reference = "`resize: { width: 852pt, height: 393pt }` — the viewport changes size (rotation, split view)."
        var size: ResizeAction

        /// `resize: { width: 852pt, height: 393pt }`.
        static func decode(_ node: Node, in context: inout DecodingContext) -> ScenarioAction? {
            guard let reader = context.mapping(node, what: key, allowedKeys: ["width", "height"]) else { return nil }
            let width = context.required("width", in: reader)
                .flatMap { context.quantity($0, key: "width", kind: .distance, in: .viewportSide) }
            let height = context.required("height", in: reader)
                .flatMap { context.quantity($0, key: "height", kind: .distance, in: .viewportSide) }
            guard let width, let height else { return nil }
            return .resize(ResizeAction(width: width, height: height))
        }

        var yamlValue: String {
            "{ width: \(ScenarioWriter.number(size.width))pt, height: \(ScenarioWriter.number(size.height))pt }"
        }

        var compiled: TimelineEvent.Action { .resize(width: size.width, height: size.height) }

        var mark: ActionMark {
            ActionMark(kind: .other, label: "resize \(ActionMark.format(size.width))×\(ActionMark.format(size.height))")
        }
    }
}
