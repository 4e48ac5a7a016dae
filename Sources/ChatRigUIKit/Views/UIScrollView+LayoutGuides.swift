extension UIScrollView {
    /// `contentLayoutGuide` and `frameLayoutGuide`: layout guides over the scroll view whose
    /// anchors constraints record (Auto Layout is not solved: the content size is what the app
    /// or the engine sets); their `layoutFrame` is the scroll view's bounds.
    public var contentLayoutGuide: UILayoutGuide { UILayoutGuide(owningView: self) }
    public var frameLayoutGuide: UILayoutGuide { UILayoutGuide(owningView: self) }
}
