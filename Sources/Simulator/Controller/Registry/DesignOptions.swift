/// A design's options, declared once: each option's key, the values it takes (the cases of
/// the property's type, the default first) and the property it sets — so the registry lists,
/// checks and applies them from one declaration, and a misspelt key cannot compile.
///
/// ```swift
/// extension FlippedListController.Options: DesignOptions {
///     public static let declared: [DeclaredOption<Self>] = [
///         DeclaredOption("unflip", \.unflip),
///         DeclaredOption("apply", \.apply),
///     ]
/// }
/// ```
public protocol DesignOptions: Sendable {
    /// The defaults, which an option a scenario does not write keeps.
    init()
    /// The options `--strategy` and scenario files may write, in the order `list` prints them.
    static var declared: [DeclaredOption<Self>] { get }
}

/// One option of a design: its key and values (``StrategyOption``), and how a checked value
/// sets its property on the design's options.
public struct DeclaredOption<Options: DesignOptions>: Sendable {
    /// The key and the values, the default (the property's value in `Options()`) first.
    public let option: StrategyOption
    /// Sets the property to a value the registry has checked against ``option``.
    let apply: @Sendable (inout Options, String) -> Void

    /// An option whose values are the cases of the property's type.
    public init<Value: CaseIterable & RawRepresentable & Sendable>(
        _ key: String, _ property: WritableKeyPath<Options, Value> & Sendable
    ) where Value.RawValue == String {
        option = StrategyOption(key, default: Options()[keyPath: property])
        apply = { options, text in
            guard let value = Value(rawValue: text) else { preconditionFailure("strategy option '\(key)': '\(text)' is not a value of \(Value.self)") }
            options[keyPath: property] = value
        }
    }

    /// An on/off option (`true | false`).
    public init(_ key: String, _ property: WritableKeyPath<Options, Bool> & Sendable) {
        option = StrategyOption(key, default: Options()[keyPath: property])
        apply = { options, text in options[keyPath: property] = text == "true" }
    }
}

extension DesignOptions {
    /// The options `given` (every declared key, checked) applied to the defaults.
    static func resolved(_ given: StrategyOptions) -> Self {
        var options = Self()
        for declared in declared { declared.apply(&options, given.string(declared.option.key)) }
        return options
    }
}

extension StrategyRegistry.Entry {
    /// A strategy whose options are `Options`, declared once (``DesignOptions``): the factory
    /// receives them with every option the scenario did not write at its default.
    ///
    /// ```swift
    /// StrategyRegistry.Entry(name: "flipped", summary: "…") { (options: FlippedListController.Options) in
    ///     FlippedListController(options: options)
    /// }
    /// ```
    public init<Options: DesignOptions>(
        name: String, summary: String, make: @escaping @Sendable (_ options: Options) -> any ChatListController
    ) {
        self.init(name: name, summary: summary, options: Options.declared.map(\.option)) { given in
            make(Options.resolved(given))
        }
    }
}
