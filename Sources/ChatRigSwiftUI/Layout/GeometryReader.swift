/// A container that takes all the space it is offered and gives its content its own size
/// (SwiftUI's `GeometryReader`: "a container view that defines its content as a function of
/// its own size and coordinate space"; "this view returns a flexible preferred size to its
/// parent layout").
///
/// Laid out by the face's proposal protocol (``LayoutPass``): the reader is the size it is
/// offered, an unspecified dimension taking 10 pt (`replacingUnspecifiedDimensions()`'s
/// default, as a shape or a color: estimate — Apple documents no ideal size), and its
/// content does not change that size. When the reader is placed — laid out at the proposal
/// its parent settled on — its content closure runs again with a proxy of that size if the
/// size differs from the one it was built with (SwiftUI evaluates a reader's content during
/// layout), and every view of the content is proposed the reader's size, placed at its
/// top-leading corner (Apple, iOS 14 release notes: "GeometryReader now positions its
/// content at the top-leading corner"). So the common measuring pattern —
/// `.background(GeometryReader { proxy in Color.clear.preference(key:value: proxy.size.height) })`
/// on a row — reports the row's laid-out height, and `onPreferenceChange` gets it at the next
/// update.
///
/// What is laid out: a lazy list's rows (``RowSizing/views``) and, after each update, the
/// screen in the window's safe area (``ViewGraph/layOutScreen(in:)``) — so a reader around
/// the screen or in the composer gets its size too (its first build, before the screen's
/// first layout, sees zero).
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    public var body: Never { primitiveBody() }

    func makeChildren(in node: ViewNode) -> [ViewNode.Child] {
        [.init(.position(0), content(GeometryProxy(size: node.memory[Self.sizeKey] as? CGSize ?? .zero)))]
    }

    /// Where a reader's node keeps the size its content was last built with.
    static var sizeKey: String { "geometryReader.size" }
}

extension GeometryReader: SizedView, PlacedView {
    func size(fitting proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func place(in size: CGSize, proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) {
        if node.memory[Self.sizeKey] as? CGSize != size {
            node.memory[Self.sizeKey] = size
            node.graph.evaluateDuringLayout(node)
        }
        for subview in pass.contentSubviews(of: node) {
            pass.within(stack: nil) { pass.place(subview, ProposedViewSize(size)) }
        }
    }
}

/// The geometry a ``GeometryReader`` gives its content: the reader's laid-out size.
///
/// Positions are not computed (nothing is drawn): `frame(in:)` is the reader's size at the
/// origin of any coordinate space — exact for `.local`, an origin of zero for the others —
/// and the safe-area insets are zero (a row of a list has none).
public struct GeometryProxy {
    public let size: CGSize

    init(size: CGSize) { self.size = size }

    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
}
