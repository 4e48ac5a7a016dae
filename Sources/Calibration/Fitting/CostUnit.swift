import Simulator

/// What a cost figure is charged per: nothing (a fixed cost per operation) or a unit
/// counted by the operation, which a signpost carries as `n=<count>` in its end message.
public enum CostUnit: String, Hashable, Sendable, CaseIterable {
    case operation, item, character, megapixel, visibleItem, row, byte, element

    /// Whether the figure is per unit (fitted by regression on the count) rather than a
    /// fixed cost per operation (fitted as a central value).
    public var isPerUnit: Bool {
        switch self {
        case .operation: false
        case .item, .character, .megapixel, .visibleItem, .row, .byte, .element: true
        }
    }
}

extension DeviceProfile.Costs.Key {
    /// What the figure is charged per (see the field documentation of ``DeviceProfile/Costs``).
    public var unit: CostUnit {
        switch self {
        case .snapshotBuildPerItem, .diffPerItem, .animatedApplyPerItem: .item
        case .textLayoutPerCharacter, .markdownParsePerCharacter, .thinkParsePerCharacter: .character
        case .imageDecodePerMegapixel: .megapixel
        case .layoutPassPerVisibleItem: .visibleItem
        case .forEachDiffPerRow: .row
        case .jsonEncodePerByte, .jsonDecodePerByte: .byte
        case .linearScanPerElement: .element
        case .applyFixed, .animatedApplyFixed, .cellDequeue, .cellCreate, .configureText, .configureImage,
             .configureThinking, .configureTypingIndicator, .configureDateSeparator, .configureLoadingOlder,
             .selfSizingMeasure, .bodyEvaluationFixed, .rowBodyEvaluation, .rowCreate, .dateFormatterCreate:
            .operation
        }
    }
}
