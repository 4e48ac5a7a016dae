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
        let placement = node.memory[Self.placementKey] as? Placement ?? Placement()
        let reads = node.memory[Self.readsKey] as? GeometryReads ?? GeometryReads()
        node.memory[Self.readsKey] = reads
        let proxy = GeometryProxy(size: node.memory[Self.sizeKey] as? CGSize ?? .zero, origin: placement.origin,
                                  spaces: placement.spaces, reads: reads)
        return [.init(.position(0), content(proxy))]
    }

    /// Where a reader's node keeps the size its content was last built with.
    static var sizeKey: String { "geometryReader.size" }
    static var placementKey: String { "geometryReader.placement" }
    static var readsKey: String { "geometryReader.reads" }
}

/// Where a reader was placed when its content was last built.
struct Placement: Equatable {
    var origin = CGPoint.zero
    var spaces = CoordinateSpaces()
}

/// Whether a reader's content asked for its position (`frame(in:)` in a space other than
/// `.local`): only then does a move rebuild it.
final class GeometryReads {
    var position = false
}

extension GeometryReader: SizedView, PlacedView {
    func size(fitting proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Builds the content again when the reader's size changed or — if the content read its
    /// position — when it moved (Apple, `GeometryProxy.frame(in:)`: the reader's frame "in the
    /// specified coordinate space"; SwiftUI evaluates a reader's content again when its
    /// geometry changes, so a reader in a scrolled row reports its new position).
    func place(in size: CGSize, proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) {
        let placement = Placement(origin: pass.origin, spaces: pass.spaces)
        let moved = (node.memory[Self.readsKey] as? GeometryReads)?.position == true
            && node.memory[Self.placementKey] as? Placement != placement
        node.memory[Self.placementKey] = placement
        if node.memory[Self.sizeKey] as? CGSize != size || moved {
            node.memory[Self.sizeKey] = size
            node.graph.evaluateDuringLayout(node)
        }
        if (node.memory[Self.readsKey] as? GeometryReads)?.position == true, let row = node.row {
            node.graph.list?.rowsReadingPosition.insert(row)
        }
        for subview in pass.contentSubviews(of: node) {
            pass.within(stack: nil) { pass.place(subview, ProposedViewSize(size)) }
        }
    }
}

/// The geometry a ``GeometryReader`` gives its content: the reader's laid-out size and where
/// it was placed.
///
/// `frame(in:)` (Apple, `GeometryProxy.frame(in:)`: "the container view's bounds rectangle,
/// converted to a defined coordinate space"): `.local` has a zero origin; `.global` is the
/// window's space — the screen laid out in the window's safe area, a row of the engine's list
/// at its frame in the content less the content offset, in the scroll view; `.named(_:)` is
/// relative to the view that declared the name (`.coordinateSpace(name:)`), so a reader in a
/// row, asked in the scroll view's named space, moves as the list scrolls. The safe-area
/// insets are zero (a row of a list has none).
public struct GeometryProxy {
    public let size: CGSize
    let origin: CGPoint
    let spaces: CoordinateSpaces
    let reads: GeometryReads?

    init(size: CGSize, origin: CGPoint = .zero, spaces: CoordinateSpaces = CoordinateSpaces(), reads: GeometryReads? = nil) {
        self.size = size
        self.origin = origin
        self.spaces = spaces
        self.reads = reads
    }

    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        if coordinateSpace != .local { reads?.position = true }
        let space = spaces.origin(of: coordinateSpace, local: origin)
        return CGRect(origin: CGPoint(x: origin.x - space.x, y: origin.y - space.y), size: size)
    }
}
