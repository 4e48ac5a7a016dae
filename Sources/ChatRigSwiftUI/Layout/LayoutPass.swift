import ListLayout

/// A view that sizes itself for a proposal: a leaf (`Text`, `Image`, a shape, `Spacer`) or a
/// container with its own layout (a stack), over its subviews.
@MainActor
protocol SizedView {
    /// The size the view chooses for `proposal`, its subviews sized through `pass`.
    func size(fitting proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize
}

/// A view that does work when it is placed — laid out at the proposal its parent settled on
/// — beyond choosing its size: a `GeometryReader` builds its content for its size, a custom
/// `Layout` places its subviews. It places its own subviews (``LayoutPass/place(_:_:)``).
@MainActor
protocol PlacedView {
    func place(in size: CGSize, proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass)
}

/// A modifier that changes how its content is sized (`.padding`, `.frame`, `.fixedSize`,
/// `.aspectRatio`, `.background`): it sizes its content through `pass`.
@MainActor
protocol SizedModifier {
    func size(fitting proposal: ProposedViewSize, content: ViewNode, node: ViewNode, pass: LayoutPass) -> CGSize
}

/// One layout of a subtree by SwiftUI's proposal protocol (WWDC19 "Building Custom Views
/// with SwiftUI"; Apple, `Layout`): a view is proposed a size, chooses its own, and its
/// parent places it.
///
/// - **Subviews.** What a container lays out are its subviews: views that size themselves
///   (``SizedView``) or carry a modifier that does (``SizedModifier``). Everything else is
///   transparent — a custom view stands for its body, `Group`, `ForEach`, an `if`, a
///   `@ViewBuilder` block and a modifier that draws nothing stand for the views they hold —
///   so a body of two views gives its stack two subviews, as in SwiftUI (Apple, `Group`:
///   "the group's children are laid out by the containing view").
/// - **Several views where one is expected** (a row's body of two `Text`s) are stacked
///   vertically at the default spacing (estimate: the lazy stack and `List` give each such
///   view its own row; a row is measured as one).
/// - **Text work.** A `Text` laid out for a string it did not hold at its last layout lays
///   the whole string out again — charged here as ``charactersLaidOut`` — and answers later
///   proposals for the same string from its cache (``TextLayoutCache``).
///
/// Sizes are computed once per view and proposal within the pass. A parent may ask a
/// subview for several sizes before it settles; ``place(_:_:)`` then lays the subtree out
/// again at the proposals each parent settled on (Apple, `placeSubviews(in:proposal:…)`:
/// "the parent might propose more than one size before calling the placement method, but it
/// always uses one of the proposals … when placing the container").
@MainActor
final class LayoutPass {
    let measurer: any TextMeasurer
    /// Grapheme clusters of text laid out again in this pass (strings that changed).
    private(set) var charactersLaidOut = 0
    /// The axis of the stack the view being sized is in, if any (a `Spacer` grows along it).
    private(set) var stackAxis: Axis?
    private var sizes: [SizeKey: CGSize] = [:]
    /// How deep the size calls being computed now are nested.
    private var callDepth = 0
    /// The size calls made at `depth` while a view is placed: its subviews' settled proposals.
    private var placing: (depth: Int, calls: [ObjectIdentifier: Call], order: [ViewNode])?

    /// The custom layouts whose caches this pass used.
    private var cachesUsed: Set<ObjectIdentifier> = []

    private struct Call {
        var proposal: ProposedViewSize
        var axis: Axis?
        var size: CGSize
    }

    /// Where the view being placed is: its top-leading corner in the window's space
    /// (`.global`), from its parents' placing (``LayoutPass/offsets(of:in:size:)``).
    private(set) var origin = CGPoint.zero
    /// The coordinate spaces known to the views placed now (``CoordinateSpaces``).
    var spaces = CoordinateSpaces()

    private struct SizeKey: Hashable {
        var node: ObjectIdentifier
        var proposal: ProposedViewSize
        var axis: Axis?
    }

    init(measurer: any TextMeasurer = GlyphAdvanceMeasurer()) { self.measurer = measurer }

    /// The size `node` chooses for `proposal`.
    func size(of node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        let key = SizeKey(node: ObjectIdentifier(node), proposal: proposal, axis: stackAxis)
        let size = sizes[key] ?? computeSize(of: node, proposal, key: key)
        if placing?.depth == callDepth {
            if placing?.calls[ObjectIdentifier(node)] == nil { placing?.order.append(node) }
            placing?.calls[ObjectIdentifier(node)] = Call(proposal: proposal, axis: stackAxis, size: size)
        }
        return size
    }

    private func computeSize(of node: ViewNode, _ proposal: ProposedViewSize, key: SizeKey) -> CGSize {
        callDepth += 1
        defer { callDepth -= 1 }
        let size = computeSize(of: node, proposal)
        sizes[key] = size
        return size
    }

    /// Places `node` at `proposal`, the one its parent settled on: a ``PlacedView`` does its
    /// placing work; any other view is sized again at `proposal`, and each subview it asks
    /// is placed at the proposal it asked it last (every container here asks a subview for
    /// its settled size last). Sizes come from the pass's cache; a text is not laid out again.
    ///
    /// `origin` is the view's top-leading corner in the window's space (nil: where the view
    /// being placed now is — a reader's content, at its top-leading corner). A view declaring
    /// a coordinate space (`.coordinateSpace(name:)`, a scroll view) records it there.
    ///
    /// - Complexity: O(views in the subtree), once they are sized.
    func place(_ node: ViewNode, _ proposal: ProposedViewSize, at origin: CGPoint? = nil) {
        let outer = self.origin
        if let origin { self.origin = origin }
        defer { self.origin = outer }
        spaces.declare(by: node, at: self.origin)
        let size = size(of: node, proposal)
        if let placed = node.view as? PlacedView { return placed.place(in: size, proposal: proposal, node: node, pass: self) }
        placeAsSized(node, proposal)
    }

    /// Places the subviews of `node` at the proposals its sizing at `proposal` asked them last.
    func placeAsSized(_ node: ViewNode, _ proposal: ProposedViewSize) {
        let outer = placing
        placing = (callDepth, [:], [])
        _ = computeSize(of: node, proposal)
        let asked = placing
        placing = outer
        let placed = (asked?.order ?? []).compactMap { subview in asked?.calls[ObjectIdentifier(subview)].map { (subview, $0) } }
        let offsets = offsets(of: placed.map { ($0.0, $0.1.size) }, in: node, size: size(of: node, proposal))
        for ((subview, call), offset) in zip(placed, offsets) {
            let at = CGPoint(x: origin.x + offset.x, y: origin.y + offset.y)
            within(stack: call.axis) { place(subview, call.proposal, at: at) }
        }
    }

    private func computeSize(of node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        if let sized = node.view as? SizedView { return sized.size(fitting: proposal, node: node, pass: self) }
        if let modifier = Self.sizedModifier(of: node), let content = node.children.first {
            return modifier.size(fitting: proposal, content: content, node: node, pass: self)
        }
        let parts = subviews(of: node)
        switch parts.count {
        case 0: return .zero
        case 1: return size(of: parts[0], proposal)
        default: return StackLayout(axis: .vertical, spacing: nil).size(of: parts, fitting: proposal, pass: self)
        }
    }

    /// The subviews `node` gives a container: itself when it sizes itself, else the
    /// subviews of what it holds (a modifier's content only, not what it presents).
    func subviews(of node: ViewNode) -> [ViewNode] {
        if node.view is SizedView || Self.sizedModifier(of: node) != nil { return [node] }
        if node.view is AppliesPrimitiveModifier { return node.children.first.map(subviews(of:)) ?? [] }
        return node.children.flatMap(subviews(of:))
    }

    /// The subviews of everything `node` holds (a container's content).
    func contentSubviews(of node: ViewNode) -> [ViewNode] { node.children.flatMap(subviews(of:)) }

    /// Sizes with `axis` as the enclosing stack's axis (nil: outside any stack).
    func within<R>(stack axis: Axis?, _ body: () -> R) -> R {
        let outer = stackAxis
        stackAxis = axis
        defer { stackAxis = outer }
        return body()
    }

    /// Whether this is the pass's first use of `node`'s layout cache (then marked used).
    func firstUse(ofCacheOf node: ViewNode) -> Bool { cachesUsed.insert(ObjectIdentifier(node)).inserted }

    /// Counts `characters` laid out again.
    func chargeTextLayout(characters: Int) { charactersLaidOut += characters }

    /// `node`'s `.layoutPriority`, looking through the modifiers that wrap it (default 0).
    func layoutPriority(of node: ViewNode) -> Double {
        var current: ViewNode? = node
        while let view = current?.view as? AppliesPrimitiveModifier {
            if let priority = view.primitiveModifier as? LayoutPriorityModifier { return priority.value }
            current = current?.children.first
        }
        return 0
    }

    private static func sizedModifier(of node: ViewNode) -> SizedModifier? {
        (node.view as? AppliesPrimitiveModifier)?.primitiveModifier as? SizedModifier
    }
}
