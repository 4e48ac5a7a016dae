/// Control styling and keyboard API view files touch, inert: recorded, drawn nowhere; their
/// actions never run (the scenario has no hardware keyboard or picker gestures).

/// A text field's style (SwiftUI's `TextFieldStyle`): `.roundedBorder`, `.plain`, `.automatic`.
public protocol TextFieldStyle {}

/// The system's text field styles, by name.
public struct _SystemTextFieldStyle: TextFieldStyle, Hashable {
    let name: String
}

extension TextFieldStyle where Self == _SystemTextFieldStyle {
    public static var automatic: _SystemTextFieldStyle { _SystemTextFieldStyle(name: "automatic") }
    public static var plain: _SystemTextFieldStyle { _SystemTextFieldStyle(name: "plain") }
    public static var roundedBorder: _SystemTextFieldStyle { _SystemTextFieldStyle(name: "roundedBorder") }
}

/// A key on a keyboard (SwiftUI's `KeyEquivalent`).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }
    public static let `return` = KeyEquivalent("\r"), escape = KeyEquivalent("\u{1B}"), space = KeyEquivalent(" ")
    public static let upArrow = KeyEquivalent("\u{F700}"), downArrow = KeyEquivalent("\u{F701}")
}

/// Modifier keys (SwiftUI's `EventModifiers`).
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = EventModifiers(rawValue: 1 << 1), control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3), command = EventModifiers(rawValue: 1 << 4)
}

/// A keyboard shortcut (SwiftUI's `KeyboardShortcut`): `.defaultAction`, `.cancelAction`, or a key.
public struct KeyboardShortcut: Hashable, Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// An image's symbol scale (SwiftUI's `Image.Scale`).
extension Image {
    public enum Scale: Hashable, Sendable { case small, medium, large }
}

extension View {
    /// `.textFieldStyle(_:)`: recorded.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        modifier(InertModifier(name: "textFieldStyle", arguments: [String(describing: style)]))
    }
    /// `.keyboardShortcut(_:)`: recorded.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modifier(InertModifier(name: "keyboardShortcut", arguments: [shortcut]))
    }
    /// `.keyboardShortcut(_:modifiers:)`: recorded.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }
    /// `.tag(_:)`: a picker's or tab's value for the view; recorded (it decides whether the view changed).
    public func tag<V: Hashable>(_ tag: V) -> some View { modifier(InertModifier(name: "tag", arguments: [AnyHashable(tag)])) }
    /// `.imageScale(_:)`: recorded.
    public func imageScale(_ scale: Image.Scale) -> some View { modifier(InertModifier(name: "imageScale", arguments: [scale])) }
    /// `.popover(isPresented:attachmentAnchor:arrowEdge:content:)`: the popover as ``popover(isPresented:content:)``.
    public func popover<Content: View>(isPresented: Binding<Bool>, arrowEdge: Edge, @ViewBuilder content: @escaping () -> Content) -> some View {
        popover(isPresented: isPresented, content: content)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// `ProgressView(value:total:label:)`: inert; the label is not built.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {}
    /// `ProgressView(label:)`: inert; the label is not built.
    public init(@ViewBuilder label: () -> Label) {}
}
