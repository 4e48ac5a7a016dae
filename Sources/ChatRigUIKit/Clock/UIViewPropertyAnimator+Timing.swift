/// `UIViewAnimatingPosition` and `UIViewAnimatingState`, UIKit's top-level names of the
/// animator's position and state.
public typealias UIViewAnimatingPosition = UIViewPropertyAnimator.Position
public typealias UIViewAnimatingState = UIViewPropertyAnimator.State

/// The Bézier timing form: the curve shapes only the in-between values, which the rehearsal
/// does not draw, so it times like the other forms (its animations at once, completions after
/// `duration` on the virtual clock; the control points are inert).
extension UIViewPropertyAnimator {
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }
}
