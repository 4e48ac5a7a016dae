extension UIView {
    /// `viewWithTag(_:)`, modelled: the view itself when its `tag` matches, else the first
    /// match in a depth-first search of its subviews in order (Apple: "This method searches
    /// the current view and all of its subviews for the specified view").
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }
}
