import Simulator
import Yams

extension ScenarioAction {
    /// `fling:` — the user flings the list and lets it decelerate.
    struct Fling: TimelineActionDeclaration {
        static let key = "fling"
        static let reference = "`fling: { velocity: 4000pt/s }` — the user flings the list and lets it decelerate."
        var fling: FlingGesture

        /// `fling: { velocity: 4000pt/s }`.
        static func decode(_ node: Node, in context: inout DecodingContext) -> ScenarioAction? {
            guard let reader = context.mapping(node, what: key, allowedKeys: ["velocity"]) else { return nil }
            return context.required("velocity", in: reader)
                .flatMap { context.quantity($0, key: "velocity", kind: .velocity, in: .flingVelocity) }
                .map { .fling(FlingGesture(velocity: $0)) }
        }

        var yamlValue: String { "{ velocity: \(ScenarioWriter.number(fling.velocity))pt/s }" }

        var compiled: TimelineEvent.Action { .fling(velocity: fling.velocity) }

        var mark: ActionMark { ActionMark(kind: .gesture, label: "fling \(ActionMark.format(fling.velocity)) pt/s") }
    }
}
