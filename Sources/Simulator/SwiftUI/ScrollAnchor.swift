/// Where `ScrollViewProxy.scrollTo(_:anchor:)` places the row: `UnitPoint.top`, `.center`
/// or `.bottom` of the row aligned with the same point of the visible area.
public enum ScrollAnchor: Hashable, Sendable {
    case top
    case center
    case bottom
}
