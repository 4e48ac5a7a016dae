/// A proposal for a view's size: SwiftUI's `ProposedViewSize` (Apple, `ProposedViewSize`;
/// WWDC22 "Compose custom layouts with SwiftUI").
///
/// A parent proposes, the child chooses its own size, the parent places it (WWDC19
/// "Building Custom Views with SwiftUI": "the parent proposes a size for its child; the
/// child chooses its own size; the parent places the child"). In each dimension a proposal
/// of `nil` asks for the view's ideal size, `0` for its minimum, `.infinity` for its maximum
/// (Apple, `ProposedViewSize.unspecified`, `.zero`, `.infinity`).
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width; nil: the view's ideal width.
    public var width: CGFloat?
    /// The proposed height; nil: the view's ideal height.
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        width = size.width
        height = size.height
    }

    /// Both dimensions 0: the view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions unspecified: the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both dimensions infinite: the view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with each unspecified dimension taken from `size` (Apple's default:
    /// 10 × 10, the size a flexible view such as a shape or a color reports unproposed).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The dimension along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal of `main` along `axis` and `cross` across it.
    static func along(_ axis: Axis, _ main: CGFloat?, cross: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }
}

extension CGSize {
    /// The dimension along `axis`.
    subscript(axis: Axis) -> CGFloat { axis == .horizontal ? width : height }

    /// A size of `main` along `axis` and `cross` across it.
    static func along(_ axis: Axis, _ main: CGFloat, cross: CGFloat) -> CGSize {
        axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}

extension Axis {
    /// The other axis.
    var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
