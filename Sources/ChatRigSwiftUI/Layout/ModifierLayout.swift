/// `.padding`: the content is offered the proposal less the insets, and the padded view is
/// the content's size plus the insets (Apple, `padding(_:)`; WWDC19 "Building Custom Views
/// with SwiftUI": padding "proposes its size minus the padding to its child").
extension PaddingModifier: SizedModifier {
    func size(fitting proposal: ProposedViewSize, content: ViewNode, node: ViewNode, pass: LayoutPass) -> CGSize {
        let horizontal = insets.leading + insets.trailing, vertical = insets.top + insets.bottom
        let inner = ProposedViewSize(width: proposal.width.map { max(0, $0 - horizontal) },
                                     height: proposal.height.map { max(0, $0 - vertical) })
        let size = pass.size(of: content, inner)
        return CGSize(width: size.width + horizontal, height: size.height + vertical)
    }
}

/// `.frame(width:height:alignment:)`: a given dimension is offered to the content and is the
/// frame's, whatever the content chooses; a dimension not given is the content's (Apple,
/// `frame(width:height:alignment:)`; WWDC19 "Building Custom Views with SwiftUI").
struct FixedFrameModifier: ViewModifier, PrimitiveModifier, SizedModifier, Equatable {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    func size(fitting proposal: ProposedViewSize, content: ViewNode, node: ViewNode, pass: LayoutPass) -> CGSize {
        let size = pass.size(of: content, ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, per
/// dimension. The content is offered the frame's proposal limited by the constraints, an
/// ideal dimension standing in for one not proposed (Apple, `frame(minWidth:…)`: "the size
/// proposed to this view is the size proposed to the frame, limited by any constraints
/// specified, and with any ideal dimensions specified replacing any corresponding
/// unspecified dimensions in the proposal"). Without a minimum or maximum the frame is the
/// content's size; with both, the proposal clamped to them (Apple, same page). With one: a
/// minimum raises the smaller of the content's size and the proposal to it, a maximum lowers
/// the larger of the two to it — `.frame(maxWidth: .infinity)` fills the width offered, a
/// `.frame(maxWidth: 280)` bubble is 280 wide whenever 280 or more is offered (Apple's
/// wording of the one-sided case is ambiguous; this is the reading of objc.io's "Thinking in
/// SwiftUI", which matches SwiftUI's results: estimate).
struct FlexibleFrameModifier: ViewModifier, PrimitiveModifier, SizedModifier, Equatable {
    struct Bounds: Equatable {
        var min: CGFloat?, ideal: CGFloat?, max: CGFloat?

        /// The dimension proposed to the content for `proposed`.
        func offer(_ proposed: CGFloat?) -> CGFloat? {
            guard var value = proposed ?? ideal else { return nil }
            if let max { value = Swift.min(value, max) }
            if let min { value = Swift.max(value, min) }
            return value
        }

        /// The frame's dimension when the content chose `child` for the proposal `proposed`.
        func resolve(child: CGFloat, proposed: CGFloat?) -> CGFloat {
            if min == nil, max == nil { return child }
            let proposed = proposed ?? ideal ?? child
            var value = child
            if let min { value = Swift.max(min, Swift.min(value, proposed)) }
            if let max { value = Swift.min(max, Swift.max(value, proposed)) }
            return value
        }
    }

    let width: Bounds
    let height: Bounds
    let alignment: Alignment

    func size(fitting proposal: ProposedViewSize, content: ViewNode, node: ViewNode, pass: LayoutPass) -> CGSize {
        let size = pass.size(of: content, ProposedViewSize(width: width.offer(proposal.width), height: height.offer(proposal.height)))
        return CGSize(width: width.resolve(child: size.width, proposed: proposal.width),
                      height: height.resolve(child: size.height, proposed: proposal.height))
    }
}

/// `.fixedSize(horizontal:vertical:)`: the content is offered nothing in a fixed dimension,
/// so it takes its ideal size there (Apple, `fixedSize(horizontal:vertical:)`: "fixes this
/// view at its ideal size in the specified dimensions").
struct FixedSizeModifier: ViewModifier, PrimitiveModifier, SizedModifier, Equatable {
    let horizontal: Bool
    let vertical: Bool

    func size(fitting proposal: ProposedViewSize, content: ViewNode, node: ViewNode, pass: LayoutPass) -> CGSize {
        pass.size(of: content, ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
    }
}

/// `.layoutPriority(_:)`: read by the enclosing stack (``StackLayout``); sizes as its content.
struct LayoutPriorityModifier: ViewModifier, PrimitiveModifier, SizedModifier, Equatable {
    let value: Double

    func size(fitting proposal: ProposedViewSize, content: ViewNode, node: ViewNode, pass: LayoutPass) -> CGSize {
        pass.size(of: content, proposal)
    }
}

/// `.background(_:alignment:)` / `.overlay(_:alignment:)` with a view: the modified view is
/// its content's size; the secondary view is offered that size and changes nothing (Apple,
/// `background(alignment:content:)`: "the background view … is proposed the size of the
/// modified view"). Its views are built (their bodies run) and laid out.
struct SecondaryViewModifier: ViewModifier, PrimitiveModifier, SizedModifier {
    enum Placement: Equatable { case background, overlay }

    let placement: Placement
    let view: any View
    let alignment: Alignment

    func presented(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(1), view)] }

    func size(fitting proposal: ProposedViewSize, content: ViewNode, node: ViewNode, pass: LayoutPass) -> CGSize {
        let size = pass.size(of: content, proposal)
        if node.children.count > 1 { _ = pass.within(stack: nil) { pass.size(of: node.children[1], ProposedViewSize(size)) } }
        return size
    }
}

/// `.offset(x:y:)`: moves the drawing, not the layout (Apple, `offset(x:y:)`: "the original
/// dimensions of the view aren't changed by offsetting the contents").
struct OffsetModifier: ViewModifier, PrimitiveModifier, SizedModifier, Equatable {
    let x: CGFloat
    let y: CGFloat

    func size(fitting proposal: ProposedViewSize, content: ViewNode, node: ViewNode, pass: LayoutPass) -> CGSize {
        pass.size(of: content, proposal)
    }
}

/// `.aspectRatio(_:contentMode:)`: the content is offered the largest (`.fit`) or smallest
/// (`.fill`) size of the ratio within (around) the proposal, and is the size it chooses
/// (Apple, `aspectRatio(_:contentMode:)`); without a ratio, the content's ideal size's.
/// A dimension not proposed follows from the other; neither: the content's ideal size,
/// brought to the ratio by its width.
struct AspectRatioModifier: ViewModifier, PrimitiveModifier, SizedModifier, Equatable {
    let ratio: CGFloat?
    let contentMode: ContentMode

    func size(fitting proposal: ProposedViewSize, content: ViewNode, node: ViewNode, pass: LayoutPass) -> CGSize {
        let ideal = pass.size(of: content, .unspecified)
        let ratio = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard ratio > 0 else { return pass.size(of: content, proposal) }
        let offered: CGSize
        switch (proposal.width, proposal.height) {
        case (let width?, let height?):
            let byWidth = CGSize(width: width, height: width / ratio), byHeight = CGSize(width: height * ratio, height: height)
            let widthFits = byWidth.height <= height
            offered = (contentMode == .fit) == widthFits ? byWidth : byHeight
        case (let width?, nil): offered = CGSize(width: width, height: width / ratio)
        case (nil, let height?): offered = CGSize(width: height * ratio, height: height)
        case (nil, nil): offered = CGSize(width: ideal.width, height: ideal.width / ratio)
        }
        return pass.size(of: content, ProposedViewSize(offered))
    }
}
