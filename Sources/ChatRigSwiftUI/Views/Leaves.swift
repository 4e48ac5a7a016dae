/// Text: SwiftUI's `Text`. Rehearsed as a leaf; its height in a row comes from ChatRig's
/// text layout of the row's message (README: layout).
public struct Text: View, PrimitiveView, Equatable {
    public let content: String
    /// The font `Text.font(_:)` set on this text, which it is laid out in before the
    /// environment's (``Text/font(_:)``).
    var font: Font?
    /// Whether `Text.monospaced()` set this text at the monospaced advances.
    var isMonospaced = false

    public init(_ content: String) { self.content = content }
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public init(verbatim content: String) { self.content = content }
    public init(_ attributed: AttributedString) { content = String(attributed.characters) }

    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [] }

    /// Concatenation: the characters of both, laid out in the left text's font (estimate: a
    /// run in another font is measured in the first one's).
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(lhs.content + rhs.content)
        joined.font = lhs.font ?? rhs.font
        joined.isMonospaced = lhs.isMonospaced
        return joined
    }
}

/// A button: its label is a view; its action runs when tapped (the adapter can tap it).
public struct Button<Label: View>: View, PrimitiveView {
    public let action: () -> Void
    public let label: Label

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), label)] }
}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.action = action
        label = Text(title)
    }
}

/// An image (inert: drawn nowhere; a message's images are sized by ChatRig's cell metrics).
/// An image: sized as ``Image/size(fitting:node:pass:)`` says (drawn nowhere).
public struct Image: View, PrimitiveView, Equatable {
    let name: String
    /// Whether `.resizable()` was applied: the image takes the size it is proposed.
    var isResizable = false
    /// Its size in points when known (an image the rehearsal made, sized by the scenario's image).
    var pointSize: CGSize?
    public init(_ name: String) { self.name = name }
    public init(systemName: String) { name = "system:" + systemName }
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [] }
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// How a resizable image fills its frame.
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    /// Whether it is an SF Symbol (`Image(systemName:)`).
    var isSymbol: Bool { name.hasPrefix("system:") }
}

/// Flexible space in a stack.
public struct Spacer: View, PrimitiveView, Equatable {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [] }
}

/// A thin line between views.
public struct Divider: View, PrimitiveView, Equatable {
    public init() {}
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [] }
}

/// A color (inert: recorded, drawn nowhere). A view too, as in SwiftUI.
public struct Color: View, PrimitiveView, Hashable, Sendable {
    let name: String
    public init(_ name: String) { self.name = name }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) { name = "rgba(\(red),\(green),\(blue),\(opacity))" }
    public init(white: Double, opacity: Double = 1) { name = "white(\(white),\(opacity))" }
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [] }
    public func opacity(_ opacity: Double) -> Color { Color("\(name)@\(opacity)") }

    public static let clear = Color("clear"), black = Color("black"), white = Color("white"), gray = Color("gray")
    public static let red = Color("red"), orange = Color("orange"), yellow = Color("yellow"), green = Color("green")
    public static let blue = Color("blue"), purple = Color("purple"), pink = Color("pink"), primary = Color("primary")
    public static let secondary = Color("secondary"), accentColor = Color("accentColor")
}

/// A horizontal stack.
public struct HStack<Content: View>: View, PrimitiveView {
    public var content: Content
    var alignment: VerticalAlignment
    var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), content)] }
}

/// An overlaying stack.
public struct ZStack<Content: View>: View, PrimitiveView {
    public var content: Content
    var alignment: Alignment
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), content)] }
}
