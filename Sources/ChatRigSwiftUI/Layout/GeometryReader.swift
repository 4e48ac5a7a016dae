/// A container that gives its content its own size and coordinate space (SwiftUI's
/// `GeometryReader`). Not laid out by this face: its content is built, and changes as the
/// reader's inputs do, with a proxy of zero size and zero insets — sizes come from ChatRig's
/// cell sizer, not from the views (README: layout). A preference computed from the proxy
/// (a row's measured height) therefore stays zero.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), content(GeometryProxy()))] }
}

/// The geometry a ``GeometryReader`` gives its content: zero size and insets (not laid out).
public struct GeometryProxy {
    public var size: CGSize { .zero }
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { .zero }
}
