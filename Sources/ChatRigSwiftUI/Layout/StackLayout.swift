/// How `HStack` and `VStack` size their subviews (WWDC19 "Building Custom Views with
/// SwiftUI": a stack divides the space it is offered among its children, the least
/// flexible first, by layout priority; Apple, `layoutPriority(_:)`: "a parent layout offers
/// the child views with the highest layout priority all the space offered to the parent
/// minus the space required for all its lower-priority children").
///
/// Along the stack's axis, for a proposal of `p`:
/// 1. the spacing between subviews is set aside;
/// 2. subviews are grouped by layout priority, highest first; each group is offered what is
///    left minus the minimum sizes of the lower-priority subviews;
/// 3. in a group, subviews are offered their share (what is left ÷ subviews left), the least
///    flexible first (flexibility: its size offered ∞ minus its size offered 0), each
///    taking what it chooses;
/// 4. the stack is as long as its subviews and spacing together — it hugs them — and as
///    wide across as its widest subview.
/// With no proposal along the axis (its ideal size) each subview is sized at its ideal.
/// The proposal across the axis goes to every subview as it is.
///
/// Spacing: the stack's `spacing`, else 8 pt between any two subviews (estimate: SwiftUI's
/// default spacing depends on the pair of views and is not documented; 8 pt is what it puts
/// between two `Text`s on iOS). Alignment places subviews and does not change sizes.
struct StackLayout {
    static let defaultSpacing: CGFloat = 8

    let axis: Axis
    let spacing: CGFloat?

    @MainActor
    func size(of subviews: [ViewNode], fitting proposal: ProposedViewSize, pass: LayoutPass) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        return pass.within(stack: axis) {
            let gaps = (spacing ?? Self.defaultSpacing) * CGFloat(subviews.count - 1)
            let cross = proposal[axis.cross]
            let sizes: [CGSize]
            if let main = proposal[axis] {
                sizes = distribute(max(0, main - gaps), among: subviews, cross: cross, pass: pass)
            } else {
                sizes = subviews.map { pass.size(of: $0, .along(axis, nil, cross: cross)) }
            }
            let length = sizes.reduce(0) { $0 + $1[axis] } + gaps
            let breadth = sizes.reduce(0) { max($0, $1[axis.cross]) }
            return .along(axis, length, cross: breadth)
        }
    }

    /// Each subview's size when `available` points along the axis are shared as the type says.
    @MainActor
    private func distribute(_ available: CGFloat, among subviews: [ViewNode], cross: CGFloat?, pass: LayoutPass) -> [CGSize] {
        let minimum = subviews.map { pass.size(of: $0, .along(axis, 0, cross: cross))[axis] }
        let flexibility = subviews.indices.map { pass.size(of: subviews[$0], .along(axis, .infinity, cross: cross))[axis] - minimum[$0] }
        let priority = subviews.map(pass.layoutPriority(of:))
        var sizes = [CGSize](repeating: .zero, count: subviews.count)
        var remaining = available
        for level in Set(priority).sorted(by: >) {
            let lowerMinimum = subviews.indices.filter { priority[$0] < level }.reduce(0) { $0 + minimum[$1] }
            var left = remaining - lowerMinimum
            // The least flexible first; equal ones in their order (a stable sort).
            let group = subviews.indices.filter { priority[$0] == level }
                .sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
            for (taken, index) in group.enumerated() {
                let share = max(0, left / CGFloat(group.count - taken))
                sizes[index] = pass.size(of: subviews[index], .along(axis, share, cross: cross))
                left -= sizes[index][axis]
            }
            remaining -= group.reduce(0) { $0 + sizes[$1][axis] }
        }
        return sizes
    }
}

/// `ZStack`: every subview is offered the whole proposal; the stack is as large as the
/// largest in each dimension (Apple, `ZStack`: "overlays its subviews"; WWDC19 "Building
/// Custom Views with SwiftUI").
struct OverlayLayout {
    @MainActor
    func size(of subviews: [ViewNode], fitting proposal: ProposedViewSize, pass: LayoutPass) -> CGSize {
        pass.within(stack: nil) {
            subviews.reduce(CGSize.zero) { result, subview in
                let size = pass.size(of: subview, proposal)
                return CGSize(width: max(result.width, size.width), height: max(result.height, size.height))
            }
        }
    }
}
