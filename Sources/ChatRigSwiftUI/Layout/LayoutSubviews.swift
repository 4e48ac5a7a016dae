/// The subviews a custom ``Layout`` arranges, in their order in its content (Apple,
/// `LayoutSubviews`: "the proxies appear in the collection in the same order that they
/// appear in the … input to the layout container"): its content's views as any container
/// here sees them (``LayoutPass``: a custom view, `Group`, `ForEach` are transparent).
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias Index = Int
    public typealias Element = LayoutSubview

    private let elements: [LayoutSubview]
    /// The stack axis the subviews see (the layout's `stackOrientation`).
    let axis: Axis?
    /// The pass the subviews are sized in.
    let pass: LayoutPass
    /// The subviews' nodes.
    var nodes: [ViewNode] { elements.map(\.node) }

    @MainActor
    init(node: ViewNode, pass: LayoutPass, axis: Axis?, placements: LayoutPlacements? = nil) {
        self.axis = axis
        self.pass = pass
        elements = pass.contentSubviews(of: node).map { LayoutSubview(node: $0, pass: pass, axis: axis, placements: placements) }
    }

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(index: Int) -> LayoutSubview { elements[index] }

    /// Left to right: a rehearsal lays out left to right.
    public var layoutDirection: LayoutDirection { .leftToRight }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elements == rhs.elements }
}

/// The direction of a layout (Apple, `LayoutDirection`).
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

/// Where a custom layout's `placeSubviews` placed its subviews: the proposal each was given.
final class LayoutPlacements {
    var proposals: [ObjectIdentifier: ProposedViewSize] = [:]
}

/// One subview of a custom ``Layout`` (Apple, `LayoutSubview`): sized through the layout
/// pass, placed at a proposal.
public struct LayoutSubview: Equatable {
    let node: ViewNode
    private let pass: LayoutPass
    private let axis: Axis?
    private let placements: LayoutPlacements?

    init(node: ViewNode, pass: LayoutPass, axis: Axis?, placements: LayoutPlacements?) {
        self.node = node
        self.pass = pass
        self.axis = axis
        self.placements = placements
    }

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        MainActorBridge.run { pass.within(stack: axis) { pass.size(of: node, proposal) } }
    }

    /// The subview's size for `proposal` and its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal))
    }

    /// Gives the subview `proposal` (the last call for a subview wins). The position is not
    /// kept: nothing is drawn.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        placements?.proposals[ObjectIdentifier(node)] = proposal
    }

    /// The subview's `.layoutPriority` (default 0).
    public var priority: Double { MainActorBridge.run { pass.layoutPriority(of: node) } }

    /// The subview's spacing preferences: the system spacing on every edge (estimate).
    public var spacing: ViewSpacing { ViewSpacing() }

    /// The value the subview set for `key` with `.layoutValue(key:value:)`, else its default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        MainActorBridge.run { LayoutValueModifier<K>.value(on: node) } ?? K.defaultValue
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.node === rhs.node }
}

/// A view's size and alignment guides for a proposal (Apple, `ViewDimensions`). Guides are
/// the standard ones (leading 0, center half, trailing the width; a text baseline is the
/// bottom: estimate); explicit guides are not set by `.alignmentGuide` here.
public struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat

    init(size: CGSize) {
        width = size.width
        height = size.height
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide.key {
        case 0: 0
        case 2: width
        default: width / 2
        }
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide.key {
        case 0: 0
        case 1: height / 2
        default: height
        }
    }

    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

/// The spacing preferences of a view (Apple, `ViewSpacing`): the system spacing (8 pt, the
/// stacks' default: estimate) unless `.zero`; between two views the larger of their
/// preferences.
public struct ViewSpacing: Sendable, Equatable {
    private var value: CGFloat

    public static let zero = ViewSpacing(value: 0)

    public init() { value = StackLayout.defaultSpacing }

    private init(value: CGFloat) { self.value = value }

    /// The distance to `next` along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { max(value, next.value) }

    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) { value = max(value, other.value) }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }
}

/// A key for a value a subview gives its custom layout (Apple, `LayoutValueKey`).
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// `.layoutValue(key:value:)`: a value the enclosing custom layout reads from the subview;
/// sizes as its content.
struct LayoutValueModifier<K: LayoutValueKey>: ViewModifier, PrimitiveModifier, SizedModifier {
    let value: K.Value

    func size(fitting proposal: ProposedViewSize, content: ViewNode, node: ViewNode, pass: LayoutPass) -> CGSize {
        pass.size(of: content, proposal)
    }

    /// The value set on `node` or the modifiers it wraps, the outermost first.
    @MainActor
    static func value(on node: ViewNode) -> K.Value? {
        var current: ViewNode? = node
        while let view = current?.view as? AppliesPrimitiveModifier {
            if let modifier = view.primitiveModifier as? Self { return modifier.value }
            current = current?.children.first
        }
        return nil
    }
}

extension View {
    /// `.layoutValue(key:value:)`: ``LayoutValueModifier``.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(LayoutValueModifier<K>(value: value))
    }
}
