/// Text input: its text binding is read (tracked, as SwiftUI's field reads it) and drawn
/// nowhere. `axis: .vertical` fields grow with their text in SwiftUI; the engine's composer
/// height follows the scenario's `compose:` events (README).
public struct TextField<Label: View>: View, PrimitiveView {
    let text: Binding<String>
    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] {
        _ = node.graph.tracking(node, node.currentGeneration) { text.wrappedValue }
        return []
    }
}

extension TextField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { self.text = text }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) { self.text = text }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) { self.text = text }
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
