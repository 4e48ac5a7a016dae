import ChatRigUIKit

/// A flow layout subclass that snaps a released drag's resting offset to a multiple of
/// `step` points, as paging and snapping chat layouts override
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
public final class SnappingFlowLayout: UICollectionViewFlowLayout {
    public var step: CGFloat = 100
    /// Whether it snaps (false: the inherited answer, the proposed offset).
    public var snaps = true
    /// Each release it was asked about: the proposed offset, the velocity and its answer.
    public private(set) var releases: [(proposed: CGPoint, velocity: CGPoint, answer: CGPoint)] = []

    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                             withScrollingVelocity velocity: CGPoint) -> CGPoint {
        var answer = super.targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
        if snaps { answer.y = (proposedContentOffset.y / step).rounded() * step }
        releases.append((proposedContentOffset, velocity, answer))
        return answer
    }
}
