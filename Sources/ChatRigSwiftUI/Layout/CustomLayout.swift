/// A type that defines the geometry of a collection of views: SwiftUI's `Layout` (Apple,
/// `Layout`; WWDC22 "Compose custom layouts with SwiftUI"), run in the face's proposal
/// protocol (``LayoutPass``) as SwiftUI runs it:
///
/// - `sizeThatFits(proposal:subviews:cache:)` answers each proposal the layout's parent
///   makes; the subviews' `sizeThatFits(_:)` and `dimensions(in:)` size them through the pass.
/// - `placeSubviews(in:proposal:subviews:cache:)` runs when the layout is placed, at the
///   proposal its parent settled on, with bounds of the size it chose; each subview is then
///   placed at the proposal given to `place(at:anchor:proposal:)` — the last call wins, and a
///   subview not placed gets the layout's own proposal (Apple, `place(at:anchor:proposal:)`:
///   "if you call this method more than once for a subview, the last call takes precedence.
///   If you don't call this method for a subview, the subview appears at the center of its
///   layout container and uses the layout container's size proposal").
/// - The cache is made (`makeCache(subviews:)`) the first time the layout is sized and
///   updated (`updateCache(_:subviews:)`) at each later layout of its row (estimate: SwiftUI
///   updates it when the layout or its subviews change).
/// - `layoutProperties.stackOrientation` is the stack axis its subviews see (a `Spacer`
///   grows along it).
///
/// Positions are not computed (nothing is drawn): `bounds` has its origin at zero, and the
/// point given to `place(at:…)` is not kept. Explicit alignments are not asked.
@preconcurrency
public protocol Layout: Sendable, Animatable {
    /// Data the layout's methods share (`Void` when none).
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    static var layoutProperties: LayoutProperties { get }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    func makeCache(subviews: Subviews) -> Cache

    func updateCache(_ cache: inout Cache, subviews: Subviews)

    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                           cache: inout Cache) -> CGFloat?

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                           cache: inout Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

    /// The union of the subviews' spacing preferences (Apple's default: "merges the spacing
    /// preferences of the subviews").
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                                  cache: inout Cache) -> CGFloat? { nil }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                                  cache: inout Cache) -> CGFloat? { nil }

    /// Lays out `content`'s views with this layout: `FlowLayout { … }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Properties of a layout container (Apple, `LayoutProperties`).
public struct LayoutProperties: Sendable {
    /// The axis of a stack-like container: a `Spacer` among its subviews grows along it.
    public var stackOrientation: Axis?

    public init() {}
}

/// A custom layout over its content's views, as `Layout.callAsFunction` makes it.
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    var body: Never { primitiveBody() }

    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), content)] }
}

extension LayoutView: SizedView, PlacedView {
    func size(fitting proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        let subviews = LayoutSubviews(node: node, pass: pass, axis: axis)
        return withCache(node: node, pass: pass, subviews: subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func place(in size: CGSize, proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) {
        if (layout as? AnyLayout)?.isSystemStack ?? (layout is SystemStackLayout) { return pass.placeAsSized(node, proposal) }
        let placements = LayoutPlacements()
        let subviews = LayoutSubviews(node: node, pass: pass, axis: axis, placements: placements)
        withCache(node: node, pass: pass, subviews: subviews) {
            layout.placeSubviews(in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: subviews, cache: &$0)
        }
        for subview in subviews {
            let settled = placements.proposals[ObjectIdentifier(subview.node)] ?? proposal
            pass.within(stack: subviews.axis) { pass.place(subview.node, settled) }
        }
    }

    /// The stack axis the subviews see: the layout's `stackOrientation` (an `AnyLayout`'s,
    /// the layout it wraps).
    private var axis: Axis? { (layout as? AnyLayout)?.stackOrientation ?? L.layoutProperties.stackOrientation }

    /// Runs `body` with the layout's cache: made at the node's first layout, updated at its
    /// first use in each later pass, kept within a pass.
    private func withCache<R>(node: ViewNode, pass: LayoutPass, subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        let key = "layout.cache"
        var cache: L.Cache
        if let kept = node.memory[key] as? L.Cache {
            cache = kept
            if pass.firstUse(ofCacheOf: node) { layout.updateCache(&cache, subviews: subviews) }
        } else {
            _ = pass.firstUse(ofCacheOf: node)
            cache = layout.makeCache(subviews: subviews)
        }
        let result = body(&cache)
        node.memory[key] = cache
        return result
    }
}
