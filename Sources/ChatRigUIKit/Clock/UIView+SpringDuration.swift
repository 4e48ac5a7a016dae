extension UIView {
    /// `animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`
    /// (iOS 17), modelled as the other spring forms: the block at once, the completion after
    /// `delay + duration` on the virtual clock (the bounce shapes only in-between values).
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
                              delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runAnimation(duration: duration, delay: delay, animations: animations, completion: completion)
    }
}
