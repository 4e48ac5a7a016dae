import Viewport

/// Where `ScrollViewProxy.scrollTo(_:anchor:)` places the row: `UnitPoint.top`, `.center`
/// or `.bottom` of the row aligned with the same point of the visible area.
public enum ScrollAnchor: Hashable, Sendable {
    case top
    case center
    case bottom
}

extension ScrollAnchor {
    /// The collection view's position that places a row where this anchor does: the same
    /// point of the row on the same point of the unobscured area.
    var scrollPosition: ScrollPosition {
        switch self {
        case .top: .top
        case .center: .centeredVertically
        case .bottom: .bottom
        }
    }
}
