/// The coordinate spaces a placement knows: the origins, in the window's space (`.global`),
/// of the named spaces the views placed so far declared (`.coordinateSpace(name:)`) and of the
/// enclosing scroll view (Apple, `coordinateSpace(name:)`: "assigns a name to the view's
/// coordinate space, so other code can operate on dimensions like points and sizes relative
/// to the named space"). A name is known from where it is declared on; a name declared twice
/// takes the last placed (estimate: SwiftUI resolves the nearest ancestor; chat screens name
/// one scroll view).
struct CoordinateSpaces: Equatable {
    var named: [AnyHashable: CGPoint] = [:]
    /// The top-leading corner of the scroll view showing the engine's rows.
    var scrollView: CGPoint?

    /// Records the space `node` declares, at `origin`.
    @MainActor
    mutating func declare(by node: ViewNode, at origin: CGPoint) {
        if let space = (node.view as? AppliesPrimitiveModifier)?.primitiveModifier as? CoordinateSpaceModifier {
            named[space.name] = origin
        }
        if node.view is ScrollingSpace, scrollView == nil { scrollView = origin }
    }

    /// The origin of `space` in the window's space; a name not declared is the window's
    /// (estimate: Apple documents no fallback).
    func origin(of space: CoordinateSpace, local: CGPoint) -> CGPoint {
        switch space {
        case .global: .zero
        case .local: local
        case .named(let name): named[name] ?? .zero
        }
    }
}

/// A scroll view whose content is the engine's rows (`ScrollView`, `List`): the space its
/// rows' positions are relative to.
protocol ScrollingSpace {}

extension ScrollView: ScrollingSpace {}
extension List: ScrollingSpace {}

/// `.coordinateSpace(name:)`: names the modified view's space; sizes and places as its content.
struct CoordinateSpaceModifier: ViewModifier, PrimitiveModifier, SizedModifier {
    let name: AnyHashable

    func size(fitting proposal: ProposedViewSize, content: ViewNode, node: ViewNode, pass: LayoutPass) -> CGSize {
        pass.size(of: content, proposal)
    }
}

extension View {
    /// Names this view's coordinate space, for `GeometryProxy.frame(in: .named(name))` in
    /// the views it contains (Apple, `coordinateSpace(name:)`).
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
    }
}
