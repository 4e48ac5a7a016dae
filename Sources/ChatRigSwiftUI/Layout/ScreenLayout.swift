/// A vertical scroll view takes the space it is offered (10 pt for an unspecified dimension,
/// as a shape: estimate) and its content is not sized here: its rows are the lazy stack's,
/// laid out by the engine at the stack's width (``RowSizing``). A horizontal-only scroll
/// view is sized as its content, as before the screen was laid out (estimate: SwiftUI's
/// horizontal scroll view takes the offered width and its content's height).
extension ScrollView: SizedView {
    func size(fitting proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        guard axes.contains(.vertical) else {
            return pass.contentSubviews(of: node).reduce(CGSize.zero) { size, subview in
                let part = pass.size(of: subview, proposal)
                return CGSize(width: max(size.width, part.width), height: max(size.height, part.height))
            }
        }
        return proposal.replacingUnspecifiedDimensions()
    }
}

/// A `List` takes the space it is offered; its rows are the lazy stack's (as a vertical
/// `ScrollView`'s).
extension List: SizedView {
    func size(fitting proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}

extension ViewGraph {
    /// Lays the screen out at `size` — the window's safe area, which SwiftUI proposes to its
    /// root view, its corner at `origin` in the window — and places it, keeping the
    /// coordinate spaces it declares for the rows (``ListRows/spaces``): a `GeometryReader` outside the list's rows (around the
    /// screen, in a header or the composer) gets its size, and its content is built again
    /// for it when it changed. The list's rows are not laid out here (a vertical scroll view
    /// and a `List` take the space offered); their text work is not charged here, as the
    /// screen's own text outside the rows is not charged.
    ///
    /// - Returns: whether a reader's content was built again (the graph needs an update).
    @discardableResult
    func layOutScreen(in size: CGSize, at origin: CGPoint = .zero) -> Bool {
        let proposal = ProposedViewSize(size)
        let pass = LayoutPass()
        _ = pass.size(of: root, proposal)
        pass.place(root, proposal, at: origin)
        list?.spaces = pass.spaces
        return needsUpdateNow
    }
}
