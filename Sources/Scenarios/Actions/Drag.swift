import ChatModel
import Simulator
import Yams

extension ScenarioAction {
    /// `drag:` — the user drags the list and lifts the finger without velocity.
    struct Drag: TimelineActionDeclaration {
        static let key = "drag"
        static let reference = "`drag: { distance: 900pt, duration: 250ms }` — the user drags the list (positive: towards older messages)."
        var drag: DragGesture

        /// `drag: { distance: 900pt, duration: 250ms }`.
        static func decode(_ node: Node, in context: inout DecodingContext) -> ScenarioAction? {
            guard let reader = context.mapping(node, what: key, allowedKeys: ["distance", "duration"]) else { return nil }
            let distance = context.required("distance", in: reader)
                .flatMap { context.quantity($0, key: "distance", kind: .distance, in: .dragDistance) }
            let duration = context.required("duration", in: reader)
                .flatMap { context.duration($0, key: "duration", positive: true, upTo: ScenarioLimits.maxDragDuration) }
            guard let distance, let duration else { return nil }
            return .drag(DragGesture(distance: distance, duration: duration))
        }

        var yamlValue: String {
            "{ distance: \(ScenarioWriter.number(drag.distance))pt, duration: \(ScenarioWriter.duration(drag.duration)) }"
        }

        var compiled: TimelineEvent.Action { .drag(distance: drag.distance, duration: drag.duration) }

        var mark: ActionMark { ActionMark(kind: .gesture, label: "drag \(ActionMark.format(drag.distance)) pt") }

        /// Until the finger lifts.
        var nominalDuration: VirtualDuration { drag.duration }
    }

}
