/// Text input: SwiftUI's `TextField`. Its text binding is read as the field reads it (a
/// change re-evaluates it); a field with `axis: .vertical` in the screen is the composer —
/// the scenario's typing (`compose:`) is written into its binding, as typing does, and it
/// grows with the text up to its `.lineLimit` (``ComposerField``).
public struct TextField<Label: View>: View, PrimitiveView {
    let text: Binding<String>
    let axis: Axis

    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] {
        _ = node.graph.tracking(node, node.currentGeneration) { text.wrappedValue }
        return []
    }
}

extension TextField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { self.init(text: text, axis: .horizontal) }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) { self.init(text: text, axis: axis) }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, axis: .horizontal)
    }
}

/// A text field that grows with its text: its binding and its line limit.
@MainActor
protocol GrowingTextField {
    var draft: Binding<String> { get }
    var growsVertically: Bool { get }
}

extension TextField: GrowingTextField {
    var draft: Binding<String> { text }
    var growsVertically: Bool { axis == .vertical }
}

/// `.lineLimit(_:)`: the lines a text shows, or a vertical field grows to.
struct LineLimitModifier: ViewModifier, PrimitiveModifier, Equatable {
    let limit: Int?
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var copy = environment
        copy.lineLimit = limit
        return copy
    }
}

extension View {
    public func lineLimit(_ number: Int?) -> some View { modifier(LineLimitModifier(limit: number)) }
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View { modifier(LineLimitModifier(limit: limit.upperBound)) }
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { modifier(LineLimitModifier(limit: nil)) }
}

/// The screen's composer: the first text field that grows vertically, and its line limit
/// (the nearest `.lineLimit` above it; nil: none).
struct ComposerField {
    let text: Binding<String>
    let lineLimit: Int?

    @MainActor static func find(in graph: ViewGraph) -> ComposerField? {
        var found: ComposerField?
        graph.root.forEachNode { node in
            guard found == nil, let field = node.view as? GrowingTextField, field.growsVertically else { return }
            var limit: Int?
            var ancestor = node.parentNode
            while let current = ancestor, limit == nil {
                if let modified = current.view as? AppliesPrimitiveModifier, let lines = modified.primitiveModifier as? LineLimitModifier {
                    limit = lines.limit
                }
                ancestor = current.parentNode
            }
            found = ComposerField(text: field.draft, lineLimit: limit)
        }
        return found
    }
}

public struct SecureField<Label: View>: View, PrimitiveView {
    let text: Binding<String>
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [] }
}

extension SecureField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { self.text = text }
}

public struct TextEditor: View, PrimitiveView {
    let text: Binding<String>
    public init(text: Binding<String>) { self.text = text }
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] {
        _ = node.graph.tracking(node, node.currentGeneration) { text.wrappedValue }
        return []
    }
}

/// A progress indicator (drawn nowhere).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [] }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() {}
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init<S: StringProtocol>(_ title: S) {}
}

public struct Toggle<Label: View>: View, PrimitiveView {
    let label: Label
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), label)] }
}

extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { label = Text(title) }
}

public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let label: Label
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), label)] }
}

extension Picker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        label = Text(title)
    }
}

/// A button's role (`.cancel`, `.destructive`).
public struct ButtonRole: Hashable, Sendable {
    let key: Int
    public static let cancel = ButtonRole(key: 0), destructive = ButtonRole(key: 1)
}

extension Button {
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
    }
}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(title, action: action)
    }
}
