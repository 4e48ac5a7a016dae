import Simulator

/// How reports name a finding kind to a person.
public enum FindingText {
    public static func name(_ kind: Finding.Kind) -> String {
        switch kind {
        case .upsideDown: "upside-down content"
        case .duplicateLoadMore: "duplicate load-more"
        case .anchorDrift: "anchor drift"
        case .redundantApply: "redundant apply"
        case .followMiss: "follow miss"
        case .keyboardOverlap: "keyboard overlap"
        case .blankArea: "blank area"
        case .hitch: "hitch"
        case .snapshotError: "snapshot error"
        case .invariantViolation: "invariant violation"
        @unknown default: kind.rawValue
        }
    }
}
