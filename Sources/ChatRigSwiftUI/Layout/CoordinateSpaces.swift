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

    /// The origin of `space` in the window's space (`.scrollView`: the scroll view's); a name
    /// not declared is the window's (estimate: Apple documents no fallback).
    func origin(of space: CoordinateSpace, local: CGPoint) -> CGPoint {
        switch space {
        case .global: .zero
        case .local: local
        case .named(let name) where name == AnyHashable(ScrollViewSpaceName()): scrollView ?? .zero
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

/// A frame of reference a geometry is converted into (iOS 17's `CoordinateSpaceProtocol`:
/// "types conforming to this protocol" are passed to `GeometryProxy.frame(in:)`); resolved to
/// a ``CoordinateSpace``.
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

/// A named coordinate space (`.named(_:)`, `.scrollView`), declared with `coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    public let coordinateSpace: CoordinateSpace
}

/// The window's space (`.global`).
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The view's own space (`.local`).
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The name the system gives the innermost scroll view's space (Apple,
/// `CoordinateSpaceProtocol.scrollView`: "the named coordinate space that is added by the
/// system for the innermost containing scroll view"): here the scroll view showing the
/// engine's rows (``CoordinateSpaces/scrollView``).
struct ScrollViewSpaceName: Hashable {}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(coordinateSpace: .named(AnyHashable(name)))
    }

    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(coordinateSpace: .named(ScrollViewSpaceName())) }

    /// The scroll view's space for `axis` — the one scroll view of the engine's rows, which
    /// scrolls vertically (estimate for a horizontal one: the same space).
    public static func scrollView(axis: Axis) -> Self { scrollView }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpace {
    public var isGlobal: Bool { self == .global }
    public var isLocal: Bool { self == .local }
}

extension GeometryProxy {
    /// `frame(in:)` for iOS 17's coordinate space values (Apple, `GeometryProxy.frame(in:)`).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { frame(in: coordinateSpace.coordinateSpace) }
}

extension View {
    /// Names this view's space with a ``NamedCoordinateSpace`` (Apple, `coordinateSpace(_:)`).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(CoordinateSpaceModifier(name: name.coordinateSpace.spaceName))
    }
}

extension CoordinateSpace {
    /// The name a declared space is known by (a global or local space names itself).
    var spaceName: AnyHashable {
        switch self {
        case .named(let name): name
        case .global, .local: AnyHashable(self)
        }
    }
}
