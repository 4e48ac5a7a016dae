/// Symbol effects: SwiftUI's `symbolEffect` modifiers and the Symbols framework's effects
/// (`.bounce`, `.pulse`, `.variableColor`, `.scale`, …) and options. Recorded: an effect
/// animates a symbol's layers inside its frame and changes no size.

// `SymbolEffect` itself is declared with `ContentTransition` (ButtonStyles.swift).

/// An effect that runs once each time a value changes.
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that runs while it is active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// `.bounce`, `.bounce.up`, `.bounce.down`, `.bounce.byLayer`, `.bounce.wholeSymbol`.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable, Sendable {
    public var up: Self { self }
    public var down: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

/// `.pulse`, `.pulse.byLayer`, `.pulse.wholeSymbol`.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable, Sendable {
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

/// `.variableColor` with its `.iterative`, `.cumulative`, `.reversing`, `.nonReversing`,
/// `.hideInactiveLayers`, `.dimInactiveLayers`.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable, Sendable {
    public var iterative: Self { self }
    public var cumulative: Self { self }
    public var reversing: Self { self }
    public var nonReversing: Self { self }
    public var hideInactiveLayers: Self { self }
    public var dimInactiveLayers: Self { self }
}

/// `.scale`, `.scale.up`, `.scale.down`, `.scale.byLayer`, `.scale.wholeSymbol`.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, Hashable, Sendable {
    public var up: Self { self }
    public var down: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { BounceSymbolEffect() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { PulseSymbolEffect() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() } }

/// How a symbol effect runs: the Symbols framework's `SymbolEffectOptions`.
public struct SymbolEffectOptions: Hashable, Sendable {
    var repeatCount: Int?
    var speed: Double = 1
    /// Once, at normal speed.
    public static let `default` = SymbolEffectOptions(repeatCount: 1)
    /// Repeating until removed.
    public static let repeating = SymbolEffectOptions(repeatCount: nil)
    /// Once.
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)
    /// `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count) }
    /// At `speed` times the normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: 1, speed: speed) }
    /// These options, `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count, speed: speed) }
    /// These options at `speed`.
    public func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: repeatCount, speed: speed) }
}

extension View {
    /// `.symbolEffect(_:options:isActive:)`: an indefinite effect while active; recorded.
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                       isActive: Bool = true) -> some View {
        modifier(InertModifier(name: "symbolEffect", arguments: [String(describing: T.self), options, isActive]))
    }

    /// `.symbolEffect(_:options:value:)`: a discrete effect each time `value` changes; recorded.
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                                 value: U) -> some View {
        modifier(InertModifier(name: "symbolEffect", arguments: [String(describing: T.self), options]))
    }

    /// `.symbolEffectsRemoved(_:)`: recorded.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        modifier(InertModifier(name: "symbolEffectsRemoved", arguments: [isEnabled]))
    }
}
