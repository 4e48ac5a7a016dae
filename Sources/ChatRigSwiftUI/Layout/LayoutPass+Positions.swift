/// Where a container puts its subviews: each subview's top-leading corner relative to the
/// container's, from the sizes the placement settled on (Apple, `Layout.placeSubviews`: a
/// container places each subview at a point in its bounds; WWDC19 "Building Custom Views with
/// SwiftUI": "the parent places the child in the parent's coordinate space").
///
/// - `HStack`/`VStack` (and a nested `LazyVStack`): one after another along the axis with the
///   stack's spacing (8 pt by default, ``StackLayout``), across the axis by the stack's
///   alignment in the stack's breadth.
/// - `ZStack`: each subview aligned in the stack by its alignment.
/// - `.padding`: the content inset by the leading and top insets.
/// - `.frame` (both forms): the content aligned in the frame by the frame's alignment
///   (Apple, `frame(width:height:alignment:)`: "the alignment of this view inside the
///   resulting frame").
/// - `.background`/`.overlay`: the content at the modified view's corner, the secondary view
///   aligned in the content's bounds by its alignment.
/// - `.offset(x:y:)`: the content moved by the offset — SwiftUI reports an offset view's
///   moved frame to a reader inside it (Apple, `offset(x:y:)`: "offset this view by the
///   horizontal and vertical amount").
/// - Several views where one is expected: stacked vertically, centred, at the default spacing
///   (as they are sized, ``LayoutPass``).
/// A baseline alignment places as `.top` (first) or `.bottom` (last) — text baselines are
/// not computed (estimate). A custom `Layout` puts its subviews at its own corner (the point
/// given to `place(at:)` is not kept).
extension LayoutPass {
    func offsets(of subviews: [(node: ViewNode, size: CGSize)], in node: ViewNode, size: CGSize) -> [CGPoint] {
        let sizes = subviews.map(\.size)
        if let stack = node.view as? PositionsSubviews { return stack.offsets(of: sizes, in: size) }
        if let modifier = (node.view as? AppliesPrimitiveModifier)?.primitiveModifier as? PositionsContent {
            let content = node.children.first
            return subviews.map { modifier.offset(of: $0.size, isContent: $0.node === content, in: size) }
        }
        if subviews.count > 1 {
            return StackPositions(axis: .vertical, spacing: nil, cross: 0.5).offsets(of: sizes, in: size)
        }
        return sizes.map { _ in .zero }
    }
}

/// A container that places its subviews itself (a stack).
@MainActor
protocol PositionsSubviews {
    func offsets(of sizes: [CGSize], in size: CGSize) -> [CGPoint]
}

/// A modifier that puts its content (or its secondary view) somewhere in the modified view.
protocol PositionsContent {
    func offset(of size: CGSize, isContent: Bool, in bounds: CGSize) -> CGPoint
}

/// One after another along `axis`, at `cross` (0: leading/top … 1: trailing/bottom) across.
struct StackPositions {
    let axis: Axis
    let spacing: CGFloat?
    let cross: CGFloat

    func offsets(of sizes: [CGSize], in size: CGSize) -> [CGPoint] {
        var along: CGFloat = 0
        return sizes.map { part in
            defer { along += part[axis] + (spacing ?? StackLayout.defaultSpacing) }
            let across = (size[axis.cross] - part[axis.cross]) * cross
            return axis == .vertical ? CGPoint(x: across, y: along) : CGPoint(x: along, y: across)
        }
    }
}

extension HorizontalAlignment {
    /// Where along the width the alignment puts a view: 0 leading, ½ centre, 1 trailing.
    var fraction: CGFloat { CGFloat(key) / 2 }
}

extension VerticalAlignment {
    /// 0 top, ½ centre, 1 bottom; the first baseline as top, the last as bottom (estimate).
    var fraction: CGFloat { self == .lastTextBaseline ? 1 : self == .firstTextBaseline ? 0 : CGFloat(key) / 2 }
}

extension Alignment {
    /// The offset that aligns `size` in `bounds`.
    func offset(of size: CGSize, in bounds: CGSize) -> CGPoint {
        CGPoint(x: (bounds.width - size.width) * horizontal.fraction, y: (bounds.height - size.height) * vertical.fraction)
    }
}

extension HStack: PositionsSubviews {
    func offsets(of sizes: [CGSize], in size: CGSize) -> [CGPoint] {
        StackPositions(axis: .horizontal, spacing: spacing, cross: alignment.fraction).offsets(of: sizes, in: size)
    }
}

extension VStack: PositionsSubviews {
    func offsets(of sizes: [CGSize], in size: CGSize) -> [CGPoint] {
        StackPositions(axis: .vertical, spacing: spacing, cross: alignment.fraction).offsets(of: sizes, in: size)
    }
}

extension LazyVStack: PositionsSubviews {
    func offsets(of sizes: [CGSize], in size: CGSize) -> [CGPoint] {
        StackPositions(axis: .vertical, spacing: spacing, cross: alignment.fraction).offsets(of: sizes, in: size)
    }
}

extension ZStack: PositionsSubviews {
    func offsets(of sizes: [CGSize], in size: CGSize) -> [CGPoint] { sizes.map { alignment.offset(of: $0, in: size) } }
}

extension PaddingModifier: PositionsContent {
    func offset(of size: CGSize, isContent: Bool, in bounds: CGSize) -> CGPoint { CGPoint(x: insets.leading, y: insets.top) }
}

extension FixedFrameModifier: PositionsContent {
    func offset(of size: CGSize, isContent: Bool, in bounds: CGSize) -> CGPoint { alignment.offset(of: size, in: bounds) }
}

extension FlexibleFrameModifier: PositionsContent {
    func offset(of size: CGSize, isContent: Bool, in bounds: CGSize) -> CGPoint { alignment.offset(of: size, in: bounds) }
}

extension SecondaryViewModifier: PositionsContent {
    func offset(of size: CGSize, isContent: Bool, in bounds: CGSize) -> CGPoint {
        isContent ? .zero : alignment.offset(of: size, in: bounds)
    }
}

extension OffsetModifier: PositionsContent {
    func offset(of size: CGSize, isContent: Bool, in bounds: CGSize) -> CGPoint { CGPoint(x: x, y: y) }
}
