/// Gestures, inert: they compile and are recorded; the scenario's touches drive the engine's
/// scroll view, never a view's gesture, so their actions never run.
@MainActor @preconcurrency
public protocol Gesture {
    associatedtype Value
}

/// A drag (SwiftUI's `DragGesture`): `onChanged`/`onEnded` never called.
public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }
    public var minimumDistance: CGFloat
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) { self.minimumDistance = minimumDistance }
    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture { self }
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture { self }
}

/// A tap (SwiftUI's `TapGesture`): `onEnded` never called.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public init(count: Int = 1) {}
    public func onEnded(_ action: @escaping () -> Void) -> TapGesture { self }
}

/// A long press (SwiftUI's `LongPressGesture`): `onEnded` never called.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
    public func onEnded(_ action: @escaping (Bool) -> Void) -> LongPressGesture { self }
}

extension View {
    /// `.gesture(_:)`: recorded; never recognized.
    public func gesture<G: Gesture>(_ gesture: G) -> some View { modifier(InertModifier(name: "gesture", arguments: [String(describing: G.self)])) }
    /// `.simultaneousGesture(_:)`: recorded; never recognized.
    public func simultaneousGesture<G: Gesture>(_ gesture: G) -> some View {
        modifier(InertModifier(name: "simultaneousGesture", arguments: [String(describing: G.self)]))
    }
    /// `.highPriorityGesture(_:)`: recorded; never recognized.
    public func highPriorityGesture<G: Gesture>(_ gesture: G) -> some View {
        modifier(InertModifier(name: "highPriorityGesture", arguments: [String(describing: G.self)]))
    }
    /// `.onLongPressGesture(minimumDuration:perform:)`: recorded; never recognized.
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View {
        modifier(InertModifier(name: "onLongPressGesture", arguments: [minimumDuration]))
    }
}

/// A coordinate space (SwiftUI's `CoordinateSpace`), for gestures and geometry proxies.
///
/// Sendable as SwiftUI declares it; `named(_:)` holds an `AnyHashable`, which the standard
/// library does not mark `Sendable`, hence `@unchecked` (the names chat code passes are strings).
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    case global, local
    case named(AnyHashable)
}
