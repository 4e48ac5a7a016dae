/// How generic code makes a view of a class it holds only as a metatype — `T(frame:)` with
/// `T: UIView`, `viewClass.init(frame:)`, `T()` — as UIKit code on iOS does (a chat-layout library's
/// container view makes its `CustomView` that way).
///
/// **Why it compiles on iOS.** Apple declares `init(frame:)` as a designated initializer,
/// not a `required` one (`- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER`,
/// imported as `init(frame: CGRect)`; Apple's documentation of `UIView.init(frame:)`). Swift
/// lets code construct a non-final class through a metatype value only with a `required`
/// initializer — except an initializer imported from Objective-C, whose call the runtime
/// dispatches by message to the dynamic class (the type checker's `hasClangNode` exemption in
/// its dynamic-constructor check). A subclass that does not inherit `init(frame:)` gets a stub
/// that traps ("use of unimplemented initializer") when called that way.
///
/// **Here.** Without the Objective-C runtime no initializer is imported, and declaring
/// `init(frame:)` `required` would break every subclass that writes `override init(frame:)`
/// (an override of a required initializer must say `required`) or declares its own
/// designated initializers. So `UIView` adopts this protocol, whose extension declares an
/// `init(frame:)` the type checker chooses only where the class's own one is not allowed: on
/// a metatype value (a generic parameter, `type(of:)`). Statically named classes
/// (`MessageView(frame:)`, `super.init(frame:)`) keep the class's initializer.
///
/// Swift cannot run a subclass's non-required initializer through its metatype, so the
/// extension's initializer makes the view with a factory the rehearsal knows: `UIView`
/// itself, or the one the adapter lists (``UIKitCellFactory/init(view:make:)``, keyed by the
/// exact class — one line per class, as for cells). A class with neither traps with its name
/// and that line, as iOS traps on an unimplemented initializer. Beyond iOS: a subclass that
/// does not inherit `init(frame:)` (it declares its own designated initializers) still
/// compiles `Subclass(frame:)`, and traps the same way at run time.
public protocol UIViewFrameConstructible {}

extension UIView: UIViewFrameConstructible {}

extension UIViewFrameConstructible {
    /// `init(frame:)` through a metatype value: see ``UIViewFrameConstructible``.
    /// - Complexity: O(1) (a dictionary lookup in the rehearsal's factories).
    @MainActor
    public init(frame: CGRect) {
        let viewClass: Any.Type = Self.self
        if viewClass == UIView.self, let view = UIView(frame: frame) as? Self {
            self = view
            return
        }
        guard let made = UIView.madeByRehearsal(viewClass, frame: frame), let view = made as? Self else {
            preconditionFailure("ChatRigUIKit: \(viewClass)(frame:) was called through a metatype (generic code); "
                + "Swift without the Objective-C runtime cannot run a non-required initializer that way. List "
                + "`UIKitCellFactory(view: \(viewClass).self) { \(viewClass)(frame: $0) }` in the adapter's cellFactories")
        }
        self = view
    }

    /// `init()` through a metatype value (`T()`, `viewType.init()`): as on iOS, where
    /// UIView's `init` calls `init(frame:)` with `.zero` on the dynamic class.
    @MainActor
    public init() { self.init(frame: .zero) }
}

extension UIView {
    /// A view of `viewClass` from the current rehearsal's factory for it, if it lists one.
    static func madeByRehearsal(_ viewClass: Any.Type, frame: CGRect) -> UIView? {
        guard let binding = UIKitRun.current?.application.installedWindow?.rootViewController?.viewIfLoaded?.rehearsalBinding
        else { return nil }
        return binding.makeView(ofClass: viewClass, frame: frame)
    }
}
