/// The system's stack layouts as `Layout` values (Apple, `HStackLayout`, `VStackLayout`,
/// `ZStackLayout`), for `AnyLayout` and layout switching: `HStackLayout(spacing: 8) { … }`
/// lays its content out as `HStack(spacing: 8) { … }` does (``StackLayout``,
/// ``OverlayLayout``), and its subviews are placed at the proposals that sizing gave them.
/// A custom layout calling a system layout's `placeSubviews` places nothing (its subviews
/// keep the custom layout's proposal: estimate).
protocol SystemStackLayout {}

public struct HStackLayout: Layout, SystemStackLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties { .stack(.horizontal) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainActorBridge.run { StackLayout(axis: .horizontal, spacing: spacing).size(of: subviews.nodes, fitting: proposal, pass: subviews.pass) }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

public struct VStackLayout: Layout, SystemStackLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties { .stack(.vertical) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainActorBridge.run { StackLayout(axis: .vertical, spacing: spacing).size(of: subviews.nodes, fitting: proposal, pass: subviews.pass) }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

public struct ZStackLayout: Layout, SystemStackLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainActorBridge.run { OverlayLayout().size(of: subviews.nodes, fitting: proposal, pass: subviews.pass) }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

extension LayoutProperties {
    static func stack(_ axis: Axis) -> LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = axis
        return properties
    }
}

/// A type-erased layout (Apple, `AnyLayout`): switching the layout it wraps keeps the
/// content's identity and state, as the view's type does not change ("use this type to
/// enable dynamic switching between different layout types … without destroying the state
/// of the subviews").
public struct AnyLayout: Layout {
    public typealias Cache = Any

    let layout: any Layout

    public init<L: Layout>(_ layout: L) { self.layout = layout }

    /// The wrapped layout's stack orientation.
    var stackOrientation: Axis? { type(of: layout).layoutProperties.stackOrientation }

    /// Whether the wrapped layout is a system stack (its subviews placed as sized).
    var isSystemStack: Bool { layout is SystemStackLayout }

    public func makeCache(subviews: Subviews) -> Any { Self.makeCache(layout, subviews) }

    public func updateCache(_ cache: inout Any, subviews: Subviews) { cache = Self.makeCache(layout, subviews) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) -> CGSize {
        Self.size(layout, proposal, subviews, &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) {
        Self.place(layout, bounds, proposal, subviews, &cache)
    }

    private static func makeCache<L: Layout>(_ layout: L, _ subviews: Subviews) -> Any { layout.makeCache(subviews: subviews) }

    private static func size<L: Layout>(_ layout: L, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Any) -> CGSize {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
    }

    private static func place<L: Layout>(_ layout: L, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Any) {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
    }
}
