import ListLayout

/// `Spacer`: along its stack's axis as long as it is offered, at least its `minLength`
/// (default 8 pt: estimate, the system spacing), and nothing across; outside a stack it
/// takes what it is offered in both dimensions (Apple, `Spacer`: "expands as much as it can
/// … along the major axis of its containing stack layout, or on both axes if not contained
/// in a stack").
extension Spacer: SizedView {
    static let defaultMinLength: CGFloat = 8

    func size(fitting proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        let least = minLength ?? Self.defaultMinLength
        guard let axis = pass.stackAxis else {
            return CGSize(width: max(least, proposal.width ?? least), height: max(least, proposal.height ?? least))
        }
        return .along(axis, max(least, proposal[axis] ?? least), cross: 0)
    }
}

/// `Divider`: a hairline across its stack's axis — one pixel at the device's 3× scale, ⅓ pt
/// (estimate: Apple documents no thickness) — as long as it is offered along the other.
extension Divider: SizedView {
    static let thickness: CGFloat = 1.0 / 3.0

    func size(fitting proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        if pass.stackAxis == .horizontal { return CGSize(width: Self.thickness, height: proposal.height ?? 0) }
        return CGSize(width: proposal.width ?? 0, height: Self.thickness)
    }
}

/// A color takes the size it is offered, 10 × 10 unoffered (Apple,
/// `ProposedViewSize.replacingUnspecifiedDimensions(by:)`'s default).
extension Color: SizedView {
    func size(fitting proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}

/// A shape takes the size it is offered, 10 × 10 unoffered, as a color does.
extension LeafShape {
    func size(fitting proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}
extension Rectangle: SizedView {}
extension RoundedRectangle: SizedView {}
extension Circle: SizedView {}
extension Capsule: SizedView {}

/// An image: a resizable one takes the size it is offered (its own size in a dimension not
/// offered); a fixed one is its own size. A symbol (`Image(systemName:)`) is a square one
/// line of the environment's font high (estimate: SF Symbols scale with the font they sit
/// in); an image the rehearsal made from the scenario's image has that image's size; a named
/// image of an asset catalog the rehearsal does not have is 0 × 0 (estimate).
extension Image: SizedView {
    func size(fitting proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        let own: CGSize
        if let pointSize {
            own = pointSize
        } else if isSymbol {
            let side = pass.measurer.lineHeight(of: (node.environment.font ?? .body).layoutFont(in: node.environment))
            own = CGSize(width: side, height: side)
        } else {
            own = .zero
        }
        return isResizable ? proposal.replacingUnspecifiedDimensions(by: own) : own
    }
}

/// `HStack`/`VStack` (not the scroll content)/`ZStack` and a nested `LazyVStack`: ``StackLayout``
/// and ``OverlayLayout`` over their content's subviews.
extension HStack: SizedView {
    func size(fitting proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        StackLayout(axis: .horizontal, spacing: spacing).size(of: pass.contentSubviews(of: node), fitting: proposal, pass: pass)
    }
}

extension VStack: SizedView {
    func size(fitting proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        StackLayout(axis: .vertical, spacing: spacing).size(of: pass.contentSubviews(of: node), fitting: proposal, pass: pass)
    }
}

extension LazyVStack: SizedView {
    func size(fitting proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        StackLayout(axis: .vertical, spacing: spacing).size(of: pass.contentSubviews(of: node), fitting: proposal, pass: pass)
    }
}

extension ZStack: SizedView {
    func size(fitting proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        OverlayLayout().size(of: pass.contentSubviews(of: node), fitting: proposal, pass: pass)
    }
}

/// A text field is one line of its font high (a vertical one, as many lines as its text
/// has, up to its line limit) and as wide as it is offered (estimate: 10 pt unoffered).
extension TextField: SizedView {
    func size(fitting proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        let font = (node.environment.font ?? .body).layoutFont(in: node.environment)
        let width = proposal.width ?? 10
        var lines = 1
        if axis == .vertical {
            lines = max(1, pass.measurer.measure(text.wrappedValue, in: font, width: Double(width)).lineCount)
            if let limit = node.environment.lineLimit { lines = min(lines, limit) }
        }
        return CGSize(width: width, height: Double(lines) * pass.measurer.lineHeight(of: font))
    }
}
