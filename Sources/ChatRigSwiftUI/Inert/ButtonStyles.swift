/// Button styles, inert: `.buttonStyle(_:)` is recorded; a style's `makeBody(configuration:)`
/// is never called (the button's label is built as the button's child).

/// A style that makes a button's whole interaction (SwiftUI's `PrimitiveButtonStyle`).
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A style that draws a button's label (SwiftUI's `ButtonStyle`).
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` gets: the label and whether the button is pressed.
public struct ButtonStyleConfiguration {
    public struct Label: View, PrimitiveView {
        public var body: Never { primitiveBody() }
        func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [] }
    }
    public let label = Label()
    public let isPressed = false
    public let role: ButtonRole? = nil
}

/// What a ``PrimitiveButtonStyle`` gets: the label, and `trigger()` for the action.
public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label
    public let label = Label()
    public let role: ButtonRole? = nil
    public func trigger() {}
}

/// The system's button styles, by name.
public struct _SystemButtonStyle: PrimitiveButtonStyle, Hashable {
    let name: String
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == _SystemButtonStyle {
    public static var automatic: _SystemButtonStyle { _SystemButtonStyle(name: "automatic") }
    public static var plain: _SystemButtonStyle { _SystemButtonStyle(name: "plain") }
    public static var borderless: _SystemButtonStyle { _SystemButtonStyle(name: "borderless") }
    public static var bordered: _SystemButtonStyle { _SystemButtonStyle(name: "bordered") }
    public static var borderedProminent: _SystemButtonStyle { _SystemButtonStyle(name: "borderedProminent") }
    public static var glass: _SystemButtonStyle { _SystemButtonStyle(name: "glass") }
    public static var glassProminent: _SystemButtonStyle { _SystemButtonStyle(name: "glassProminent") }
}

extension View {
    /// `.buttonStyle(_:)` with a primitive style: recorded.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(InertModifier(name: "buttonStyle", arguments: [String(describing: style)]))
    }
    /// `.buttonStyle(_:)` with a label style: recorded.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(InertModifier(name: "buttonStyle", arguments: [String(describing: S.self)]))
    }
    /// `.buttonBorderShape(_:)`: recorded.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { modifier(InertModifier(name: "buttonBorderShape", arguments: [shape])) }
    /// `.controlSize(_:)`: recorded.
    public func controlSize(_ size: ControlSize) -> some View { modifier(InertModifier(name: "controlSize", arguments: [size])) }
}

/// A button's border shape (SwiftUI's `ButtonBorderShape`).
public enum ButtonBorderShape: Hashable, Sendable {
    case automatic, capsule, circle
    case roundedRectangle
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { .roundedRectangle }
}

/// A control's size (SwiftUI's `ControlSize`).
public enum ControlSize: Hashable, Sendable, CaseIterable { case mini, small, regular, large, extraLarge }

/// How a view's content changes are shown (SwiftUI's `ContentTransition`): recorded.
public struct ContentTransition: Hashable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity"), opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText(\(countsDown))") }
    public static func symbolEffect<T: SymbolEffect>(_ effect: T) -> ContentTransition { ContentTransition(name: "symbolEffect(\(T.self))") }
}

/// An SF Symbol effect (the Symbols framework's `SymbolEffect`): recorded.
public protocol SymbolEffect: Sendable {}

/// The replace effect (`.replace`).
public struct ReplaceSymbolEffect: SymbolEffect, Hashable {}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

extension View {
    /// `.contentTransition(_:)`: recorded.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        modifier(InertModifier(name: "contentTransition", arguments: [transition]))
    }
}
